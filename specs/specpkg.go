// This file defines the types a spec takes from Go packages: a type of the
// described package (Item), or of a package it imports, qualified by that
// package's name (time.Duration). Such a spec is pending until the
// described package is loaded: ParseSpec checks its syntax only, and
// CheckAgainst resolves its types against that package and checks it
// whole (bodies, consistency, signatures).
//
// Values of such types are what the values package makes of them: integers
// and strings of a defined type (time.Duration) in their underlying sort,
// structs (time.Time, Item) as datatypes with exact field selection,
// building and ==, interfaces (error) as interface values, and everything
// else opaque; == is allowed exactly where Go allows it.

package specs

import (
	"go/ast"
	"go/types"
)

// packageType resolves a type name of the described package, or name.T
// of a package it imports (or of itself). Before the package is known, a
// name that may be one makes the spec pending (placeholder noType).
func (s *Spec) packageType(e ast.Expr) (styp, bool) {
	var obj types.Object
	switch e := e.(type) {
	case *ast.Ident:
		if s.pkg == nil {
			s.needsPkg = true
			return noType, true
		}
		obj = s.pkg.Scope().Lookup(e.Name)
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok || !e.Sel.IsExported() {
			return noType, false
		}
		if s.pkg == nil {
			s.needsPkg = true
			return noType, true
		}
		if imp := s.imported(x.Name); imp != nil {
			obj = imp.Scope().Lookup(e.Sel.Name)
		}
	default:
		return noType, false
	}
	tn, ok := obj.(*types.TypeName)
	if !ok {
		return noType, false
	}
	if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
		return noType, false // a generic type needs its arguments
	}
	return styp{param: -1, t: tn.Type()}, true
}

// imported is the package name denotes in the described package: itself,
// or the one import of that name (nil when none or several).
func (s *Spec) imported(name string) *types.Package {
	if name == s.pkg.Name() {
		return s.pkg
	}
	var found *types.Package
	for _, p := range s.pkg.Imports() {
		if p.Name() == name {
			if found != nil {
				return nil
			}
			found = p
		}
	}
	return found
}

// Pending reports whether the spec names types of Go packages and awaits
// the described package (CheckAgainst) to be checked.
func (s *Spec) Pending() bool { return s.pending }
