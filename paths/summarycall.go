// This file defines the translation of a call by its callee's inferred
// summary (summary.go): a call of an unannotated function that the walker
// does not inline — another package's, or one of this package's that is
// too large, recursive or too deep to inline — whose body has no effect.
//
// Soundness. A Pure callee's results and panic are functions of its
// inputs (reads only what they reach, changes nothing that existed before
// the call), exactly what a checked //snowflake:functional annotation
// establishes, so the call is translated as an annotated one is
// (functional.go): uninterpreted functions of the inputs, arbitrary when an
// input reaches memory, new objects identified by site and arguments. A
// PureArgs method is argfunctional. An Observer callee changes nothing but
// may read memory others write: its results and whether it panics are
// fresh, arbitrary values on every call, in the original path and in the
// condensed run, which over-approximates both. Nothing is trusted: the
// summary comes from the body.

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// inferred returns callee's summary when a call of it can be translated by
// it: a function (not a closure) whose summary is Observer or less, and
// that reads no collection (its reads would be calls on the objects the
// function composes, which the walker must see as calls: it refuses it
// with the reason it was not inlined instead).
func (w *walker) inferred(callee *ssa.Function) (*Summary, bool) {
	if _, ok := callee.Object().(*types.Func); !ok || len(callee.FreeVars) > 0 || w.instantiationDependent(callee) {
		return nil, false
	}
	sum := w.prog.Summarize(callee)
	return sum, sum.Kind <= Observer && !sum.Collection
}

// instantiationDependent reports whether callee is a generic body called
// at the caller's type parameters whose meaning depends on the
// instantiation: refused where it stands (inlinehint.go), so that the
// function is walked again at one valid instantiation, where a witness
// can run.
func (w *walker) instantiationDependent(callee *ssa.Function) bool {
	o := callee.Origin()
	return o != nil && parameterized(callee) && refuseTypeParams(o) != nil
}

// summaryCall translates call in of bc.callee by its summary, when it has
// no effect; ok is false, and nothing done, otherwise. The inputs are the
// callee's (also when in calls it through a function value: funccall.go),
// or for a dispatched interface call the dynamic receiver bc.recv and the
// call's arguments (iface.go).
func (w *walker) summaryCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, bc *bound) (next, ok bool) {
	sum, ok := w.inferred(bc.callee)
	if !ok {
		return false, false
	}
	obj := bc.callee.Object().(*types.Func)
	argOnly := sum.Kind == PureArgs
	var ins []input
	args := functionalInputs(in.Common(), obj.Signature(), argOnly)
	if bc.recv != nil {
		args = in.Common().Args
		if !argOnly {
			ins = append(ins, input{bc.recvT, bc.recv})
		}
	}
	for _, a := range args {
		ins = append(ins, input{a.Type(), w.value(st, a)})
	}
	fc := w.prepareInputs(bc.callee, obj, ins, sum.Kind == Observer)
	if bc.recv != nil {
		w.release(st, fc, obj, nil, bc.recv, bc.recvT, in.Pos()) // syncrelease.go
	} else if obj.Signature().Recv() != nil {
		w.release(st, fc, obj, in.Common().Args[0], nil, nil, in.Pos())
	}
	if fc.havoc { // a result may hold what the arguments reach (freshmap.go)
		w.publishArgs(st, in, fc.args, nil)
	}
	return w.applyFunctional(st, b, i, in, fc), true
}

// summaryReason says why callee's summary does not let a call of it be
// translated ("" when it does, or when callee is not a function).
func (w *walker) summaryReason(callee *ssa.Function) string {
	if _, ok := callee.Object().(*types.Func); !ok || len(callee.FreeVars) > 0 {
		return ""
	}
	if sum := w.prog.Summarize(callee); sum.Kind > Observer || sum.Collection {
		return sum.Reason(w.prog, callee.Name())
	}
	return ""
}
