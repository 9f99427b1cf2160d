// This file finds the constructs of the nested-literal form
// (gen_nestlit.go) in a package's syntax: how the package builds the
// struct holding the client by value (a literal's field, a nested literal,
// a field set on a fresh allocation) and whether a method overwrites the
// client whole in a struct that exists. Like shape_fixed.go's, they
// describe the package every method runs in (shape.go's Constructs).

package fuzz

import "go/ast"

// nestConstructs are fileConstructs' lines for the nested-literal form.
var nestConstructs = []fileConstruct{
	{"nested literal", func(f *ast.File) bool { return hasLit(f, func(e ast.Expr) bool { return isLevelCall(e) }) }},
	{"nested deep literal", func(f *ast.File) bool { return hasLit(f, func(e ast.Expr) bool { return hasLitElt(e, isLit) }) }},
	{"fresh field set", func(f *ast.File) bool { return setsLevel(f, false) }},
	{"whole overwrite", func(f *ast.File) bool { return setsLevel(f, true) }},
}

// isLevelCall reports whether e calls newLevel, the client's constructor.
func isLevelCall(e ast.Expr) bool {
	c, ok := e.(*ast.CallExpr)
	return ok && isIdent(c.Fun, "newLevel")
}

func isLit(e ast.Expr) bool { _, ok := e.(*ast.CompositeLit); return ok }

// hasLitElt reports whether e is a composite literal one of whose
// elements (a key's value) is has.
func hasLitElt(e ast.Expr, has func(ast.Expr) bool) bool {
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok && has(kv.Value) {
			return true
		}
	}
	return false
}

// hasLit reports whether f has a composite literal with an element that
// is has: a literal's field built by newLevel (has: isLevelCall), a
// literal inside a literal inside it (has: hasLitElt(e, isLit)).
func hasLit(f *ast.File, has func(ast.Expr) bool) bool {
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if e, ok := n.(ast.Expr); ok && hasLitElt(e, has) {
			found = true
		}
		return !found
	})
	return found
}

// setsLevel reports whether a function of f (a method, for inMethod;
// else a function without receiver, a constructor) assigns newLevel() to
// a field: over an existing struct's, or on a fresh allocation's.
func setsLevel(f *ast.File, inMethod bool) bool {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || (fd.Recv != nil) != inMethod {
			continue
		}
		found := false
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 && isLevelCall(as.Rhs[0]) {
				_, field := as.Lhs[0].(*ast.SelectorExpr)
				found = found || field
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}
