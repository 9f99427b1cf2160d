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
	def, _ = outcomeDef(sub, fn, def, nil)
	return def
}

// outcomeDef folds the body's paths into def's results and panic, when
// every term it uses is a function of def's formals (no path has locals in
// them). A result that mayOpen marks may instead be left open (a fresh
// object a helper returns: fndefs.go): when it mentions locals on some
// path it stays the zero value, and open reports it. Facts that do not
// mention the formals (a fresh object is not nil) constrain no input and
// are dropped.
func outcomeDef(w *walker, fn *ssa.Function, def *axioms.FuncDef, mayOpen []bool) (_ *axioms.FuncDef, open []bool) {
	locals := map[string]bool{}
	for _, p := range w.out.Paths {
		for _, l := range p.Locals {
			locals[l.Op] = true
		}
	}
	formal := map[string]bool{}
	for _, p := range def.Params {
		formal[p.Op] = true
	}
	mentions := func(set map[string]bool, ts ...*smt.Term) bool {
		found := false
		smt.Walk(ts, func(u *smt.Term) {
			found = found || u.Kind == smt.Var && set[u.Op]
		})
		return found
	}
	rs := fn.Signature.Results()
	open = make([]bool, rs.Len())
	for i := 0; i < rs.Len(); i++ {
		def.Results = append(def.Results, w.model.Zero(rs.At(i).Type()))
	}
	def.Panics, def.PanicValue = smt.False, w.model.Nil()
	var terms []*smt.Term
	for _, p := range w.out.Paths {
		if len(p.Calls) > 0 || p.Exceptional {
			return nil, nil
		}
		for _, f := range p.Facts {
			if mentions(formal, f) {
				return nil, nil
			}
		}
		terms = append(terms, p.Conds...)
		if p.Panics {
			terms = append(terms, p.Result...)
			continue
		}
		if len(p.Result) != len(def.Results) {
			return nil, nil
		}
		for i, r := range p.Result {
			if i < len(mayOpen) && mayOpen[i] && mentions(locals, r) {
				open[i] = true
				continue
			}
			terms = append(terms, r)
		}
	}
	if mentions(locals, terms...) {
		return nil, nil
	}
	// Later paths first, so that the first path whose condition holds
	// gives the outcome (the paths partition the inputs).
	for n := len(w.out.Paths) - 1; n >= 0; n-- {
		p := w.out.Paths[n]
		cond := smt.And(p.Conds...)
		if p.Panics {
			def.Panics = smt.Or(cond, def.Panics)
			def.PanicValue = smt.Ite(cond, p.Result[0], def.PanicValue)
			continue
		}
		for i, r := range p.Result {
			if !open[i] {
				def.Results[i] = smt.Ite(cond, r, def.Results[i])
			}
		}
	}
	return def, open
}
