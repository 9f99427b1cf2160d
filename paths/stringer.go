// This file defines fmt's calls of a String method: fmt.Sprint(x), and
// fmt.Sprintf("%v", x) or ("%s", x), with one operand x whose type T has
// a String method (and no Error or Format method, which fmt would call
// instead) return x.String(). The method is inlined as a helper of the
// call, its result the call's. fmt recovers a panic of the method and
// returns a string that prints it: a path on which the method panics
// goes on after the fmt call with that message, an uninterpreted function
// of the panic value, as its result (recovered).

package paths

import (
	"fmt"
	"go/constant"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// fmtStringer returns the String method that call cc of fmt function obj
// runs and the operand it runs on, when cc is one of the forms above and
// T a named non-pointer type of this package whose String method can be
// inlined.
func (w *walker) fmtStringer(st *state, cc *ssa.CallCommon, obj *types.Func) (*ssa.Function, ssa.Value, bool) {
	args := cc.Args
	switch obj.Name() {
	case "Sprint":
	case "Sprintf":
		c, ok := args[0].(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.String {
			return nil, nil, false
		}
		if f := constant.StringVal(c.Value); f != "%v" && f != "%s" {
			return nil, nil, false
		}
	default:
		return nil, nil, false
	}
	elems, ok := variadicElems(args[len(args)-1])
	if !ok || len(elems) != 1 {
		return nil, nil, false
	}
	mi, ok := elems[0].(*ssa.MakeInterface)
	if !ok {
		return nil, nil, false
	}
	t := mi.X.Type()
	if _, isPtr := t.Underlying().(*types.Pointer); isPtr || types.IsInterface(t) {
		return nil, nil, false // fmt prints a nil pointer without calling the method
	}
	ms := w.prog.SSA.MethodSets.MethodSet(t)
	var str *types.Selection
	for i := range ms.Len() {
		switch sel := ms.At(i); sel.Obj().Name() {
		case "Error", "Format":
			return nil, nil, false
		case "String":
			str = sel
		}
	}
	if str == nil || !isStringMethod(str.Obj().Type().(*types.Signature)) {
		return nil, nil, false
	}
	callee := w.prog.SSA.MethodValue(str)
	if callee == nil || w.inlinable(st, callee) != "" {
		return nil, nil, false
	}
	return callee, mi.X, true
}

// isStringMethod reports whether sig is fmt.Stringer's: func() string.
func isStringMethod(sig *types.Signature) bool {
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().(*types.Basic)
	return ok && b.Kind() == types.String
}

// recovered goes on with a path on which a method fmt runs panicked with
// value pv: after the fmt call, whose result is then fmt's message of the
// panic, a function of pv (uninterpreted, one per call site: the message
// depends on the verb).
func (w *walker) recovered(st *state, pv *smt.Term) {
	for len(st.stack) > 0 {
		f := st.stack[len(st.stack)-1]
		st.stack = st.stack[:len(st.stack)-1]
		if f.recovers {
			st.env[f.call] = w.model.Func(fmt.Sprintf("fmtpanic!%d", f.call.Pos()), w.model.Sort(f.call.Type()), pv)
			w.instrs(st, f.block, f.index+1)
			return
		}
	}
}

// recovering reports whether a frame of st runs a method for fmt, which
// recovers its panics.
func recovering(st *state) bool {
	for _, f := range st.stack {
		if f.recovers {
			return true
		}
	}
	return false
}
