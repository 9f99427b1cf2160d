// This file defines the methods of the typed maps (typedmap.go), library
// by library, as read from their sources: xsync v3.5 (mapof.go, map.go),
// xsync v4.5 (map.go) and concurrent-map v2.0 (concurrent_map.go).

package axioms

import (
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// common are the methods the xsync maps share.
func (c *TypedMap) common() []*Method {
	return []*Method{
		c.method("Load", "Load(key K) (value V, ok bool)", "present(v) → (v, true); absent → (zero V, false); unchanged", 2, false,
			func(a *at, _ []*smt.Term, _ []*Func) Effect {
				return Effect{Post: a.pre, Results: []*smt.Term{a.value, a.has}}
			}),
		c.method("Store", "Store(key K, value V)", "key ↦ present(value)", 0, true,
			func(a *at, args []*smt.Term, _ []*Func) Effect { return Effect{Post: a.store(args[0])} }),
		c.method("LoadOrStore", "LoadOrStore(key K, value V) (actual V, loaded bool)", "present(v) → (v, true), unchanged; absent → key ↦ present(value), (value, false)", 2, true,
			func(a *at, args []*smt.Term, _ []*Func) Effect {
				return Effect{Post: smt.Ite(a.has, a.pre, a.store(args[0])), Results: []*smt.Term{smt.Ite(a.has, a.cur, args[0]), a.has}}
			}),
		c.method("LoadAndStore", "LoadAndStore(key K, value V) (actual V, loaded bool)", "key ↦ present(value); present(v) → (v, true); absent → (value, false)", 2, true,
			func(a *at, args []*smt.Term, _ []*Func) Effect {
				return Effect{Post: a.store(args[0]), Results: []*smt.Term{smt.Ite(a.has, a.cur, args[0]), a.has}}
			}),
		c.method("LoadAndDelete", "LoadAndDelete(key K) (value V, loaded bool)", "key ↦ absent; present(v) → (v, true); absent → (zero V, false)", 2, true,
			func(a *at, _ []*smt.Term, _ []*Func) Effect {
				return Effect{Post: a.del(), Results: []*smt.Term{a.value, a.has}}
			}),
		c.method("Delete", "Delete(key K)", "key ↦ absent", 0, true,
			func(a *at, _ []*smt.Term, _ []*Func) Effect { return Effect{Post: a.del()} }),
		splitting(notAtomic("Clear", "Clear()", "Clear does nothing when it meets a resize in progress (another goroutine's write may start one): keys stored before it may remain"), clearOnResize),
		splitting(notAtomic("Range", "Range(f func(key K, value V) bool)", "Range is not a snapshot: other goroutines' changes during the iteration may or may not be seen"), rangeByBucket),
		splitting(notAtomic("Size", "Size() int", "Size sums per-stripe counters that writers update after the entry: it may disagree with the map's contents at every instant"), sizeByStripe),
		notAtomic("Stats", "Stats() MapStats", "Stats reads the table without locking it"),
	}
}

// xsyncV3Methods are those of xsync v3 MapOf[K, V] (and Map, K string, V any).
func (c *TypedMap) xsyncV3Methods() []*Method {
	ms := c.common()
	ms = append(ms,
		c.computes("LoadOrCompute", "LoadOrCompute(key K, valueFn func() V) (actual V, loaded bool)", "present(v) → (v, true), unchanged; absent → nv := valueFn(), key ↦ present(nv), (nv, false)", 2,
			func(a *at, _ []*smt.Term, fns []*Func) Effect {
				r, p, pv := a.call(fns[0], true)
				nv := r[0]
				eff := Effect{Post: smt.Ite(a.has, a.pre, a.store(nv)), Results: []*smt.Term{smt.Ite(a.has, a.cur, nv), a.has}}
				return callPanics(eff, a.pre, smt.And(smt.Not(a.has), p), pv)
			}),
		c.computes("LoadOrTryCompute", "LoadOrTryCompute(key K, valueFn func() (newValue V, cancel bool)) (value V, loaded bool)", "present(v) → (v, true); absent → nv, cancel := valueFn(); !cancel → key ↦ present(nv), (nv, false); cancel → unchanged, (zero V or nv, false) (the library returns either, by bucket layout)", 2,
			func(a *at, args []*smt.Term, fns []*Func) Effect {
				r, p, pv := a.call(fns[0], true)
				nv, cancel := r[0], r[1]
				miss := smt.Ite(cancel, smt.Ite(args[0], a.zero(), nv), nv)
				eff := Effect{Post: smt.Ite(smt.Or(a.has, cancel), a.pre, a.store(nv)), Results: []*smt.Term{smt.Ite(a.has, a.cur, miss), a.has}}
				return callPanics(eff, a.pre, smt.And(smt.Not(a.has), p), pv)
			}),
		c.computes("Compute", "Compute(key K, valueFn func(oldValue V, loaded bool) (newValue V, delete bool)) (actual V, ok bool)", "nv, del := valueFn(old or zero V, present); present: del → key ↦ absent, (old, false); else key ↦ present(nv), (nv, true); absent: del → unchanged, (zero V or nv, false) (by bucket layout); else key ↦ present(nv), (nv, true)", 2,
			func(a *at, args []*smt.Term, fns []*Func) Effect {
				r, p, pv := a.call(fns[0], true, a.value, a.has)
				nv, del := r[0], r[1]
				miss := smt.Ite(a.has, a.cur, smt.Ite(args[0], a.zero(), nv))
				eff := Effect{Post: smt.Ite(del, smt.Ite(a.has, a.del(), a.pre), a.store(nv)),
					Results: []*smt.Term{smt.Ite(del, miss, nv), smt.Not(del)}}
				return callPanics(eff, a.pre, p, pv)
			}),
	)
	for _, m := range ms[len(ms)-2:] { // LoadOrTryCompute, Compute: the layout of the locked bucket chain
		m.Choices, m.HiddenState = 1, true
	}
	return ms
}

// ComputeOp values of xsync v4.
var (
	cancelOp = smt.BVLit(0, 64)
	updateOp = smt.BVLit(1, 64)
	deleteOp = smt.BVLit(2, 64)
)

// xsyncV4Methods are those of xsync v4 Map[K, V].
func (c *TypedMap) xsyncV4Methods() []*Method {
	ms := c.common()
	return append(ms,
		c.computes("LoadOrCompute", "LoadOrCompute(key K, valueFn func() (newValue V, cancel bool)) (value V, loaded bool)", "present(v) → (v, true); absent → nv, cancel := valueFn(); !cancel → key ↦ present(nv), (nv, false); cancel → unchanged, (zero V, false)", 2,
			func(a *at, _ []*smt.Term, fns []*Func) Effect {
				r, p, pv := a.call(fns[0], true)
				nv, cancel := r[0], r[1]
				eff := Effect{Post: smt.Ite(smt.Or(a.has, cancel), a.pre, a.store(nv)),
					Results: []*smt.Term{smt.Ite(a.has, a.cur, smt.Ite(cancel, a.zero(), nv)), a.has}}
				return callPanics(eff, a.pre, smt.And(smt.Not(a.has), p), pv)
			}),
		c.computes("Compute", "Compute(key K, valueFn func(oldValue V, loaded bool) (newValue V, op ComputeOp)) (actual V, ok bool)", "nv, op := valueFn(old or zero V, present); present: DeleteOp → key ↦ absent, (old, false); UpdateOp → key ↦ present(nv), (nv, true); CancelOp → (old, true); other op → unchanged, (nv, true); absent: DeleteOp or CancelOp → unchanged, (zero V, false); else key ↦ present(nv), (nv, true)", 2,
			func(a *at, _ []*smt.Term, fns []*Func) Effect {
				r, p, pv := a.call(fns[0], true, a.value, a.has)
				nv, op := r[0], r[1]
				is := func(o *smt.Term) *smt.Term { return smt.Eq(op, o) }
				hitPost := smt.Ite(is(deleteOp), a.del(), smt.Ite(is(updateOp), a.store(nv), a.pre))
				hitRes := smt.Ite(is(deleteOp), a.cur, smt.Ite(is(cancelOp), a.cur, nv))
				gone := smt.Or(is(deleteOp), is(cancelOp))
				eff := Effect{
					Post:    smt.Ite(a.has, hitPost, smt.Ite(gone, a.pre, a.store(nv))),
					Results: []*smt.Term{smt.Ite(a.has, hitRes, smt.Ite(gone, a.zero(), nv)), smt.Ite(a.has, smt.Not(is(deleteOp)), smt.Not(gone))}}
				return callPanics(eff, a.pre, p, pv)
			}),
		notAtomic("All", "All() iter.Seq2[K, V]", "All is not a snapshot: other goroutines' changes during the iteration may or may not be seen"),
		splitting(notAtomic("RangeRelaxed", "RangeRelaxed(f func(key K, value V) bool)", "RangeRelaxed is not a snapshot"), rangeByBucket),
		notAtomic("AllRelaxed", "AllRelaxed() iter.Seq2[K, V]", "AllRelaxed is not a snapshot"),
		notAtomic("DeleteMatching", "DeleteMatching(f func(key K, value V) (delete, stop bool)) int", "DeleteMatching visits the buckets one at a time: it is not one atomic step"),
	)
}

// cmapMethods are those of concurrent-map v2 ConcurrentMap[K, V].
func (c *TypedMap) cmapMethods() []*Method {
	return []*Method{
		c.method("Get", "Get(key K) (V, bool)", "present(v) → (v, true); absent → (zero V, false); unchanged", 2, false,
			func(a *at, _ []*smt.Term, _ []*Func) Effect {
				return Effect{Post: a.pre, Results: []*smt.Term{a.value, a.has}}
			}),
		c.method("Has", "Has(key K) bool", "whether key is present; unchanged", 1, false,
			func(a *at, _ []*smt.Term, _ []*Func) Effect { return Effect{Post: a.pre, Results: []*smt.Term{a.has}} }),
		c.method("Set", "Set(key K, value V)", "key ↦ present(value)", 0, true,
			func(a *at, args []*smt.Term, _ []*Func) Effect { return Effect{Post: a.store(args[0])} }),
		c.method("SetIfAbsent", "SetIfAbsent(key K, value V) bool", "absent → key ↦ present(value), true; present → unchanged, false", 1, true,
			func(a *at, args []*smt.Term, _ []*Func) Effect {
				return Effect{Post: smt.Ite(a.has, a.pre, a.store(args[0])), Results: []*smt.Term{smt.Not(a.has)}}
			}),
		c.method("Remove", "Remove(key K)", "key ↦ absent", 0, true,
			func(a *at, _ []*smt.Term, _ []*Func) Effect { return Effect{Post: a.del()} }),
		c.method("Pop", "Pop(key K) (v V, exists bool)", "key ↦ absent; present(v) → (v, true); absent → (zero V, false)", 2, true,
			func(a *at, _ []*smt.Term, _ []*Func) Effect {
				return Effect{Post: a.del(), Results: []*smt.Term{a.value, a.has}}
			}),
		c.computes("Upsert", "Upsert(key K, value V, cb UpsertCb[V]) (res V)", "res := cb(present, old or zero V, value); key ↦ present(res); returns res", 1,
			func(a *at, args []*smt.Term, fns []*Func) Effect {
				r, p, pv := a.call(fns[0], true, a.has, a.value, args[0])
				return callPanics(Effect{Post: a.store(r[0]), Results: []*smt.Term{r[0]}}, a.pre, p, pv)
			}),
		c.computes("RemoveCb", "RemoveCb(key K, cb RemoveCb[K, V]) bool", "remove := cb(key, old or zero V, present); remove and present → key ↦ absent; returns remove", 1,
			func(a *at, _ []*smt.Term, fns []*Func) Effect {
				r, p, pv := a.call(fns[0], false, a.arg, a.value, a.has)
				eff := Effect{Post: smt.Ite(smt.And(r[0], a.has), a.del(), a.pre), Results: []*smt.Term{r[0]}}
				return callPanics(eff, a.pre, p, pv)
			}),
		splitting(notAtomic("Count", "Count() int", "Count locks one shard at a time: the sum is no state the map ever had"), byShard(SplitRead, ResultLen)),
		splitting(notAtomic("IsEmpty", "IsEmpty() bool", "IsEmpty is Count() == 0, and Count locks one shard at a time"), byShard(SplitRead, ResultEmpty)),
		splitting(notAtomic("Items", "Items() map[K]V", "Items copies the shards one at a time: not a snapshot"), byShard(SplitRead, ResultItems)),
		splitting(notAtomic("Keys", "Keys() []K", "Keys reads the shards one at a time: not a snapshot"), byShard(SplitRead, ResultKeys)),
		notAtomic("Iter", "Iter() <-chan Tuple[K, V]", "iteration reads the shards one at a time: not a snapshot"),
		notAtomic("IterBuffered", "IterBuffered() <-chan Tuple[K, V]", "iteration reads the shards one at a time: not a snapshot"),
		splitting(notAtomic("IterCb", "IterCb(fn IterCb[K, V])", "iteration reads the shards one at a time: not a snapshot"), byShard(SplitRead, ResultVisits)),
		notAtomic("Clear", "Clear()", "Clear removes the keys of a non-snapshot iteration one by one"),
		notAtomic("MSet", "MSet(data map[K]V)", "MSet locks one shard at a time: other goroutines may see part of it"),
		notAtomic("MarshalJSON", "MarshalJSON() ([]byte, error)", "MarshalJSON reads Items, which is not a snapshot"),
		notAtomic("GetShard", "GetShard(key K) *ConcurrentMapShared[K, V]", "GetShard exposes a shard's lock and plain map"),
	}
}

// call calls a callback with the given arguments (keys and values as
// interface values, converted to the callback's parameter types); its
// first result, when valueResult says it is a V, is boxed back.
func (a *at) call(f *Func, valueResult bool, args ...*smt.Term) (results []*smt.Term, panics, panicValue *smt.Term) {
	ps := f.Sig.Params()
	var in []*smt.Term
	for i, x := range args {
		if x.Sort == values.AnySort {
			x = fromAny(a.v, ps.At(i).Type(), x)
		}
		in = append(in, x)
	}
	rs, panics, panicValue := f.Call(a.v, in...)
	results = append(results, rs...)
	if valueResult {
		results[0] = toAny(a.v, f.Sig.Results().At(0).Type(), rs[0])
	}
	return results, panics, panicValue
}
