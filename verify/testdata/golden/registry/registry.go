// Package registry: a client whose only field is a named sync.Map.
// Check-then-act, LoadOrStore registration, load-then-delete vs LoadAndDelete,
// a panic path, and a read-only method condensable only at its second call.
package registry

import "sync"

// Registry maps names to addresses.
type Registry struct {
	names sync.Map
}

// Register inserts name unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore decides and inserts.
func (r *Registry) Register(name, addr string) bool {
	_, loaded := r.names.LoadOrStore(name, addr)
	return !loaded
}

// RegisterRacy inserts name unless present, in two steps.
// want: violation
// truth: nonatomic
// why: another goroutine stores name between the Load and the Store; both calls return true.
func (r *Registry) RegisterRacy(name, addr string) bool {
	if _, ok := r.names.Load(name); ok {
		return false
	}
	r.names.Store(name, addr)
	return true
}

// MustRegister panics on an empty or duplicate name.
// want: atomic
// truth: atomic
// why: the empty-name panic depends only on the argument; the duplicate panic on one LoadOrStore, which a serial run repeats.
func (r *Registry) MustRegister(name, addr string) {
	if name == "" {
		panic("registry: empty name")
	}
	if _, loaded := r.names.LoadOrStore(name, addr); loaded {
		panic("registry: duplicate " + name)
	}
}

// Lookup returns the address of name.
// want: atomic
// truth: atomic
// why: a single Load; the comma-ok assertion only inspects its result.
func (r *Registry) Lookup(name string) (string, bool) {
	v, ok := r.names.Load(name)
	if !ok {
		return "", false
	}
	addr, ok := v.(string)
	return addr, ok
}

// Resolve checks for name, then loads it again.
// want: atomic
// truth: atomic
// why: both calls are accessors; condensable at the second Load (not the first: name may vanish in between, and then the result is that of a serial run at the second Load).
func (r *Registry) Resolve(name string) (any, bool) {
	if _, ok := r.names.Load(name); !ok {
		return nil, false
	}
	return r.names.Load(name)
}

// Unregister removes name and returns its address.
// want: atomic
// truth: atomic
// why: LoadAndDelete returns exactly the value it removes.
func (r *Registry) Unregister(name string) (string, bool) {
	v, ok := r.names.LoadAndDelete(name)
	if !ok {
		return "", false
	}
	addr, _ := v.(string)
	return addr, true
}

// UnregisterRacy removes name after reading it.
// want: violation
// truth: nonatomic
// why: another goroutine stores a new address between the Load and the Delete; the new one is deleted and the old one returned.
func (r *Registry) UnregisterRacy(name string) (string, bool) {
	v, ok := r.names.Load(name)
	if !ok {
		return "", false
	}
	r.names.Delete(name)
	addr, _ := v.(string)
	return addr, true
}
