// This file adds to a basic-typed parameter's domain the constants of its
// type that the code passes as arguments of the collections' methods: a
// key the package uses (m.Load("z")), which a run meets only when a
// parameter takes that value (a client's k, or the key of an operation
// the other goroutine runs). Constants passed to other functions
// (fmt.Println("moved")) are not keys of the objects and are left out.
//
// Soundness (of the oracle's claims): a larger domain only adds
// scenarios, so it finds every violation it found before, and more; a
// "linearizable" answer covers more runs.

package oracle

import (
	"go/ast"
	"go/types"
)

// withConsts returns the domain d of parameter p (of a basic type) with,
// before its values, the constants body compares p with and those bodies
// pass to the collections' methods, at most maxDomain values.
func (g *gen) withConsts(d []string, p *types.Var, info *types.Info, body *ast.BlockStmt, bodies ...*ast.BlockStmt) []string {
	consts := g.comparedConsts(body, info, p)
	for _, b := range bodies {
		if b == nil {
			continue
		}
		ast.Inspect(b, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				for _, tv := range g.callConsts(call, info) {
					if c := g.constValue(p.Type(), tv.Value); c != "" && types.Identical(types.Default(tv.Type), p.Type()) {
						consts = append(consts, c)
					}
				}
			}
			return true
		})
	}
	return dedup(append(consts, d...), maxDomain)
}

// callConsts returns the constant arguments of call when it calls a
// method of a collection the catalogue knows (m.Load("z"), c.n.Add(2)).
func (g *gen) callConsts(call *ast.CallExpr, info *types.Info) []types.TypeAndValue {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.MethodVal {
		return nil
	}
	if _, found := g.cat.Lookup(s.Recv()); !found {
		return nil
	}
	var out []types.TypeAndValue
	for _, a := range call.Args {
		if tv, ok := info.Types[a]; ok && tv.Value != nil {
			out = append(out, tv)
		}
	}
	return out
}
