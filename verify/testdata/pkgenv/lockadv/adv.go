// Package lockadv tries to make the lock discipline prove what is not so:
// every locking function here is refused or keeps today's verdict.
package lockadv

import "sync"

// Cond locks only on one path before touching m.
type Cond struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Put locks when slow is set.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: with slow false, Load and Store run without c.mu
func (c *Cond) Put(k string, slow bool) bool {
	if slow {
		c.mu.Lock()
		defer c.mu.Unlock()
	}
	if _, ok := c.m.Load(k); ok {
		return false
	}
	c.m.Store(k, 1)
	return true
}

// Cross locks one object's mutex and touches another's map.
type Cross struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Copy copies k from o into x, holding only x.mu.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: o.m is accessed without o.mu
func (x *Cross) Copy(o *Cross, k string) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	if _, ok := x.m.Load(k); ok {
		return false
	}
	x.m.Store(k, 1)
	o.m.Delete(k)
	return true
}

// Spawn starts a goroutine whose closure touches the map without the lock.
type Spawn struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Start stores k from a goroutine.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: one Store, from a goroutine (go statements are refused)
func (s *Spawn) Start(k string) {
	go func() {
		s.m.Store(k, 2)
	}()
}

// Claim takes k unless taken.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: Start's goroutine stores k between Load and Store without s.mu
func (s *Spawn) Claim(k string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.m.Load(k); ok {
		return false
	}
	s.m.Store(k, 1)
	return true
}

// Value has a method with a value receiver.
type Value struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Peek copies the whole value.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: one call on the copy (an address inside a Value is refused today)
func (v Value) Peek(k string) bool {
	_, ok := v.m.Load(k)
	return ok
}

// Claim takes k unless taken.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: Peek's callers copy v.m without the lock: the rule does not apply
func (v *Value) Claim(k string) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	if _, ok := v.m.Load(k); ok {
		return false
	}
	v.m.Store(k, 1)
	return true
}

// Deferred unlocks in a deferred closure.
type Deferred struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Claim takes k unless taken, unlocking in a closure.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: the deferred closure is analysed alone, where it unlocks what it does not hold
func (d *Deferred) Claim(k string) bool {
	d.mu.Lock()
	defer func() { d.mu.Unlock() }()
	if _, ok := d.m.Load(k); ok {
		return false
	}
	d.m.Store(k, 1)
	return true
}

// Helper unlocks in an unexported helper that a method value escapes.
type Helper struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Claim takes k unless taken.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: f (a method value of drop) runs anywhere and deletes without h.mu
func (h *Helper) Claim(k string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	if _, ok := h.m.Load(k); ok {
		return false
	}
	h.m.Store(k, 1)
	return true
}

// drop deletes k; called only through a method value.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (h *Helper) drop(k string) {
	h.m.Delete(k)
}

// Later returns drop as a value.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: no call; the method value is refused
func (h *Helper) Later() func(string) { return h.drop }

// Pick touches one of two maps through one pointer.
type Pick struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Put stores k in x.m or, when other is set, in o.m, holding only x.mu.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: with other set, o.m is accessed without o.mu
func (x *Pick) Put(o *Pick, k string, other bool) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	m := &x.m
	if other {
		m = &o.m
	}
	if _, ok := m.Load(k); ok {
		return false
	}
	m.Store(k, 1)
	return true
}
