// Package violation has check-then-act compositions that another goroutine
// can break.
package violation

import (
	"sync"
	"sync/atomic"
)

// Registry maps names to addresses.
type Registry struct {
	services sync.Map
}

// RegisterCheckThenAct registers name with Load, then Store.
func (r *Registry) RegisterCheckThenAct(name, addr string) bool { // want `^\(\*Registry\)\.RegisterCheckThenAct is not atomic: services\.Load then services\.Store; another goroutine's r\.RegisterCheckThenAct\("\w*", \S+\) between them makes the result or the final state impossible in any serial order$`
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

// Sem hands out at most limit slots.
type Sem struct {
	//snowflake:base
	held  atomic.Int64
	limit int64
}

// TryAcquire loads, then adds: two goroutines can both pass the check.
func (s *Sem) TryAcquire() bool { // want `^\(\*Sem\)\.TryAcquire is not atomic: held\.Load then held\.Add; another goroutine's s\.TryAcquire\(\) between them makes the result or the final state impossible in any serial order$`
	if s.held.Load() >= s.limit {
		return false
	}
	s.held.Add(1)
	return true
}
