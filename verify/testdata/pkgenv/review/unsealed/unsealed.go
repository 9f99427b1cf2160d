// Package unsealed is sealed's twins: registries whose sealed field is
// fixed at construction, but some object of each type may hold false —
// a constructor that leaves it unset, one that stores a parameter, an
// exported type any package can make as a zero value — so Register may
// store between Both's loads, and the package witness shows sealed false.
package unsealed

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

// New makes a sealed registry.
func New() *registry { return &registry{sealed: true} }

// NewOpen makes an open one: sealed is left false.
func NewOpen() *registry { return &registry{} }

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
// want: violation
// want-collection: violation
// truth: nonatomic
// why: NewOpen's registry stores between the loads (r.Register with r.sealed false)
func (r *registry) Both(name string) (bool, bool) {
	_, a := r.m.Load(name)
	_, b := r.m.Load(name)
	return a, b
}

type chosen struct {
	//snowflake:base
	m      sync.Map
	sealed bool
}

// NewChosen makes a registry sealed as the caller says.
func NewChosen(sealed bool) *chosen { return &chosen{sealed: sealed} }

// Register stores s under name unless the registry is sealed.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (r *chosen) Register(name string, s *Service) bool {
	if r.sealed {
		return false
	}
	_, loaded := r.m.LoadOrStore(name, s)
	return !loaded
}

// Both looks name up twice.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: NewChosen(false) makes an open registry, whose Register stores between the loads
func (r *chosen) Both(name string) (bool, bool) {
	_, a := r.m.Load(name)
	_, b := r.m.Load(name)
	return a, b
}

// Table is exported: another package may make a Table{}, unsealed.
type Table struct {
	//snowflake:base
	m      sync.Map
	sealed bool
}

// NewTable makes a sealed table.
func NewTable() *Table { return &Table{sealed: true} }

// Register stores s under name unless the table is sealed.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (t *Table) Register(name string, s *Service) bool {
	if t.sealed {
		return false
	}
	_, loaded := t.m.LoadOrStore(name, s)
	return !loaded
}

// Both looks name up twice.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another package may make a Table{}, open, and run its Register between the loads
func (t *Table) Both(name string) (bool, bool) {
	_, a := t.m.Load(name)
	_, b := t.m.Load(name)
	return a, b
}
