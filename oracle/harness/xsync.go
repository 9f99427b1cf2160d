// This file defines the stand-ins for xsync's types (github.com/puzpuzpuz/xsync/v3: Map, MapOf,
// Counter; v4: Map, Counter) and their constructors. Their methods
// act on the typed map model (typedmap.go); Range visits the keys present
// when it starts, each with its value at the visit (xsync's Range is not
// a snapshot either); Size and Clear on the base object are not modelled
// (neither is atomic in xsync): a function calling them is skipped.
//
// The methods both versions share live on xsyncMap, those of v3's Map and
// MapOf on xsyncV3; the stand-ins embed them, so their method sets are
// the libraries'.

package harness

import "iter"

// mapName names an xsync map type in reports (a type argument: the zero
// value of a stand-in must know its name).
type mapName interface{ name() string }

type (
	xMapName    struct{} // v3's Map and v4's Map
	x3MapOfName struct{}
)

func (xMapName) name() string    { return "xsync.Map" }
func (x3MapOfName) name() string { return "xsync.MapOf" }

// xsyncMap holds the methods of xsync's maps that v3 and v4 share.
type xsyncMap[K comparable, V any, N mapName] struct {
	_ noCopy
	m keyedMap[K, V]
}

// xsyncKind is the kind of an xsync map named by N.
func xsyncKind[K comparable, V any, N mapName]() kind {
	var n N
	return typedMapKind[K, V]{n.name(), xsyncOps}
}

func (*xsyncMap[K, V, N]) kind() kind           { return xsyncKind[K, V, N]() }
func (m *xsyncMap[K, V, N]) bind(st *shimState) { m.m.st = st }

// Load is xsync's Load.
func (m *xsyncMap[K, V, N]) Load(key K) (value V, ok bool) {
	return pair[V](m.m.call(m.kind(), "Load", key))
}

// Store is xsync's Store.
func (m *xsyncMap[K, V, N]) Store(key K, value V) { m.m.call(m.kind(), "Store", key, value) }

// LoadOrStore is xsync's LoadOrStore.
func (m *xsyncMap[K, V, N]) LoadOrStore(key K, value V) (actual V, loaded bool) {
	return pair[V](m.m.call(m.kind(), "LoadOrStore", key, value))
}

// LoadAndStore is xsync's LoadAndStore.
func (m *xsyncMap[K, V, N]) LoadAndStore(key K, value V) (actual V, loaded bool) {
	return pair[V](m.m.call(m.kind(), "LoadAndStore", key, value))
}

// LoadAndDelete is xsync's LoadAndDelete.
func (m *xsyncMap[K, V, N]) LoadAndDelete(key K) (value V, loaded bool) {
	return pair[V](m.m.call(m.kind(), "LoadAndDelete", key))
}

// Delete is xsync's Delete.
func (m *xsyncMap[K, V, N]) Delete(key K) { m.m.call(m.kind(), "Delete", key) }

// Range is xsync's Range.
func (m *xsyncMap[K, V, N]) Range(f func(key K, value V) bool) { rangeTyped(&m.m, m.kind(), f) }

// Clear is xsync's Clear.
func (m *xsyncMap[K, V, N]) Clear() {
	notLinearizable(m.m.st, m.kind().name()+".Clear", "empties the table while others write: not linearizable")
	m.m.call(m.kind(), "Clear")
}

// Size is xsync's Size.
func (m *xsyncMap[K, V, N]) Size() int {
	notLinearizable(m.m.st, m.kind().name()+".Size", "sums per-stripe counters without a snapshot: not linearizable")
	return m.m.call(m.kind(), "Size")[0].(int)
}

// xsyncV3 adds the methods of v3's Map and MapOf.
type xsyncV3[K comparable, V any, N mapName] struct {
	xsyncMap[K, V, N]
}

// Compute is xsync v3's Compute.
func (m *xsyncV3[K, V, N]) Compute(key K, valueFn func(oldValue V, loaded bool) (newValue V, delete bool)) (actual V, ok bool) {
	fn := computeFn(func(old any, loaded bool) (any, int) {
		v, op := valueFn(as[V](old), loaded)
		return v, deleteOp(op)
	})
	return pair[V](m.m.call(m.kind(), "Compute", key, fn))
}

// LoadOrCompute is xsync v3's LoadOrCompute.
func (m *xsyncV3[K, V, N]) LoadOrCompute(key K, valueFn func() V) (actual V, loaded bool) {
	fn := func() (any, bool) { return valueFn(), false }
	return pair[V](m.m.call(m.kind(), "LoadOrCompute", key, fn))
}

// LoadOrTryCompute is xsync v3's LoadOrTryCompute.
func (m *xsyncV3[K, V, N]) LoadOrTryCompute(key K, valueFn func() (newValue V, cancel bool)) (value V, loaded bool) {
	fn := func() (any, bool) { return valueFn() }
	return pair[V](m.m.call(m.kind(), "LoadOrTryCompute", key, fn))
}

// deleteOp is the op of a v3 callback's delete result.
func deleteOp(del bool) int {
	if del {
		return opDelete
	}
	return opUpdate
}

// X3Map is xsync v3's Map (string keys, interface values). Each stand-in
// has its own kind method: the driver asks a nil pointer for its kind,
// which a method promoted from an embedded field cannot answer.
type X3Map struct {
	xsyncV3[string, any, xMapName]
}

func (*X3Map) kind() kind { return xsyncKind[string, any, xMapName]() }

// X3NewMap is xsync v3's NewMap.
func X3NewMap(options ...func(*X3MapConfig)) *X3Map { return new(X3Map) }

// X3NewMapPresized is xsync v3's NewMapPresized.
func X3NewMapPresized(sizeHint int) *X3Map { return new(X3Map) }

// X3MapOf is xsync v3's MapOf.
type X3MapOf[K comparable, V any] struct{ xsyncV3[K, V, x3MapOfName] }

func (*X3MapOf[K, V]) kind() kind { return xsyncKind[K, V, x3MapOfName]() }

// X3NewMapOf is xsync v3's NewMapOf.
func X3NewMapOf[K comparable, V any](options ...func(*X3MapConfig)) *X3MapOf[K, V] {
	return new(X3MapOf[K, V])
}

// X3NewMapOfPresized is xsync v3's NewMapOfPresized.
func X3NewMapOfPresized[K comparable, V any](sizeHint int) *X3MapOf[K, V] { return new(X3MapOf[K, V]) }

// X3MapConfig is xsync's MapConfig: the options change nothing here.
type X3MapConfig struct{}

// X3WithPresize is xsync's WithPresize.
func X3WithPresize(sizeHint int) func(*X3MapConfig) { return func(*X3MapConfig) {} }

// X3WithGrowOnly is xsync's WithGrowOnly.
func X3WithGrowOnly() func(*X3MapConfig) { return func(*X3MapConfig) {} }

// X3Counter is xsync.Counter (the same in v3 and v4).
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

// X4Map is xsync v4's Map.
type X4Map[K comparable, V any] struct{ xsyncMap[K, V, xMapName] }

func (*X4Map[K, V]) kind() kind { return xsyncKind[K, V, xMapName]() }

// Compute is xsync v4's Compute.
func (m *X4Map[K, V]) Compute(key K, valueFn func(oldValue V, loaded bool) (newValue V, op X4ComputeOp)) (actual V, ok bool) {
	fn := computeFn(func(old any, loaded bool) (any, int) {
		v, op := valueFn(as[V](old), loaded)
		return v, int(op)
	})
	return pair[V](m.m.call(m.kind(), "Compute", key, fn))
}

// LoadOrCompute is xsync v4's LoadOrCompute.
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

// xsync v4's MapConfig, options and Counter are v3's.
type (
	X4MapConfig = X3MapConfig
	X4Counter   = X3Counter
)

var (
	// X4WithPresize is xsync v4's WithPresize.
	X4WithPresize = X3WithPresize
	// X4WithGrowOnly is xsync v4's WithGrowOnly.
	X4WithGrowOnly = X3WithGrowOnly
	// X4NewCounter is xsync v4's NewCounter.
	X4NewCounter = X3NewCounter
)
