// Package registry is a registry of services whose map is unexported and
// never leaves the package: the oracle's package environment applies, and
// the other goroutine runs the registry's own methods.
package registry

import "sync"

// A Service is what the registry holds.
type Service struct {
	Name string
	Port int
}

// Registry maps names to services.
type Registry struct {
	//snowflake:base
	m sync.Map
}

// Register adds s under name unless a service is there already: Load then
// Store.
// truth: nonatomic
// why: a Register of the same name between the Load and the Store: both return true
func (r *Registry) Register(name string, s *Service) bool {
	if _, ok := r.m.Load(name); ok {
		return false
	}
	r.m.Store(name, s)
	return true
}

// Lookup returns the service under name.
// truth: atomic
func (r *Registry) Lookup(name string) (*Service, bool) {
	v, ok := r.m.Load(name)
	if !ok {
		return nil, false
	}
	return v.(*Service), true
}

// Locked is a registry whose map is only touched under mu.
type Locked struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Register adds s under name unless a service is there already, holding
// mu: the critical section is one atomic step in the package.
// truth: atomic
func (l *Locked) Register(name string, s *Service) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.m.Load(name); ok {
		return false
	}
	l.m.Store(name, s)
	return true
}

// Replace stores s under name, holding mu, and says whether one was there.
// truth: nonatomic
// why: Forget deletes without mu: between the Load and the Store, Replace says a service was there and keeps its own
func (l *Locked) Replace(name string, s *Service) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	_, ok := l.m.Load(name)
	l.m.Store(name, s)
	return ok
}

// Forget deletes name without mu: one call.
// truth: atomic
func (l *Locked) Forget(name string) {
	l.m.Delete(name)
}
