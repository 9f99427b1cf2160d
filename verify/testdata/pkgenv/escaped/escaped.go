// Package escaped holds maps other packages can reach: the package
// environment is the collection one.
package escaped

import "sync"

// Public has an exported map: other packages call its methods directly.
type Public struct {
	//snowflake:base
	Items sync.Map
}

// Add stores v under k unless something is there.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another goroutine's Store between Load and Store
func (p *Public) Add(k string, v int) bool {
	if _, ok := p.Items.Load(k); ok {
		return false
	}
	p.Items.Store(k, v)
	return true
}

// Shared hands its map out through an accessor.
type Shared struct {
	//snowflake:base
	m *sync.Map
}

// NewShared makes a Shared.
func NewShared() *Shared { return &Shared{m: new(sync.Map)} }

// Map returns the map itself: its callers may call any of its methods.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: the map leaves the client: no proof can follow it
func (s *Shared) Map() *sync.Map { return s.m }

// Add stores v under k unless something is there.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another goroutine's Store between Load and Store, through the map Map returned
func (s *Shared) Add(k string, v int) bool {
	if _, ok := s.m.Load(k); ok {
		return false
	}
	s.m.Store(k, v)
	return true
}
