// This file: a plain word accessed with sync/atomic that no directive
// marks: discovery finds the functions that also access it plainly.
package basefield

import (
	"math"
	"sync/atomic"
)

// Counter is a metrics counter without directives.
type Counter struct {
	name  string
	value uint64
}

// Inc adds one (one call: not a composite operation, not reported).
func (c *Counter) Inc() {
	atomic.AddUint64(&c.value, 1)
}

// AddBounded adds n unless the sum would overflow, reading the value
// plainly first: the classic overflow check.
// want: violation
// truth: nonatomic
// why: discovered by the plain read and the AddUint64 of value; another Add between them makes the sum wrap; the plain read is a data race.
func (c *Counter) AddBounded(n uint64) bool {
	if c.value > math.MaxUint64-n {
		return false
	}
	atomic.AddUint64(&c.value, n)
	return true
}

// AddBoundedCAS adds n unless the sum would overflow, with a CompareAndSwap.
// want: atomic
// truth: atomic
// why: discovered by its two calls on value; linearizable at the successful CompareAndSwap or at the Load that saw no room.
func (c *Counter) AddBoundedCAS(n uint64) bool {
	for {
		cur := atomic.LoadUint64(&c.value)
		if cur > math.MaxUint64-n {
			return false
		}
		if atomic.CompareAndSwapUint64(&c.value, cur, cur+n) {
			return true
		}
	}
}

// hits is a package counter without directives.
var hits int64

// Hit adds one (one call: not reported).
func Hit() { atomic.AddInt64(&hits, 1) }

// HitsAndReset returns the hits and zeroes them with a plain write.
// want: violation
// truth: nonatomic
// why: a Hit between the LoadInt64 and the plain write is lost; the write is a data race.
func HitsAndReset() int64 {
	n := atomic.LoadInt64(&hits)
	hits = 0
	return n
}

// HitsAndResetSwap returns the hits and zeroes them with one SwapInt64
// (one call: not reported).
func HitsAndResetSwap() int64 {
	return atomic.SwapInt64(&hits, 0)
}
