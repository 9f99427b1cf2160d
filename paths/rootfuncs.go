// This file lists every function of the root packages, for the scans that
// must see every write (immutable fields, constant package variables).

package paths

import (
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// rootFunctions returns every function of the root packages, sorted by
// position: those ssautil.AllFunctions reaches, and also the bodies it
// never visits — generic functions and the methods of generic types (their
// instantiations do not call them, and a method no code instantiates is
// not reached at all) — with the closures they declare. A write missed
// here would make a field or variable look constant when it is not.
func rootFunctions(p *Program) []*ssa.Function {
	p.rootFuncsOnce.Do(func() { p.rootFuncs = computeRootFunctions(p) })
	return p.rootFuncs
}

// allFunctions is ssautil.AllFunctions of the program, computed once.
func allFunctions(p *Program) map[*ssa.Function]bool {
	p.allFuncsOnce.Do(func() { p.allFuncs = ssautil.AllFunctions(p.SSA) })
	return p.allFuncs
}

// computeRootFunctions is rootFunctions, computed.
func computeRootFunctions(p *Program) []*ssa.Function {
	roots := p.rootTypes
	seen := map[*ssa.Function]bool{}
	var out []*ssa.Function
	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		if fn == nil || seen[fn] || fn.Pkg == nil || !roots[fn.Pkg.Pkg] {
			return
		}
		seen[fn] = true
		out = append(out, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for fn := range allFunctions(p) {
		add(fn)
	}
	for _, pkg := range p.Roots {
		for _, fn := range packageFuncs(p, pkg) {
			add(fn)
		}
	}
	sortFuncs(p, out)
	return out
}
