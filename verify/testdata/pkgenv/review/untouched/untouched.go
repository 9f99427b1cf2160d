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
// pending: #24
// why: a Move between the two loads: the old a with the new b. Today error: index out of range [0] with length 0
func (s *Stats) Pair() (int64, int64) {
	return s.a.Load(), s.b.Load()
}

// Move moves one count from b to a.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// pending: #24
// why: only Move changes the slots, and two Moves commute (atomic, unproven here without an invariant over the two slots); another goroutine's Store to a between the calls, which no code of the package makes, breaks it. Today error too
func (s *Stats) Move() {
	s.a.Add(1)
	s.b.Add(-1)
}
