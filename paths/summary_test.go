package paths_test

import (
	"go/ast"
	"go/types"
	"regexp"
	"testing"
)

var summaryWant = regexp.MustCompile(`summary: (\w+)`)

// TestSummaries checks the inferred summary of every function of
// testdata/summary and testdata/summary/other against the kind its doc
// comment names: pure bodies, receivers unused, fresh memory, constant and
// changing package variables, collection and clock reads, recursion through
// another package, channels and function values.
func TestSummaries(t *testing.T) {
	prog := loadShared(t, "./testdata/summary/...")
	n := 0
	for _, pkg := range prog.Roots {
		for _, f := range pkg.Syntax {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Doc == nil {
					continue
				}
				m := summaryWant.FindStringSubmatch(fd.Doc.Text())
				if m == nil {
					continue
				}
				obj := pkg.TypesInfo.Defs[fd.Name].(*types.Func)
				fn := prog.SSA.FuncValue(obj)
				got := prog.Summarize(fn)
				n++
				if got.Kind.String() != m[1] {
					t.Errorf("%s: summary %s (%s), want %s", obj.FullName(), got.Kind, got.Reason(prog, obj.Name()), m[1])
				}
			}
		}
	}
	if n < 20 {
		t.Fatalf("checked %d functions, want every one of the testdata (20 or more)", n)
	}
}
