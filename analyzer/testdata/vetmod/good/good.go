// Package good composes sync.Map calls atomically: go vet reports nothing.
package good

import "sync"

// Registry maps names to addresses.
type Registry struct {
	services sync.Map
}

// Register adds name unless it is registered, in one LoadOrStore.
func (r *Registry) Register(name, addr string) bool {
	_, loaded := r.services.LoadOrStore(name, addr)
	return !loaded
}

// Unregister removes name and returns its address, in one LoadAndDelete.
func (r *Registry) Unregister(name string) (any, bool) {
	return r.services.LoadAndDelete(name)
}
