// This file finds the constructs of a field fixed at construction
// (gen_fixed.go) in a package's syntax: how its constructors set the field,
// and whether the type is exported. They describe the package every method
// runs in (its package environment), so each method of such a package has
// them (shape.go's Constructs).

package fuzz

import (
	"go/ast"
)

// A fileConstruct is a construct of the package a method runs in: has
// reports whether the file has it.
type fileConstruct struct {
	name string
	has  func(f *ast.File) bool
}

// fileConstructs are the package-level constructs of a field fixed at
// construction, each found in the file by the constructors' syntax, then
// the nested-literal form's (shape_nestlit.go).
var fileConstructs = append([]fileConstruct{
	{"constructed one constant", ctorsAre("one")},
	{"constructed two constants", ctorsAre("two")},
	{"constructed unset", ctorsAre("unset")},
	{"constructed parameter", ctorsAre("param")},
	{"constructed exported type", func(f *ast.File) bool { t := fixedType(f); return t != nil && t.Name.IsExported() }},
}, nestConstructs...)

// fileConstructsOf returns the names of the constructs f has.
func fileConstructsOf(f *ast.File) []string {
	var names []string
	for _, c := range fileConstructs {
		if c.has(f) {
			names = append(names, c.name)
		}
	}
	return names
}

// ctorsAre matches a file whose constructors (New...) set a fixed field
// as kind says (gen_fixed.go's fixedCtors).
func ctorsAre(kind string) func(*ast.File) bool {
	return func(f *ast.File) bool { return fixedType(f) != nil && ctorKind(f) == kind }
}

// fixedType returns the declaration of the file's type with a field fixed
// at construction (sealed or limit), nil for none.
func fixedType(f *ast.File) *ast.TypeSpec {
	var found *ast.TypeSpec
	ast.Inspect(f, func(n ast.Node) bool {
		ts, ok := n.(*ast.TypeSpec)
		if st, isStruct := typeSpecStruct(ts, ok); isStruct && found == nil {
			for _, fld := range st.Fields.List {
				for _, name := range fld.Names {
					if name.Name == "sealed" || name.Name == "limit" {
						found = ts
					}
				}
			}
		}
		return found == nil
	})
	return found
}

func typeSpecStruct(ts *ast.TypeSpec, ok bool) (*ast.StructType, bool) {
	if !ok {
		return nil, false
	}
	st, isStruct := ts.Type.(*ast.StructType)
	return st, isStruct
}

// ctorKind classifies the file's constructors: a parameter stored
// ("param"), a site leaving the field unset ("unset"), two constants
// ("two"), one ("one").
func ctorKind(f *ast.File) string {
	n, kind := 0, "one"
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || len(fd.Name.Name) < 3 || fd.Name.Name[:3] != "New" {
			continue
		}
		n++
		ast.Inspect(fd.Body, func(x ast.Node) bool {
			lit, ok := x.(*ast.CompositeLit)
			switch {
			case ok && fd.Type.Params.NumFields() > 0:
				kind = "param"
			case ok && len(lit.Elts) == 0 && kind != "param":
				kind = "unset"
			}
			return true
		})
	}
	if kind == "one" && n > 1 {
		kind = "two"
	}
	return kind
}
