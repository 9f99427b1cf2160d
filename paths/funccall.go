// This file defines calls through a function value the path does not
// know (closures.go knows those made or named on the path): a value read
// from a field, a package variable, a parameter, a call's result.
//
// The call is the choice among the value's set, the functions it may be
// as its sources show (funcset.go): the path forks on which function the
// value is, one branch per function f of the set (the value is not nil
// and is f), in which the call is a static call of f, translated as any
// static call is (staticcall.go: inlined when f is a helper of the
// package, else by its summary, else refused naming f); and one branch
// where the value is nil, which panics with Go's run-time error (a nil
// dereference). When the set is open the call is refused, and the reason
// names the value and the source that opens the set.
//
// Which function a value is: in f's branch the value's term equals f's
// constant (fnval, namedFuncTerm), and funcid, an uninterpreted function
// from a value's term to a string, gives distinct constants distinct
// names. Two terms that are equal are the same function: a load of an immutable field (immutable.go)
// is a function of the object's pointer, so the original path and the
// condensed run, reading the same field of the same object, run the same
// function. A value read from memory that may change is a fresh term in
// each run, so each run chooses on its own.
//
// Soundness. In every run the value is nil or one of the set's functions
// (funcset.go), so the branches cover every run; this is recorded as a
// fact of the path, true of the original and of the condensed run alike.
// Distinct functions' constants have distinct names by funcid, so they
// differ and the branches are exclusive; a value is one function only, a
// term, never a free choice the solver could make differently for one
// value.
// In the branch of f, Go runs exactly f on the call's arguments, which is
// what the branch translates.

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// callThrough translates call in through a function value the path does
// not know, by the set of functions the value may be.
func (w *walker) callThrough(st *state, b *ssa.BasicBlock, i int, in *ssa.Call) bool {
	cc := in.Common()
	desc := w.describeFuncValue(cc.Value)
	set := w.prog.dynTypes(w.argumentOf(st, cc.Value))
	if set.open != "" {
		w.refuse(in.Pos(), "call through %s: the functions it may be are open (%s): not supported", desc, set.open)
		return true
	}
	x := w.value(st, cc.Value)
	if w.stopped() {
		return true
	}
	isNil := smt.Eq(x, w.model.Zero(cc.Value.Type()))
	alts := []*smt.Term{isNil}
	for _, fn := range set.funcs {
		fx, _ := w.namedFuncTerm(st, fn, cc.Value.Type())
		alts = append(alts, smt.Eq(x, fx))
	}
	st.facts = append(st.facts, smt.Or(alts...)) // x's sources (funcset.go)
	ns := st.clone()
	ns.conds = append(ns.conds, isNil)
	w.finish(ns, true, []*smt.Term{w.runtimePanic("nilderef")}, in.Pos())
	for k, fn := range set.funcs {
		bs := st.clone()
		bs.conds = append(bs.conds, alts[k+1])
		via := "call through " + desc + " (function " + fn.RelString(FuncPackage(w.fn)) + "): "
		if w.namedCall(bs, b, i, in, fn, via) {
			w.instrs(bs, b, i+1)
		}
		if w.stopped() {
			break
		}
	}
	return false
}

// namedCall translates in as a static call of fn, a named function the
// function value is: a standard-library function by its rule (PureStd),
// any other as staticcall.go translates a static call.
func (w *walker) namedCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, fn *ssa.Function, via string) bool {
	if obj, ok := fn.Object().(*types.Func); ok && len(fn.FreeVars) == 0 {
		if _, pure := PureStd(obj); pure && obj.Pkg().Path() != "fmt" && obj.Pkg().Path() != "errors" {
			return w.stdCall(st, b, i, in, obj)
		}
	}
	return w.staticTail(st, b, i, in, &bound{callee: fn, via: via})
}

// namedFuncTerm returns the term of fn used as a value (stored into a
// field, passed to a call the walk does not run, a candidate of a call's
// set): a constant of fn's own (fnval), not nil and, by funcid, fn, so
// that two functions' constants differ. Only functions without free
// variables have one (named, or literals capturing nothing); a closure's
// value is refused where it is used (closures.go). Two values of one
// such function behave alike whenever called (and Go cannot compare
// them), so one constant stands for all of them.
func (w *walker) namedFuncTerm(st *state, fn *ssa.Function, t types.Type) (*smt.Term, bool) {
	if len(fn.FreeVars) > 0 {
		return nil, false
	}
	if x, ok := st.env[fn]; ok {
		return x, true
	}
	x := w.model.Func("fnval!"+fn.RelString(nil), w.model.Sort(t)) // t: the value's type, fn's up to names
	st.env[fn] = x
	st.facts = append(st.facts, smt.Not(smt.Eq(x, w.model.Zero(t))), w.isFunc(x, fn))
	return x, true
}

// isFunc returns the test that function value x is fn.
func (w *walker) isFunc(x *smt.Term, fn *ssa.Function) *smt.Term {
	id := w.model.Func("funcid!"+x.Sort.String(), smt.String, x)
	return smt.Eq(id, smt.StringLit(fn.RelString(nil)))
}
