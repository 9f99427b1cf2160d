// This file defines what a path knows of the maps it made itself (make,
// a composite literal, an inlined helper's make, a functional helper's
// new map): their contents, as the sequence of writes since the map was
// made, until the map is published.
//
// The rule (fresh memory anywhere). A map the path made is memory no other
// goroutine can reach until the path hands it out; until then the path's
// writes to it (m[k] = v, delete, clear) are its own and exact, and so are
// its reads (m[k], v, ok := m[k], len(m)). It is published — its reads
// become arbitrary and its writes are refused, naming the publishing call —
// by a collection call whose arguments or callbacks reach it, or by a
// functional call whose arguments reach it (a result may hold it), where
// "reach" follows the path's terms: the map's own pointer, a value built
// from it (boxed, in a struct), a fresh object whose contents hold one, or
// the result of a functional call it was passed to. A map the path finds
// anywhere else (loaded from memory, a parameter, a loop-carried value) is
// not one of its objects, and writing it stays refused.
//
// Soundness. A fresh map is distinct from every map that existed before
// (freshFacts), and no one but the path holds a reference to it until one
// of the publishing steps above: every other way a reference can leave the
// path — stores to shared memory, go statements, channel sends, calls of
// unknown code — is refused by the walk. So between the map's creation
// and its publication its contents are exactly the path's writes over its
// base: empty for make, or, for a functional helper's new map, a function
// of the helper's arguments (the annotation, trusted and checked against
// the body, says the helper is deterministic). In an exceptional loop
// iteration the earlier iterations may have written the map: its contents
// become unknown (reads arbitrary, writes still the path's, as no earlier
// iteration can have published it without a collection call that mutates,
// which purity forbids), and when the loop carries a value that can reach
// memory, that value may hold the map: it counts as published. Keys are
// compared with SMT equality only for key types whose Go == is that
// equality (integers, strings, bools, pointers, channels and structs and
// arrays of them); other key types are refused.
//
// Contents for obligations (Alloc.Contents): the base's terms, then each
// write as (key, value, deleted). Two maps built by the same writes in the
// same order from the same base are equal; obligations identify the
// condensed run's map with the original's only then, which is sound since
// equal write sequences give equal contents.

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A mapWrite is one write to a fresh map: m[key] = val, delete(m, key)
// (del), or clear(m) (key nil).
type mapWrite struct {
	key, val *smt.Term
	del      bool
}

// A mapBase is what a functional helper's new map holds before the path
// writes it: functions of the helper's name, result index and arguments.
type mapBase struct {
	name string
	args []*smt.Term
}

// isMapObject reports whether o is a map the path made.
func (o *object) isMapObject() bool {
	return o.elem == nil && o.site != nil && isMap(o.mapType())
}

func (o *object) mapType() types.Type {
	if o.typ != nil {
		return o.typ
	}
	return o.site.Type()
}

// freshMap returns the path's own, unpublished map whose pointer is m, or
// nil and why not ("" when m is no map of the path).
func (w *walker) freshMap(st *state, m *smt.Term) (*object, string) {
	if m.Kind != smt.Var {
		return nil, ""
	}
	for _, o := range st.objects {
		if o.isMapObject() && o.ptr.Op == m.Op {
			if o.published != "" {
				return nil, "writes a map the function made, after " + o.published + " published it"
			}
			return o, ""
		}
	}
	return nil, ""
}

// exactKey reports whether Go's == on keys of type t is SMT equality of
// their terms: no floats (NaN, ±0), no interfaces.
func exactKey(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsInteger|types.IsString|types.IsBoolean) != 0
	case *types.Pointer, *types.Chan:
		return true
	case *types.Array:
		return exactKey(u.Elem())
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !exactKey(u.Field(i).Type()) {
				return false
			}
		}
		return true
	}
	return false
}

// mapUpdate translates m[k] = v: exact on a fresh, unpublished map of the
// path, a panic on the nil map, refused elsewhere. It returns as guard.
func (w *walker) mapUpdate(st *state, b *ssa.BasicBlock, i int, in *ssa.MapUpdate) bool {
	st.effects++
	m := w.mapTerm(st, in.Map)
	if m.String() == w.nilOf(in.Map.Type()).String() { // Go: assignment to entry in nil map
		return w.guard(st, b, i, smt.True, w.runtimePanic("nilmap"), nil)
	}
	o, why := w.freshMap(st, m)
	if o == nil || !exactKey(in.Key.Type()) {
		if why == "" {
			why = "writes memory outside the path"
			if o != nil {
				why = "keys of type " + in.Key.Type().String() + " compare by Go's == on interfaces or floats"
			}
		}
		w.refuse(in.Pos(), "map assignment: %s; not supported", why)
		return true
	}
	o.writes = append(o.writes, mapWrite{key: w.value(st, in.Key), val: w.value(st, in.Value)})
	return true
}

// mapDelete translates delete(m, k) and clear(m) (k nil) on a fresh map.
func (w *walker) mapDelete(st *state, in *ssa.Call, name string) {
	st.effects++
	args := in.Common().Args
	m := w.mapTerm(st, args[0])
	if m.String() == w.nilOf(args[0].Type()).String() {
		return // delete and clear on the nil map do nothing
	}
	o, why := w.freshMap(st, m)
	if o == nil || !exactKey(args[0].Type().Underlying().(*types.Map).Key()) {
		if why == "" {
			why = "writes memory outside the path"
		}
		w.refuse(in.Pos(), "builtin %s: %s; not supported", name, why)
		return
	}
	if name == "clear" {
		o.writes = append(o.writes, mapWrite{del: true})
		o.base, o.unknown = nil, false // empty now
		return
	}
	o.writes = append(o.writes, mapWrite{key: w.value(st, args[1]), del: true})
}

// mapLookup returns m[k] and whether k is present, exactly, when m is a
// fresh, unpublished map of the path with known contents.
func (w *walker) mapLookup(st *state, mt *types.Map, m, k *smt.Term) (val, ok *smt.Term, exact bool) {
	o, _ := w.freshMap(st, m)
	if o == nil || o.unknown || !exactKey(mt.Key()) {
		return nil, nil, false
	}
	zero := w.model.Zero(mt.Elem())
	val, ok = zero, smt.False
	if o.base != nil {
		args := append(append([]*smt.Term(nil), o.base.args...), k)
		val = w.model.Func(o.base.name+"!get", w.model.Sort(mt.Elem()), args...)
		ok = w.model.Func(o.base.name+"!has", smt.Bool, args...)
	}
	for _, wr := range o.writes {
		if wr.key == nil { // clear: nothing before it counts
			val, ok = zero, smt.False
			continue
		}
		same := smt.Eq(wr.key, k)
		if wr.del {
			val, ok = smt.Ite(same, zero, val), smt.Ite(same, smt.False, ok)
		} else {
			val, ok = smt.Ite(same, wr.val, val), smt.Ite(same, smt.True, ok)
		}
	}
	return val, ok, true
}

// mapLen returns len(m), exactly, when m is a fresh, unpublished map of
// the path made empty with known contents: the number of writes since its
// last clear that set a key no later write touches.
func (w *walker) mapLen(st *state, m *smt.Term, s smt.Sort) (*smt.Term, bool) {
	o, _ := w.freshMap(st, m)
	if o == nil || o.unknown || o.base != nil || !exactKey(o.mapType().Underlying().(*types.Map).Key()) {
		return nil, false
	}
	writes := o.writes
	for i, wr := range o.writes {
		if wr.key == nil {
			writes = o.writes[i+1:]
		}
	}
	n := smt.BVLit(0, s.Width)
	for i, wr := range writes {
		if wr.del {
			continue
		}
		var kept []*smt.Term
		for _, later := range writes[i+1:] {
			kept = append(kept, smt.Not(smt.Eq(later.key, wr.key)))
		}
		n = smt.Ite(smt.And(kept...), smt.Apply("bvadd", s, n, smt.BVLit(1, s.Width)), n)
	}
	return n, true
}

// mapContents is what obligations compare to identify a fresh map with the
// condensed run's from the same site: the sizes make was given (or the
// helper's arguments), then every write as (key, value, kind), of the
// same sorts at every write of one site (kind 0 sets, 1 deletes, 2 clears).
func (w *walker) mapContents(o *object) []*smt.Term {
	mt := o.mapType().Underlying().(*types.Map)
	out := append([]*smt.Term(nil), o.sizes...)
	if o.base != nil {
		out = append(out, o.base.args...)
	}
	for _, wr := range o.writes {
		switch {
		case wr.key == nil:
			out = append(out, w.model.Zero(mt.Key()), w.model.Zero(mt.Elem()), smt.BVLit(2, 2))
		case wr.del:
			out = append(out, wr.key, w.model.Zero(mt.Elem()), smt.BVLit(1, 2))
		default:
			out = append(out, wr.key, wr.val, smt.BVLit(0, 2))
		}
	}
	return out
}

// writesMaps reports whether fn, or a function it calls statically, to
// depth 4, may write a map (m[k] = v, delete, clear): only then can the
// earlier iterations of a loop have changed a fresh map's contents.
func writesMaps(fn *ssa.Function, depth int) bool {
	if fn == nil || depth > 4 {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.MapUpdate:
				return true
			case ssa.CallInstruction:
				if bi, ok := in.Common().Value.(*ssa.Builtin); ok && (bi.Name() == "delete" || bi.Name() == "clear") {
					return true
				}
				if writesMaps(in.Common().StaticCallee(), depth+1) {
					return true
				}
			}
		}
	}
	return false
}

// mapTerm is the term of map value v, looking through fields of struct
// values the path built (s.Ports of s := Settings{Ports: m} is m).
func (w *walker) mapTerm(st *state, v ssa.Value) *smt.Term {
	f, ok := v.(*ssa.Field)
	if !ok {
		return w.value(st, v)
	}
	x := w.mapTerm(st, f.X)
	if _, isMake, ok := w.model.Selector(x.Op); ok && isMake && x.Kind == smt.App && f.Field < len(x.Args) {
		return x.Args[f.Field]
	}
	return w.value(st, v)
}

// selectMade is field i of compound value v of type t, taken from v's
// arguments when the path built v (so a fresh map stored in a struct
// value is found again by its pointer).
func (w *walker) selectMade(t types.Type, v *smt.Term, i int) *smt.Term {
	if _, isMake, ok := w.model.Selector(v.Op); ok && isMake && v.Kind == smt.App && i < len(v.Args) {
		return v.Args[i]
	}
	return w.model.Select(t, v, i)
}

// rangesFreshMap refuses, in the unrolled walk (witnesses only), a range
// over a map the path made: the runs there take a map's entries to be
// functions of its value (maprange.go), which the path's writes are not.
func (w *walker) rangesFreshMap(st *state, in *ssa.Range) bool {
	if !isMap(in.X.Type()) {
		return false
	}
	for _, o := range st.objects {
		if t := w.mapTerm(st, in.X); o.isMapObject() && t.Kind == smt.Var && o.ptr.Op == t.Op {
			w.refuse(in.Pos(), "range over a map the function made: its entries are its writes, not functions of its value; not supported in unrolled runs")
			return true
		}
	}
	return false
}

// nilComparison reports whether in compares a map, slice or function
// with nil, the only comparison Go allows on them: it holds exactly when
// the operand's term is the type's nil (its zero), which a map or slice
// the path made never is (freshFacts, freshslice.go).
func nilComparison(in *ssa.BinOp) bool {
	switch in.X.Type().Underlying().(type) {
	case *types.Map, *types.Slice, *types.Signature:
		return isNilConst(in.X) || isNilConst(in.Y)
	}
	return false
}
