// This file: ring-buffer indices on an atomic.Uint32 that wraps around.
package atomics

import "sync/atomic"

const ringSize = 8

// Ring hands out slots of a ring buffer.
type Ring struct {
	//snowflake:base
	next atomic.Uint32
	size uint32 // set by NewRing, never written after
}

// NewRing returns a ring of size slots.
func NewRing(size uint32) *Ring { return &Ring{size: size} }

// Slot returns the next slot modulo ringSize; the counter wraps at 2^32.
// want: atomic
// truth: atomic
// why: one Add; the index is a function of the value it returns (uint32 arithmetic wraps identically in the serial run).
func (r *Ring) Slot() uint32 {
	return (r.next.Add(1) - 1) % ringSize
}

// SlotNaive loads the counter and stores its successor.
// want: violation
// truth: nonatomic
// why: A and B both load 7 and both store 8: both get slot 7.
func (r *Ring) SlotNaive() uint32 {
	i := r.next.Load()
	r.next.Store(i + 1)
	return i % ringSize
}

// SlotWrap keeps the counter in [0, size) with a CompareAndSwap loop; a
// zero size panics (integer divide by zero) after the Load.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap (or at the Load, for the divide-by-zero panic, which a serial run repeats).
func (r *Ring) SlotWrap() uint32 {
	for {
		i := r.next.Load()
		n := (i + 1) % r.size
		if r.next.CompareAndSwap(i, n) {
			return i
		}
	}
}

// SlotWrapNaive keeps the counter in [0, size) with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load 3 and both store 4: both get slot 3.
func (r *Ring) SlotWrapNaive() uint32 {
	i := r.next.Load()
	r.next.Store((i + 1) % r.size)
	return i
}

// Peek returns the slot the next Slot call would hand out.
// want: atomic
// truth: atomic
// why: one Load.
func (r *Ring) Peek() uint32 {
	return r.next.Load() % ringSize
}
