// This file defines calls of functional functions: the functions the user
// marked //snowflake:functional or argfunctional, whose results are
// uninterpreted functions of their inputs (or fresh objects identified by
// site and arguments), and the standard-library functions treated as
// functional share the same translation (applyFunctional).

package paths

import (
	"fmt"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/specs"
	"github.com/snowflakeverify/snowflake/values"
	"go/types"
	"golang.org/x/tools/go/ssa"
)

// functionalCall translates a call of a function marked functional: each
// result is an uninterpreted function of the inputs the annotation names,
// the same in every run; so is whether the call panics.
func (w *walker) functionalCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, obj *types.Func, argOnly bool) bool {
	w.trustAnnotation(obj, argOnly)
	fc := w.prepareFunctional(st, in.Common(), obj, argOnly, false)
	if fc.havoc { // a result may hold what the arguments reach (freshmap.go)
		w.publishArgs(st, in, fc.args, nil)
	}
	return w.applyFunctional(st, b, i, in, fc)
}

// applyFunctional forks on the call's panic, then binds its results.
func (w *walker) applyFunctional(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, fc *fnCall) bool {
	panics, pv := w.fnPanics(st, fc)
	if panics.Kind == smt.Var {
		w.setName(panics.Op, "whether "+w.callName(in)+" panics")
		w.setName(pv.Op, "the panic value of "+w.callName(in))
	}
	return w.guard(st, b, i, panics, pv, func(st *state) {
		out := w.fnResults(st, fc, in)
		for j, o := range out {
			if len(out) == 1 {
				w.nameAs(o, in)
			} else if o.Kind == smt.Var {
				w.setName(o.Op, w.resultName(in, j))
			}
		}
		switch {
		case len(out) == 1:
			st.env[in] = out[0]
		case len(out) > 1:
			st.tuples[in] = out
		}
	})
}

// A fnCall is a call of a functional function, its inputs evaluated.
type fnCall struct {
	name    string
	args    []*smt.Term
	sig     *types.Signature
	havoc   bool // an input can reach memory: results arbitrary in every run
	noPanic bool // known never to panic
	// panicsWhen, when set, is when the call panics (a nil dereference):
	// a release's (syncrelease.go).
	panicsWhen *smt.Term
	helper     *Helper // the callee's definition, if its body gives one (fndefs.go)
	fresh      bool    // its results that reach memory are new objects (errors.go)
	callee     *ssa.Function
}

// functionalKind returns the annotation that makes callee functional.
func (w *walker) functionalKind(callee *ssa.Function) (argOnly, ok bool) {
	obj, isFunc := callee.Object().(*types.Func)
	if !isFunc {
		return false, false
	}
	if _, ok := w.prog.Directives.Has(origin(obj), specs.ArgFunctional); ok {
		return true, true
	}
	if a, ok := w.prog.importedAnnotation(callee); ok { // another package's (importann.go)
		return a.Kind == specs.ArgFunctional, true
	}
	_, ok = w.prog.Directives.Has(origin(obj), specs.Functional)
	return false, ok
}

// trustAnnotation lists obj's functional annotation as trusted.
func (w *walker) trustAnnotation(obj *types.Func, argOnly bool) {
	kind := "functional"
	if argOnly {
		kind = "argfunctional"
	}
	dir, _ := w.prog.Directives.Has(origin(obj), specs.Kind(kind))
	w.trust(fmt.Sprintf("//snowflake:%s %s", kind, obj.FullName()), dir.Pos)
}

// prepareFunctional evaluates the inputs of a call of functional obj; an
// observer's results are arbitrary on every call, whatever its inputs.
func (w *walker) prepareFunctional(st *state, cc *ssa.CallCommon, obj *types.Func, argOnly, observer bool) *fnCall {
	var ins []input
	for _, a := range functionalInputs(cc, obj.Signature(), argOnly) {
		ins = append(ins, input{a.Type(), w.value(st, a)})
	}
	return w.prepareInputs(cc.StaticCallee(), obj, ins, observer)
}

// An input is a functional call's input: its type and its term.
type input struct {
	t types.Type
	v *smt.Term
}

// prepareInputs is prepareFunctional on inputs already evaluated (an
// interface call's receiver is its dynamic value: iface.go).
func (w *walker) prepareInputs(callee *ssa.Function, obj *types.Func, ins []input, observer bool) *fnCall {
	fc := &fnCall{name: "fn!" + obj.FullName(), sig: obj.Signature(), havoc: observer}
	if callee != nil && len(callee.TypeArgs()) > 0 {
		fc.name += fmt.Sprint(callee.TypeArgs())
	}
	for _, in := range ins {
		fc.args = append(fc.args, in.v)
		// An input that can reach memory (pointers, slices, maps,
		// interfaces...) lets the function read memory that changes
		// between calls.
		fc.havoc = fc.havoc || w.reachesTerm(in.t, in.v)
	}
	w.defineHelper(callee, fc) // witnesses, and Fresh and Closed results (fndefs.go)
	fc.callee = callee
	fc.noPanic = fc.havoc && w.prog.neverPanics(callee) // its panic would be a free choice (nopanic.go, imported.go)
	return fc
}

// reaches reports whether argument a, whose value on the path is v, can
// reach memory: its type can, and it is not nil (also nil passed on to an
// inlined helper's parameter).
func (w *walker) reaches(a ssa.Value, v *smt.Term) bool {
	return w.reachesTerm(a.Type(), v)
}

// reachesTerm is reaches for a value v of type t.
func (w *walker) reachesTerm(t types.Type, v *smt.Term) bool {
	return reachesMemory(t, nil) && v.String() != w.model.Zero(t).String()
}

// fnPanics returns whether the call panics, and with what value.
func (w *walker) fnPanics(st *state, fc *fnCall) (panics, pv *smt.Term) {
	if fc.panicsWhen != nil {
		return fc.panicsWhen, w.runtimePanic("nilderef")
	}
	if fc.noPanic || len(fc.args) == 0 && bodyNeverPanics(fc.callee) {
		return smt.False, w.model.Nil()
	}
	if fc.havoc || len(fc.args) == 0 {
		return w.fresh(st, "fnpanics", smt.Bool), w.fresh(st, "fnpanicval", values.AnySort)
	}
	return w.model.Func(fc.name+"!panics", smt.Bool, fc.args...), w.model.Func(fc.name+"!panicval", values.AnySort, fc.args...)
}

// fnResults returns the call's results. A result that can reach memory (a
// pointer, an error...) may be a fresh allocation, distinct on every call:
// it is a fresh value, which obligations may identify with the condensed
// run's result of the same call site and arguments, as for allocations.
func (w *walker) fnResults(st *state, fc *fnCall, site ssa.Value) []*smt.Term {
	results := fc.sig.Results()
	var out []*smt.Term
	for j := 0; j < results.Len(); j++ {
		t := results.At(j).Type()
		s := w.model.Sort(t)
		if r, ok := w.bodyMap(st, fc, site, j, t); ok { // a new map the path may fill (freshmap.go)
			out = append(out, r)
			continue
		}
		switch {
		case fc.havoc:
			out = append(out, w.fresh(st, "fn", s))
		case reachesMemory(t, nil) && fc.helper != nil && j < len(fc.helper.Closed) && fc.helper.Closed[j]:
			out = append(out, fc.helper.Def.Instance(fc.args)[j])
		case reachesMemory(t, nil):
			r := w.fresh(st, "fn", s)
			contents := append([]*smt.Term{smt.IntLit(int64(j))}, fc.args...)
			h := fc.helper
			var mixed *Mixed
			if h != nil && j < len(h.Mixed) {
				mixed = h.Mixed[j]
			}
			a := &Alloc{Site: site, Ptr: r, Contents: contents, Known: true, Fresh: fc.fresh || h != nil && j < len(h.Fresh) && h.Fresh[j] || mixed != nil}
			if a.Fresh {
				w.freshFacts(st, r, t)
			}
			if fc.fresh { // a new error (errors.go)
				w.newError(st, r)
			}
			st.fnAllocs = append(st.fnAllocs, a)
			if mixed != nil { // the body's term where it returns one, else the new object
				bind := map[string]*smt.Term{}
				for i, p := range h.Def.Params {
					bind[p.Op] = fc.args[i]
				}
				r = smt.Ite(smt.Subst(mixed.When, bind), smt.Subst(mixed.Term, bind), r)
			}
			out = append(out, r)
		default:
			out = append(out, w.model.Func(fmt.Sprintf("%s!%d", fc.name, j), s, fc.args...))
		}
	}
	return out
}
