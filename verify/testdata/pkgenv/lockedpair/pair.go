// Package lockedpair holds components whose several objects (two
// counters kept in step) are only changed while holding one mutex, and
// twins that break the discipline or split the critical section. In the
// package environment a function whose accesses to all its objects are
// one critical section of that mutex is atomic; in the collection
// environment it stays unsupported (the mutex's calls are no step of the
// objects' API).
package lockedpair

import (
	"sync"
	"sync/atomic"
)

// Stats counts hits among lookups: every change of hits or total holds mu.
type Stats struct {
	mu    sync.Mutex
	hits  atomic.Int64
	total atomic.Int64
}

// Record counts one lookup, and one hit when hit is set.
//
// want: violation
// want-collection: unsupported
// truth: nonatomic
// why: Add on total then on hits, inside one critical section of s.mu, which every change of s.hits and s.total holds; but MissesNaive reads without s.mu and between the Adds counts a miss that no serial order counts
func (s *Stats) Record(hit bool) int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := s.total.Add(1)
	if hit {
		s.hits.Add(1)
	}
	return n
}

// Misses returns the lookups that missed.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: two Loads in one critical section of s.mu: no Record comes between them
func (s *Stats) Misses() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.total.Load() - s.hits.Load()
}

// MissesNaive returns the lookups that missed, without the lock.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Record(true) between the two Loads counts a lookup whose hit is not seen: a miss count no serial order gives
func (s *Stats) MissesNaive() int64 {
	t := s.total.Load()
	return t - s.hits.Load()
}

// RecordTwice counts the lookup and the hit in two critical sections.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: s.mu is released between the Adds: Misses may run between them and see the lookup without its hit
func (s *Stats) RecordTwice() {
	s.mu.Lock()
	s.total.Add(1)
	s.mu.Unlock()
	s.mu.Lock()
	s.hits.Add(1)
	s.mu.Unlock()
}

// Meter moves units from in to out; Bump changes both without its lock.
type Meter struct {
	mu  sync.Mutex
	in  atomic.Int64
	out atomic.Int64
}

// Bump adds one to both counters without holding mu.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Total between the Adds sees m.in changed and m.out not: an odd total, which no serial order gives
func (m *Meter) Bump() {
	m.in.Add(1)
	m.out.Add(1)
}

// Total returns in plus out under mu.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: Bump changes m.in without m.mu, so the lock discipline does not hold: Bump between the Loads makes the total odd, which no serial order gives
func (m *Meter) Total() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.in.Load() + m.out.Load()
}

var (
	sentMu sync.Mutex
	sent   atomic.Int64
	acked  atomic.Int64
)

// Send counts a message sent and, when ack is set, acknowledged.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: Adds on two package variables inside one critical section of sentMu, which every change of sent and acked holds
func Send(ack bool) int64 {
	sentMu.Lock()
	defer sentMu.Unlock()
	n := sent.Add(1)
	if ack {
		acked.Add(1)
	}
	return n
}

// Pending returns the messages sent and not yet acknowledged.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: two Loads in one critical section of sentMu
func Pending() int64 {
	sentMu.Lock()
	defer sentMu.Unlock()
	return sent.Load() - acked.Load()
}
