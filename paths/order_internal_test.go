package paths

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// TestOrderByFileNotTokenPos parses b.go before a.go, so that token.Pos
// puts b.go first, and requires the reason a field is mutable to name the
// writer in a.go: functions are ordered by file, line and column, not by
// token.Pos, whose order of files changes from load to load (the loader
// parses files in parallel).
func TestOrderByFileNotTokenPos(t *testing.T) {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, src := range []struct{ name, text string }{
		{"b.go", "package p\n\nfunc (s *S) SetB() { s.x = 2 }\n"},
		{"a.go", "package p\n\ntype S struct{ x int }\n\nfunc (s *S) SetA() { s.x = 1 }\n"},
	} {
		f, err := parser.ParseFile(fset, src.name, src.text, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{}, Implicits: map[ast.Node]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{}, Scopes: map[ast.Node]*types.Scope{}, Instances: map[*ast.Ident]types.Instance{}}
	pkg, err := (&types.Config{}).Check("p", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	p, err := FromPackage(fset, pkg, files, info, types.SizesFor("gc", "amd64"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.mutable) != 1 {
		t.Fatalf("mutable fields: %v, want S.x only", p.mutable)
	}
	for _, why := range p.mutable {
		if !strings.Contains(why, "written in SetA at a.go:") {
			t.Errorf("S.x is %q, want it written in SetA (a.go comes before b.go)", why)
		}
	}
	fns := rootFunctions(p)
	var names []string
	for _, fn := range fns {
		if strings.HasPrefix(fn.Name(), "Set") {
			names = append(names, fn.Name())
		}
	}
	if got := strings.Join(names, " "); got != "SetA SetB" {
		t.Errorf("functions in the order %s, want SetA (a.go) before SetB (b.go)", got)
	}
}
