// This file names values by the source variables they are assigned to:
// `v, ok := m.Load(k)` makes the call's results v and ok, so that reports
// print `ok && v == nil` rather than the results by position. A name
// assigned more than once in the function (or declared with var, or
// shadowed) is not used: it would stand for more than one value.

package paths

import (
	"go/ast"
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// srcVars are the variables each right-hand side is assigned to in one
// function, by the position SSA gives the value (a call's Lparen, an
// index's Lbrack, a type assertion's Lparen); "" for a name not used.
type srcVars map[token.Pos][]string

// sourceVar returns the variable result j of the value at pos (in fn) is
// assigned to, if it has one that names it alone.
func (w *walker) sourceVar(fn *ssa.Function, pos token.Pos, j int) (string, bool) {
	if fn == nil || !pos.IsValid() {
		return "", false
	}
	if w.vars == nil {
		w.vars = map[*ssa.Function]srcVars{}
	}
	vars, ok := w.vars[fn]
	if !ok {
		vars = collectVars(fn.Syntax())
		w.vars[fn] = vars
	}
	names := vars[pos]
	if j >= len(names) || names[j] == "" {
		return "", false
	}
	return names[j], true
}

// collectVars maps the right-hand sides of the assignments in body to
// their left-hand names, keeping only names assigned once.
func collectVars(body ast.Node) srcVars {
	out := srcVars{}
	if body == nil {
		return out
	}
	count := map[string]int{}
	var assigns []*ast.AssignStmt
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			assigns = append(assigns, n)
			for _, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok {
					count[id.Name]++
				}
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				count[id.Name] += 2 // declared apart from its value: not used
			}
		case *ast.Field:
			for _, id := range n.Names {
				count[id.Name] += 2 // a parameter or result: named already
			}
		case *ast.RangeStmt:
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if id, ok := e.(*ast.Ident); ok {
					count[id.Name] += 2
				}
			}
		}
		return true
	})
	for _, a := range assigns {
		if len(a.Rhs) != 1 {
			continue
		}
		names := make([]string, len(a.Lhs))
		for i, l := range a.Lhs {
			if id, ok := l.(*ast.Ident); ok && id.Name != "_" && count[id.Name] == 1 {
				names[i] = id.Name
			}
		}
		if pos, ok := rhsPos(a.Rhs[0]); ok {
			out[pos] = names
		}
	}
	return out
}

// rhsPos is the position SSA gives the value of e.
func rhsPos(e ast.Expr) (token.Pos, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		return e.Lparen, true
	case *ast.IndexExpr:
		return e.Lbrack, true
	case *ast.TypeAssertExpr:
		return e.Lparen, true
	}
	return token.NoPos, false
}
