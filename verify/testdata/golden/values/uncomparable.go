// This file: CompareAndSwap and CompareAndDelete with an old value of an
// uncomparable type (a slice, a map, a func): the comparison panics when
// the key is present with a value of the same dynamic type, returns false
// on any other type, and is not made when the key is absent. A panic is an
// outcome: the condensed run must panic the same way. Floats compare with
// ==, so -0.0 matches +0.0 and NaN matches nothing.

package values

import "sync"

// Bag maps keys to values of any type.
type Bag struct {
	m sync.Map
}

// ReplaceSlice swaps x in for k's value if it equals old, a []int.
// want: atomic
// truth: atomic
// why: one CompareAndSwap; it panics exactly when k holds a []int (any []int, equal or not), which a serial run at the same instant repeats.
func (b *Bag) ReplaceSlice(k string, old []int, x any) bool {
	return b.m.CompareAndSwap(k, old, x)
}

// DropMap deletes k if its value equals old, a map.
// want: atomic
// truth: atomic
// why: one CompareAndDelete; it panics exactly when k holds a map[string]int. (Go 1.26's sync.Map leaves an internal lock held after this panic, so later writers to nearby keys block: a runtime bug outside the atomicity question.)
func (b *Bag) DropMap(k string, old map[string]int) bool {
	return b.m.CompareAndDelete(k, old)
}

// Unsubscribe removes k's handler if it is still h (funcs are uncomparable).
// want: atomic
// truth: atomic
// why: one CompareAndDelete; it panics whenever k holds a func(), false for any other value or an absent k. (The panic leaves sync.Map's internal lock held, as in DropMap.)
func (b *Bag) Unsubscribe(k string, h func()) bool {
	return b.m.CompareAndDelete(k, h)
}

// ReplaceSliceChecked tries to avoid the panic: it Loads k first and gives
// up when k holds a []int.
// want: violation
// truth: nonatomic
// why: from k = 1: T Loads 1 (not a []int); another goroutine Stores []int{2}; T's CompareAndSwap(k, old, x) panics. No serial run panics: from 1 the CompareAndSwap returns false, from []int{2} T returns false before it.
func (b *Bag) ReplaceSliceChecked(k string, old []int, x any) bool {
	v, ok := b.m.Load(k)
	if !ok {
		return false
	}
	if _, isSlice := v.([]int); isSlice {
		return false
	}
	return b.m.CompareAndSwap(k, old, x)
}

// ReplaceAbsentSlice inserts old under k when k is absent, else tries to
// swap x in for it (which can only return false or panic: a []int never
// compares equal).
// want: violation
// truth: nonatomic
// why: from k = []int{1}: T's LoadOrStore finds []int{1}; another goroutine Stores 7; T's CompareAndSwap returns false and T returns ([]int{1}, false). A serial run from []int{1} panics at the CompareAndSwap, one from 7 returns (7, false).
func (b *Bag) ReplaceAbsentSlice(k string, old []int, x any) (any, bool) {
	v, loaded := b.m.LoadOrStore(k, old)
	if !loaded {
		return v, false
	}
	return v, b.m.CompareAndSwap(k, old, x)
}

// Replace swaps x in for k's current value and returns the value it
// replaced.
// want: violation
// truth: nonatomic
// why: floats: T Loads +0.0; another goroutine Stores -0.0; T's CompareAndSwap(k, +0.0, x) succeeds (-0.0 == +0.0) and T returns +0.0, though it replaced -0.0: T after the Store would return -0.0, T before it would leave -0.0 in the map. (A []int value panics at the CompareAndSwap, as a serial run would.)
func (b *Bag) Replace(k string, x any) (any, bool) {
	for {
		v, ok := b.m.Load(k)
		if !ok {
			return nil, false
		}
		if b.m.CompareAndSwap(k, v, x) {
			return v, true
		}
	}
}

// ReplaceInt swaps x in for k's int value and returns the int it replaced.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent or not an int, or at the CompareAndSwap that succeeds: int == is identity, so the int returned is the one replaced.
func (b *Bag) ReplaceInt(k string, x any) (int, bool) {
	for {
		v, ok := b.m.Load(k)
		if !ok {
			return 0, false
		}
		n, isInt := v.(int)
		if !isInt {
			return 0, false
		}
		if b.m.CompareAndSwap(k, n, x) {
			return n, true
		}
	}
}

// ReplaceString swaps x in for k's value when it is a string or an int; a
// type switch picks the old value's type.
// want: atomic
// truth: atomic
// why: linearizable at the Load (any other type, or absent) or at the CompareAndSwap that succeeds: == on strings and ints is exact, so the value returned is the one replaced.
func (b *Bag) ReplaceString(k string, x any) (any, bool) {
	for {
		v, ok := b.m.Load(k)
		if !ok {
			return nil, false
		}
		var old any
		switch t := v.(type) {
		case string:
			old = t
		case int:
			old = t
		default:
			return v, false
		}
		if b.m.CompareAndSwap(k, old, x) {
			return old, true
		}
	}
}
