// This file defines the translation of defer: a deferred call of a
// functional function has no effect, but it runs when the function returns
// or panics, and if it panics, that panic becomes the outcome (replacing a
// panic in progress). Deferred calls with effects are refused.

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A deferred call: whether it panics, and with what value.
type deferred struct {
	panics, value *smt.Term
}

// deferCall records a deferred call, its arguments evaluated now.
func (w *walker) deferCall(st *state, in *ssa.Defer) {
	st.effects++
	cc := in.Common()
	callee := cc.StaticCallee()
	if cc.IsInvoke() || callee == nil {
		w.refuse(in.Pos(), "defer of a dynamic call: not supported")
		return
	}
	if onCycle(in.Block()) {
		// Every iteration pushes a deferred call, but a path runs one
		// iteration: the earlier ones' calls would be lost.
		w.refuse(in.Pos(), "defer in a loop: not supported")
		return
	}
	argOnly, ok := w.functionalKind(callee)
	if !ok {
		w.refuse(in.Pos(), "defer of %s, which may have effects: not supported (only functional calls may be deferred)", callee.RelString(w.fn.Pkg.Pkg))
		return
	}
	if obj := callee.Object().(*types.Func); w.prog.BadAnnotations[origin(obj)] != nil {
		w.refuseNotAtomic(&Refusal{Pos: in.Pos(), Message: w.brokenAnnotation("defers", obj, w.prog.BadAnnotations[origin(obj)])})
		return
	}
	fc := w.prepareFunctional(st, cc, callee.Object().(*types.Func), argOnly)
	p, v := w.fnPanics(st, fc)
	st.defers = append(st.defers, deferred{panics: p, value: v})
}

// onCycle reports whether b can run again after itself (it lies in a loop).
func onCycle(b *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{}
	work := append([]*ssa.BasicBlock(nil), b.Succs...)
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if s == b {
			return true
		}
		if !seen[s] {
			seen[s] = true
			work = append(work, s.Succs...)
		}
	}
	return false
}

// deferredPanic returns the outcome of running the deferred calls, last
// first: whether one panics, and the value of the panic that ends the
// function, starting from value (nil when the function was returning).
func deferredPanic(st *state, panicking, value *smt.Term) (*smt.Term, *smt.Term) {
	for i := len(st.defers) - 1; i >= 0; i-- {
		d := st.defers[i]
		value = smt.Ite(d.panics, d.value, value)
		panicking = smt.Or(panicking, d.panics)
	}
	return panicking, value
}

// runDefers translates RunDefers before a return: the path forks on whether
// a deferred call panics.
func (w *walker) runDefers(st *state, b *ssa.BasicBlock, i int) bool {
	if len(st.defers) == 0 {
		return true
	}
	cond, value := deferredPanic(st, smt.False, w.model.Nil())
	st.defers = nil // they have run
	return w.guard(st, b, i, cond, value, nil)
}
