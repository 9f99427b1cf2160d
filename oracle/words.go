// This file finds the words besides the base that a function uses
// through sync/atomic's functions (issue #23; harness/words.go models
// them): an integer field of the receiver at any depth, or of a package
// variable, whose address the body passes to a sync/atomic function or to
// a function of the package (a helper such as addHops(&h.n, 1)), and the
// parameters of pointer-to-integer type the body passes to a sync/atomic
// function (each a fresh word, or an earlier parameter's: both are
// scenarios). The driver names each word (NameWord) before the call.

package oracle

import (
	"fmt"
	"go/ast"
	"go/types"
	"strconv"
	"strings"
)

// isWordType reports whether t is an integer type sync/atomic's
// functions act on.
func isWordType(t types.Type) bool {
	if t == nil { // the blank identifier (`_ = x`) has no type
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return false
	}
	switch b.Kind() {
	case types.Int32, types.Int64, types.Uint32, types.Uint64, types.Uintptr:
		return true
	}
	return false
}

// isAtomicFunc reports whether call calls one of sync/atomic's functions
// on integer words.
func isAtomicFunc(call *ast.CallExpr, info *types.Info) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	fn, ok := info.Uses[sel.Sel].(*types.Func)
	return ok && fn.Pkg() != nil && fn.Pkg().Path() == "sync/atomic" && atomicShims()[fn.Name()]
}

// isPkgFunc reports whether call calls a function or method of pkg.
func isPkgFunc(call *ast.CallExpr, info *types.Info, pkg *types.Package) bool {
	var id *ast.Ident
	switch f := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		id = f.Sel
	}
	fn, ok := info.Uses[id].(*types.Func)
	return ok && fn.Pkg() == pkg
}

// wordArgs lists the expressions X whose address &X (maybe converted) the
// body passes to a sync/atomic function or a function of pkg.
func wordArgs(body *ast.BlockStmt, info *types.Info, pkg *types.Package) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || !(isAtomicFunc(call, info) || isPkgFunc(call, info, pkg)) {
			return true
		}
		for _, a := range call.Args {
			if u, ok := unconvertExpr(a, info).(*ast.UnaryExpr); ok && u.Op.String() == "&" {
				if isWordType(info.TypeOf(u.X)) {
					out = append(out, u.X)
				}
			}
		}
		return true
	})
	return out
}

// unconvertExpr strips conversions and parentheses from e.
func unconvertExpr(e ast.Expr, info *types.Info) ast.Expr {
	for {
		e = ast.Unparen(e)
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return e
		}
		if tv, ok := info.Types[call.Fun]; !ok || !tv.IsType() {
			return e
		}
		e = call.Args[0]
	}
}

// wordNames returns the code naming the words of wordArgs rooted at the
// receiver (recv, whose object is recvObj; x in the driver) or a package
// variable of the package; base is the base word's expression, skipped.
func (g *gen) wordNames(body *ast.BlockStmt, info *types.Info, recv string, recvObj types.Object, base string) string {
	var b strings.Builder
	seen := map[string]bool{}
	for _, e := range wordArgs(body, info, g.pkg) {
		shown, expr, ok := selectorChain(e, info, recvObj, g.pkg)
		if !ok || seen[shown] || expr == base {
			continue
		}
		seen[shown] = true
		if recvObj != nil {
			shown = recv + strings.TrimPrefix(shown, recvObj.Name())
		}
		fmt.Fprintf(&b, "\t\t\t\t%s.NameWord(&%s, %s)\n", rtAlias, expr, strconv.Quote(shown))
	}
	return b.String()
}

// selectorChain prints e, a chain of field selections rooted at the
// receiver or a package variable of pkg: as the source writes it, and as
// the driver does (the receiver is recvVar).
func selectorChain(e ast.Expr, info *types.Info, recvObj types.Object, pkg *types.Package) (string, string, bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		obj := info.Uses[e]
		switch {
		case obj != nil && obj == recvObj:
			return e.Name, recvVar, true
		case obj != nil && obj.Pkg() == pkg && obj.Parent() == pkg.Scope():
			if _, isVar := obj.(*types.Var); isVar {
				return e.Name, e.Name, true
			}
		}
	case *ast.SelectorExpr:
		if s, ok := info.Selections[e]; !ok || s.Kind() != types.FieldVal {
			return "", "", false
		}
		shown, expr, ok := selectorChain(e.X, info, recvObj, pkg)
		return shown + "." + e.Sel.Name, expr + "." + e.Sel.Name, ok
	}
	return "", "", false
}

// wordParam reports whether parameter p, a pointer to an integer word, is
// passed by the body to a sync/atomic function.
func wordParam(p *types.Var, body *ast.BlockStmt, info *types.Info) bool {
	pt, ok := p.Type().(*types.Pointer)
	if !ok || !isWordType(pt.Elem()) {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && isAtomicFunc(call, info) && len(call.Args) > 0 {
			if id, ok := unconvertExpr(call.Args[0], info).(*ast.Ident); ok && info.Uses[id] == p {
				found = true
			}
		}
		return !found
	})
	return found
}

// plainWordUse reports whether the body reads or writes one of the words
// (by their driver expressions) plainly, not through its address: a data
// race, which the other goroutine may show before the function's first
// call (Spec.EarlyGap).
func plainWordUse(body *ast.BlockStmt, info *types.Info, recvObj types.Object, pkg *types.Package, words map[string]bool) bool {
	addressed := map[ast.Expr]bool{}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		switch e := n.(type) {
		case *ast.UnaryExpr:
			if e.Op.String() == "&" {
				addressed[ast.Unparen(e.X)] = true
			}
		case *ast.SelectorExpr, *ast.Ident:
			x := e.(ast.Expr)
			if addressed[x] || !isWordType(info.TypeOf(x)) {
				return true
			}
			if _, expr, ok := selectorChain(x, info, recvObj, pkg); ok && words[expr] {
				found = true
			}
		}
		return true
	})
	return found
}

// wordSet lists the driver expressions of the words the function uses
// through sync/atomic: the base word's, and wordArgs'.
func wordSet(body *ast.BlockStmt, info *types.Info, recvObj types.Object, pkg *types.Package, base string) map[string]bool {
	set := map[string]bool{base: true}
	for _, e := range wordArgs(body, info, pkg) {
		if _, expr, ok := selectorChain(e, info, recvObj, pkg); ok {
			set[expr] = true
		}
	}
	return set
}
