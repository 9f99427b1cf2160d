// Package atomic has only atomic composite operations: no diagnostic.
package atomic

import (
	"sync"
	"sync/atomic"
)

// Registry maps names to addresses.
type Registry struct {
	services sync.Map
}

// Register adds name unless it is registered, in one LoadOrStore.
func (r *Registry) Register(name, addr string) bool {
	_, loaded := r.services.LoadOrStore(name, addr)
	return !loaded
}

// Lookup returns the address of name.
func (r *Registry) Lookup(name string) (string, bool) {
	v, ok := r.services.Load(name)
	if !ok {
		return "", false
	}
	addr, ok := v.(string)
	return addr, ok
}

// Counter counts up to a limit.
type Counter struct {
	n atomic.Int64
}

// Inc adds one and returns the new count.
func (c *Counter) Inc() int64 {
	return c.n.Add(1)
}
