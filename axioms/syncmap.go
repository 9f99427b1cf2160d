// This file defines the theory of sync.Map.

package axioms

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// SyncMap is the theory of sync.Map: a total array from keys to entries,
// where an entry is absent or present with a value (possibly nil). Every
// post-state is one store of a (conditional) entry into the pre-state, never
// a conditional choice between whole arrays: the solver reasons about the
// former far better (a retry loop's obligation went from a time-out to
// milliseconds).
type SyncMap struct{}

var (
	entrySort = smt.Named("Entry")
	mapSort   = smt.Array(values.AnySort, entrySort)
	absent    = smt.Apply("absent", entrySort)
)

// Name implements Collection.
func (SyncMap) Name() string { return "sync.Map" }

// isSyncMap reports whether t is sync.Map.
func isSyncMap(t types.Type) bool {
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "sync" && n.Obj().Name() == "Map"
}

// StateSort implements Collection.
func (SyncMap) StateSort(*values.Model) smt.Sort { return mapSort }

// Declare implements Collection.
func (SyncMap) Declare(s *smt.Script) {
	s.DeclareDatatype("Entry", []smt.Constructor{
		{Name: "absent"},
		{Name: "present", Fields: []smt.Field{{Selector: "val", Sort: values.AnySort}}},
	})
}

// Assumptions implements Collection.
func (SyncMap) Assumptions() []string {
	return []string{
		"sync.Map is linearizable: each call takes effect at one instant, with the sequential behaviour below",
		"keys have a reflexive == (a key holding NaN is never found by Go; snowflake assumes none is used), and a struct or array key holds no -0.0 (a float key -0.0 is the key +0.0, as in Go)",
	}
}

// Method implements Collection.
func (c SyncMap) Method(name string) (*Method, bool) { return MethodNamed(c.Methods(), name) }

func sel(st, k *smt.Term) *smt.Term    { return smt.Apply("select", entrySort, st, k) }
func put(st, k, e *smt.Term) *smt.Term { return smt.Apply("store", mapSort, st, k, e) }
func isPresent(e *smt.Term) *smt.Term  { return smt.Apply("(_ is present)", smt.Bool, e) }
func valOf(e *smt.Term) *smt.Term      { return smt.Apply("val", values.AnySort, e) }
func present(v *smt.Term) *smt.Term    { return smt.Apply("present", entrySort, v) }

// PresentValue returns v when t is the entry present(v) (of sort Entry:
// sync.Map's and the typed maps'), as a model or an effect spells it.
func PresentValue(t *smt.Term) (*smt.Term, bool) {
	if t.Kind == smt.App && t.Op == "present" && len(t.Args) == 1 {
		return t.Args[0], true
	}
	return nil, false
}

// hashes adds to eff the panic of hashing k, first: k's dynamic type is
// not comparable, or a struct key holds a value that is not
// ("hash of unhashable type"); the value names that type.
func hashes(v *values.Model, k *smt.Term, eff Effect) Effect {
	return panicsFirst(eff, v.HashPanics(k), v.Func("panic!unhashable", values.AnySort, v.HashType(k)))
}

// keyed wraps an axiom over one key: the call panics when the key's dynamic
// type is not comparable ("hash of unhashable type").
func keyed(f func(v *values.Model, pre, k, e *smt.Term, args []*smt.Term) Effect) func(*values.Model, *smt.Term, []*smt.Term) Effect {
	return func(v *values.Model, pre *smt.Term, args []*smt.Term) Effect {
		k := v.MapKey(args[0])
		return hashes(v, args[0], f(v, pre, k, sel(pre, k), args[1:]))
	}
}

// Methods implements Collection.
func (SyncMap) Methods() []*Method {
	return []*Method{
		{Name: "Load", PanicsOnUncomparable: true, Sig: "Load(key any) (value any, ok bool)", Results: 2,
			Doc: "present(v) → (v, true); absent → (nil, false); state unchanged",
			Apply: keyed(func(v *values.Model, pre, k, e *smt.Term, _ []*smt.Term) Effect {
				return Effect{Post: pre, Results: []*smt.Term{smt.Ite(isPresent(e), valOf(e), v.Nil()), isPresent(e)}}
			})},
		{Name: "Store", PanicsOnUncomparable: true, Sig: "Store(key, value any)", MayMutate: true,
			Doc: "key ↦ present(value)",
			Apply: keyed(func(v *values.Model, pre, k, e *smt.Term, a []*smt.Term) Effect {
				return Effect{Post: put(pre, k, present(a[0]))}
			})},
		{Name: "LoadOrStore", PanicsOnUncomparable: true, Sig: "LoadOrStore(key, value any) (actual any, loaded bool)", Results: 2, MayMutate: true,
			Doc: "present(v) → (v, true), unchanged; absent → key ↦ present(value), (value, false)",
			Apply: keyed(func(v *values.Model, pre, k, e *smt.Term, a []*smt.Term) Effect {
				return Effect{Post: put(pre, k, smt.Ite(isPresent(e), e, present(a[0]))),
					Results: []*smt.Term{smt.Ite(isPresent(e), valOf(e), a[0]), isPresent(e)}}
			})},
		{Name: "LoadAndDelete", PanicsOnUncomparable: true, Sig: "LoadAndDelete(key any) (value any, loaded bool)", Results: 2, MayMutate: true,
			Doc: "present(v) → (v, true), key ↦ absent; absent → (nil, false), unchanged",
			Apply: keyed(func(v *values.Model, pre, k, e *smt.Term, _ []*smt.Term) Effect {
				return Effect{Post: put(pre, k, absent),
					Results: []*smt.Term{smt.Ite(isPresent(e), valOf(e), v.Nil()), isPresent(e)}}
			})},
		{Name: "Delete", PanicsOnUncomparable: true, Sig: "Delete(key any)", MayMutate: true,
			Doc: "key ↦ absent",
			Apply: keyed(func(v *values.Model, pre, k, e *smt.Term, _ []*smt.Term) Effect {
				return Effect{Post: put(pre, k, absent)}
			})},
		{Name: "Swap", PanicsOnUncomparable: true, Sig: "Swap(key, value any) (previous any, loaded bool)", Results: 2, MayMutate: true,
			Doc: "key ↦ present(value); result (v, true) if it was present(v), else (nil, false)",
			Apply: keyed(func(v *values.Model, pre, k, e *smt.Term, a []*smt.Term) Effect {
				return Effect{Post: put(pre, k, present(a[0])),
					Results: []*smt.Term{smt.Ite(isPresent(e), valOf(e), v.Nil()), isPresent(e)}}
			})},
		{Name: "CompareAndSwap", PanicsOnUncomparable: true, Sig: "CompareAndSwap(key, old, new any) (swapped bool)", Results: 1, MayMutate: true,
			Doc: "present(v) and v == old → key ↦ present(new), true; otherwise false, unchanged; v == old panics on equal uncomparable dynamic types",
			Apply: keyed(func(v *values.Model, pre, k, e *smt.Term, a []*smt.Term) Effect {
				hit := smt.And(isPresent(e), v.GoEq(valOf(e), a[0]))
				return Effect{Post: put(pre, k, smt.Ite(hit, present(a[1]), e)), Results: []*smt.Term{hit},
					Panics:     smt.And(isPresent(e), v.EqPanics(valOf(e), a[0])),
					PanicValue: v.Func("panic!uncomparable", values.AnySort, v.TypeOf(a[0]))}
			})},
		{Name: "CompareAndDelete", PanicsOnUncomparable: true, Sig: "CompareAndDelete(key, old any) (deleted bool)", Results: 1, MayMutate: true,
			Doc: "present(v) and v == old → key ↦ absent, true; otherwise false, unchanged; v == old panics on equal uncomparable dynamic types",
			Apply: keyed(func(v *values.Model, pre, k, e *smt.Term, a []*smt.Term) Effect {
				hit := smt.And(isPresent(e), v.GoEq(valOf(e), a[0]))
				return Effect{Post: put(pre, k, smt.Ite(hit, absent, e)), Results: []*smt.Term{hit},
					Panics:     smt.And(isPresent(e), v.EqPanics(valOf(e), a[0])),
					PanicValue: v.Func("panic!uncomparable", values.AnySort, v.TypeOf(a[0]))}
			})},
		{Name: "Clear", Sig: "Clear()", MayMutate: true,
			Doc: "every key ↦ absent",
			Apply: func(v *values.Model, pre *smt.Term, _ []*smt.Term) Effect {
				return Effect{Post: smt.Apply("(as const "+mapSort.String()+")", mapSort, absent), Panics: smt.False}
			}},
		{Name: "Range", Sig: "Range(f func(key, value any) bool)", MayMutate: true,
			NotAtomic: "Range is not a snapshot: other goroutines' changes during the iteration may or may not be seen",
			Split:     rangeByKey, // the documented guarantee: each key's mapping from any point during the call
		},
	}
}

// Entry implements Keyed.
func (SyncMap) Entry(state, key *smt.Term) *smt.Term { return sel(state, key) }

// EntrySort implements Keyed.
func (SyncMap) EntrySort() smt.Sort { return entrySort }

// Put implements Keyed.
func (SyncMap) Put(state, key, entry *smt.Term) *smt.Term { return put(state, key, entry) }
