// This file defines what the path knows of its fresh memory when a loop's
// exceptional iteration starts (walk.go: the values the loop carries are
// arbitrary there, and the fresh objects' contents unknown).
//
// The rule. The earlier iterations may have written the path's fresh
// maps (when the function writes maps at all): their contents become
// unknown, and writes to them stay the path's own. A value the loop
// carries that can reach memory may hold any object made before, which
// then counts as published. One exception keeps the common accumulator
// a fresh slice: a carried slice whose every incoming value is nil or an
// append, to nil or to the carried slice itself (out = append(out, x)),
// is a slice the path built, of unknown length and elements, which
// later appends may extend — when it is the only carried value that can
// reach memory. An object a caller allocated keeps its contents across
// the loop of a helper that writes only the helper's own memory
// (freshcaller.go).
//
// Soundness. The earlier iterations are repeating ones: their collection
// calls are accessors (obligations prove it), which keep no argument, and
// every other way a reference leaves the path is refused; so nothing made
// before the loop, nor the accumulator's backing array, was published by
// them, except through a value the loop carries. An accumulator built by
// appends from nil shares its backing array with no object made before
// the loop. When another carried value can reach memory, it may hold the
// accumulator's array (a functional helper's result, say), so then the
// accumulator is not the path's own either.

package paths

import (
	"go/token"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// freshAtLoop updates the path's fresh objects at the entry of the
// exceptional iteration of the loop headed by h, whose phis are phis, with
// the arbitrary values vals: earlier iterations may have stored into them,
// but for a local variable's cell the loop never writes (untouchedInLoop)
// and maps when the function writes none; contents unknown before stay
// unknown.
func (w *walker) freshAtLoop(st *state, h *ssa.BasicBlock, phis []*ssa.Phi, vals []*smt.Term) {
	carried, others := false, false
	for _, phi := range phis {
		if reachesMemory(phi.Type(), nil) {
			carried = true
			others = others || !accumulator(phi)
		}
	}
	writes := writesMaps(w.fn, 0)
	for _, o := range st.objects {
		if carried && o.published == "" {
			o.published = "a value the loop carries"
		}
		switch {
		case o.isMapObject():
			o.unknown = o.unknown || writes
		case !untouchedInLoop(o, h) && !unwrittenByLoop(o, h): // freshcaller.go
			o.unknown = true
		}
	}
	if others {
		return
	}
	for i, phi := range phis {
		if reachesMemory(phi.Type(), nil) && vals[i].Kind == smt.Var {
			o := &object{site: phi, typ: phi.Type(), ptr: vals[i], array: &backing{}, unknown: true}
			st.objects = append(st.objects, o)
		}
	}
}

// accumulator reports whether every value phi receives is nil, an append
// to nil inside the loop, or an append to such a phi (phi itself included).
func accumulator(phi *ssa.Phi) bool {
	if !isSlice(phi.Type()) {
		return false
	}
	seen := map[*ssa.Phi]bool{}
	var ok func(v ssa.Value) bool
	ok = func(v ssa.Value) bool {
		switch a := v.(type) {
		case *ssa.Const:
			return a.IsNil()
		case *ssa.Phi:
			if seen[a] {
				return true
			}
			seen[a] = true
			for _, e := range a.Edges {
				if !ok(e) {
					return false
				}
			}
			return true
		case *ssa.Call:
			bi, isBuiltin := a.Call.Value.(*ssa.Builtin)
			if !isBuiltin || bi.Name() != "append" {
				return false
			}
			if isNilConst(a.Call.Args[0]) { // a new array, made in the loop (not one made before it)
				return phi.Block().Dominates(a.Block())
			}
			return ok(a.Call.Args[0])
		}
		return false
	}
	return ok(phi)
}

// untouchedInLoop reports whether no earlier iteration of the loop headed
// by h can have changed what object o holds: o is a local variable's cell
// (an ssa.Alloc of h's function, `next` when the code takes &next) that
// no instruction of the loop stores to, and whose address reaches nothing
// but loads and stores to it before the loop is left for good (every
// other use of the address lies where h can no longer be reached, or only
// through the cell's allocation again, which makes a new one). Such a cell
// keeps what the path stored in it before the loop.
//
// Soundness: a cell is written only by a store to its address, directly
// or through an alias; the loop's own stores to it are ruled out, and an
// alias exists only after a use of the address other than a load or a
// store to it, none of which can run before an iteration of the loop.
func untouchedInLoop(o *object, h *ssa.BasicBlock) bool {
	alloc, ok := o.site.(*ssa.Alloc)
	if !ok || alloc.Parent() != h.Parent() || alloc.Referrers() == nil {
		return false
	}
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.DebugRef:
			continue
		case *ssa.UnOp:
			if r.Op == token.MUL {
				continue
			}
		case *ssa.Store:
			if r.Addr == alloc && !inLoop(r.Block(), h) {
				continue
			}
			if r.Addr == alloc {
				return false
			}
		}
		if reachesAvoiding(r.Block(), h, alloc.Block()) {
			return false
		}
	}
	return true
}

// reachesAvoiding reports whether h can be reached from the end of block
// from without passing through block alloc, which would make a new cell
// (the object, as the loop sees it, is the latest one made).
func reachesAvoiding(from, h, alloc *ssa.BasicBlock) bool {
	if from == h {
		return true
	}
	seen := map[*ssa.BasicBlock]bool{}
	work := append([]*ssa.BasicBlock(nil), from.Succs...)
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == h {
			return true
		}
		if seen[b] || b == alloc {
			continue
		}
		seen[b] = true
		work = append(work, b.Succs...)
	}
	return false
}

// inLoop reports whether block b belongs to the natural loop headed by h:
// h dominates it and it can reach h again.
func inLoop(b, h *ssa.BasicBlock) bool {
	return h.Dominates(b) && reaches(b, h)
}

// reaches reports whether block to can be reached from block from (from
// itself included) in the control-flow graph.
func reaches(from, to *ssa.BasicBlock) bool {
	return reachesAvoiding(from, to, nil)
}
