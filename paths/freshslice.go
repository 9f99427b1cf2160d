// This file defines what a path knows of the slices it builds itself with
// append: their elements, until the slice is published.
//
// The rule (fresh memory anywhere, slices). append(s, xs...) where s is nil
// or a slice the path built by append is a new slice value of the path:
// its elements are s's followed by xs (the elements of a ...-argument
// built in place, or of a slice the path built), its len their number,
// and s[i] reads them exactly. It is published, as a map is (freshmap.go),
// by a collection or functional call whose arguments reach it; reads of
// it are then arbitrary (memory another goroutine may change) and
// appending to it is refused. append to any other slice is refused: it
// may write that slice's backing array, memory outside the path.
//
// Soundness. The backing array of a slice the path built by append from
// nil is memory the path allocated; no one else holds it until one of the
// publishing steps. Two appends to the same slice may share its backing
// array (when it has spare capacity, which the encoding does not know):
// an append to s may overwrite, in the other slices of that array, the
// elements from s's length on: they become arbitrary. Element stores into
// such slices are not modeled (refused as stores outside the path).
// Contents for obligations are the lengths after each append of the
// slice's history, then its elements: two slices built by appends of the
// same lengths from nil have the same capacity (append's growth depends
// only on the old capacity, the length it needs and the element type), so
// with equal elements the condensed run's slice may be the original's, as
// for any fresh allocation.

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A backing is the backing array that slices built by appends may share:
// an identity, shared by the objects of one array.
type backing struct{ _ byte }

// freshSlice returns the path's own slice object whose value is s.
func (w *walker) freshSlice(st *state, s *smt.Term) *object {
	if s.Kind != smt.Var {
		return nil
	}
	for _, o := range st.objects {
		if o.array != nil && o.ptr.Op == s.Op {
			return o
		}
	}
	return nil
}

// appendFresh translates append(s, xs...) on nil or a fresh slice.
func (w *walker) appendFresh(st *state, in *ssa.Call) {
	st.effects++
	args := in.Common().Args
	var elems []*smt.Term
	var arr *backing
	var history []int
	known := true
	if s := w.value(st, args[0]); !isNilConst(args[0]) && s.String() != w.model.Zero(args[0].Type()).String() {
		src := w.freshSlice(st, s)
		switch {
		case src == nil:
			w.refuse(in.Pos(), "append to a slice the function did not build: it may write that slice's backing array; not supported")
			return
		case src.published != "":
			w.refuse(in.Pos(), "append to a slice the function built, after %s published it: not supported", src.published)
			return
		}
		arr, elems, known = src.array, append([]*smt.Term(nil), src.elems...), !src.unknown
		history = append([]int(nil), src.history...)
		w.overwrite(st, src, in.Type().Underlying().(*types.Slice).Elem())
	} else {
		arr = &backing{}
	}
	more, ok := w.appendedElems(st, args[1])
	st.env[in] = w.havoc(st, in)
	o := &object{site: in, typ: in.Type(), ptr: st.env[in], array: arr, elems: append(elems, more...), unknown: !known || !ok}
	o.history = append(history, len(o.elems))
	if len(o.elems) > 0 || !ok {
		st.facts = append(st.facts, smt.Not(smt.Eq(o.ptr, w.model.Zero(in.Type()))))
	}
	st.objects = append(st.objects, o)
}

// overwrite havocs what an append to src may overwrite in the slices
// sharing its backing array: their elements from len(src) on (all of
// them when src's length is unknown), as src's spare capacity may be
// where they live.
func (w *walker) overwrite(st *state, src *object, elem types.Type) {
	for _, o := range st.objects {
		if o == src || o.array != src.array || o.unknown {
			continue
		}
		from := len(src.elems)
		if src.unknown {
			from = 0
		}
		for j := from; j < len(o.elems); j++ {
			o.elems[j] = w.fresh(st, "elem", w.model.Sort(elem))
			w.setName(o.elems[j].Op, "an element a later append may have overwritten")
		}
	}
}

// appendedElems returns the elements of append's second argument: a
// ...-argument built in place, nil, or a slice the path built.
func (w *walker) appendedElems(st *state, v ssa.Value) ([]*smt.Term, bool) {
	if elems, ok := variadicElems(v); ok {
		var out []*smt.Term
		for _, e := range elems {
			out = append(out, w.value(st, e))
		}
		return out, true
	}
	if isSlice(v.Type()) {
		if o := w.freshSlice(st, w.value(st, v)); o != nil && !o.unknown && o.published == "" {
			return append([]*smt.Term(nil), o.elems...), true
		}
	}
	w.value(st, v)
	return nil, false
}

// freshSliceLen is len(s) of a fresh slice of the path with known elements.
func (w *walker) freshSliceLen(st *state, s *smt.Term) (*smt.Term, bool) {
	o := w.freshSlice(st, s)
	if o == nil || o.unknown || o.published != "" {
		return nil, false
	}
	return smt.BVLit(uint64(len(o.elems)), 64), true
}

// sliceLoad reads s[i] of a fresh slice of the path with known elements
// (the bounds check is indexAddr's).
func (w *walker) sliceLoad(st *state, in *ssa.UnOp) (*smt.Term, bool) {
	ia, ok := in.X.(*ssa.IndexAddr)
	if !ok || !isSlice(ia.X.Type()) {
		return nil, false
	}
	o := w.freshSlice(st, w.value(st, ia.X))
	if o == nil || o.unknown || o.published != "" || len(o.elems) == 0 {
		return nil, false
	}
	i := index64(w.value(st, ia.Index), ia.Index.Type())
	v := o.elems[len(o.elems)-1]
	for j := len(o.elems) - 2; j >= 0; j-- {
		v = smt.Ite(smt.Eq(i, smt.BVLit(uint64(j), 64)), o.elems[j], v)
	}
	return v, true
}

// sliceContents is what obligations compare for a fresh slice: the
// lengths after each append that built it from nil (its capacity is a
// function of them: append grows by the old capacity and the length it
// needs), then its elements.
func sliceContents(o *object) []*smt.Term {
	var out []*smt.Term
	for _, n := range o.history {
		out = append(out, smt.BVLit(uint64(n), 64))
	}
	return append(out, o.elems...)
}
