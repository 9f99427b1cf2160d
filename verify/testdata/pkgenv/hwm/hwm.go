// Package hwm keeps a high-water mark in an unexported atomic.
package hwm

import "sync/atomic"

// Mark is the highest value seen.
type Mark struct {
	//snowflake:base
	max atomic.Int64
}

// Raise makes the mark at least v.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: a CompareAndSwap loop
func (m *Mark) Raise(v int64) {
	for {
		cur := m.max.Load()
		if v <= cur || m.max.CompareAndSwap(cur, v) {
			return
		}
	}
}

// RaiseNaive makes the mark at least v, and says whether it moved.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another RaiseNaive between Load and Store to a higher value is undone
func (m *Mark) RaiseNaive(v int64) bool {
	if v <= m.max.Load() {
		return false
	}
	m.max.Store(v)
	return true
}

// Current returns the mark.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (m *Mark) Current() int64 {
	return m.max.Load()
}
