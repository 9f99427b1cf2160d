// This file defines the roots of the lock-discipline analysis (locks.go):
// the functions of a package that code other than their static callers in
// the package may run, each analysed from its entry with nothing held.

package paths

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// roots lists the functions of funcs that may run other than as the
// callee of a static call of the package: exported ones, init, those used
// as values (a method value's or expression's wrapper counts as its
// method), started as goroutines or deferred, unexported methods an
// interface of the package may invoke, and those no call of the package
// names. The others run only where the package calls them, from the
// caller's state.
func (f *lockFlow) roots(funcs []*ssa.Function) []*ssa.Function {
	called := map[*ssa.Function]bool{}
	other := map[*ssa.Function]bool{}
	invoked := map[string]bool{}
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if call, ok := instr.(*ssa.Call); ok && call.Call.IsInvoke() {
					invoked[call.Call.Method.Name()] = true
				}
				for _, op := range instr.Operands(nil) {
					if g, ok := (*op).(*ssa.Function); ok {
						f.reference(instr, op, g, called, other)
					}
				}
			}
		}
	}
	var out []*ssa.Function
	for _, fn := range funcs {
		if !f.private(fn, invoked) || other[fn] || !called[fn] {
			out = append(out, fn)
		}
	}
	return out
}

// reference classifies one reference of g by instr.
func (f *lockFlow) reference(instr ssa.Instruction, op *ssa.Value, g *ssa.Function, called, other map[*ssa.Function]bool) {
	if g.Synthetic != "" { // a method value's or expression's wrapper
		if obj, ok := g.Object().(*types.Func); ok {
			if m := f.p.SSA.FuncValue(obj); m != nil {
				other[m] = true
			}
		}
		return
	}
	switch in := instr.(type) {
	case *ssa.Call:
		if op == &in.Call.Value && !in.Call.IsInvoke() {
			called[g] = true
			return
		}
	case *ssa.MakeClosure:
		if op == &in.Fn && onlyCalled(in) {
			called[g] = true
			return
		}
	}
	other[g] = true
}

// onlyCalled reports whether the closure mc is only called.
func onlyCalled(mc *ssa.MakeClosure) bool {
	for _, ref := range *mc.Referrers() {
		call, ok := ref.(*ssa.Call)
		if !ok || call.Call.Value != mc {
			if _, dbg := ref.(*ssa.DebugRef); !dbg {
				return false
			}
		}
	}
	return true
}

// private reports whether only the package can name fn: a function
// literal, or an unexported function or method (no init) that no
// interface of the package invokes by name.
func (f *lockFlow) private(fn *ssa.Function, invoked map[string]bool) bool {
	if fn.Parent() != nil {
		return true
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj.Exported() || isInit(fn) || fn.Name() == "init" {
		return false
	}
	if fn.Signature.Recv() != nil && invoked[fn.Name()] {
		return false
	}
	return true
}

// addrExpr prints an address as Go: r.mu, mu, r.inner.mu.
func addrExpr(v ssa.Value) string {
	switch v := unconvert(v).(type) {
	case *ssa.FieldAddr:
		st, ok := v.X.Type().Underlying().(*types.Pointer)
		if !ok {
			return "a field"
		}
		s, ok := st.Elem().Underlying().(*types.Struct)
		if !ok {
			return "a field"
		}
		return addrExpr(v.X) + "." + s.Field(v.Field).Name()
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return addrExpr(v.X)
		}
	case *ssa.Parameter, *ssa.FreeVar, *ssa.Global:
		return v.Name()
	}
	return "a value"
}
