// This file runs the sanity checker of obligations on every client
// function of the golden packages and the examples.

package verify_test

import (
	"context"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// loadClients loads the packages and returns their clients (discovery
// left out) and a Z3 solver, closed when tb ends.
func loadClients(tb testing.TB, patterns ...string) (*paths.Program, []*paths.Client, smt.Solver) {
	tb.Helper()
	prog, err := paths.Load(paths.LoadConfig{}, patterns...)
	if err != nil {
		tb.Fatal(err)
	}
	clients, _ := paths.FindClients(prog)
	solver, err := smt.NewZ3()
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(solver.Close)
	return prog, clients, solver
}

func TestSanity(t *testing.T) {
	t.Parallel()
	prog, clients, solver := loadClients(t, "./testdata/golden/...", "./testdata/adversarial/...", "../examples/...", "./testdata/bad/hard")
	n := 0
	for _, c := range clients {
		for _, fn := range c.Funcs {
			f, refusal := paths.Split(prog, c, fn)
			if refusal != nil {
				continue
			}
			n++
			if err := obligations.Sanity(context.Background(), f, solver, 20*time.Second); err != nil {
				t.Error(err)
			}
		}
	}
	if n < 60 {
		t.Errorf("only %d functions checked", n)
	}
}
