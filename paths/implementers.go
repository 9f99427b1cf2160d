// This file chooses the types a function's interface values may hold in
// a witness beyond those it names: for an interface it asserts to, a few
// types of its package that implement it (an error that is not the *T the
// function asserts next). Proofs lose nothing: other types stay covered.

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// maxImplementers bounds the types implementers registers per interface.
const maxImplementers = 4

// implementers lists, for each non-empty interface fn asserts to, up to
// maxImplementers concrete types of pkg (T or *T, for a non-generic named
// type T it declares) that implement it.
func implementers(fn *ssa.Function, pkg *types.Package) []types.Type {
	var ifaces []*types.Interface
	seen := map[string]bool{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if ta, ok := instr.(*ssa.TypeAssert); ok && !seen[ta.AssertedType.String()] {
				seen[ta.AssertedType.String()] = true
				if iface, ok := ta.AssertedType.Underlying().(*types.Interface); ok && !iface.Empty() {
					ifaces = append(ifaces, iface)
				}
			}
		}
	}
	var out []types.Type
	for _, iface := range ifaces {
		n := 0
		for _, name := range pkg.Scope().Names() {
			if n == maxImplementers {
				break
			}
			tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
				continue
			}
			if named, ok := tn.Type().(*types.Named); !ok || named.TypeParams().Len() > 0 {
				continue
			}
			for _, t := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
				if types.Implements(t, iface) {
					out = append(out, t)
					n++
					break
				}
			}
		}
	}
	return out
}
