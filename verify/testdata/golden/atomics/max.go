// Package atomics: clients of the sync/atomic types (Int32, Int64, Uint32,
// Uint64, Bool, Pointer[T], Value), of plain integers accessed through
// sync/atomic's functions, of a pointer base, of an embedded atomic, and of
// package variables. Each correct shape comes with its naive twin: atomic
// max, bounded acquire, increment-unless-zero, decrement-and-report, ring
// indices, sequence numbers, copy-on-write configs, one-shot flags,
// once-style init, atomic.Value's panics, flag bits with And/Or, Swap, and
// floats encoded in an atomic.Uint64.
//
// This file: raising an atomic.Int64 to a maximum.
package atomics

import "sync/atomic"

// Max holds the largest value reported so far.
type Max struct {
	v atomic.Int64
}

// RaiseTo raises the maximum to x, reporting whether it did.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap, or at the Load that saw a value >= x; failed CompareAndSwaps change nothing and repeat.
func (m *Max) RaiseTo(x int64) bool {
	for {
		cur := m.v.Load()
		if x <= cur {
			return false
		}
		if m.v.CompareAndSwap(cur, x) {
			return true
		}
	}
}

// RaiseToNaive checks, then stores.
// want: violation
// truth: nonatomic
// why: A loads 3, B raises to 10, A stores 5: the maximum goes down to 5, which no serial order produces.
func (m *Max) RaiseToNaive(x int64) bool {
	if x <= m.v.Load() {
		return false
	}
	m.v.Store(x)
	return true
}

// RaiseToResult raises the maximum to x and returns the maximum after.
// want: atomic
// truth: atomic
// why: the returned value is the one loaded (>= x) or x just installed by the successful CompareAndSwap.
func (m *Max) RaiseToResult(x int64) int64 {
	for {
		cur := m.v.Load()
		if x <= cur {
			return cur
		}
		if m.v.CompareAndSwap(cur, x) {
			return x
		}
	}
}

// RaiseToStoreLoop stores x and loops until a Load sees at least x.
// want: violation
// truth: nonatomic
// why: the repeating iteration Stores (impure loop); A loads 3, B raises to 10, A stores 5 and loads 5: the maximum goes down.
func (m *Max) RaiseToStoreLoop(x int64) {
	for {
		if x <= m.v.Load() {
			return
		}
		m.v.Store(x)
	}
}

// Get returns the maximum.
// want: atomic
// truth: atomic
// why: one Load.
func (m *Max) Get() int64 {
	return m.v.Load()
}
