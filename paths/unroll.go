// This file defines the unrolled walk: for a function with loops, the runs
// that take at most MaxUnroll back edges, with every loop-carried value
// exact, and the prefixes of the runs that would take more. Witnesses use
// them: a run of the function is an unrolled path or extends a deep one.

package paths

import (
	"fmt"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// MaxUnroll bounds the back edges an unrolled path takes, in all loops.
const MaxUnroll = 2

// unroll walks fn again from init (the state holding the inputs), taking
// back edges, once for each level of w.out.Unrolled. It stops after a
// level that holds every run (no Deep) or at one that exceeds MaxPaths.
func (w *walker) unroll(init *state) {
	index := map[string]int{}
	for i, p := range w.out.Paths {
		if _, dup := index[runKey(p.Blocks, p)]; !dup {
			index[runKey(p.Blocks, p)] = i
		}
	}
	for n := 0; n <= MaxUnroll; n++ {
		x := &walker{prog: w.prog, client: w.client, fn: w.fn, model: w.model, loops: w.loops, asWritten: w.asWritten,
			out:   &Func{Fn: w.fn, Client: w.client, Inputs: w.out.Inputs, Model: w.model, Names: w.out.Names, Fixed: w.out.Fixed, Constructed: w.out.Constructed},
			early: w.early, inlined: w.inlined, nlocal: w.nlocal, exact: true, maxBack: n}
		x.block(init.clone(), w.fn.Blocks[0], nil)
		if x.refusal != nil || !w.sameObjects(x.out.Objects) {
			return
		}
		w.nlocal = x.nlocal // locals stay unique across the function
		for _, u := range x.out.Paths {
			u.Of = -1
			if i, ok := index[runKey(w.fold(u.Blocks), u)]; ok {
				u.Of = i
			}
		}
		w.out.Unrolled = append(w.out.Unrolled, &Unrolling{Back: n, Paths: x.out.Paths, Deep: x.deep})
		if len(x.deep) == 0 {
			return
		}
	}
}

// sameObjects reports whether the unrolled walk numbered the objects it
// met (objs) as the function's walk did, so that a call's Object means the
// same object in both. When the numbers differ, the unrolled runs are left
// out: no witness is searched among them. (The unrolled walk's names of
// family members are not kept: one expression, s.stripes[i], names a
// different member in each iteration; witnesses print such members by
// pointer.)
func (w *walker) sameObjects(objs []*Object) bool {
	for i, o := range objs {
		if i >= len(w.out.Objects) || w.out.Objects[i].key != o.key {
			return false
		}
	}
	return true
}

// cut records a run of the unrolled walk about to take one back edge too
// many, from pred to the loop header b: its conditions and calls so far.
func (w *walker) cut(st *state, b, pred *ssa.BasicBlock) {
	if len(w.out.Paths)+len(w.deep) >= MaxPaths {
		w.refuseBudget()
		return
	}
	events, reads := st.pathEvents()
	w.deep = append(w.deep, &Path{Blocks: st.blocks, Conds: st.conds, Calls: st.calls,
		Locals: st.locals, Facts: st.facts, Of: -1, Back: st.back, Loads: st.loads, Orders: st.orders, Clocks: st.clocks, Cycle: w.cycle(st, b, pred),
		Events: events, ChanReads: reads})
}

// A loopEntry is what held when a run entered a loop header: the calls
// made so far, the effects (state.effects), the values of the header's
// phis.
type loopEntry struct {
	calls, effects int
	phis           []*smt.Term
}

// cycle returns the Cycle of a run about to take the back edge from pred
// to b, or nil when the iteration since the run last entered b had an
// effect besides its collection calls. Within one iteration, every value
// is computed from the header's phis, values defined before the loop
// (fixed while it runs), the collection's state and memory (which a
// serial run does not change but through the collection and its own
// stores): with no store and no iterator step, the iteration is a
// function of the phis and the state.
func (w *walker) cycle(st *state, b, pred *ssa.BasicBlock) *Cycle {
	e, ok := st.entries[b]
	if !ok || e.effects != st.effects || len(st.stack) > 0 {
		return nil
	}
	same := []*smt.Term{smt.True}
	i := 0
	for _, instr := range b.Instrs {
		phi, ok := instr.(*ssa.Phi)
		if !ok {
			continue
		}
		same = append(same, smt.Eq(w.value(st, phi.Edges[predIndex(b, pred)]), e.phis[i]))
		i++
	}
	return &Cycle{From: e.calls, Same: smt.And(same...)}
}

// fold removes the earlier iterations of each loop from an unrolled run's
// blocks: from a header's first visit up to its last, outermost loops
// first. What remains is the block sequence of the loop-free path that
// runs the same last iterations.
func (w *walker) fold(blocks []int) []int {
	headers := map[int]bool{}
	for h := range w.loops.header {
		if h.Parent() == w.fn {
			headers[h.Index] = true
		}
	}
	out := append([]int(nil), blocks...)
	for changed := true; changed; {
		changed = false
		for i, b := range out {
			if !headers[b] {
				continue
			}
			last := i
			for j := i + 1; j < len(out); j++ {
				if out[j] == b {
					last = j
				}
			}
			if last > i {
				out = append(out[:i], out[last:]...)
				changed = true
				break
			}
		}
	}
	return out
}

// runKey identifies a path by its blocks, its end and whether it panics.
func runKey(blocks []int, p *Path) string {
	var sb strings.Builder
	for _, b := range blocks {
		fmt.Fprintf(&sb, "%d,", b)
	}
	fmt.Fprintf(&sb, "|%d|%v", p.End, p.Panics)
	return sb.String()
}
