// Package registry maps service names to addresses in a sync.Map held by
// pointer.
package registry

import "sync"

// Registry is a service registry.
type Registry struct {
	services *sync.Map
}

// New returns an empty registry.
func New() *Registry {
	return &Registry{services: new(sync.Map)}
}

// Register adds name unless it is registered, and reports whether it did.
func (r *Registry) Register(name, addr string) bool {
	_, loaded := r.services.LoadOrStore(name, addr)
	return !loaded
}

// RegisterChecked adds name after checking that it is absent.
func (r *Registry) RegisterChecked(name, addr string) bool {
	if _, ok := r.services.Load(name); ok {
		return false
	}
	r.services.Store(name, addr)
	return true
}

// Claim registers addr under name unless taken, and returns the owner.
func (r *Registry) Claim(name, addr string) string {
	v, _ := r.services.LoadOrStore(name, addr)
	return v.(string)
}

// Lookup returns name's address.
func (r *Registry) Lookup(name string) (string, bool) {
	v, ok := r.services.Load(name)
	if !ok {
		return "", false
	}
	s, ok := v.(string)
	return s, ok
}

// MustLookup returns name's address and panics when it is missing.
func (r *Registry) MustLookup(name string) string {
	v, _ := r.services.Load(name)
	return v.(string)
}

// Resolve returns name's address, or the "default" entry's.
func (r *Registry) Resolve(name string) string {
	if v, ok := r.services.Load(name); ok {
		return v.(string)
	}
	v, _ := r.services.Load("default")
	s, _ := v.(string)
	return s
}

// Deregister removes name if it is still registered at addr.
func (r *Registry) Deregister(name, addr string) bool {
	return r.services.CompareAndDelete(name, addr)
}

// DeregisterChecked removes name after checking its address.
func (r *Registry) DeregisterChecked(name, addr string) bool {
	if v, ok := r.services.Load(name); !ok || v != addr {
		return false
	}
	r.services.Delete(name)
	return true
}

// Replace registers addr under name and returns the previous address.
func (r *Registry) Replace(name, addr string) (any, bool) {
	return r.services.Swap(name, addr)
}

// Move changes name's address, only if name is registered.
func (r *Registry) Move(name, addr string) bool {
	for {
		v, ok := r.services.Load(name)
		if !ok {
			return false
		}
		if r.services.CompareAndSwap(name, v, addr) {
			return true
		}
	}
}

// MoveChecked changes name's address after checking that it is
// registered.
func (r *Registry) MoveChecked(name, addr string) bool {
	if _, ok := r.services.Load(name); !ok {
		return false
	}
	r.services.Store(name, addr)
	return true
}

// Failover changes name's address from old to addr.
func (r *Registry) Failover(name, old, addr string) bool {
	return r.services.CompareAndSwap(name, old, addr)
}

// FailoverChecked changes name's address from old to addr after a Load.
func (r *Registry) FailoverChecked(name, old, addr string) bool {
	if v, _ := r.services.Load(name); v != old {
		return false
	}
	r.services.Store(name, addr)
	return true
}

// RegisterAll registers every name at addr.
func (r *Registry) RegisterAll(names []string, addr string) int {
	n := 0
	for _, name := range names {
		if _, loaded := r.services.LoadOrStore(name, addr); !loaded {
			n++
		}
	}
	return n
}
