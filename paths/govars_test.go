// This file checks which source variables name values.

package paths

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"
)

func TestCollectVars(t *testing.T) {
	src := `package p
func f(k string) {
	v, ok := m.Load(k)
	x, ok2 := m.Load(k)
	x, _ = m.Load(k)
	var y int
	y = g()
	z := h(v, ok, ok2, x, y)
	_ = z
}`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	vars := collectVars(file.Decls[0].(*ast.FuncDecl))
	got := map[string][]string{}
	for pos, names := range vars {
		got[fset.Position(pos).String()] = names
	}
	want := map[string][]string{
		"p.go:3:17": {"v", "ok"}, // assigned once
		"p.go:4:18": {"", "ok2"}, // x is assigned twice
		"p.go:5:15": {"", ""},    // x again, and the blank
		"p.go:7:7":  {""},        // declared with var
		"p.go:8:8":  {"z"},
	}
	for pos, names := range want {
		if len(got[pos]) != len(names) {
			t.Errorf("%s: names %q, want %q", pos, got[pos], names)
			continue
		}
		for i := range names {
			if got[pos][i] != names[i] {
				t.Errorf("%s: names %q, want %q", pos, got[pos], names)
			}
		}
	}
}
