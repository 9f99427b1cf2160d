package obligations_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// TestEncodingIndependentOfMapOrder loads the golden packages twice and
// requires the same clients, paths and obligation scripts, text for text.
// Go ranges over a map in a new order each time, so an order that flows
// from one into a path's conditions or calls, or into the order of a
// script's declarations and assertions (Z3's answers, models and resource
// counts depend on it), differs between the two loads.
func TestEncodingIndependentOfMapOrder(t *testing.T) {
	const pattern = "../verify/testdata/golden/..."
	first, second := encodeAll(t, pattern), encodeAll(t, pattern)
	if len(first) != len(second) {
		t.Fatalf("%d functions on the first load, %d on the second", len(first), len(second))
	}
	for i := range first {
		if first[i] != second[i] {
			t.Errorf("function %d differs between two loads:\n%s", i, firstDiff(first[i], second[i]))
		}
	}
}

// encodeAll prints, per client function of the packages, what Split and
// Encode compute from a fresh load.
func encodeAll(t *testing.T, patterns ...string) []string {
	t.Helper()
	prog, err := paths.Load(paths.LoadConfig{}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	clients, diags := paths.FindClients(prog)
	clients = append(clients, paths.Discover(prog, clients)...)
	var out []string
	for _, d := range diags {
		out = append(out, fmt.Sprintf("diagnostic %s: %s", prog.Fset.Position(d.Pos), d.Message))
	}
	for _, c := range clients {
		for _, fn := range c.Funcs {
			out = append(out, encodeFunc(prog, c, fn))
		}
	}
	if len(out) == 0 {
		t.Fatalf("no client function in %v", patterns)
	}
	return out
}

func encodeFunc(prog *paths.Program, c *paths.Client, fn *ssa.Function) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (client %s)\n", fn, c.Name)
	f, r := paths.Split(prog, c, fn)
	if r != nil {
		fmt.Fprintf(&b, "refused at %s: %s\n", prog.Fset.Position(r.Pos), r.Message)
		return b.String()
	}
	for _, tr := range f.Trusted {
		fmt.Fprintf(&b, "trusted %s\n", tr.What)
	}
	for i, p := range f.Paths {
		fmt.Fprintf(&b, "path %d blocks %v\n", i, p.Blocks)
		writeTerms(&b, "cond", p.Conds)
		writeTerms(&b, "fact", p.Facts)
		writeTerms(&b, "local", p.Locals)
		writeTerms(&b, "result", p.Result)
		for _, call := range p.Calls {
			fmt.Fprintf(&b, "call %s", call.Method.Name)
			writeTerms(&b, " arg", call.Args)
		}
		for _, l := range obligations.Points(p) {
			fmt.Fprintf(&b, "obligation at %d:\n%s\n", l, obligations.Encode(f, i, l))
		}
	}
	return b.String()
}

func writeTerms(b *strings.Builder, what string, ts []*smt.Term) {
	for _, t := range ts {
		fmt.Fprintf(b, "%s %s\n", what, t)
	}
}

// firstDiff shows the first line where a and b differ, after a's first
// line (the function).
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("%s\nline %d:\n  first:  %s\n  second: %s", la[0], i+1, la[i], lb[i])
		}
	}
	return fmt.Sprintf("%s\none is a prefix of the other (%d and %d lines)", la[0], len(la), len(lb))
}
