// Package genwrap holds typed generic wrappers around collections whose
// own methods compose: a method of the wrapper calling the wrapper's
// other methods has them inlined, under the caller's type parameters.
package genwrap

import "sync"

// Map is the usual typed wrapper around sync.Map.
type Map[K comparable, V any] struct {
	m sync.Map
}

// Load returns k's value as a V.
// want: atomic
// truth: atomic
// why: one Load.
func (m *Map[K, V]) Load(k K) (V, bool) {
	v, ok := m.m.Load(k)
	if !ok {
		var z V
		return z, false
	}
	return v.(V), true
}

// Store stores v under k.
// want: atomic
// truth: atomic
// why: one Store.
func (m *Map[K, V]) Store(k K, v V) { m.m.Store(k, v) }

// LoadOrStore returns k's value, storing v when absent.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (m *Map[K, V]) LoadOrStore(k K, v V) (V, bool) {
	a, loaded := m.m.LoadOrStore(k, v)
	return a.(V), loaded
}

// GetOrSetNaive loads through the wrapper, then stores through it.
// want: violation
// truth: nonatomic
// why: both goroutines miss k, both store and return their own value.
func (m *Map[K, V]) GetOrSetNaive(k K, v V) V {
	if x, ok := m.Load(k); ok {
		return x
	}
	m.Store(k, v)
	return v
}

// GetOrSet goes through the wrapper's LoadOrStore.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (m *Map[K, V]) GetOrSet(k K, v V) V {
	x, _ := m.LoadOrStore(k, v)
	return x
}

// Delete removes k.
// want: atomic
// truth: atomic
// why: one Delete.
func (m *Map[K, V]) Delete(k K) { m.m.Delete(k) }

// LoadAndDelete removes k, returning its value.
// want: atomic
// truth: atomic
// why: one LoadAndDelete.
func (m *Map[K, V]) LoadAndDelete(k K) (V, bool) {
	v, ok := m.m.LoadAndDelete(k)
	if !ok {
		var z V
		return z, false
	}
	return v.(V), true
}

// TakeNaive loads through the wrapper, then deletes through it.
// want: violation
// truth: nonatomic
// why: both goroutines load k's value and delete it: both take it.
func (m *Map[K, V]) TakeNaive(k K) (V, bool) {
	v, ok := m.Load(k)
	if ok {
		m.Delete(k)
	}
	return v, ok
}

// Take goes through the wrapper's LoadAndDelete.
// want: atomic
// truth: atomic
// why: one LoadAndDelete.
func (m *Map[K, V]) Take(k K) (V, bool) {
	return m.LoadAndDelete(k)
}

// lookup is a generic helper of the package, not a method.
func lookup[V any, K comparable](m *Map[K, V], k K) V {
	v, _ := m.Load(k)
	return v
}

// lookupOr is another, returning def when k is absent.
func lookupOr[V any, K comparable](m *Map[K, V], k K, def V) V {
	if v, ok := m.Load(k); ok {
		return v
	}
	return def
}

// GetOrNaive checks that k is present through the wrapper's Load, then
// loads it again through a generic helper.
// want: violation
// truth: nonatomic
// why: k is deleted between the two loads: the result is V's zero
// value, neither def nor a value k held.
func (m *Map[K, V]) GetOrNaive(k K, def V) V {
	if _, ok := m.Load(k); !ok {
		return def
	}
	return lookup(m, k)
}

// GetOr returns k's value, or def when k is absent, through a generic
// helper calling the wrapper's Load.
// want: atomic
// truth: atomic
// why: one Load.
func (m *Map[K, V]) GetOr(k K, def V) V {
	return lookupOr(m, k, def)
}
