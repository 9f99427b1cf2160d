// This file defines the translation of a callback's body into terms
// (axioms.FuncDef), for witness search only: proofs keep the callback an
// uninterpreted function (callbacks.go). The body is walked as a function
// of its own: its captured values and its arguments are formal
// parameters, its paths (no loops) give its outcome as an ite over their
// conditions, and a panic on a path is a panic of the callback. A body
// whose terms depend on anything but the formals (a value read from
// memory, a fresh allocation) has no definition.

package paths

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// cellOf keys, in a path's environment, the captured value held by the
// cell a closure's free variable points to (a load of it is that value).
type cellOf struct{ *ssa.FreeVar }

// capturedLoad returns the value of a load from a callback's captured
// cell, when the callback's body is being translated (callbackDef).
func capturedLoad(st *state, in *ssa.UnOp) (*smt.Term, bool) {
	fv, ok := in.X.(*ssa.FreeVar)
	if !ok {
		return nil, false
	}
	v, ok := st.env[cellOf{fv}]
	return v, ok
}

// callbackDef translates the body of fn, a callback whose free variables
// are bound to bindings and hold f.Captured at the call, or returns nil.
func (w *walker) callbackDef(fn *ssa.Function, bindings []ssa.Value, f *axioms.Func) *axioms.FuncDef {
	ls, r := findLoops(fn)
	if r != nil || len(ls.header) > 0 || len(bindings) != len(f.Captured) || len(fn.FreeVars) != len(bindings) {
		return nil
	}
	sub := w.subWalker(fn, ls)
	st := newState()
	def := &axioms.FuncDef{}
	formal := func(t types.Type, s smt.Sort) *smt.Term {
		x := smt.Const(fmt.Sprintf("cbdef!%d", len(def.Params)), s)
		def.Params, def.Types = append(def.Params, x), append(def.Types, t)
		return x
	}
	for i, fv := range fn.FreeVars {
		if _, cell := bindings[i].(*ssa.Alloc); cell {
			elem := fv.Type().Underlying().(*types.Pointer).Elem()
			st.env[cellOf{fv}] = formal(elem, f.Captured[i].Sort)
			st.nonnil[fv] = true
			continue
		}
		st.env[fv] = formal(fv.Type(), f.Captured[i].Sort)
	}
	for _, p := range fn.Params {
		st.env[p] = formal(p.Type(), w.model.Sort(p.Type()))
	}
	sub.block(st, fn.Blocks[0], nil)
	if sub.refusal != nil || len(sub.out.Paths) == 0 {
		return nil
	}
	return outcomeDef(sub, fn, def)
}

// outcomeDef folds the body's paths into def's results and panic, when
// every term is a function of def's formals (no path has locals in them).
func outcomeDef(w *walker, fn *ssa.Function, def *axioms.FuncDef) *axioms.FuncDef {
	locals := map[string]bool{}
	for _, p := range w.out.Paths {
		for _, l := range p.Locals {
			locals[l.Op] = true
		}
	}
	rs := fn.Signature.Results()
	for i := 0; i < rs.Len(); i++ {
		def.Results = append(def.Results, w.model.Zero(rs.At(i).Type()))
	}
	def.Panics, def.PanicValue = smt.False, w.model.Nil()
	var terms []*smt.Term
	// Later paths first, so that the first path whose condition holds
	// gives the outcome (the paths partition the inputs).
	for n := len(w.out.Paths) - 1; n >= 0; n-- {
		p := w.out.Paths[n]
		if len(p.Calls) > 0 || p.Exceptional || len(p.Facts) > 0 {
			return nil
		}
		cond := smt.And(p.Conds...)
		terms = append(terms, p.Conds...)
		terms = append(terms, p.Result...)
		if p.Panics {
			def.Panics = smt.Or(cond, def.Panics)
			def.PanicValue = smt.Ite(cond, p.Result[0], def.PanicValue)
			continue
		}
		if len(p.Result) != len(def.Results) {
			return nil
		}
		for i, r := range p.Result {
			def.Results[i] = smt.Ite(cond, r, def.Results[i])
		}
	}
	free := false
	smt.Walk(terms, func(t *smt.Term) {
		if t.Kind == smt.Var && locals[t.Op] {
			free = true
		}
	})
	if free {
		return nil
	}
	return def
}
