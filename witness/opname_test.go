package witness

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// TestAtAnyArgs checks how a package witness names a generic operation
// run at any: with its type arguments when every constraint is any (a
// call with a nil argument infers none), else as Go would infer them.
func TestAtAnyArgs(t *testing.T) {
	const src = `package p
func Plain(x int)                       {}
func Bump[T any](x T)                   {}
func Two[K any, V interface{}](k K, v V) {}
func Num[T ~int | ~int64](x T)           {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err := ssautil.BuildPackage(&types.Config{Importer: importer.Default()}, fset, types.NewPackage("p", "p"), []*ast.File{f}, ssa.SanityCheckFunctions)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"Plain": "", "Bump": "[any]", "Two": "[any, any]", "Num": ""} {
		if got := atAnyArgs(pkg.Func(name)); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}
