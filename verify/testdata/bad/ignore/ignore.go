// Package ignore has a known non-atomic method marked //snowflake:ignore:
// it is reported, but it never fails the run.
package ignore

import "sync"

// Seen records keys.
type Seen struct {
	m sync.Map
}

// Mark is check-then-act; the race is accepted.
//
//snowflake:ignore duplicates are harmless here
func (s *Seen) Mark(k string) bool {
	if _, ok := s.m.Load(k); ok {
		return false
	}
	s.m.Store(k, true)
	return true
}

// Has reports whether k was marked.
func (s *Seen) Has(k string) bool {
	_, ok := s.m.Load(k)
	return ok
}
