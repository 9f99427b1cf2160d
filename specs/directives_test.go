package specs

import (
	"go/ast"
	"go/importer"
	goparser "go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

const src = `package p

import "sync"

type T struct {
	//snowflake:base
	m sync.Map
	n int //snowflake:base
	sync.Mutex
}

type E struct {
	sync.Map //snowflake:base
}

//snowflake:base
var g sync.Map

// F is functional.
//
//snowflake:functional
func F(x int) int { return x }

//snowflake:argfunctional
func (T) A(x int) int { return x }

//snowflake:ignore known race
func I() {}

//snowflake:ignore
func J() {}

//snowflake:functionl
func K() {}

//snowflake:base
func L() {}

func M() {
	//snowflake:functional
	_ = 1
}
`

func parse(t *testing.T) (Directives, []Diagnostic, *types.Package, *token.FileSet) {
	fset := token.NewFileSet()
	f, err := goparser.ParseFile(fset, "p.go", src, goparser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	d, diags := Parse([]*ast.File{f}, info)
	return d, diags, pkg, fset
}

func TestDirectives(t *testing.T) {
	d, diags, pkg, fset := parse(t)
	field := func(typ string, i int) types.Object {
		return pkg.Scope().Lookup(typ).Type().Underlying().(*types.Struct).Field(i)
	}
	has := func(obj types.Object, k Kind) bool { _, ok := d.Has(obj, k); return ok }
	for _, c := range []struct {
		what string
		ok   bool
	}{
		{"doc comment on a field", has(field("T", 0), Base)},
		{"trailing comment on a field", has(field("T", 1), Base)},
		{"embedded field", has(field("E", 0), Base)},
		{"package var", has(pkg.Scope().Lookup("g"), Base)},
		{"functional func", has(pkg.Scope().Lookup("F"), Functional)},
		{"ignore with a reason", has(pkg.Scope().Lookup("I"), Ignore)},
	} {
		if !c.ok {
			t.Errorf("%s: directive not found", c.what)
		}
	}
	if dir, _ := d.Has(pkg.Scope().Lookup("I"), Ignore); dir.Arg != "known race" {
		t.Errorf("ignore reason %q", dir.Arg)
	}
	var msgs []string
	for _, dg := range diags {
		msgs = append(msgs, fset.Position(dg.Pos).String()+": "+dg.Message)
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{
		"//snowflake:ignore needs a reason",
		"unknown directive //snowflake:functionl",
		"directive //snowflake:base does not apply here",
		"misplaced directive //snowflake:functional",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("diagnostics lack %q:\n%s", want, all)
		}
	}
	if len(diags) != 4 {
		t.Errorf("%d diagnostics, want 4:\n%s", len(diags), all)
	}
}
