// This file defines fmt's calls of a String method: fmt.Sprint(x), and
// fmt.Sprintf("%v", x) or ("%s", x), with one operand x whose type T has
// a String method (and no Error or Format method, which fmt would call
// instead) return x.String(). The method is inlined as a helper of the
// call, its result the call's. fmt recovers a panic of the method and
// returns a string that prints it (recovered): by the panic value's own
// Error or String method, inlined, for a value of this package's types;
// as an uninterpreted function of a run-time error or a plain value.

package paths

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// fmtStringer returns the String method that call cc of fmt function obj
// runs and the operand it runs on, when cc is one of the forms above, T
// is neither a pointer nor an interface, and T's String method can be
// inlined (a helper of this package: inlinable).
func (w *walker) fmtStringer(st *state, cc *ssa.CallCommon, obj *types.Func) (*ssa.Function, ssa.Value, rune, bool) {
	args := cc.Args
	verb := 'v'
	switch obj.Name() {
	case "Sprint":
	case "Sprintf":
		c, ok := args[0].(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.String {
			return nil, nil, 0, false
		}
		if f := constant.StringVal(c.Value); f != "%v" && f != "%s" {
			return nil, nil, 0, false
		}
		verb = rune(constant.StringVal(c.Value)[1])
	default:
		return nil, nil, 0, false
	}
	elems, ok := variadicElems(args[len(args)-1])
	if !ok || len(elems) != 1 {
		return nil, nil, 0, false
	}
	mi, ok := elems[0].(*ssa.MakeInterface)
	if !ok {
		return nil, nil, 0, false
	}
	t := mi.X.Type()
	if _, isPtr := t.Underlying().(*types.Pointer); isPtr || types.IsInterface(t) {
		return nil, nil, 0, false // fmt prints a nil pointer without calling the method
	}
	ms := w.prog.SSA.MethodSets.MethodSet(t)
	var str *types.Selection
	for i := range ms.Len() {
		switch sel := ms.At(i); sel.Obj().Name() {
		case "Error", "Format":
			return nil, nil, 0, false
		case "String":
			str = sel
		}
	}
	if str == nil || !isStringMethod(str.Obj().Type().(*types.Signature)) {
		return nil, nil, 0, false
	}
	callee := w.prog.SSA.MethodValue(str)
	if callee == nil || w.inlinable(st, callee) != "" {
		return nil, nil, 0, false
	}
	return callee, mi.X, verb, true
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
// value pv, after the fmt call, whose result is then fmt's message of the
// panic. fmt prints a value with an Error or String method by that
// method: the method is inlined (panicPrinter), and the message is
// "%!v(PANIC=String method: " + its result + ")", exactly. A run-time
// panic or a plain value (string, number, bool) is printed without
// running code: the message is an uninterpreted function of pv, one per
// call site (it depends on the verb). Any other value refuses the
// function.
func (w *walker) recovered(st *state, pv *smt.Term, pos token.Pos) {
	printer, x := w.panicPrinter(st, pv)
	if printer == nil && !printsPlainly(pv) {
		w.refuse(pos, "a String method that fmt runs may panic with a value whose printing runs its methods: not supported")
		return
	}
	for len(st.stack) > 0 {
		f := st.stack[len(st.stack)-1]
		st.stack = st.stack[:len(st.stack)-1]
		if f.verb == 0 {
			continue
		}
		if printer != nil { // a panic in the printer escapes fmt: its frame does not recover
			if !w.prepareInline(printer) {
				return
			}
			forget(st, printer)
			st.env[printer.Params[0]] = x
			prefix := smt.StringLit("%!" + string(f.verb) + "(PANIC=String method: ")
			wrap := func(text *smt.Term) *smt.Term {
				return smt.Apply("str.++", smt.String, prefix, text, smt.StringLit(")"))
			}
			st.stack = append(st.stack, frame{call: f.call, block: f.block, index: f.index, fn: printer, wrap: wrap})
			w.block(st, printer.Blocks[0], nil)
			return
		}
		st.env[f.call] = w.model.Func(fmt.Sprintf("fmtpanic!%s!%s", f.call.Parent(), f.call.Name()), w.model.Sort(f.call.Type()), pv)
		w.instrs(st, f.block, f.index+1)
		return
	}
}

// panicPrinter returns the method fmt prints panic value pv with (its
// Error method, else its String method) and the value it runs on, when pv
// boxes a value of a non-pointer type of this package that has one and no
// Format method, and the method can be inlined.
func (w *walker) panicPrinter(st *state, pv *smt.Term) (*ssa.Function, *smt.Term) {
	if pv.Kind != smt.App || len(pv.Args) != 1 {
		return nil, nil
	}
	t, ok := w.model.BoxType(strings.Trim(pv.Op, "|"))
	if !ok || types.IsInterface(t) {
		return nil, nil
	}
	if _, isPtr := t.Underlying().(*types.Pointer); isPtr {
		return nil, nil
	}
	ms := w.prog.SSA.MethodSets.MethodSet(t)
	var pick *types.Selection
	for i := range ms.Len() {
		switch sel := ms.At(i); sel.Obj().Name() {
		case "Format":
			return nil, nil
		case "Error":
			pick = sel
		case "String":
			if pick == nil {
				pick = sel
			}
		}
	}
	if pick == nil || !isStringMethod(pick.Obj().Type().(*types.Signature)) {
		return nil, nil
	}
	m := w.prog.SSA.MethodValue(pick)
	if m == nil || w.inlinable(st, m) != "" || len(m.Params) != 1 {
		return nil, nil
	}
	return m, pv.Args[0]
}

// plainBoxes are the box constructors' type names whose values fmt prints
// without running methods.
var plainBoxes = map[string]bool{"string": true, "bool": true, "int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true, "float32": true, "float64": true}

// printsPlainly reports whether panic value pv is a run-time panic (its
// Error method is the runtime's) or a boxed predeclared string, number or
// bool, or a choice between such values.
func printsPlainly(pv *smt.Term) bool {
	op := strings.Trim(pv.Op, "|")
	switch {
	case strings.HasPrefix(op, "panic!"):
		return true
	case pv.Kind == smt.App && op == "ite" && len(pv.Args) == 3:
		return printsPlainly(pv.Args[1]) && printsPlainly(pv.Args[2])
	case pv.Kind == smt.App && strings.HasPrefix(op, "box!") && len(pv.Args) == 1:
		return plainBoxes[op[strings.LastIndex(op, "!")+1:]]
	}
	return false
}

// recovering reports whether a frame of st runs a method for fmt, which
// recovers its panics.
func recovering(st *state) bool {
	for _, f := range st.stack {
		if f.verb != 0 {
			return true
		}
	}
	return false
}
