// Package loopflags holds loops whose repeating iterations look pure but
// are not, and loops whose last iteration depends on earlier ones (it was
// adversarial/loops, and its want-collection lines are that package's
// verdicts). In the package environment every function is also an
// operation the other goroutine may run, and several are loops whose
// loop-free paths miss some of their runs (FlagLoop's holds only its
// Delete). The serial orders of a package witness must run an
// operation's paths that cover every run (witness/pkgloops.go's
// serialCover): with FlagLoop's loop-free paths, LastWins (atomic) was
// once reported a violation with FlagLoop between its Loads.
package loopflags

import "sync"

//snowflake:base
var m sync.Map

// FlagLoop deletes k on the second iteration only.
// want: unproven
// want-collection: violation
// truth: nonatomic
// why: the first iteration Loads k, the second Deletes it: a Load-then-Delete.
func FlagLoop(k string) any {
	var v any
	for i := 0; i < 2; i++ {
		if i == 1 {
			m.Delete(k)
		} else {
			v, _ = m.Load(k)
		}
	}
	return v
}

// CountLoop stores in every iteration but the last.
// want: violation
// want-collection: violation
// truth: nonatomic
// why: several Stores.
func CountLoop(k string, n int) {
	for i := 0; i < n; i++ {
		m.Store(k, i)
	}
}

// Incr increments k's int count with a CompareAndSwap retry loop.
// want: atomic
// want-collection: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts or the CompareAndSwap that succeeds; failed iterations are accessors.
func Incr(k string) int {
	for {
		v, loaded := m.LoadOrStore(k, 1)
		if !loaded {
			return 1
		}
		n, _ := v.(int)
		if m.CompareAndSwap(k, v, n+1) {
			return n + 1
		}
	}
}

// SpinThenStore waits until k is present, then stores k2.
// want: unproven
// want-collection: violation
// truth: nonatomic
// why: from k present: T1 Loads k; T2 Deletes k; T3 Loads k2 (absent); T1 Stores k2. T1 must take effect while k is present, before T2, so T3 should see k2.
func SpinThenStore(k, k2 string) {
	for {
		if _, ok := m.Load(k); ok {
			break
		}
	}
	m.Store(k2, 1)
}

// RangeDelete deletes the keys of a Go map, one Delete per iteration.
// want: violation
// want-collection: violation
// truth: nonatomic
// why: several Deletes.
func RangeDelete(keys map[string]bool) {
	for k := range keys {
		m.Delete(k)
	}
}

// NestedBreak loads in an inner loop and deletes after it.
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Load then Delete of the same key.
func NestedBreak(k string, n int) any {
	var v any
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if x, ok := m.Load(k); ok {
				v = x
				break
			}
		}
	}
	m.Delete(k)
	return v
}

// LastWins loads k n times and returns the last value.
// want: unproven
// want-collection: unproven
// truth: atomic
// why: Loads only; the function returns what the last Load returned, so it is linearizable at that Load; the exit condition i >= n depends on a loop-carried value.
func LastWins(k string, n int) any {
	var v any
	for i := 0; i < n; i++ {
		v, _ = m.Load(k)
	}
	return v
}

// SwapLoop swaps k's value with itself until it is an int.
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Swap(k, v) writes v back: a Load-then-Store that loses a concurrent Store between them.
func SwapLoop(k string) {
	for {
		v, ok := m.Load(k)
		if !ok {
			return
		}
		m.Swap(k, v)
		if _, isInt := v.(int); isInt {
			return
		}
	}
}
