// This file: atomic.Value's panics (storing nil, storing a value of another
// dynamic type) and its CompareAndSwap with a nil old value.
package atomics

import "sync/atomic"

// Box holds one value of a fixed dynamic type.
type Box struct {
	v atomic.Value
}

// SetInt stores n; it panics if the Box holds a value of another type.
// want: atomic
// truth: atomic
// why: one Store; its panic depends only on the value held at that instant.
func (b *Box) SetInt(n int) {
	b.v.Store(n)
}

// SetString stores s; it panics if the Box holds a value of another type.
// want: atomic
// truth: atomic
// why: one Store.
func (b *Box) SetString(s string) {
	b.v.Store(s)
}

// SetIntThenString stores n, then s: it always panics, at the first Store
// if the Box held a non-int, else at the second.
// want: unproven
// truth: atomic
// why: a Value's dynamic type never changes once set, so after the int is stored the string Store always panics, leaving n; snowflake does not know the type is fixed (the second Store's pre-state is arbitrary).
func (b *Box) SetIntThenString(n int, s string) {
	b.v.Store(n)
	b.v.Store(s)
}

// Init stores x if the Box is empty; nil x panics.
// want: atomic
// truth: atomic
// why: one CompareAndSwap(nil, x).
func (b *Box) Init(x any) bool {
	return b.v.CompareAndSwap(nil, x)
}

// InitNaive checks for empty, then stores.
// want: violation
// truth: nonatomic
// why: A and B both load nil and both store: both report initialising, and B's value overwrites A's.
func (b *Box) InitNaive(x any) bool {
	if b.v.Load() != nil {
		return false
	}
	b.v.Store(x)
	return true
}

// Replace stores x and returns the previous value.
// want: atomic
// truth: atomic
// why: one Swap.
func (b *Box) Replace(x any) any {
	return b.v.Swap(x)
}

// ReplaceNaive loads the previous value, then stores x.
// want: violation
// truth: nonatomic
// why: A and B both load 1, then both store: both return 1, and the value one of them stored was never returned as previous.
func (b *Box) ReplaceNaive(x any) any {
	old := b.v.Load()
	b.v.Store(x)
	return old
}

// SetIfEqual replaces old with new if the Box holds old.
// want: violation
// truth: nonatomic
// why: the Box holds 1000 and B Stores 1000 (a fresh box) between A's comparison and A's CompareAndSwapPointer on the data word: A returns false though the Box held 1000 throughout (Value.CompareAndSwap fails spuriously on non-pointer-shaped values).
func (b *Box) SetIfEqual(old, new int) bool {
	return b.v.CompareAndSwap(old, new)
}

// SetIfSame replaces old with new if the Box holds old; pointers are
// stored in the interface's data word, so the comparison and the swap see
// the same word.
// want: atomic
// truth: atomic
// why: one CompareAndSwap; for a pointer-shaped type an equal value is the same data word, so it never fails spuriously.
func (b *Box) SetIfSame(old, new *Conn) bool {
	return b.v.CompareAndSwap(old, new)
}

// IntOr returns the held int, or def if the Box holds none.
// want: atomic
// truth: atomic
// why: one Load; the comma-ok assertion only inspects its result.
func (b *Box) IntOr(def int) int {
	n, ok := b.v.Load().(int)
	if !ok {
		return def
	}
	return n
}

// SwapIfInt replaces an int with n+1 by CompareAndSwap; a non-int value
// panics at the assertion, an empty Box at the assertion of nil.
// want: unproven
// truth: atomic
// why: linearizable at the successful CompareAndSwap, or at the Load whose value fails the assertion; once an int was loaded the Value's type is int forever, so the CompareAndSwap never panics, but snowflake lets its pre-state have another type (and then only the CompareAndSwap panics, not a serial run's assertion).
func (b *Box) SwapIfInt() int {
	for {
		old := b.v.Load()
		n := old.(int)
		if b.v.CompareAndSwap(old, n+1) {
			return n + 1
		}
	}
}

// SetIfSet stores n when the Box already holds a value.
// want: unproven
// truth: atomic
// why: the condition and the Store act on one Value whose dynamic type never changes once set; the only interleaving the solver finds needs the other goroutine to store nil, which panics in Go, so it is not a witness (a review found it had been reported as a violation).
func (b *Box) SetIfSet(n int) bool {
	if b.v.Load() != nil {
		b.v.Store(n)
		return true
	}
	return false
}
