// Package retry holds compare-and-swap retry loops that keep state across
// iterations in memory rather than in variables: a counter behind a
// pointer, a local struct updated through a method, a local array.
package retry

import "sync"

// Counts maps keys to int counts.
type Counts struct {
	m sync.Map
}

// stats records how a retry loop went.
type stats struct {
	tries int
	last  int
}

// note records one attempt that saw n.
func (s *stats) note(n int) {
	s.tries++
	s.last = n
}

// IncrTries increments k and returns the new count and the number of lost
// CompareAndSwaps, counted behind a pointer.
func (c *Counts) IncrTries(k string) (int, int) {
	lost := new(int)
	for {
		v, loaded := c.m.LoadOrStore(k, 1)
		if !loaded {
			return 1, *lost
		}
		n := v.(int)
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1, *lost
		}
		*lost++
	}
}

// IncrStats increments k and returns the new count with the loop's stats.
func (c *Counts) IncrStats(k string) (int, stats) {
	var st stats
	for {
		v, loaded := c.m.LoadOrStore(k, 1)
		if !loaded {
			return 1, st
		}
		n := v.(int)
		st.note(n)
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1, st
		}
	}
}

// IncrSeen increments k and returns the new count and the first count it
// saw, kept in a local array.
func (c *Counts) IncrSeen(k string) (int, int) {
	var seen [2]int
	first := true
	for {
		v, loaded := c.m.LoadOrStore(k, 1)
		if !loaded {
			return 1, seen[0]
		}
		n := v.(int)
		if first {
			seen[0] = n
			first = false
		}
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1, seen[0]
		}
	}
}

// IncrSeenPtr is IncrSeen with the array behind a pointer.
func (c *Counts) IncrSeenPtr(k string) (int, int) {
	seen := &[2]int{}
	first := true
	for {
		v, loaded := c.m.LoadOrStore(k, 1)
		if !loaded {
			return 1, seen[0]
		}
		n := v.(int)
		if first {
			seen[0] = n
			first = false
		}
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1, seen[0]
		}
	}
}

// Incr increments k and returns the new count, with the attempt number
// kept behind a pointer but not returned.
func (c *Counts) Incr(k string) int {
	tries := new(int)
	for {
		*tries++
		v, loaded := c.m.LoadOrStore(k, 1)
		if !loaded {
			return 1
		}
		n := v.(int)
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}
