// Package values: Go value semantics inside composite operations on a
// sync.Map: fixed-width integers that wrap, a key present with a nil value,
// uncomparable values given to CompareAndSwap and CompareAndDelete, type
// assertions, fresh pointers, structs as keys and values, strings, fields of
// the client, integer panics, interface equality and multiple results.
//
// This file: counters of int8, int16, uint32 and uint64 in CompareAndSwap
// retry loops, where overflow and the width of the stored type matter.
package values

import "sync"

// Counters maps keys to fixed-width counters.
type Counters struct {
	m sync.Map
}

// SatIncr8 increments k's int8 counter, saturating at 127; an absent k
// starts at 1.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts, the LoadOrStore that finds 127, or the CompareAndSwap that succeeds; int8 == is identity, so the CompareAndSwap swaps exactly the counter it read; a failed CompareAndSwap is an accessor and repeats.
func (c *Counters) SatIncr8(k string) int8 {
	for {
		v, loaded := c.m.LoadOrStore(k, int8(1))
		if !loaded {
			return 1
		}
		n := v.(int8)
		if n == 127 {
			return n
		}
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

// SatIncr8Racy checks saturation on a first Load, then increments with a
// retry loop that no longer checks.
// want: violation
// truth: nonatomic
// why: from 126: T Loads 126 (not saturated); another goroutine Stores int8(127); T's loop Loads 127 and swaps in 127+1 = -128, returning -128; no serial SatIncr8Racy ever wraps (from 127 it returns 127 and changes nothing).
func (c *Counters) SatIncr8Racy(k string) int8 {
	if v, ok := c.m.Load(k); ok && v.(int8) == 127 {
		return 127
	}
	for {
		v, _ := c.m.Load(k)
		n := v.(int8)
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

// WrapIncr8 increments k's int8 counter, wrapping from 127 to -128.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts or the CompareAndSwap that succeeds; the wrap-around is computed the same way in a serial run.
func (c *Counters) WrapIncr8(k string) int8 {
	for {
		v, loaded := c.m.LoadOrStore(k, int8(0))
		if !loaded {
			return 0
		}
		n := v.(int8)
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

// ResetOnWrap8 increments k's int8 counter, but when the increment would
// wrap (n+1 < n, true only for 127) it resets the counter with a blind Store.
// want: violation
// truth: nonatomic
// why: only because int8 wraps: from 127, T's LoadOrStore finds 127; another goroutine Stores int8(5); T Stores 0 and returns 0, losing the 5 (T after the Store would find 5 and return 6). With unbounded integers the reset branch is dead and the function would be WrapIncr8.
func (c *Counters) ResetOnWrap8(k string) int8 {
	for {
		v, loaded := c.m.LoadOrStore(k, int8(0))
		if !loaded {
			return 0
		}
		n := v.(int8)
		if n+1 < n {
			c.m.Store(k, int8(0))
			return 0
		}
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

// IncrMixed increments k's int8 counter, but compares with an int: the
// CompareAndSwap succeeds only when the stored value is an int.
// want: violation
// truth: nonatomic
// why: from int8(5): T's LoadOrStore finds int8(5); another goroutine Stores int(5); T's CompareAndSwap(k, int(5), int8(6)) succeeds and T returns 6. Serially T panics on an int (assertion .(int8)) and never succeeds on an int8 (any(int(5)) != any(int8(5))): it loops forever.
func (c *Counters) IncrMixed(k string) int8 {
	for {
		v, loaded := c.m.LoadOrStore(k, int8(1))
		if !loaded {
			return 1
		}
		n := v.(int8)
		if c.m.CompareAndSwap(k, int(n), n+1) {
			return n + 1
		}
	}
}

// Dec32 decrements k's uint32 counter unless it is absent or zero.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent or 0, or at the CompareAndSwap that succeeds; a failed CompareAndSwap repeats.
func (c *Counters) Dec32(k string) (uint32, bool) {
	for {
		v, ok := c.m.Load(k)
		if !ok {
			return 0, false
		}
		n := v.(uint32)
		if n == 0 {
			return 0, false
		}
		if c.m.CompareAndSwap(k, n, n-1) {
			return n - 1, true
		}
	}
}

// Dec32Racy checks for zero on a first Load, then decrements with a retry
// loop that no longer checks.
// want: violation
// truth: nonatomic
// why: from 1: T Loads 1; another goroutine Stores uint32(0); T's loop Loads 0 and swaps in 0-1 = 4294967295; no serial Dec32Racy underflows (from 0 it returns false).
func (c *Counters) Dec32Racy(k string) (uint32, bool) {
	if v, ok := c.m.Load(k); !ok || v.(uint32) == 0 {
		return 0, false
	}
	for {
		v, _ := c.m.Load(k)
		n := v.(uint32)
		if c.m.CompareAndSwap(k, n, n-1) {
			return n - 1, true
		}
	}
}

// AddChecked16 adds d to k's int16 counter unless the sum overflows; an
// absent k starts at d.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts, the LoadOrStore that finds a value the addition would overflow (returns it, false), or the CompareAndSwap that succeeds.
func (c *Counters) AddChecked16(k string, d int16) (int16, bool) {
	for {
		v, loaded := c.m.LoadOrStore(k, d)
		if !loaded {
			return d, true
		}
		n := v.(int16)
		s := n + d
		if (d > 0 && s < n) || (d < 0 && s > n) {
			return n, false
		}
		if c.m.CompareAndSwap(k, n, s) {
			return s, true
		}
	}
}

// NextID returns k's next uint64 identifier, skipping 0 when the counter
// wraps.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts 1 or the CompareAndSwap that succeeds; the skip of 0 is a function of the value read.
func (c *Counters) NextID(k string) uint64 {
	for {
		v, loaded := c.m.LoadOrStore(k, uint64(1))
		if !loaded {
			return 1
		}
		n := v.(uint64)
		next := n + 1
		if next == 0 {
			next = 1
		}
		if c.m.CompareAndSwap(k, n, next) {
			return next
		}
	}
}
