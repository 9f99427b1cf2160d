// Package untouched marks a base word no function of the package touches:
// Touching lists no function, and the invariant's check indexes the first
// of none (verify/invariants.go, Word(splits[0])): a panic, verdict error.
package untouched

import "sync/atomic"

// Stats counts moves between two slots.
type Stats struct {
	//snowflake:base
	total atomic.Int64
	a, b  atomic.Int64
}

// Pair reads the two slots.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Move between the two loads: the old a with the new b (the invariant's check once failed here: index out of range, with no function touching total)
func (s *Stats) Pair() (int64, int64) {
	return s.a.Load(), s.b.Load()
}

// Move moves one count from b to a.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Pair between the two Adds sees a moved to and b not yet moved from, which no serial order of Move and Pair shows
func (s *Stats) Move() {
	s.a.Add(1)
	s.b.Add(-1)
}
