// Package registry is a registry of services whose map is unexported and
// never leaves the package: the package environment applies.
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

// Register adds s under name unless a service is there already.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: two Registers of one name between Load and Store both return true
func (r *Registry) Register(name string, s *Service) bool {
	if _, ok := r.m.Load(name); ok {
		return false
	}
	r.m.Store(name, s)
	return true
}

// Lookup returns the service under name.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (r *Registry) Lookup(name string) (*Service, bool) {
	v, ok := r.m.Load(name)
	if !ok {
		return nil, false
	}
	return v.(*Service), true
}

// Remove deletes the service under name.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (r *Registry) Remove(name string) {
	r.m.Delete(name)
}
