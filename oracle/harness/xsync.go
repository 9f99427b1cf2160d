// This file defines the stand-ins for xsync's types (github.com/puzpuzpuz/xsync/v3: Map, MapOf,
// Counter; v4: Map, Counter) and their constructors. Their methods
// act on the typed map model (typedmap.go); Range visits the keys present
// when it starts, each with its value at the visit (xsync's Range is not
// a snapshot either); Size and Clear on the base object are not modelled
// (neither is atomic in xsync): a function calling them is skipped.

package harness

import "iter"

// X3Map is xsync.Map.
type X3Map struct {
	_ noCopy
	m keyedMap[string, any]
}

func (*X3Map) kind() kind           { return typedMapKind[string, any]{"xsync.Map", xsyncOps} }
func (m *X3Map) bind(st *shimState) { m.m.st = st }

// Load is xsync.Map.Load.
func (m *X3Map) Load(key string) (value any, ok bool) {
	return pair[any](m.m.call(m.kind(), "Load", key))
}

// Store is xsync.Map.Store.
func (m *X3Map) Store(key string, value any) { m.m.call(m.kind(), "Store", key, value) }

// LoadOrStore is xsync.Map.LoadOrStore.
func (m *X3Map) LoadOrStore(key string, value any) (actual any, loaded bool) {
	return pair[any](m.m.call(m.kind(), "LoadOrStore", key, value))
}

// LoadAndStore is xsync.Map.LoadAndStore.
func (m *X3Map) LoadAndStore(key string, value any) (actual any, loaded bool) {
	return pair[any](m.m.call(m.kind(), "LoadAndStore", key, value))
}

// LoadAndDelete is xsync.Map.LoadAndDelete.
func (m *X3Map) LoadAndDelete(key string) (value any, loaded bool) {
	return pair[any](m.m.call(m.kind(), "LoadAndDelete", key))
}

// Delete is xsync.Map.Delete.
func (m *X3Map) Delete(key string) { m.m.call(m.kind(), "Delete", key) }

// Compute is xsync.Map.Compute.
func (m *X3Map) Compute(key string, valueFn func(oldValue any, loaded bool) (newValue any, delete bool)) (actual any, ok bool) {
	fn := computeFn(func(old any, loaded bool) (any, int) {
		v, op := valueFn(as[any](old), loaded)
		return v, deleteOp(op)
	})
	return pair[any](m.m.call(m.kind(), "Compute", key, fn))
}

// Range is xsync.Map.Range.
func (m *X3Map) Range(f func(key string, value any) bool) { rangeTyped(&m.m, m.kind(), f) }

// Clear is xsync.Map.Clear.
func (m *X3Map) Clear() {
	notLinearizable(m.m.st, "xsync.Map.Clear", "empties the table while others write: not linearizable")
	m.m.call(m.kind(), "Clear")
}

// Size is xsync.Map.Size.
func (m *X3Map) Size() int {
	notLinearizable(m.m.st, "xsync.Map.Size", "sums per-stripe counters without a snapshot: not linearizable")
	return m.m.call(m.kind(), "Size")[0].(int)
}

// LoadOrCompute is xsync.Map.LoadOrCompute.
func (m *X3Map) LoadOrCompute(key string, valueFn func() any) (actual any, loaded bool) {
	fn := func() (any, bool) { return valueFn(), false }
	return pair[any](m.m.call(m.kind(), "LoadOrCompute", key, fn))
}

// LoadOrTryCompute is xsync.Map.LoadOrTryCompute.
func (m *X3Map) LoadOrTryCompute(key string, valueFn func() (newValue any, cancel bool)) (value any, loaded bool) {
	fn := func() (any, bool) { return valueFn() }
	return pair[any](m.m.call(m.kind(), "LoadOrTryCompute", key, fn))
}

// X3NewMap is xsync v3's NewMap.
func X3NewMap(options ...func(*X3MapConfig)) *X3Map { return new(X3Map) }

// X3NewMapPresized is xsync v3's NewMapPresized.
func X3NewMapPresized(sizeHint int) *X3Map { return new(X3Map) }

// X3MapOf is xsync.MapOf.
type X3MapOf[K comparable, V any] struct {
	_ noCopy
	m keyedMap[K, V]
}

func (*X3MapOf[K, V]) kind() kind           { return typedMapKind[K, V]{"xsync.MapOf", xsyncOps} }
func (m *X3MapOf[K, V]) bind(st *shimState) { m.m.st = st }

// Load is xsync.MapOf.Load.
func (m *X3MapOf[K, V]) Load(key K) (value V, ok bool) {
	return pair[V](m.m.call(m.kind(), "Load", key))
}

// Store is xsync.MapOf.Store.
func (m *X3MapOf[K, V]) Store(key K, value V) { m.m.call(m.kind(), "Store", key, value) }

// LoadOrStore is xsync.MapOf.LoadOrStore.
func (m *X3MapOf[K, V]) LoadOrStore(key K, value V) (actual V, loaded bool) {
	return pair[V](m.m.call(m.kind(), "LoadOrStore", key, value))
}

// LoadAndStore is xsync.MapOf.LoadAndStore.
func (m *X3MapOf[K, V]) LoadAndStore(key K, value V) (actual V, loaded bool) {
	return pair[V](m.m.call(m.kind(), "LoadAndStore", key, value))
}

// LoadAndDelete is xsync.MapOf.LoadAndDelete.
func (m *X3MapOf[K, V]) LoadAndDelete(key K) (value V, loaded bool) {
	return pair[V](m.m.call(m.kind(), "LoadAndDelete", key))
}

// Delete is xsync.MapOf.Delete.
func (m *X3MapOf[K, V]) Delete(key K) { m.m.call(m.kind(), "Delete", key) }

// Compute is xsync.MapOf.Compute.
func (m *X3MapOf[K, V]) Compute(key K, valueFn func(oldValue V, loaded bool) (newValue V, delete bool)) (actual V, ok bool) {
	fn := computeFn(func(old any, loaded bool) (any, int) {
		v, op := valueFn(as[V](old), loaded)
		return v, deleteOp(op)
	})
	return pair[V](m.m.call(m.kind(), "Compute", key, fn))
}

// Range is xsync.MapOf.Range.
func (m *X3MapOf[K, V]) Range(f func(key K, value V) bool) { rangeTyped(&m.m, m.kind(), f) }

// Clear is xsync.MapOf.Clear.
func (m *X3MapOf[K, V]) Clear() {
	notLinearizable(m.m.st, "xsync.MapOf.Clear", "empties the table while others write: not linearizable")
	m.m.call(m.kind(), "Clear")
}

// Size is xsync.MapOf.Size.
func (m *X3MapOf[K, V]) Size() int {
	notLinearizable(m.m.st, "xsync.MapOf.Size", "sums per-stripe counters without a snapshot: not linearizable")
	return m.m.call(m.kind(), "Size")[0].(int)
}

// LoadOrCompute is xsync.MapOf.LoadOrCompute.
func (m *X3MapOf[K, V]) LoadOrCompute(key K, valueFn func() V) (actual V, loaded bool) {
	fn := func() (any, bool) { return valueFn(), false }
	return pair[V](m.m.call(m.kind(), "LoadOrCompute", key, fn))
}

// LoadOrTryCompute is xsync.MapOf.LoadOrTryCompute.
func (m *X3MapOf[K, V]) LoadOrTryCompute(key K, valueFn func() (newValue V, cancel bool)) (value V, loaded bool) {
	fn := func() (any, bool) { return valueFn() }
	return pair[V](m.m.call(m.kind(), "LoadOrTryCompute", key, fn))
}

// X3NewMapOf is xsync v3's NewMapOf.
func X3NewMapOf[K comparable, V any](options ...func(*X3MapConfig)) *X3MapOf[K, V] {
	return new(X3MapOf[K, V])
}

// X3NewMapOfPresized is xsync v3's NewMapOfPresized.
func X3NewMapOfPresized[K comparable, V any](sizeHint int) *X3MapOf[K, V] { return new(X3MapOf[K, V]) }

// deleteOp is the op of a v3 callback's delete result.
func deleteOp(del bool) int {
	if del {
		return opDelete
	}
	return opUpdate
}

// X3MapConfig is xsync's MapConfig: the options change nothing here.
type X3MapConfig struct{}

// X3WithPresize is xsync's WithPresize.
func X3WithPresize(sizeHint int) func(*X3MapConfig) { return func(*X3MapConfig) {} }

// X3WithGrowOnly is xsync's WithGrowOnly.
func X3WithGrowOnly() func(*X3MapConfig) { return func(*X3MapConfig) {} }

// X3Counter is xsync.Counter.
type X3Counter struct {
	_ noCopy
	c counter
}

func (*X3Counter) kind() kind           { return counterKind{"xsync.Counter"} }
func (c *X3Counter) bind(st *shimState) { c.c.st = st }

// Inc is xsync.Counter.Inc.
func (c *X3Counter) Inc() { c.c.call(c.kind(), "Inc") }

// Dec is xsync.Counter.Dec.
func (c *X3Counter) Dec() { c.c.call(c.kind(), "Dec") }

// Add is xsync.Counter.Add.
func (c *X3Counter) Add(delta int64) { c.c.call(c.kind(), "Add", delta) }

// Value is xsync.Counter.Value.
func (c *X3Counter) Value() int64 { return c.c.value(c.kind()) }

// Reset is xsync.Counter.Reset.
func (c *X3Counter) Reset() { c.c.reset(c.kind()) }

// X3NewCounter is xsync's NewCounter.
func X3NewCounter() *X3Counter { return new(X3Counter) }

// X4Map is xsync.Map.
type X4Map[K comparable, V any] struct {
	_ noCopy
	m keyedMap[K, V]
}

func (*X4Map[K, V]) kind() kind           { return typedMapKind[K, V]{"xsync.Map", xsyncOps} }
func (m *X4Map[K, V]) bind(st *shimState) { m.m.st = st }

// Load is xsync.Map.Load.
func (m *X4Map[K, V]) Load(key K) (value V, ok bool) { return pair[V](m.m.call(m.kind(), "Load", key)) }

// Store is xsync.Map.Store.
func (m *X4Map[K, V]) Store(key K, value V) { m.m.call(m.kind(), "Store", key, value) }

// LoadOrStore is xsync.Map.LoadOrStore.
func (m *X4Map[K, V]) LoadOrStore(key K, value V) (actual V, loaded bool) {
	return pair[V](m.m.call(m.kind(), "LoadOrStore", key, value))
}

// LoadAndStore is xsync.Map.LoadAndStore.
func (m *X4Map[K, V]) LoadAndStore(key K, value V) (actual V, loaded bool) {
	return pair[V](m.m.call(m.kind(), "LoadAndStore", key, value))
}

// LoadAndDelete is xsync.Map.LoadAndDelete.
func (m *X4Map[K, V]) LoadAndDelete(key K) (value V, loaded bool) {
	return pair[V](m.m.call(m.kind(), "LoadAndDelete", key))
}

// Delete is xsync.Map.Delete.
func (m *X4Map[K, V]) Delete(key K) { m.m.call(m.kind(), "Delete", key) }

// Compute is xsync.Map.Compute.
func (m *X4Map[K, V]) Compute(key K, valueFn func(oldValue V, loaded bool) (newValue V, op X4ComputeOp)) (actual V, ok bool) {
	fn := computeFn(func(old any, loaded bool) (any, int) {
		v, op := valueFn(as[V](old), loaded)
		return v, int(op)
	})
	return pair[V](m.m.call(m.kind(), "Compute", key, fn))
}

// Range is xsync.Map.Range.
func (m *X4Map[K, V]) Range(f func(key K, value V) bool) { rangeTyped(&m.m, m.kind(), f) }

// Clear is xsync.Map.Clear.
func (m *X4Map[K, V]) Clear() {
	notLinearizable(m.m.st, "xsync.Map.Clear", "empties the table while others write: not linearizable")
	m.m.call(m.kind(), "Clear")
}

// Size is xsync.Map.Size.
func (m *X4Map[K, V]) Size() int {
	notLinearizable(m.m.st, "xsync.Map.Size", "sums per-stripe counters without a snapshot: not linearizable")
	return m.m.call(m.kind(), "Size")[0].(int)
}

// LoadOrCompute is xsync.Map.LoadOrCompute.
func (m *X4Map[K, V]) LoadOrCompute(key K, valueFn func() (newValue V, cancel bool)) (value V, loaded bool) {
	fn := func() (any, bool) { return valueFn() }
	return pair[V](m.m.call(m.kind(), "LoadOrCompute", key, fn))
}

// All is xsync.Map.All.
func (m *X4Map[K, V]) All() iter.Seq2[K, V] {
	return func(yield func(K, V) bool) { m.Range(yield) }
}

// RangeRelaxed is xsync.Map.RangeRelaxed.
func (m *X4Map[K, V]) RangeRelaxed(f func(key K, value V) bool) { m.Range(f) }

// AllRelaxed is xsync.Map.AllRelaxed.
func (m *X4Map[K, V]) AllRelaxed() iter.Seq2[K, V] { return m.All() }

// X4NewMap is xsync v4's NewMap.
func X4NewMap[K comparable, V any](options ...func(*X4MapConfig)) *X4Map[K, V] {
	return new(X4Map[K, V])
}

// X4NewMapOf is xsync v4's NewMapOf.
func X4NewMapOf[K comparable, V any](options ...func(*X4MapConfig)) *X4Map[K, V] {
	return new(X4Map[K, V])
}

// X4ComputeOp is xsync v4's ComputeOp.
type X4ComputeOp int

// xsync v4's ComputeOps.
const (
	X4CancelOp X4ComputeOp = opCancel
	X4UpdateOp X4ComputeOp = opUpdate
	X4DeleteOp X4ComputeOp = opDelete
)

// X4MapConfig is xsync's MapConfig: the options change nothing here.
type X4MapConfig struct{}

// X4WithPresize is xsync's WithPresize.
func X4WithPresize(sizeHint int) func(*X4MapConfig) { return func(*X4MapConfig) {} }

// X4WithGrowOnly is xsync's WithGrowOnly.
func X4WithGrowOnly() func(*X4MapConfig) { return func(*X4MapConfig) {} }

// X4Counter is xsync.Counter.
type X4Counter struct {
	_ noCopy
	c counter
}

func (*X4Counter) kind() kind           { return counterKind{"xsync.Counter"} }
func (c *X4Counter) bind(st *shimState) { c.c.st = st }

// Inc is xsync.Counter.Inc.
func (c *X4Counter) Inc() { c.c.call(c.kind(), "Inc") }

// Dec is xsync.Counter.Dec.
func (c *X4Counter) Dec() { c.c.call(c.kind(), "Dec") }

// Add is xsync.Counter.Add.
func (c *X4Counter) Add(delta int64) { c.c.call(c.kind(), "Add", delta) }

// Value is xsync.Counter.Value.
func (c *X4Counter) Value() int64 { return c.c.value(c.kind()) }

// Reset is xsync.Counter.Reset.
func (c *X4Counter) Reset() { c.c.reset(c.kind()) }

// X4NewCounter is xsync's NewCounter.
func X4NewCounter() *X4Counter { return new(X4Counter) }
