// Package lockdefer holds registries whose deferred Unlock may run where
// the mutex is not held: a panic unwinding through it releases another
// goroutine's lock, and a caller that recovers (as net/http does for its
// handlers) lets the program go on with that goroutine's critical section
// broken. The lock discipline does not hold for them (paths/lockdefer.go).
package lockdefer

import "sync"

// Service is what the registries store.
type Service struct{ Addr string }

// Early defers its Unlock before it locks.
type Early struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Register adds s under name unless a service is there already.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: Register(x, nil) panics before it locks, and its deferred Unlock releases the lock of another goroutine's Register(name, s) between its Load and its Store; after a recover, a third Register(name, s) runs whole in between, and both report success
func (e *Early) Register(name string, s *Service) bool {
	defer e.mu.Unlock()
	if s == nil {
		panic("lockdefer: nil service")
	}
	e.mu.Lock()
	if _, ok := e.m.Load(name); ok {
		return false
	}
	e.m.Store(name, s)
	return true
}

// Relocking unlocks and locks again while its deferred Unlock is pending.
type Relocking struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Register adds s under name unless a service is there already, calling
// check without the lock in between.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: the Unlock before check ends the section, and a panic in check releases the lock again at the unwinding, then held by another goroutine
func (r *Relocking) Register(name string, s *Service, check func(*Service)) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.m.Load(name); ok {
		return false
	}
	r.mu.Unlock()
	check(s)
	r.mu.Lock()
	r.m.Store(name, s)
	return true
}

// Usual locks, then defers the Unlock, in the method and through a helper.
type Usual struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Register adds s under name unless a service is there already.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: every change of u.m holds u.mu, held from the defer to every exit, panics included
func (u *Usual) Register(name string, s *Service) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	if _, ok := u.m.Load(name); ok {
		return false
	}
	u.m.Store(name, s)
	return true
}

// Replace swaps s in under name, locking through a helper.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: as Register: the helper leaves u.mu held, and the deferred Unlock finds it so
func (u *Usual) Replace(name string, s *Service) (*Service, bool) {
	u.lock()
	defer u.mu.Unlock()
	old, ok := u.m.Load(name)
	u.m.Store(name, s)
	if !ok {
		return nil, false
	}
	return old.(*Service), true
}

// lock takes u.mu for Replace.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: no call on the map
func (u *Usual) lock() { u.mu.Lock() }
