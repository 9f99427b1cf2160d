// Package counters is a set of per-key counters: the package only ever
// calls LoadOrStore then Add, and never deletes a key.
package counters

import (
	"sync"
	"sync/atomic"
)

// Set counts events per key.
type Set struct {
	//snowflake:base
	m sync.Map
}

// Inc adds one to key's counter, making it on first use. Atomic in the
// package (no operation deletes a key), not against any caller of the map
// (a Delete between LoadOrStore and Add loses the increment).
// truth: atomic
func (s *Set) Inc(key string) int64 {
	v, _ := s.m.LoadOrStore(key, new(atomic.Int64))
	return v.(*atomic.Int64).Add(1)
}

// Get returns key's count.
// truth: atomic
func (s *Set) Get(key string) int64 {
	v, ok := s.m.Load(key)
	if !ok {
		return 0
	}
	return v.(*atomic.Int64).Load()
}
