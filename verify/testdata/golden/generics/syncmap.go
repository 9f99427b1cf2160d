// Package generics holds clients that are themselves generic types: the
// body is verified once, for every instantiation (type parameters as
// their interface values, zero values and x.(P) unknown), and what
// depends on the type argument is refused.
package generics

import "sync"

// Typed is the usual typed wrapper around sync.Map.
type Typed[K comparable, V any] struct {
	m sync.Map
}

// Load returns k's value as a V.
// want: atomic
// truth: atomic
// why: one Load.
func (t *Typed[K, V]) Load(k K) (V, bool) {
	v, ok := t.m.Load(k)
	if !ok {
		var zero V
		return zero, false
	}
	return v.(V), true
}

// LoadOrStore returns k's value, storing v when absent.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (t *Typed[K, V]) LoadOrStore(k K, v V) (V, bool) {
	a, loaded := t.m.LoadOrStore(k, v)
	return a.(V), loaded
}

// GetOrCreate loads, then stores when absent.
// want: violation
// truth: nonatomic
// why: both goroutines miss, both store and return their own value.
func (t *Typed[K, V]) GetOrCreate(k K, v V) V {
	if a, ok := t.m.Load(k); ok {
		return a.(V)
	}
	t.m.Store(k, v)
	return v
}

// GetOrCreateFast loads first, then falls back to LoadOrStore.
// want: atomic
// truth: atomic
// why: the Load is a read-only fast path; LoadOrStore decides.
func (t *Typed[K, V]) GetOrCreateFast(k K, v V) V {
	if a, ok := t.m.Load(k); ok {
		return a.(V)
	}
	a, _ := t.m.LoadOrStore(k, v)
	return a.(V)
}

// Is reports whether k holds a V, with the comma-ok assertion.
// want: atomic
// truth: atomic
// why: one Load.
func (t *Typed[K, V]) Is(k K) bool {
	v, _ := t.m.Load(k)
	_, ok := v.(V)
	return ok
}

// Swap replaces k's value if it equals old; keys and values compared with ==.
// want: atomic
// truth: atomic
// why: one CompareAndSwap.
func (t *Typed[K, V]) Swap(k K, old, nu V) bool {
	return t.m.CompareAndSwap(k, old, nu)
}

// SwapNaive loads, compares with ==, then stores.
// want: violation
// truth: nonatomic
// why: another goroutine stores between the Load and the Store; both succeed.
// note: the witness runs the instantiation with any (x.(V) is "not nil"), which every serial order also runs
func SwapNaive[K, V comparable](t *Typed[K, V], k K, old, nu V) bool {
	v, ok := t.m.Load(k)
	if !ok || v.(V) != old {
		return false
	}
	t.m.Store(k, nu)
	return true
}

// Move stores v under b and deletes a.
// want: violation
// truth: nonatomic
// why: another goroutine may read b present and a present between the calls.
func (t *Typed[K, V]) Move(a, b K, v V) {
	t.m.Store(b, v)
	t.m.Delete(a)
}
