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

func TestSanity(t *testing.T) {
	prog, err := paths.Load(paths.LoadConfig{}, "./testdata/golden/...", "./testdata/adversarial/...", "../examples/...", "./testdata/bad/hard")
	if err != nil {
		t.Fatal(err)
	}
	clients, _ := paths.FindClients(prog)
	solver, err := smt.NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	defer solver.Close()
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
