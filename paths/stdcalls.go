// This file defines calls of the standard-library functions treated as
// functional (purestd.go): their arguments, fmt's variadic ones recovered
// element by element, and the fresh errors some of them make (errors.go).

package paths

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// stdCall translates a call of a standard-library function treated as
// functional (PureStd). fmt's functions qualify only when every argument
// is a string, a number or a bool: then they are functions of those values.
func (w *walker) stdCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, obj *types.Func) bool {
	cc := in.Common()
	if obj.Pkg().Path() == "errors" && obj.Name() != "New" {
		if why := w.effectfulMethod(errorNames); why != "" { // closedworld.go
			w.refuse(in.Pos(), "call to %s: the errors' chain may run %s: not supported", obj.FullName(), why)
			return true
		}
	}
	fc := &fnCall{name: "std!" + obj.FullName(), sig: obj.Signature()}
	args := cc.Args
	if obj.Pkg().Path() == "fmt" {
		if _, ok := plainVariadic(args[len(args)-1]); !ok {
			if callee, x, verb, ok := w.fmtStringer(st, cc, obj); ok { // x.String(), inlined (stringer.go)
				return w.inlineArgs(st, b, i, in, callee, []ssa.Value{x}, verb)
			}
			if why := w.checkFormatted(cc); why != "" { // format.go
				w.refuse(in.Pos(), "call to %s: formatting %s: not supported", obj.FullName(), why)
				return true
			}
		}
	}
	if obj.Signature().Variadic() { // named by arity: one uninterpreted function per number of arguments
		if elems, ok := variadicElems(args[len(args)-1]); ok {
			args = append(args[:len(args)-1:len(args)-1], elems...)
		}
		fc.name = variadicName(fc.name, len(args))
	}
	for _, a := range args {
		v := w.value(st, a)
		fc.args = append(fc.args, v)
		fc.havoc = fc.havoc || (w.reaches(a, v) && !w.formattedValue(a))
	}
	w.trust(obj.FullName()+" (standard library, treated as functional)", token.NoPos)
	// fmt never panics on quiet arguments; new errors are fresh (errors.go).
	fc.noPanic = !StdMayPanic(obj) || obj.Pkg().Path() == "fmt" && quietArgs(args)
	if fc.havoc { // a result may hold what the arguments reach (freshmap.go)
		w.publishArgs(st, in, fc.args, nil)
	}
	if w.errorResult(st, in, obj, fc, args) {
		return true
	}
	return w.applyFunctional(st, b, i, in, fc)
}

// plainVariadic recovers the elements of a ...any argument built in place
// (a fresh array whose elements are boxed strings, numbers or bools).
func plainVariadic(v ssa.Value) ([]ssa.Value, bool) {
	elems, ok := variadicElems(v)
	if !ok {
		return nil, false
	}
	for _, e := range elems {
		if !isPlainBox(e) {
			return nil, false
		}
	}
	return elems, true
}

// variadicElems recovers the elements of a ...any argument built in place
// (a fresh array, every element stored once at a constant index).
func variadicElems(v ssa.Value) ([]ssa.Value, bool) {
	if isNilConst(v) {
		return nil, true
	}
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil, false
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil, false
	}
	n := alloc.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Array).Len()
	elems := make([]ssa.Value, n)
	for _, ref := range *alloc.Referrers() {
		ia, ok := ref.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		c, ok := ia.Index.(*ssa.Const)
		if !ok {
			return nil, false
		}
		for _, r := range *ia.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == ia {
				elems[c.Int64()] = st.Val
			}
		}
	}
	for _, e := range elems {
		if e == nil {
			return nil, false
		}
	}
	return elems, true
}

// isPlainBox recognises a boxed string, number or bool of a type without
// methods (fmt would call a String, Error or Format method).
func isPlainBox(v ssa.Value) bool {
	mi, ok := v.(*ssa.MakeInterface)
	if !ok {
		return false
	}
	b, ok := mi.X.Type().Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsString|types.IsNumeric|types.IsBoolean) != 0 &&
		types.NewMethodSet(mi.X.Type()).Len() == 0
}
