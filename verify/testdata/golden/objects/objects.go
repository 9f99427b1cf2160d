// Package objects: functions touching several shared objects — two
// counters of one struct, a map and a counter, per-key counters reached
// through a map's values, nested fields, package variables.
package objects

import (
	"sync"
	"sync/atomic"
)

// Stats holds a map of per-key counters and two totals.
type Stats struct {
	//snowflake:base
	counters sync.Map // string → *atomic.Int64
	hits     atomic.Int64
	misses   atomic.Int64
}

// Hit counts a hit.
// want: atomic
// truth: atomic
// why: one call, on a second object.
func (s *Stats) Hit() int64 {
	return s.hits.Add(1)
}

// HitMiss counts a hit and a miss: two mutating calls on two objects.
// want: violation
// truth: nonatomic
// why: another goroutine can see the hit counted and the miss not yet.
func (s *Stats) HitMiss() {
	s.hits.Add(1)
	s.misses.Add(1)
}

// Ratio reads both totals at two instants.
// want: violation
// truth: nonatomic
// why: another goroutine's HitMiss between the loads gives a pair no instant had.
func (s *Stats) Ratio() (int64, int64) {
	return s.hits.Load(), s.misses.Load()
}

// Get returns k's counter's value, or 0.
// want: violation
// truth: nonatomic
// why: in the open environment another goroutine may replace k's counter and then write the old one before its Load: the value read was never k's at any instant.
func (s *Stats) Get(k string) int64 {
	v, ok := s.counters.Load(k)
	if !ok {
		return 0
	}
	return v.(*atomic.Int64).Load()
}

// Inc adds one to k's counter, creating it.
// want: violation
// truth: nonatomic
// why: a new counter is published at 0 before the Add: another goroutine can load k and read 0.
func (s *Stats) Inc(k string) int64 {
	v, _ := s.counters.LoadOrStore(k, new(atomic.Int64))
	return v.(*atomic.Int64).Add(1)
}

// RaiseHits raises the hits counter to at least n with a CAS loop.
// want: atomic
// truth: atomic
// why: a pure loop of Loads and failed CASes on one of the objects; the last iteration's CAS is the one mutation.
func (s *Stats) RaiseHits(n int64) {
	for {
		cur := s.hits.Load()
		if cur >= n {
			return
		}
		if s.hits.CompareAndSwap(cur, n) {
			return
		}
	}
}
