// Package genwrap holds generic wrappers whose methods call each other and
// generic helpers. Each method's doc comment says what Split does with it
// (paths/genwrap_test.go): "inlined" (no refusal), or "refused: TEXT",
// the refusal's message containing TEXT, with "nohint" when it must not
// suggest the functional annotation, "at: INST" when it is walked again at
// that instantiation.
package genwrap

import (
	"sync"
	"sync/atomic"
)

type Map[K comparable, V any] struct {
	m sync.Map
}

func (m *Map[K, V]) Load(k K) (V, bool) {
	v, ok := m.m.Load(k)
	if !ok {
		var z V
		return z, false
	}
	return v.(V), true
}

func (m *Map[Key, Val]) Store(k Key, v Val) { m.m.Store(k, v) }

// inlined
func (m *Map[A, B]) GetOrSetNaive(k A, v B) B {
	if x, ok := m.Load(k); ok {
		return x
	}
	m.Store(k, v)
	return v
}

func lookup[V any, K comparable](m *Map[K, V], k K) V {
	v, _ := m.Load(k)
	return v
}

// inlined
func (m *Map[K, V]) Get(k K) V { return lookup(m, k) }

func countAll[S ~[]K, K comparable, V any](m *Map[K, V], ks S) int {
	_, ok := m.m.Load(ks[0])
	if ok {
		return 1
	}
	return 0
}

// refused: instantiated at [[]K, K, V], not at type parameters of Count
// nohint
func (m *Map[K, V]) Count(k K) int { return countAll(m, []K{k}) }

func has[T any, K comparable, V any](m *Map[K, V], x T) bool {
	_, ok := m.m.Load(x)
	return ok
}

// refused: at other type arguments elsewhere in this function
// nohint
func (m *Map[K, V]) Both(k K, v V) bool {
	return has(m, k) && has(m, v)
}

type Num[N ~int | ~int64] struct {
	v atomic.Value
}

func (n *Num[N]) Get() N {
	x, _ := n.v.Load().(N)
	return x
}

func (n *Num[N]) sum(x, y N) N { return x + y }

// refused: operator + on type N
// at: N = int
func (n *Num[N]) Plus(d N) N { return n.sum(n.Get(), d) }
