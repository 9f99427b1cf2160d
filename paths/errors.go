// This file defines errors as values. errors.New, fmt.Errorf (any verbs,
// %w included) and errors.Join make a new object on every call (a fresh
// allocation: not nil, distinct from the path's other new objects) whose
// contents are the call's arguments: obligations identify the original
// path's error with the condensed run's from the same site and equal
// arguments, as for any allocation (Alloc.Fresh), and a deterministic
// message goes with equal arguments because formatting them is a function
// of their values (format.go: strings, numbers, bools, values that cannot
// reach memory, and error values, trusted immutable). errors.Join returns
// nil when every argument is nil, exactly. errors.Is and errors.Unwrap
// are functions of their error arguments (trusted: the Is and Unwrap
// methods of the chain are effect-free functions of the error, listed in
// Func.Trusted), the same in the original path and the condensed run. A
// comparison err == ErrX is interface equality, exact; a sentinel (a
// package variable only its initialization writes) is a constant of every
// run (constglobals.go).

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// freshErrors are the functions whose error result is a new object.
var freshErrors = map[string]bool{"errors.New": true, "fmt.Errorf": true, "errors.Join": true}

// errorResult binds the result of call in of obj, a standard-library
// function whose inputs are fc's, when it makes a fresh error; it reports
// whether it did. args are the call's SSA inputs (a ...error built in
// place by its elements).
func (w *walker) errorResult(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, obj *types.Func, fc *fnCall, args []ssa.Value) bool {
	if !freshErrors[obj.FullName()] {
		return false
	}
	fc.fresh = true // unless an argument reaches memory (fc.havoc): then the result is arbitrary
	if obj.FullName() != "errors.Join" {
		return false // applyFunctional binds the fresh result
	}
	_, built := variadicElems(in.Common().Args[0])
	fc.noPanic = true
	out := w.fnResults(st, fc, in)[0]
	if built {
		var nils []*smt.Term
		for j, a := range args {
			nils = append(nils, smt.Eq(fc.args[j], w.nilOf(a.Type())))
		}
		out = smt.Ite(smt.And(nils...), w.model.Nil(), out)
	}
	w.nameAs(out, in)
	st.env[in] = out
	return true
}
