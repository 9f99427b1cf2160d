// This file defines the stand-in for concurrent-map's ConcurrentMap[K, V]
// (github.com/orcaman/concurrent-map/v2) and its constructors. Its methods
// have value receivers: copies share the state (a pointer), and a zero
// ConcurrentMap panics on use, as the library's does. Count, Items, Keys,
// IsEmpty, IterCb, MSet and Clear visit the shards one at a time (not
// atomic): on the base object they are not modelled, and a function
// calling them is skipped.

package harness

// CMap is cmap.ConcurrentMap.
type CMap[K comparable, V any] struct {
	m *keyedMap[K, V]
}

func (*CMap[K, V]) kind() kind {
	return typedMapKind[K, V]{"cmap.ConcurrentMap[" + typeString[K]() + ", " + typeString[V]() + "]", cmapOps}
}

// bind is on the pointer (Bind(&x.base)); copies made later share the state.
func (c *CMap[K, V]) bind(st *shimState) { c.m = &keyedMap[K, V]{st: st} }

// call panics (nil dereference) on a zero ConcurrentMap, as the library does.
func (c CMap[K, V]) call(method string, args ...any) []any {
	return c.m.call(c.kind(), method, args...)
}

func (c CMap[K, V]) partial(method string) {
	notLinearizable(c.m.st, "cmap.ConcurrentMap."+method, "visits the shards one at a time: not atomic")
}

// CNew is cmap.New.
func CNew[V any]() CMap[string, V] { return CMap[string, V]{m: &keyedMap[string, V]{}} }

// CNewStringer is cmap.NewStringer.
func CNewStringer[K CStringer, V any]() CMap[K, V] { return CMap[K, V]{m: &keyedMap[K, V]{}} }

// CNewWithCustomShardingFunction is cmap.NewWithCustomShardingFunction.
func CNewWithCustomShardingFunction[K comparable, V any](sharding func(key K) uint32) CMap[K, V] {
	return CMap[K, V]{m: &keyedMap[K, V]{}}
}

// CStringer is cmap.Stringer.
type CStringer interface {
	String() string
	comparable
}

// CUpsertCb is cmap.UpsertCb.
type CUpsertCb[V any] func(exist bool, valueInMap V, newValue V) V

// CRemoveCb is cmap.RemoveCb.
type CRemoveCb[K any, V any] func(key K, v V, exists bool) bool

// CIterCb is cmap.IterCb.
type CIterCb[K comparable, V any] func(key K, v V)

// Set is ConcurrentMap.Set.
func (c CMap[K, V]) Set(key K, value V) { c.call("Set", key, value) }

// Get is ConcurrentMap.Get.
func (c CMap[K, V]) Get(key K) (V, bool) { return pair[V](c.call("Get", key)) }

// Has is ConcurrentMap.Has.
func (c CMap[K, V]) Has(key K) bool { return c.call("Has", key)[0].(bool) }

// SetIfAbsent is ConcurrentMap.SetIfAbsent.
func (c CMap[K, V]) SetIfAbsent(key K, value V) bool {
	return c.call("SetIfAbsent", key, value)[0].(bool)
}

// Remove is ConcurrentMap.Remove.
func (c CMap[K, V]) Remove(key K) { c.call("Remove", key) }

// Pop is ConcurrentMap.Pop.
func (c CMap[K, V]) Pop(key K) (v V, exists bool) { return pair[V](c.call("Pop", key)) }

// Upsert is ConcurrentMap.Upsert.
func (c CMap[K, V]) Upsert(key K, value V, cb CUpsertCb[V]) (res V) {
	fn := func(exist bool, inMap, nu any) any { return cb(exist, as[V](inMap), as[V](nu)) }
	return as[V](c.call("Upsert", key, value, fn)[0])
}

// RemoveCb is ConcurrentMap.RemoveCb.
func (c CMap[K, V]) RemoveCb(key K, cb CRemoveCb[K, V]) bool {
	fn := func(k, v any, exists bool) bool { return cb(k.(K), as[V](v), exists) }
	return c.call("RemoveCb", key, fn)[0].(bool)
}

// Count is ConcurrentMap.Count.
func (c CMap[K, V]) Count() int {
	c.partial("Count")
	return c.call("Size")[0].(int)
}

// IsEmpty is ConcurrentMap.IsEmpty.
func (c CMap[K, V]) IsEmpty() bool {
	c.partial("IsEmpty")
	return c.call("Size")[0].(int) == 0
}

// Clear is ConcurrentMap.Clear.
func (c CMap[K, V]) Clear() {
	c.partial("Clear")
	c.call("Clear")
}

// MSet is ConcurrentMap.MSet.
func (c CMap[K, V]) MSet(data map[K]V) {
	c.partial("MSet")
	for k, v := range data {
		c.call("Set", k, v)
	}
}

// Items is ConcurrentMap.Items.
func (c CMap[K, V]) Items() map[K]V {
	c.partial("Items")
	out := map[K]V{}
	c.each(func(k K, v V) { out[k] = v })
	return out
}

// Keys is ConcurrentMap.Keys.
func (c CMap[K, V]) Keys() []K {
	c.partial("Keys")
	out := make([]K, 0)
	c.each(func(k K, _ V) { out = append(out, k) })
	return out
}

// IterCb is ConcurrentMap.IterCb.
func (c CMap[K, V]) IterCb(fn CIterCb[K, V]) {
	c.partial("IterCb")
	c.each(fn)
}

func (c CMap[K, V]) each(fn func(K, V)) {
	rangeTyped(c.m, c.kind(), func(k K, v V) bool { fn(k, v); return true })
}
