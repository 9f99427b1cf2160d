// Package locked holds components whose collection is only touched while
// holding one mutex (lock discipline), and twins that break it. In the
// package environment a function whose accesses are one critical section
// of that mutex is atomic; in the collection environment it stays
// unsupported (the mutex's calls are no step of the collection's API).
package locked

import (
	"sync"
	"sync/atomic"
)

// A Service is what registries hold.
type Service struct {
	Name string
}

// Registry maps names to services; every access to m holds mu.
type Registry struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// NewRegistry returns a registry holding the default service; the Store
// on the new registry happens before anyone else can reach it, so it
// needs no lock.
func NewRegistry() *Registry {
	r := &Registry{}
	r.m.Store("default", &Service{Name: "default"})
	return r
}

// Register adds s under name unless a service is there already.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: Load then Store inside one critical section of r.mu, which every access to r.m holds
func (r *Registry) Register(name string, s *Service) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.m.Load(name); ok {
		return false
	}
	r.m.Store(name, s)
	return true
}

// Replace swaps the service under name when there is one, unlocking on
// each path itself.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: Load then Store, r.mu held from before the first to after the last on every path
func (r *Registry) Replace(name string, s *Service) (*Service, bool) {
	r.mu.Lock()
	old, ok := r.m.Load(name)
	if !ok {
		r.mu.Unlock()
		return nil, false
	}
	r.m.Store(name, s)
	r.mu.Unlock()
	return old.(*Service), true
}

// Lookup returns the service under name.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: one call under r.mu
func (r *Registry) Lookup(name string) (*Service, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	v, ok := r.m.Load(name)
	if !ok {
		return nil, false
	}
	return v.(*Service), true
}

// Rename moves the service under from to to, through a helper that runs
// with r.mu held.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: the helper's Load and the Delete and Store are one critical section
func (r *Registry) Rename(from, to string) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	s, ok := r.lookupLocked(from)
	if !ok {
		return false
	}
	r.m.Delete(from)
	r.m.Store(to, s)
	return true
}

// lookupLocked is only called with r.mu held.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (r *Registry) lookupLocked(name string) (*Service, bool) {
	v, ok := r.m.Load(name)
	if !ok {
		return nil, false
	}
	return v.(*Service), true
}

// Counters counts hits per key under a read-write mutex: readers under
// RLock, writers under Lock.
type Counters struct {
	mu sync.RWMutex
	//snowflake:base
	m sync.Map
}

// Both reads two keys under the read side.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: two Loads under c.mu's read side: every mutator holds its write side, so none runs between them
func (c *Counters) Both(a, b string) (any, any) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	x, _ := c.m.Load(a)
	y, _ := c.m.Load(b)
	return x, y
}

// Bump increments the count under key.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: Load then Store under c.mu's write side
func (c *Counters) Bump(key string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	if v, ok := c.m.Load(key); ok {
		n = v.(int)
	}
	c.m.Store(key, n+1)
	return n + 1
}

// Gauge is a high-water mark kept under a mutex.
type Gauge struct {
	mu sync.Mutex
	//snowflake:base
	max atomic.Int64
}

// Raise raises the mark to v.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: Load then Store under g.mu, which every access to g.max holds
func (g *Gauge) Raise(v int64) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.max.Load() >= v {
		return false
	}
	g.max.Store(v)
	return true
}

// Max returns the mark.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: one call under g.mu
func (g *Gauge) Max() int64 {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.max.Load()
}
