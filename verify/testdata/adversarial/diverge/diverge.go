// Package diverge: functions that never return. A pending operation must
// still be explained by some serial order: its effects so far are visible.
package diverge

import "sync"

//snowflake:base
var m sync.Map

// CopyThenSpin copies k to k2 and then never returns.
// want: violation
// truth: nonatomic
// why: from k=1, k2 absent: T1 Loads k (1); T2 Stores k=2; T3 Loads k2 (absent); T1 Stores k2=1 and spins; T4 Loads k2 (1). T4 sees T1's effect, so T1 must be linearized; it read k=1, so before T2, hence before T3, which then should have seen k2. The spinning path is the only real execution and is never checked.
func CopyThenSpin(k, k2 string) {
	v, _ := m.Load(k)
	m.Store(k2, v)
	for {
	}
}

// SpinIfPresent copies k to k2 and spins when k2 was present.
// want: violation
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
// want: violation
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

// CASThenSpin copies k into k2 when k2 holds nil, and then never returns;
// otherwise it returns at once.
// want: violation
// truth: nonatomic
// why: the returning path (the CompareAndSwap fails) is condensable, but the spinning one copies a stale value of k into k2, as in CopyThenSpin; only exit paths are checked.
func CASThenSpin(k, k2 string) {
	v, _ := m.Load(k)
	if m.CompareAndSwap(k2, nil, v) {
		for {
		}
	}
}
