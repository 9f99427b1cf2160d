// This file decides whether a package hands its own code to other
// packages' code: a function or method value of it, or a value of one of
// its types with methods in an interface, passed to a call of another
// package or stored into memory. The open-logger rules (ifaceopen.go,
// ifaceforeign.go) need it not to: a logger's implementation given such a
// value may call back into the package, reading or changing the objects
// the function under verification touches, as part of that function's
// own run.

package paths

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// HandsOutCode says where pkg's code hands some of its own code to other
// packages ("" when nowhere). Memoized.
func (p *Program) HandsOutCode(pkg *types.Package) string {
	if v, ok := p.handsOut.Load(pkg); ok {
		return v.(string)
	}
	why := ""
	for _, fn := range rootFunctions(p) {
		if fn.Pkg == nil || fn.Pkg.Pkg != pkg {
			continue
		}
		if why = p.handsOutIn(fn, pkg); why != "" {
			break
		}
	}
	p.handsOut.Store(pkg, why)
	return why
}

// handsOutIn says where fn hands code of pkg to other packages.
func (p *Program) handsOutIn(fn *ssa.Function, pkg *types.Package) string {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			var ops []*ssa.Value
			for _, op := range instr.Operands(ops) {
				if op == nil || *op == nil || !ownCodeValue(*op, pkg) {
					continue
				}
				if where := p.leaves(instr, *op, pkg, map[ssa.Value]bool{}); where != "" {
					return fmt.Sprintf("%s hands %s to %s at %s", fn.Name(), codeName(*op), where, p.Where(instr.Pos()))
				}
			}
		}
	}
	return ""
}

// leaves says where use, an instruction using v (code of pkg), lets v
// reach other packages' code ("" if it does not).
func (p *Program) leaves(use ssa.Instruction, v ssa.Value, pkg *types.Package, seen map[ssa.Value]bool) string {
	switch u := use.(type) {
	case ssa.CallInstruction:
		cc := u.Common()
		if cc.Value == v {
			return "" // a call of it, or of its method: its own code runs
		}
		callee := cc.StaticCallee()
		switch {
		case callee == nil:
			return "a call through an interface or a function value"
		case callee.Pkg != nil && callee.Pkg.Pkg == pkg:
			return p.leavesParam(callee, cc, v, pkg, seen)
		case callee.Pkg != nil && (callee.Pkg.Pkg.Path() == "fmt" || callee.Pkg.Pkg.Path() == "errors"):
			return "" // formatting: checked where it runs (format.go)
		}
		return "a call of " + callee.String()
	case *ssa.Store:
		if u.Val != v {
			return ""
		}
		if g, ok := u.Addr.(*ssa.Global); ok && g.Pkg != nil && g.Pkg.Pkg == pkg && !g.Object().Exported() && p.onlyCalled(g, pkg) {
			return "" // a variable of the package whose value is only called
		}
		return "a store into memory"
	case *ssa.Phi, *ssa.ChangeType, *ssa.ChangeInterface, *ssa.MakeInterface, *ssa.Convert, *ssa.MakeClosure, *ssa.Slice, *ssa.TypeAssert:
		val := use.(ssa.Value)
		if seen[val] {
			return ""
		}
		seen[val] = true
		for _, r := range *val.Referrers() {
			if where := p.leaves(r, val, pkg, seen); where != "" {
				return where
			}
		}
	}
	return ""
}

// ownCodeValue reports whether v is code of pkg as a value: one of its
// functions or methods (a closure of one, a bound method), or a value of
// one of its types with methods put in an interface.
func ownCodeValue(v ssa.Value, pkg *types.Package) bool {
	switch x := v.(type) {
	case *ssa.Function:
		return codeOf(x, pkg)
	case *ssa.MakeClosure:
		return codeOf(x.Fn.(*ssa.Function), pkg)
	case *ssa.MakeInterface:
		return holdsMethodsOf(x.X.Type(), pkg, 0)
	}
	return false
}

// holdsMethodsOf reports whether a value of type t is, points to, or holds
// by value (in fields and elements, at any depth) a value of a type of pkg
// with methods: formatting it, or calling its methods through an
// interface, runs pkg's code.
func holdsMethodsOf(t types.Type, pkg *types.Package, depth int) bool {
	if depth > 12 {
		return true
	}
	if ptr, ok := t.Underlying().(*types.Pointer); ok && depth == 0 {
		t = ptr.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() == pkg && types.NewMethodSet(types.NewPointer(n)).Len() > 0 {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := range u.NumFields() {
			if holdsMethodsOf(u.Field(i).Type(), pkg, depth+1) {
				return true
			}
		}
	case *types.Array:
		return holdsMethodsOf(u.Elem(), pkg, depth+1)
	}
	return false
}

// codeOf reports whether fn runs code of pkg: declared there, or a
// wrapper (a bound method, a thunk) of a method declared there.
func codeOf(fn *ssa.Function, pkg *types.Package) bool {
	if fn.Pkg != nil {
		return fn.Pkg.Pkg == pkg
	}
	if obj, ok := fn.Object().(*types.Func); ok {
		return obj.Pkg() == pkg
	}
	return false
}

// codeName names v for a reason.
func codeName(v ssa.Value) string {
	switch x := v.(type) {
	case *ssa.Function:
		return x.Name()
	case *ssa.MakeClosure:
		return "a closure of " + x.Fn.Name()
	case *ssa.MakeInterface:
		return "a " + x.X.Type().String() + " in an interface"
	}
	return v.Name()
}

// leavesParam follows v, passed by cc to callee (a function of pkg), into
// callee's parameters.
func (p *Program) leavesParam(callee *ssa.Function, cc *ssa.CallCommon, v ssa.Value, pkg *types.Package, seen map[ssa.Value]bool) string {
	if len(callee.Params) != len(cc.Args) {
		return "a call of " + callee.String() // a receiver bound otherwise: not followed
	}
	for i, a := range cc.Args {
		par := callee.Params[i]
		if a != v || seen[par] {
			continue
		}
		seen[par] = true
		for _, r := range *par.Referrers() {
			if where := p.leaves(r, par, pkg, seen); where != "" {
				return where
			}
		}
	}
	return ""
}

// onlyCalled reports whether every load of g, in pkg's functions, is only
// called (a function value) or the receiver of its methods' calls (an
// interface value).
func (p *Program) onlyCalled(g *ssa.Global, pkg *types.Package) bool {
	for _, fn := range rootFunctions(p) {
		if fn.Pkg == nil || fn.Pkg.Pkg != pkg {
			continue
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				load, ok := instr.(*ssa.UnOp)
				if !ok || load.X != g {
					if ok || !usesValue(instr, g) || isStoreTo(instr, g) {
						continue
					}
					return false // the variable's address used otherwise
				}
				for _, r := range *load.Referrers() {
					c, isCall := r.(ssa.CallInstruction)
					if _, dbg := r.(*ssa.DebugRef); !dbg && (!isCall || c.Common().Value != load) {
						return false
					}
				}
			}
		}
	}
	return true
}

// usesValue reports whether instr has v among its operands.
func usesValue(instr ssa.Instruction, v ssa.Value) bool {
	var ops []*ssa.Value
	for _, op := range instr.Operands(ops) {
		if op != nil && *op == v {
			return true
		}
	}
	return false
}

// isStoreTo reports whether instr stores into g.
func isStoreTo(instr ssa.Instruction, g *ssa.Global) bool {
	st, ok := instr.(*ssa.Store)
	return ok && st.Addr == g
}
