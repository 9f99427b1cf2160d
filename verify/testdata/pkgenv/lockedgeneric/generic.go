// Package lockedgeneric holds a generic struct whose counters every
// method changes under its mutex, but for a helper on one instance
// (Stats[int]) reached through a type assertion. The lock analysis skips
// helpers that cannot touch a base's holder (paths/lockskip.go); a helper
// on an instance of the holder's type must not count as one: it was once
// skipped, and Misses proven atomic.
package lockedgeneric

import (
	"sync"
	"sync/atomic"
)

// Stats counts lookups and hits of some tagged source.
type Stats[T any] struct {
	mu    sync.Mutex
	hits  atomic.Int64
	total atomic.Int64
	tag   T
}

// Record counts a lookup that hit.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: its two Adds return the first's result, whatever Sneak adds between them; the lock discipline does not hold (bump), and nothing else proves it
func (s *Stats[T]) Record() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := s.total.Add(1)
	s.hits.Add(1)
	return n
}

// Misses returns the lookups that missed.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: bump, which Sneak calls without s.mu, changes s.total between the two Loads: a miss count no serial order gives
func (s *Stats[T]) Misses() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.total.Load() - s.hits.Load()
}

// Sneak counts a lookup on an int-tagged Stats without the lock.
func (s *Stats[T]) Sneak() {
	if si, ok := any(s).(*Stats[int]); ok {
		bump(si)
	}
}

func bump(s *Stats[int]) { s.total.Add(1) }
