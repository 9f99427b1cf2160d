// Package bad has a check-then-act violation, a misplaced directive and an
// ignored function: go vet reports the first two.
package bad

import "sync"

// Registry maps names to addresses.
type Registry struct {
	services sync.Map
}

// Register registers name with Load, then Store.
func (r *Registry) Register(name, addr string) bool {
	if _, ok := r.services.Load(name); ok {
		return false
	}
	r.services.Store(name, addr)
	return true
}

// Lookup is atomic.
func (r *Registry) Lookup(name string) (any, bool) {
	return r.services.Load(name)
}

// Mark is check-then-act too; the race is accepted.
//
//snowflake:ignore duplicates are harmless here
func (r *Registry) Mark(name string) bool {
	if _, ok := r.services.Load(name); ok {
		return false
	}
	r.services.Store(name, true)
	return true
}

func helper() int {
	//snowflake:functional
	return 1
}
