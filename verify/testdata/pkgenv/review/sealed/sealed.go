// Package sealed makes only sealed registries (an unexported type, made by
// New alone, whose sealed field is never written after): Register never
// stores, so nothing in the package ever changes the map. The package
// witness once ran Register on a registry with sealed == false, a value no
// constructor of the package gives.
package sealed

import "sync"

// Service is a service.
type Service struct {
	Name string
	Port int
}

type registry struct {
	//snowflake:base
	m      sync.Map
	sealed bool
}

// New makes a sealed registry: the only way to get one.
func New() *registry { return &registry{sealed: true} }

// Register stores s under name unless the registry is sealed.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (r *registry) Register(name string, s *Service) bool {
	if r.sealed {
		return false
	}
	_, loaded := r.m.LoadOrStore(name, s)
	return !loaded
}

// Both looks name up twice.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: every registry is sealed (New is the package's only construction site, and stores true), so no operation of the package stores between the loads; the package witness starts only from states the package can make (no r.sealed == false); the proof would need the constructed values as an invariant: unproven
func (r *registry) Both(name string) (bool, bool) {
	_, a := r.m.Load(name)
	_, b := r.m.Load(name)
	return a, b
}
