// This file defines the package variables that are constants after
// initialization: variables of the root packages that only their own
// package's initialization writes (the variable's initializer or an init
// function) and whose address is used for nothing but loading them. A load
// of one is the same value in every run, as an immutable field is.

package paths

import (
	"fmt"
	"go/token"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// constGlobals scans every function of the root packages for uses of their
// package variables and returns those that stay constant after
// initialization.
func constGlobals(p *Program) map[*ssa.Global]bool {
	constant := map[*ssa.Global]bool{} // false once a use changes it
	for _, fn := range rootFunctions(p) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				for _, op := range instr.Operands(nil) {
					g, ok := (*op).(*ssa.Global)
					if !ok || g.Pkg == nil || !p.rootTypes[g.Pkg.Pkg] {
						continue
					}
					if c, seen := constant[g]; !seen || c {
						constant[g] = onlyLoadsOrInit(instr, g, fn)
					}
				}
			}
		}
	}
	for g, c := range constant {
		if !c {
			delete(constant, g)
		}
	}
	return constant
}

// onlyLoadsOrInit reports whether instr uses g only to load it, or stores
// to it during g's package's initialization.
func onlyLoadsOrInit(instr ssa.Instruction, g *ssa.Global, fn *ssa.Function) bool {
	switch in := instr.(type) {
	case *ssa.UnOp:
		return in.X == g && in.Op == token.MUL
	case *ssa.Store:
		return in.Addr == g && in.Val != g && initializes(fn, g)
	case *ssa.DebugRef:
		return true
	}
	return false
}

// initializes reports whether fn runs as part of g's package's
// initialization: the package initializer or one of its init functions.
func initializes(fn *ssa.Function, g *ssa.Global) bool {
	if fn.Pkg != g.Pkg || fn.Parent() != nil || fn.Signature.Recv() != nil {
		return false
	}
	return fn.Synthetic == "package initializer" || strings.HasPrefix(fn.Name(), "init#")
}

// constGlobalLoad reads a package variable constant after initialization:
// an unknown constant, the same in every run. Exported variables could be
// written by packages that were not loaded: the run lists that as trusted.
func (w *walker) constGlobalLoad(in *ssa.UnOp) (*smt.Term, bool) {
	g, ok := in.X.(*ssa.Global)
	if !ok || !w.prog.constGlobal[g] || g == w.client.Global {
		return nil, false
	}
	if obj := g.Object(); obj != nil && obj.Exported() {
		w.trust(fmt.Sprintf("package variable %s is not written outside the loaded packages", g.Name()), obj.Pos())
	}
	w.fixed("constglobal!"+g.RelString(nil), g.Name(), in.Type())
	return w.model.Func("constglobal!"+g.RelString(nil), w.model.Sort(in.Type())), true
}
