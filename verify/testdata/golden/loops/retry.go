// Package loops: loops over a sync.Map client. Retry loops whose repeating
// iterations only make accessor calls (a failed CompareAndSwap, a Load, a
// LoadOrStore that found the key, a failed CompareAndDelete, a LoadAndDelete
// that found nothing) are pure: only their last iteration matters, run with
// the values carried around the loop left arbitrary. Their naive twins,
// bounded retries with a counter, nested loops, range loops over slices,
// arrays, strings and ints, labelled break and continue, goto loops, loops
// that store on their repeating path, accumulators and spins follow.
//
// This file: the classic atomic retry loops and their naive twins.
package loops

import "sync"

// Table maps keys to int counts, versions, maxima, owners and values.
type Table struct {
	m sync.Map
}

// Incr adds one to k's int count, inserting 1 when k is absent.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts or the CompareAndSwap that succeeds; a failed CompareAndSwap is an accessor and repeats; a non-int value panics at the assertion, linearized at the LoadOrStore that found it.
func (t *Table) Incr(k string) int {
	for {
		v, loaded := t.m.LoadOrStore(k, 1)
		if !loaded {
			return 1
		}
		n := v.(int)
		if t.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

// Add adds d to k's int count: Load first, LoadOrStore when absent,
// CompareAndSwap when present.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts d or the CompareAndSwap that succeeds; a LoadOrStore that finds k (inserted since the Load) and a failed CompareAndSwap are accessors and repeat.
func (t *Table) Add(k string, d int) int {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			if _, loaded := t.m.LoadOrStore(k, d); !loaded {
				return d
			}
			continue
		}
		n := v.(int)
		if t.m.CompareAndSwap(k, n, n+d) {
			return n + d
		}
	}
}

// IncrOnce is Incr's naive twin: Load then Store, in a loop that always
// exits after its first iteration.
// want: violation
// truth: nonatomic
// why: two goroutines both Load 4 and both Store 5: an increment is lost.
func (t *Table) IncrOnce(k string) int {
	for {
		v, _ := t.m.Load(k)
		n, _ := v.(int)
		t.m.Store(k, n+1)
		return n + 1
	}
}

// IncrChecked stores the increment and retries until a Load reads it back.
// want: violation
// truth: nonatomic
// why: the repeating iteration Stores (loop not pure); two goroutines both Load 4, both Store 5 and both Load 5 back: both return 5 and an increment is lost.
func (t *Table) IncrChecked(k string) int {
	for {
		v, _ := t.m.Load(k)
		n, _ := v.(int)
		t.m.Store(k, n+1)
		if w, _ := t.m.Load(k); w == any(n+1) {
			return n + 1
		}
	}
}

// Remove deletes k if present and returns the value it deleted.
// want: violation
// truth: nonatomic
// why: T Loads +0.0; another goroutine Stores -0.0; T's CompareAndDelete(k, +0.0) succeeds (-0.0 == +0.0) and T returns +0.0, though it deleted -0.0; before the Store the map would end with -0.0, after it T would return -0.0. (An uncomparable value still there panics, as a serial run would.)
func (t *Table) Remove(k string) (any, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return nil, false
		}
		if t.m.CompareAndDelete(k, v) {
			return v, true
		}
	}
}

// RemoveInt deletes k if it holds an int and returns the int it deleted.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent or not an int, or at the CompareAndDelete that succeeds (int == is identity, so the deleted int is the one returned); a failed CompareAndDelete is an accessor and repeats.
func (t *Table) RemoveInt(k string) (int, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return 0, false
		}
		n, isInt := v.(int)
		if !isInt {
			return 0, false
		}
		if t.m.CompareAndDelete(k, n) {
			return n, true
		}
	}
}

// RemoveRacy is Remove's naive twin: Load then Delete, in a loop that
// always exits after its first iteration.
// want: violation
// truth: nonatomic
// why: another goroutine Stores 2 between the Load of 1 and the Delete: the call returns 1 but deletes 2, and in no serial order does a Remove returning 1 leave the map without the later 2.
func (t *Table) RemoveRacy(k string) (any, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return nil, false
		}
		t.m.Delete(k)
		return v, true
	}
}

// KeepNewest records version ver for k unless k already holds a version
// at least as new.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts, the LoadOrStore that finds a version >= ver (returns false), or the CompareAndSwap that succeeds; a failed CompareAndSwap is an accessor and repeats.
func (t *Table) KeepNewest(k string, ver int) bool {
	for {
		v, loaded := t.m.LoadOrStore(k, ver)
		if !loaded {
			return true
		}
		cur := v.(int)
		if cur >= ver {
			return false
		}
		if t.m.CompareAndSwap(k, cur, ver) {
			return true
		}
	}
}

// KeepNewestRacy is KeepNewest's naive twin: Load, compare, Store.
// want: violation
// truth: nonatomic
// why: from version 3, KeepNewestRacy(5) and KeepNewestRacy(7) both Load 3; 7 is stored, then 5 overwrites it; both return true and the map ends at 5, which no serial order gives.
func (t *Table) KeepNewestRacy(k string, ver int) bool {
	for {
		if v, ok := t.m.Load(k); ok && v.(int) >= ver {
			return false
		}
		t.m.Store(k, ver)
		return true
	}
}

// RaiseMax raises k's int maximum to at least x and returns the maximum;
// a lost CompareAndSwap restarts with a labelled continue.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts x, the LoadOrStore that finds a maximum >= x, or the CompareAndSwap that succeeds; a failed CompareAndSwap repeats.
func (t *Table) RaiseMax(k string, x int) int {
retry:
	for {
		v, loaded := t.m.LoadOrStore(k, x)
		if !loaded {
			return x
		}
		cur := v.(int)
		if cur >= x {
			return cur
		}
		if !t.m.CompareAndSwap(k, cur, x) {
			continue retry
		}
		return x
	}
}

// RaiseMaxRacy is RaiseMax's naive twin: Load, compare, Store.
// want: violation
// truth: nonatomic
// why: from maximum 3, RaiseMaxRacy(9) and RaiseMaxRacy(5) both Load 3; 9 is stored, then 5 overwrites it; the maximum went down.
func (t *Table) RaiseMaxRacy(k string, x int) int {
	for {
		v, ok := t.m.Load(k)
		if ok && v.(int) >= x {
			return v.(int)
		}
		t.m.Store(k, x)
		return x
	}
}

// Take waits until k is present, then removes it and returns its value.
// want: atomic
// truth: atomic
// why: linearizable at the LoadAndDelete that finds k; the earlier ones found it absent and changed nothing.
func (t *Table) Take(k string) any {
	for {
		if v, ok := t.m.LoadAndDelete(k); ok {
			return v
		}
	}
}

// TakeRacy waits until a Load finds k, then deletes it.
// want: violation
// truth: nonatomic
// why: two goroutines both Load 1 and both Delete k: both return 1, which a serial run gives only one of them (the other waits).
func (t *Table) TakeRacy(k string) any {
	for {
		if v, ok := t.m.Load(k); ok {
			t.m.Delete(k)
			return v
		}
	}
}

// Lock waits until k is free, then claims it for owner.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts owner; the earlier ones found k held and changed nothing.
func (t *Table) Lock(k, owner string) {
	for {
		if _, loaded := t.m.LoadOrStore(k, owner); !loaded {
			return
		}
	}
}

// Acquire waits until k holds 0 and swaps it to 1; the call is the loop
// condition.
// want: atomic
// truth: atomic
// why: linearizable at the CompareAndSwap that succeeds; the failed ones are accessors.
func (t *Table) Acquire(k string) {
	for !t.m.CompareAndSwap(k, 0, 1) {
	}
}

// WaitChange waits until k's value differs from old and returns it.
// want: atomic
// truth: atomic
// why: linearizable at the Load that sees a value != old (or whose comparison panics on equal uncomparable types); the earlier Loads are accessors.
func (t *Table) WaitChange(k string, old any) any {
	for {
		v, _ := t.m.Load(k)
		if v != old {
			return v
		}
	}
}
