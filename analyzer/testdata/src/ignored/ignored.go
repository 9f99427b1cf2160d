// Package ignored has a known non-atomic method marked //snowflake:ignore:
// it is never reported.
package ignored

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
