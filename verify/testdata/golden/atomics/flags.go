// This file: flag bits with Or and And, which return the old value.
package atomics

import "sync/atomic"

// Flags is a set of bits.
type Flags struct {
	bits atomic.Uint32
}

// Set sets the bits of mask and reports whether none of them was set.
// want: atomic
// truth: atomic
// why: one Or; the report is a function of the old value it returns.
func (f *Flags) Set(mask uint32) bool {
	return f.bits.Or(mask)&mask == 0
}

// SetNaive checks the bits, then sets them.
// want: violation
// truth: nonatomic
// why: A and B both load 0 and both Or the mask: both report setting it.
func (f *Flags) SetNaive(mask uint32) bool {
	if f.bits.Load()&mask != 0 {
		return false
	}
	f.bits.Or(mask)
	return true
}

// SetIfUnset sets the bits of mask only if none of them is set, with a
// CompareAndSwap loop.
// want: atomic
// truth: atomic
// why: linearizable at the Load that saw a bit set or at the successful CompareAndSwap.
func (f *Flags) SetIfUnset(mask uint32) bool {
	for {
		old := f.bits.Load()
		if old&mask != 0 {
			return false
		}
		if f.bits.CompareAndSwap(old, old|mask) {
			return true
		}
	}
}

// Clear clears the bits of mask and reports whether any of them was set.
// want: atomic
// truth: atomic
// why: one And; the report is a function of the old value it returns.
func (f *Flags) Clear(mask uint32) bool {
	return f.bits.And(^mask)&mask != 0
}

// ClearNaive checks the bits, then clears them.
// want: violation
// truth: nonatomic
// why: A and B both load the bit set and both And it away: both report clearing it.
func (f *Flags) ClearNaive(mask uint32) bool {
	if f.bits.Load()&mask == 0 {
		return false
	}
	f.bits.And(^mask)
	return true
}

// Toggle flips the bits of mask with a CompareAndSwap loop and returns the
// new value.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap.
func (f *Flags) Toggle(mask uint32) uint32 {
	for {
		old := f.bits.Load()
		if f.bits.CompareAndSwap(old, old^mask) {
			return old ^ mask
		}
	}
}

// RawFlags is a set of bits in a plain int32, used through atomic.OrInt32
// and atomic.AndInt32.
type RawFlags struct {
	//snowflake:base
	raw int32
}

// Set sets the bits of mask and reports whether none of them was set.
// want: atomic
// truth: atomic
// why: one OrInt32.
func (f *RawFlags) Set(mask int32) bool {
	return atomic.OrInt32(&f.raw, mask)&mask == 0
}

// Clear clears the bits of mask and reports whether any was set.
// want: atomic
// truth: atomic
// why: one AndInt32.
func (f *RawFlags) Clear(mask int32) bool {
	return atomic.AndInt32(&f.raw, ^mask)&mask != 0
}

// SetNaive checks the bits, then sets them.
// want: violation
// truth: nonatomic
// why: A and B both load 0 and both Or the mask: both report setting it.
func (f *RawFlags) SetNaive(mask int32) bool {
	if atomic.LoadInt32(&f.raw)&mask != 0 {
		return false
	}
	atomic.OrInt32(&f.raw, mask)
	return true
}
