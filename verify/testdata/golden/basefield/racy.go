// This file: plain reads and writes of a word accessed with sync/atomic:
// data races, never atomic.
package basefield

import (
	"math"
	"sync/atomic"
)

// Meter adds up byte counts in a plain uint64.
type Meter struct {
	//snowflake:base
	value uint64
}

// Add adds n unless the sum would overflow, checking the current value
// with a plain read first.
// want: violation
// truth: nonatomic
// why: the plain read of m.value is a data race; another Add between the check and the AddUint64 makes the sum wrap, which no serial order does.
func (m *Meter) Add(n uint64) bool {
	if m.value > math.MaxUint64-n {
		return false
	}
	atomic.AddUint64(&m.value, n)
	return true
}

// AddChecked adds n unless the sum would overflow, with a CompareAndSwap.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap or at the Load that saw no room; a failed CompareAndSwap changes nothing and repeats.
func (m *Meter) AddChecked(n uint64) bool {
	for {
		cur := atomic.LoadUint64(&m.value)
		if cur > math.MaxUint64-n {
			return false
		}
		if atomic.CompareAndSwapUint64(&m.value, cur, cur+n) {
			return true
		}
	}
}

// Value reads the total plainly.
// want: unproven
// truth: outside
// why: a plain read racing with AddUint64: a data race, never atomic; one read has no interleaving to show.
func (m *Meter) Value() uint64 {
	return m.value
}

// Reset zeroes the total plainly.
// want: unproven
// truth: outside
// why: a plain write racing with AddUint64: a data race, never atomic; one write has no interleaving to show.
func (m *Meter) Reset() {
	m.value = 0
}

// ResetIfAbove zeroes the total when it is above max, with a plain write
// after an atomic load.
// want: violation
// truth: nonatomic
// why: an Add between the LoadUint64 and the plain write is lost; the write is also a data race.
func (m *Meter) ResetIfAbove(max uint64) bool {
	if atomic.LoadUint64(&m.value) <= max {
		return false
	}
	m.value = 0
	return true
}

// ResetIfAboveSwap zeroes the total when it is above max, with a CompareAndSwap.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap or at the Load that saw no more than max.
func (m *Meter) ResetIfAboveSwap(max uint64) bool {
	for {
		cur := atomic.LoadUint64(&m.value)
		if cur <= max {
			return false
		}
		if atomic.CompareAndSwapUint64(&m.value, cur, 0) {
			return true
		}
	}
}

// Bump increments the total with a plain ++.
// want: violation
// truth: nonatomic
// why: a plain read and a plain write (data races): an Add between them is lost.
func (m *Meter) Bump() {
	m.value++
}
