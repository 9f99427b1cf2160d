// This file cross-checks verify against the independent dynamic oracle
// (package oracle): every atomic verdict must survive the oracle's
// adversarial runs, and every violation must be reproduced by them.

package verify_test

import (
	"context"
	"go/ast"
	"go/parser"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

func TestCrossCheckOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the oracle")
	}
	patterns := []string{"../examples/...", "./testdata/golden/registry", "./testdata/golden/session",
		"./testdata/golden/jobs", "./testdata/golden/tombstone", "./testdata/golden/loops", "./testdata/golden/counter"}
	// The oracle runs beside the verifier (whose runs end with a few
	// long queries on one core).
	var or *oracle.Report
	var orErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		or, orErr = oracle.Run(context.Background(), oracle.Options{}, patterns...)
	}()
	defer func() { <-done }()
	// The verdicts are the shared run's (TestExamples' and TestGolden's);
	// those of golden packages the oracle does not run are left out below.
	verdicts := verifyShared(t, "../examples", "testdata/golden")
	<-done
	if orErr != nil {
		t.Fatal(orErr)
	}
	dynamic := map[string]*oracle.Result{}
	for _, r := range or.Results {
		dynamic[r.Func] = r
	}
	checked := 0
	for _, r := range verdicts {
		d, ok := dynamic[r.Func]
		if !ok || d.Verdict == oracle.Skipped || d.Verdict == oracle.Error {
			continue
		}
		checked++
		switch {
		case r.Verdict == verify.Atomic && d.Verdict == oracle.Violation:
			t.Errorf("%s: proven atomic, but the oracle found a violation: %s", r.Func, d.Reason)
		case r.Verdict == verify.Violation && d.Verdict != oracle.Violation && mapBeyond(r):
			t.Logf("%s: violation with a witness whose map argument has two entries or more, beyond the oracle's domain (one entry: a range's order is random)", r.Func)
		case r.Verdict == verify.Violation && d.Verdict != oracle.Violation:
			t.Errorf("%s: violation with a witness, but the oracle found none in %d scenarios", r.Func, d.Scenarios)
		}
	}
	if checked < 80 {
		t.Errorf("only %d functions cross-checked", checked)
	}
	t.Logf("%d functions cross-checked", checked)
}

// mapBeyond reports whether r's witness passes a map of two entries or
// more (an input printed as a map literal), which the oracle's domains
// never hold.
func mapBeyond(r *verify.Result) bool {
	w, ok := r.Witness.(*witness.Witness)
	if !ok || w == nil {
		return false
	}
	for _, in := range w.Inputs {
		_, lit, _ := strings.Cut(in, " = ")
		e, err := parser.ParseExpr(lit)
		if c, ok := e.(*ast.CompositeLit); err == nil && ok && len(c.Elts) >= 2 {
			if _, isMap := c.Type.(*ast.MapType); isMap {
				return true
			}
		}
	}
	return false
}
