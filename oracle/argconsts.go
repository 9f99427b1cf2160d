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

// argConsts returns the constants of type t that bodies pass as
// arguments of calls of the collections' methods, in order.
func (g *gen) argConsts(t types.Type, info *types.Info, bodies ...*ast.BlockStmt) []string {
	var out []string
	for _, body := range bodies {
		if body == nil {
			continue
		}
		ast.Inspect(body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || !g.collectionCall(call, info) {
				return true
			}
			for _, a := range call.Args {
				tv, ok := info.Types[a]
				if !ok || tv.Value == nil || !types.Identical(types.Default(tv.Type), t) {
					continue
				}
				if c := g.constValue(t, tv.Value); c != "" {
					out = append(out, c)
				}
			}
			return true
		})
	}
	return out
}

// collectionCall reports whether call calls a method of a collection the
// catalogue knows (m.Load, c.counter.Add).
func (g *gen) collectionCall(call *ast.CallExpr, info *types.Info) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s, ok := info.Selections[sel]
	if !ok || s.Kind() != types.MethodVal {
		return false
	}
	_, found := g.cat.Lookup(s.Recv())
	return found
}
