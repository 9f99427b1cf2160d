package paths_test

import (
	"go/ast"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/paths"
)

// TestCycle checks which cut runs of the unrolled walk get a Cycle: only
// those whose iteration did nothing but collection calls and carried
// values (testdata/cycles: "cycle: yes" or "no" in each doc comment).
func TestCycle(t *testing.T) {
	prog, err := paths.Load(paths.LoadConfig{}, "./testdata/cycles")
	if err != nil {
		t.Fatal(err)
	}
	clients, _ := paths.FindClients(prog)
	if len(clients) != 1 {
		t.Fatalf("%d clients, want 1", len(clients))
	}
	checked := 0
	for _, fn := range clients[0].Funcs {
		decl, ok := fn.Syntax().(*ast.FuncDecl)
		if !ok || decl.Doc == nil {
			continue
		}
		want := strings.Contains(decl.Doc.Text(), "cycle: yes")
		f, refusal := paths.Split(prog, clients[0], fn)
		if refusal != nil {
			t.Errorf("%s: refused: %v", fn.Name(), refusal)
			continue
		}
		deep := 0
		for _, u := range f.Unrolled {
			for _, q := range u.Deep {
				deep++
				if got := q.Cycle != nil; got != want {
					t.Errorf("%s: deep run after %d back edges: Cycle %v, want %v", fn.Name(), q.Back, q.Cycle, want)
				}
				if q.Cycle != nil && q.Cycle.From > len(q.Calls) {
					t.Errorf("%s: Cycle.From %d beyond the run's %d calls", fn.Name(), q.Cycle.From, len(q.Calls))
				}
			}
		}
		if deep == 0 {
			t.Errorf("%s: no deep run", fn.Name())
		}
		checked++
	}
	if checked != 5 {
		t.Errorf("checked %d functions, want 5", checked)
	}
}
