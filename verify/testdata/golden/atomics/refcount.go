// This file: reference counts that never come back from zero, and
// decrements that report reaching zero.
package atomics

import "sync/atomic"

// Ref is a reference count; zero means the object is dead.
type Ref struct {
	n atomic.Int32
}

// TryInc takes a reference unless the count is zero.
// want: atomic
// truth: atomic
// why: linearizable at the Load that saw zero or at the successful CompareAndSwap.
func (r *Ref) TryInc() bool {
	for {
		c := r.n.Load()
		if c == 0 {
			return false
		}
		if r.n.CompareAndSwap(c, c+1) {
			return true
		}
	}
}

// TryIncNaive checks for zero, then adds.
// want: violation
// truth: nonatomic
// why: A loads 1, B's Dec takes it to 0 and reports the object dead, A adds: a reference to a dead object, 0 -> 1, which no serial order produces.
func (r *Ref) TryIncNaive() bool {
	if r.n.Load() == 0 {
		return false
	}
	r.n.Add(1)
	return true
}

// Dec drops a reference and reports whether it was the last.
// want: atomic
// truth: atomic
// why: one Add; the result is the new count it returns.
func (r *Ref) Dec() bool {
	return r.n.Add(-1) == 0
}

// DecNaive drops a reference, then loads to see whether it was the last.
// want: violation
// truth: nonatomic
// why: count 2: A and B both Add -1, then both Load 0: both report the last reference.
func (r *Ref) DecNaive() bool {
	r.n.Add(-1)
	return r.n.Load() == 0
}

// DecFloor drops a reference unless the count is already zero, returning
// the new count and whether it reached zero.
// want: atomic
// truth: atomic
// why: linearizable at the Load that saw zero or at the successful CompareAndSwap; both results are functions of the value it swapped.
func (r *Ref) DecFloor() (int32, bool) {
	for {
		c := r.n.Load()
		if c <= 0 {
			return c, false
		}
		if r.n.CompareAndSwap(c, c-1) {
			return c - 1, c == 1
		}
	}
}
