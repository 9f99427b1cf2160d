// This file defines the package variables of dependencies that are
// constant after initialization, for summaries (summaryinstr.go): as
// constglobals.go does for the root packages, a variable is constant when
// no function uses it but to load it or to initialize it. For a
// dependency only unexported variables are considered: only their own
// package can name them (reflection, unsafe and linkname aside, as for
// every unexported name), so scanning that package's functions sees every
// write. Exported ones may be written by any importer: never constant.

package paths

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// constDepGlobal reports whether g, a package variable of a package that
// is not a root, is constant after its package's initialization. Called
// with p.sums.mu held.
func (p *Program) constDepGlobal(g *ssa.Global) bool {
	if g.Pkg == nil || g.Object() == nil || g.Object().Exported() {
		return false
	}
	if p.sums.depConst == nil {
		p.sums.depConst = map[*ssa.Package]map[*ssa.Global]bool{}
	}
	consts, ok := p.sums.depConst[g.Pkg]
	if !ok {
		consts = scanGlobals(p, g.Pkg)
		p.sums.depConst[g.Pkg] = consts
	}
	return consts[g]
}

// scanGlobals returns the variables of pkg that every function of pkg
// only loads or initializes.
func scanGlobals(p *Program, pkg *ssa.Package) map[*ssa.Global]bool {
	pkg.Build()
	constant := map[*ssa.Global]bool{}
	for _, fn := range allPackageFuncs(p, pkg) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				for _, op := range instr.Operands(nil) {
					g, ok := (*op).(*ssa.Global)
					if !ok || g.Pkg != pkg {
						continue
					}
					if c, seen := constant[g]; !seen || c {
						constant[g] = onlyReads(instr, g, fn)
					}
				}
			}
		}
	}
	return constant
}

// onlyReads reports whether instr uses g only to load it or parts of it
// (a field or element, at any depth), or to store into it (or its parts)
// during g's package's initialization.
func onlyReads(instr ssa.Instruction, g *ssa.Global, fn *ssa.Function) bool {
	switch in := instr.(type) {
	case *ssa.FieldAddr, *ssa.IndexAddr:
		return partOnlyRead(in.(ssa.Value), g, fn)
	}
	return onlyLoadsOrInit(instr, g, fn)
}

// partOnlyRead reports whether the address a of a part of g is only
// loaded, taken further apart, or stored to while initializing g.
func partOnlyRead(a ssa.Value, g *ssa.Global, fn *ssa.Function) bool {
	for _, r := range *a.Referrers() {
		switch r := r.(type) {
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		case *ssa.FieldAddr, *ssa.IndexAddr:
			if !partOnlyRead(r.(ssa.Value), g, fn) {
				return false
			}
		case *ssa.Store:
			if r.Addr != a || r.Val == a || !initializes(fn, g) {
				return false
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// allPackageFuncs lists every function of pkg with a body: its functions
// (the package initializer and init functions included), the methods of
// its types, and the closures they declare.
func allPackageFuncs(p *Program, pkg *ssa.Package) []*ssa.Function {
	var out []*ssa.Function
	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		if fn == nil {
			return
		}
		out = append(out, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, m := range pkg.Members {
		switch m := m.(type) {
		case *ssa.Function:
			add(m)
		case *ssa.Type:
			if named, ok := m.Type().(*types.Named); ok {
				for i := 0; i < named.NumMethods(); i++ {
					add(p.SSA.FuncValue(named.Method(i)))
				}
			}
		}
	}
	sortFuncs(p, out) // Members is a map: the first function a check stops at must not depend on its order
	return out
}
