// This file defines errors.As(err, &v), v a variable of the function: as
// Go, false without effect when err is nil; otherwise whether err's chain
// holds a value of v's type and that value are functions of err (trusted:
// the chain's As and Unwrap methods are effect-free functions of the
// error, as for errors.Is), one per target type; v is written with the
// value where As returns true, and left as it was where it returns false.
// The call may panic only by those methods (a target that is no non-nil
// pointer, or whose element is neither an interface nor an error, is
// refused: the compiler's vet check rejects it). The target's address
// serves As alone (allocUses counts the call as an access of the
// variable, not as a use that publishes it), so v's contents stay exact.

package paths

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// errorsAs translates call in of errors.As.
func (w *walker) errorsAs(st *state, b *ssa.BasicBlock, i int, in *ssa.Call) bool {
	args := in.Common().Args
	mi, ok := args[1].(*ssa.MakeInterface)
	var elem types.Type
	if ok {
		if p, isPtr := mi.X.Type().Underlying().(*types.Pointer); isPtr {
			elem = p.Elem()
		}
	}
	root, path, exact := addrPath(args[1])
	if ok {
		root, path, exact = addrPath(mi.X)
	}
	switch {
	case elem == nil || root == nil || !exact || !w.early[in] || st.heap[root] == nil:
		w.refuse(in.Pos(), "errors.As with a target other than the address of a variable of the function: not supported")
		return true
	case !types.IsInterface(elem) && !implementsError(elem):
		w.refuse(in.Pos(), "errors.As with a target whose element type is neither an interface nor an error: not supported")
		return true
	}
	old, known := w.get(st.heap[root], path)
	if !known {
		w.refuse(in.Pos(), "errors.As into a variable whose contents are not known: not supported")
		return true
	}
	if why := w.effectfulMethod(errorNames); why != "" { // closedworld.go
		w.refuse(in.Pos(), "call to errors.As: the error's chain may run %s: not supported", why)
		return true
	}
	w.trust("errors.As (standard library, treated as functional)", token.NoPos)
	w.trust("error values are immutable: their Error, As and Unwrap methods are effect-free functions of the value", token.NoPos)
	r := w.asOf(w.value(st, args[0]), elem)
	pv := w.model.Func("std!errors.As!"+types.TypeString(elem, nil)+"!panicval", values.AnySort, w.value(st, args[0]))
	return w.guard(st, b, i, r.panics, pv, func(st *state) {
		w.set(st.heap[root], path, smt.Ite(r.found, r.val, old))
		st.env[in] = r.found
	})
}

// An asResult is what errors.As does with an error for a target type.
type asResult struct {
	found, val, panics *smt.Term
}

// asOf is errors.As on error term err for target element type elem:
// exact on nil, on a boxed value of a type with no As or Unwrap method
// (found when the type is assignable to elem, without running code) and
// on a choice between such errors; otherwise functions of the error.
func (w *walker) asOf(err *smt.Term, elem types.Type) asResult {
	if err.String() == w.model.Nil().String() {
		return asResult{found: smt.False, val: w.model.Zero(elem), panics: smt.False}
	}
	if err.Kind == smt.App && strings.Trim(err.Op, "|") == "ite" && len(err.Args) == 3 {
		a, b := w.asOf(err.Args[1], elem), w.asOf(err.Args[2], elem)
		c := err.Args[0]
		return asResult{found: smt.Ite(c, a.found, b.found), val: smt.Ite(c, a.val, b.val), panics: smt.Ite(c, a.panics, b.panics)}
	}
	if t, ok := w.plainError(err); ok {
		switch {
		case types.IsInterface(elem) && types.AssignableTo(t, elem):
			return asResult{found: smt.True, val: err, panics: smt.False}
		case types.Identical(t, elem):
			return asResult{found: smt.True, val: w.model.Unbox(t, err), panics: smt.False}
		case !types.AssignableTo(t, elem):
			return asResult{found: smt.False, val: w.model.Zero(elem), panics: smt.False}
		} // assignable between distinct types: as below
	}
	name := "std!errors.As!" + types.TypeString(elem, nil)
	some := smt.Not(smt.Eq(err, w.model.Nil()))
	return asResult{found: smt.And(some, w.model.Func(name+"!ok", smt.Bool, err)),
		val:    w.model.Func(name+"!val", w.model.Sort(elem), err),
		panics: smt.And(some, w.model.Func(name+"!panics", smt.Bool, err))}
}

// plainError returns the dynamic type of err when err boxes a value of a
// concrete type without As and Unwrap methods: errors.As looks at that
// value alone, and runs no code.
func (w *walker) plainError(err *smt.Term) (types.Type, bool) {
	if err.Kind != smt.App || len(err.Args) != 1 {
		return nil, false
	}
	t, ok := w.model.BoxType(strings.Trim(err.Op, "|"))
	if !ok || types.IsInterface(t) {
		return nil, false
	}
	ms := w.prog.SSA.MethodSets.MethodSet(t)
	for i := range ms.Len() {
		if n := ms.At(i).Obj().Name(); n == "As" || n == "Unwrap" {
			return nil, false
		}
	}
	return t, true
}

// implementsError reports whether t (or *t) has the method Error() string.
func implementsError(t types.Type) bool {
	errType := types.Universe.Lookup("error").Type().Underlying().(*types.Interface)
	return types.Implements(t, errType)
}

// asTarget returns the call of errors.As that is the only use of mi, as
// its target, or nil.
func asTarget(mi *ssa.MakeInterface) ssa.Instruction {
	refs := *mi.Referrers()
	if len(refs) != 1 {
		return nil
	}
	call, ok := refs[0].(*ssa.Call)
	if !ok || len(call.Common().Args) != 2 || call.Common().Args[1] != mi {
		return nil
	}
	if f := call.Common().StaticCallee(); f == nil || f.String() != "errors.As" {
		return nil
	}
	return call
}
