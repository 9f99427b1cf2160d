// This file: integer semantics inside composite operations: division by
// zero panics, MinInt64 / -1 does not, shifts (a negative signed count
// panics, a count at least the width gives 0), and conversions between
// signed and unsigned widths.

package values

import (
	"math"
	"sync"
)

// Meter maps keys to integers of several widths.
type Meter struct {
	m sync.Map
}

// Share divides k's int count by parts; parts == 0 panics after the Load.
// want: atomic
// truth: atomic
// why: one Load; the division panics only on parts == 0 with k holding an int, a fact of the argument and the loaded value.
func (t *Meter) Share(k string, parts int) int {
	v, ok := t.m.Load(k)
	if !ok {
		return 0
	}
	return v.(int) / parts
}

// Split divides k's int8 count by d with a CompareAndSwap retry loop and
// returns the quotient; d == 0 panics, and MinInt8 / -1 is MinInt8.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent, the Load before a division-by-zero panic, or the CompareAndSwap that succeeds; MinInt8 / -1 wraps to MinInt8 in every run. (With int16, int32 or int64 the function is atomic too, but the solver times out on the division.)
func (t *Meter) Split(k string, d int8) (int8, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return 0, false
		}
		n := v.(int8)
		q := n / d
		if t.m.CompareAndSwap(k, n, q) {
			return q, true
		}
	}
}

// SplitRacy divides k's int64 count with Load then Store.
// want: violation
// truth: nonatomic
// why: d = 2, from 8: two goroutines both Load 8 and both Store 4: one division is lost (serially the count would be 2).
func (t *Meter) SplitRacy(k string, d int64) int64 {
	v, _ := t.m.Load(k)
	n, _ := v.(int64)
	q := n / d
	t.m.Store(k, q)
	return q
}

// DivThenStore stores 1 at k when a division by d of k2's loaded int64
// does not overflow to a negative quotient from a negative dividend; it
// relies on MinInt64 / -1 == MinInt64.
// want: violation
// truth: nonatomic
// why: only MinInt64 / -1 (== MinInt64) is negative: from k2 = MinInt64, T Loads k2; another goroutine Stores 0 at k2, then Loads k (absent); T Stores k and returns true. T before that Store would be seen by the Load of k; T after it reads 0 and stores nothing.
func (t *Meter) DivThenStore(k, k2 string, d int64) bool {
	v, _ := t.m.Load(k2)
	n, _ := v.(int64)
	if d == -1 && n < 0 && n/d < 0 {
		t.m.Store(k, 1)
		return true
	}
	return false
}

// Shl shifts k's uint64 left by s with a CompareAndSwap retry loop; a
// shift by 64 or more gives 0.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent or the CompareAndSwap that succeeds; the shift is a function of the value read and s.
func (t *Meter) Shl(k string, s uint) (uint64, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return 0, false
		}
		n := v.(uint64)
		if t.m.CompareAndSwap(k, n, n<<s) {
			return n << s, true
		}
	}
}

// ShrSigned shifts k's int right by a signed count; a negative count
// panics after the Load.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent, the Load before the negative-count panic, or the CompareAndSwap that succeeds.
func (t *Meter) ShrSigned(k string, s int) (int, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return 0, false
		}
		n := v.(int)
		r := n >> s
		if t.m.CompareAndSwap(k, n, r) {
			return r, true
		}
	}
}

// SetByte stores the low byte of n and reports whether k already held that
// byte, comparing as uint8.
// want: atomic
// truth: atomic
// why: one Swap; uint8(n) truncates identically in a serial run, and the comparison is between two uint8 boxes.
func (t *Meter) SetByte(k string, n int) bool {
	b := uint8(n)
	old, loaded := t.m.Swap(k, b)
	return loaded && old == any(b)
}

// IncrByteAsInt increments k's uint8 by converting through int and back.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts or the CompareAndSwap that succeeds: uint8(int(b)) == b and uint8(int(b)+1) wraps 255 to 0, so the old value passed is the byte read.
func (t *Meter) IncrByteAsInt(k string) uint8 {
	for {
		v, loaded := t.m.LoadOrStore(k, uint8(0))
		if !loaded {
			return 0
		}
		n := int(v.(uint8))
		if t.m.CompareAndSwap(k, uint8(n), uint8(n+1)) {
			return uint8(n + 1)
		}
	}
}

// IncrByteWide increments k's uint8 but compares with int8(b), a box of a
// different type: the CompareAndSwap never succeeds on a uint8.
// want: violation
// truth: nonatomic
// why: from uint8(3): T's LoadOrStore finds uint8(3); another goroutine Stores int8(3); T's CompareAndSwap(k, int8(3), uint8(4)) succeeds and T returns 4. Serially T panics on an int8 (assertion .(uint8)) and loops forever on a uint8.
func (t *Meter) IncrByteWide(k string) uint8 {
	for {
		v, loaded := t.m.LoadOrStore(k, uint8(0))
		if !loaded {
			return 0
		}
		b := v.(uint8)
		if t.m.CompareAndSwap(k, int8(b), b+1) {
			return b + 1
		}
	}
}

// Signed reinterprets k's uint32 as an int32.
// want: atomic
// truth: atomic
// why: one Load; the conversion is exact.
func (t *Meter) Signed(k string) int32 {
	v, _ := t.m.Load(k)
	u, _ := v.(uint32)
	return int32(u)
}

// CopyIfLowByteZero copies k to k2 when n's low byte is zero but n is not,
// which holds for n = 256.
// want: violation
// truth: nonatomic
// why: for n = 256, uint8(n) == 0: the Load-then-Store copy runs, and another goroutine's Store to k between them makes k2 stale. An encoding that did not truncate would find the branch dead.
func (t *Meter) CopyIfLowByteZero(k, k2 string, n int) {
	if uint8(n) == 0 && n != 0 {
		v, _ := t.m.Load(k)
		t.m.Store(k2, v)
	}
}

// Negate negates k's int64 with a CompareAndSwap retry loop; -MinInt64 is
// MinInt64.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent or the CompareAndSwap that succeeds.
func (t *Meter) Negate(k string) (int64, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return 0, false
		}
		n := v.(int64)
		if n == math.MinInt64 {
			return n, true
		}
		if t.m.CompareAndSwap(k, n, -n) {
			return -n, true
		}
	}
}

// Slot swaps 0 in at k and returns element i of [x, y] or of [x, y, z],
// i being the int swapped out; i == 2 is handled first, so the choice of
// array matters only to the message of an index panic.
// want: violation
// truth: nonatomic
// why: a panic value: from k = 7, flag absent: T Loads flag (absent); another goroutine Stores flag, then Loads k (7); T Swaps and panics "index out of range [7] with length 2". T before the flag Store must be seen by that Load of k; T after it indexes the longer array and panics "index out of range [7] with length 3": the array's length is part of the message.
func (t *Meter) Slot(k, flag string, x, y, z int) int {
	w, _ := t.m.Load(flag)
	old, _ := t.m.Swap(k, 0)
	i, _ := old.(int)
	if i == 2 {
		return z
	}
	if w == nil {
		return [2]int{x, y}[i]
	}
	return [3]int{x, y, z}[i]
}
