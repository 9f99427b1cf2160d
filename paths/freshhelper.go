// This file defines the new maps functional helpers return (fresh memory
// anywhere, freshmap.go): a map the helper's body makes on every run is a
// fresh map of the calling path.

package paths

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// bodyMap returns result j of functional call fc at site as a new map of
// the path, when the callee's body shows one: every return returns, as
// its only result that can reach memory, a map it made (newMapResult).
// The annotation, checked against the body, says the callee keeps no
// reference to it. Its contents are the callee's: a function of the
// arguments when no argument reaches memory, else unknown (the callee
// may have read memory that changes).
func (w *walker) bodyMap(st *state, fc *fnCall, site ssa.Value, j int, t types.Type) (*smt.Term, bool) {
	call, ok := site.(*ssa.Call)
	if !ok || !isMap(t) || !newMapResult(call.Call.StaticCallee(), j, 0) {
		return nil, false
	}
	results := fc.sig.Results()
	for i := 0; i < results.Len(); i++ {
		if i != j && reachesMemory(results.At(i).Type(), nil) {
			return nil, false // another result could share the map
		}
	}
	r := w.fresh(st, "fn", w.model.Sort(t))
	w.freshFacts(st, r, t)
	o := w.helperMap(site, t, r, fc.name, j, fc.args)
	if fc.havoc {
		o.base, o.unknown = nil, true
	}
	st.objects = append(st.objects, o)
	return r, true
}

// newMapResult reports whether every return of fn returns, as result j, a
// map it made: a make (or literal), a choice among such, or what a
// function it calls returns as such, to depth maxFreshDepth.
func newMapResult(fn *ssa.Function, j, depth int) bool {
	if fn == nil || len(fn.Blocks) == 0 || depth > maxFreshDepth {
		return false
	}
	var made func(v ssa.Value, seen map[ssa.Value]bool) bool
	made = func(v ssa.Value, seen map[ssa.Value]bool) bool {
		if seen[v] {
			return true // a cycle adds no other value
		}
		seen[v] = true
		switch a := v.(type) {
		case *ssa.MakeMap:
			return true
		case *ssa.Phi:
			for _, e := range a.Edges {
				if !made(e, seen) {
					return false
				}
			}
			return true
		case *ssa.Call:
			return newMapResult(a.Call.StaticCallee(), 0, depth+1)
		case *ssa.Extract:
			if c, ok := a.Tuple.(*ssa.Call); ok {
				return newMapResult(c.Call.StaticCallee(), a.Index, depth+1)
			}
		}
		return false
	}
	returns := 0
	for _, b := range fn.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			returns++
			if j >= len(ret.Results) || !made(ret.Results[j], map[ssa.Value]bool{}) {
				return false
			}
		}
	}
	return returns > 0
}

// helperMap is the new map that result j of a call of a functional helper
// returns (its body shows a new map on every run): the path's own, holding
// what the helper put there, a function of its name, j and its arguments.
func (w *walker) helperMap(site ssa.Value, t types.Type, ptr *smt.Term, name string, j int, args []*smt.Term) *object {
	base := &mapBase{name: fmt.Sprintf("%s!%d", name, j), args: append([]*smt.Term{smt.IntLit(int64(j))}, args...)}
	return &object{site: site, typ: t, ptr: ptr, base: base}
}

// mapsClone translates maps.Clone(m): nil when m is nil, else a new map
// of the path holding m's entries at the call: m's writes when m is a map
// of the path with known contents, else unknown (m is memory other
// goroutines may change); the path forks on m == nil. Its documentation
// and its body (the run time's clone) make a new map for every non-nil m
// and keep no reference to m; the clone holds m's values, which the
// clone's publication reaches (an unknown clone publishes everything).
func (w *walker) mapsClone(st *state, b *ssa.BasicBlock, i int, in *ssa.Call) bool {
	arg := in.Common().Args[0]
	m := w.value(st, arg)
	t := in.Type()
	r := w.fresh(st, "clone", w.model.Sort(t))
	w.nameAs(r, in)
	if isNil := smt.Eq(m, w.nilOf(arg.Type())); m.String() == w.nilOf(arg.Type()).String() {
		st.env[in] = w.nilOf(t)
		return true
	} else if !st.nonnil[arg] {
		ns := st.clone()
		ns.conds = append(ns.conds, isNil)
		ns.env[in] = w.nilOf(t)
		w.instrs(ns, b, i+1)
		st.conds = append(st.conds, smt.Not(isNil))
	}
	w.freshFacts(st, r, t)
	o := &object{site: in, typ: t, ptr: r, unknown: true}
	if src, _ := w.freshMap(st, m); src != nil && !src.unknown { // a copy of the path's own map
		o.base, o.writes, o.unknown = src.base, append([]mapWrite(nil), src.writes...), false
	}
	st.objects = append(st.objects, o)
	st.env[in] = r
	st.nonnil[in] = true
	return true
}

// isMapsClone recognises maps.Clone (any instantiation).
func isMapsClone(obj *types.Func) bool {
	return obj.Pkg() != nil && obj.Pkg().Path() == "maps" && obj.Name() == "Clone"
}
