// Package diverge: functions that never return. A pending operation must
// still be explained by some serial order: its effects so far are visible.
package diverge

import "sync"

//snowflake:base
var m sync.Map

// CopyThenSpin copies k to k2 and then never returns.
// want: unproven
// truth: nonatomic
// why: from k=1: T1 Loads k (1); T2 Stores k=2; T3 Loads k2 (absent); T1 Stores k2=1 and spins. T1 read k=1, so it must take effect before T2, hence before T3, which then should have seen k2.
func CopyThenSpin(k, k2 string) {
	v, _ := m.Load(k)
	m.Store(k2, v)
	for {
	}
}

// SpinIfPresent copies k to k2 and spins when k2 was present.
// want: unproven
// truth: nonatomic
// why: as CopyThenSpin on the spinning path; the other path is the plain non-atomic copy.
func SpinIfPresent(k, k2 string) {
	v, _ := m.Load(k)
	if _, loaded := m.Swap(k2, v); loaded {
		for {
		}
	}
}

// FlagThenSpin stores whether k was present into k2, then never returns.
// want: unproven
// truth: nonatomic
// why: from k present: T1 Loads k (present); T2 Deletes k, then Loads k2 (absent); T1 Stores k2=1 and spins; T3 Loads k2 (1). T1 saw k present, so it takes effect before T2's Delete, and T2's Load should have seen k2. The function has no exit path at all, and an empty set of paths is reported atomic.
func FlagThenSpin(k, k2 string) {
	n := 0
	if _, ok := m.Load(k); ok {
		n = 1
	}
	m.Store(k2, n)
	for {
	}
}
