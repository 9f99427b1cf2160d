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
