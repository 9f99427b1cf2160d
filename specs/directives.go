// This file defines the directive kinds and Parse, which collects them from
// a type-checked package.

package specs

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// Kind is a directive kind.
type Kind string

// The directive kinds of CONTRACT.md.
const (
	Base          Kind = "base"
	Functional    Kind = "functional"
	ArgFunctional Kind = "argfunctional"
	Ignore        Kind = "ignore"
)

// A Directive is one //snowflake: comment attached to a declaration.
type Directive struct {
	Kind Kind
	Arg  string    // the rest of the line (the reason of ignore)
	Pos  token.Pos // the comment's position
}

// A Diagnostic reports a malformed or misplaced directive.
type Diagnostic struct {
	Pos     token.Pos
	Message string
}

// Directives maps each marked object to its directives.
type Directives map[types.Object][]Directive

// Has returns the directive of kind k on obj, if any.
func (d Directives) Has(obj types.Object, k Kind) (Directive, bool) {
	for _, dir := range d[obj] {
		if dir.Kind == k {
			return dir, true
		}
	}
	return Directive{}, false
}

const prefix = "//snowflake:"

// Parse collects the directives of files, resolving declarations through info.
func Parse(files []*ast.File, info *types.Info) (Directives, []Diagnostic) {
	p := &parser{dirs: Directives{}, info: info}
	for _, f := range files {
		p.file(f)
	}
	return p.dirs, p.diags
}

type parser struct {
	dirs  Directives
	diags []Diagnostic
	info  *types.Info
	used  map[*ast.Comment]bool
}

func (p *parser) file(f *ast.File) {
	p.used = map[*ast.Comment]bool{}
	for _, decl := range f.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			p.attach(p.info.Defs[d.Name], d.Doc, Functional, ArgFunctional, Ignore)
		case *ast.GenDecl:
			p.genDecl(d)
		}
	}
	// A directive not attached to anything is misplaced.
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if strings.HasPrefix(c.Text, prefix) && !p.used[c] {
				p.diags = append(p.diags, Diagnostic{c.Pos(), fmt.Sprintf("misplaced directive %s: it must stand in the doc comment of a declaration it applies to", strings.Fields(c.Text)[0])})
			}
		}
	}
}

func (p *parser) genDecl(d *ast.GenDecl) {
	for _, spec := range d.Specs {
		switch s := spec.(type) {
		case *ast.ValueSpec:
			doc := s.Doc
			if doc == nil && len(d.Specs) == 1 {
				doc = d.Doc
			}
			for _, name := range s.Names {
				p.attach(p.info.Defs[name], doc, Base)
			}
		case *ast.TypeSpec:
			st, ok := s.Type.(*ast.StructType)
			if !ok { // a defined type over a collection: type Hits atomic.Int64
				doc := s.Doc
				if doc == nil && len(d.Specs) == 1 {
					doc = d.Doc
				}
				p.attach(p.info.Defs[s.Name], doc, Base)
				continue
			}
			for _, field := range st.Fields.List {
				p.field(field)
			}
		}
	}
}

func (p *parser) field(field *ast.Field) {
	var objs []types.Object
	for _, name := range field.Names {
		objs = append(objs, p.info.Defs[name])
	}
	if len(field.Names) == 0 { // embedded: Defs maps the type's identifier to the field
		objs = append(objs, p.embeddedObj(field))
	}
	for _, obj := range objs {
		p.attach(obj, field.Doc, Base)
		p.attach(obj, field.Comment, Base)
	}
}

// embeddedObj returns the field object of an embedded field.
func (p *parser) embeddedObj(field *ast.Field) types.Object {
	t := field.Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	switch x := t.(type) {
	case *ast.Ident:
		return p.info.Defs[x]
	case *ast.SelectorExpr:
		return p.info.Defs[x.Sel]
	}
	return nil
}

// attach records the directives of cg on obj, reporting those not allowed there.
func (p *parser) attach(obj types.Object, cg *ast.CommentGroup, allowed ...Kind) {
	if cg == nil {
		return
	}
	for _, c := range cg.List {
		if !strings.HasPrefix(c.Text, prefix) {
			continue
		}
		p.used[c] = true
		rest := strings.TrimPrefix(c.Text, prefix)
		name, arg, _ := strings.Cut(rest, " ")
		k := Kind(strings.TrimSpace(name))
		if !known(k) {
			p.diags = append(p.diags, Diagnostic{c.Pos(), fmt.Sprintf("unknown directive //snowflake:%s (known: base, functional, argfunctional, ignore)", k)})
			continue
		}
		if !contains(allowed, k) {
			p.diags = append(p.diags, Diagnostic{c.Pos(), fmt.Sprintf("directive //snowflake:%s does not apply here", k)})
			continue
		}
		if obj == nil {
			continue
		}
		if k == Ignore && strings.TrimSpace(arg) == "" {
			p.diags = append(p.diags, Diagnostic{c.Pos(), "//snowflake:ignore needs a reason"})
		}
		p.dirs[obj] = append(p.dirs[obj], Directive{Kind: k, Arg: strings.TrimSpace(arg), Pos: c.Pos()})
	}
}

func known(k Kind) bool { return contains([]Kind{Base, Functional, ArgFunctional, Ignore}, k) }

func contains(ks []Kind, k Kind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}
