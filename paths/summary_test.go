package paths_test

import (
	"go/ast"
	"go/types"
	"regexp"
	"sync"
	"testing"

	"github.com/snowflakeverify/snowflake/paths"
	"golang.org/x/tools/go/ssa"
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

// TestSummarizeConcurrent summarizes the functions of testdata/summary
// from several goroutines at once, as parallel walks do, while their
// dependencies' bodies are built on first need: go test -race checks
// the locking.
func TestSummarizeConcurrent(t *testing.T) {
	prog, err := paths.Load(paths.LoadConfig{}, "./testdata/summary/...")
	if err != nil {
		t.Fatal(err)
	}
	var fns []*ssa.Function
	for _, pkg := range prog.Roots {
		for _, m := range prog.SSA.Package(pkg.Types).Members {
			if fn, ok := m.(*ssa.Function); ok {
				fns = append(fns, fn)
			}
		}
	}
	kinds := make([][]paths.SummaryKind, 4)
	var wg sync.WaitGroup
	for g := range kinds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range fns {
				fn := fns[(i+g*7)%len(fns)]
				_ = len(fn.Blocks)
				kinds[g] = append(kinds[g], prog.Summarize(fn).Kind)
			}
		}()
	}
	wg.Wait()
	for g := 1; g < len(kinds); g++ {
		for i := range fns {
			if a, b := kinds[0][(i+g*7)%len(fns)], kinds[g][i]; a != b {
				t.Errorf("%s: %s in one goroutine, %s in another", fns[(i+g*7)%len(fns)], a, b)
			}
		}
	}
}
