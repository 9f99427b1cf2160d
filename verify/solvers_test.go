// This file tests the second solver of Options.CrossCheck: a disagreement
// makes the verdict error, an agreement leaves the verdict as it was.

package verify_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/verify"
)

// contrary answers the opposite of what the obligation's truth is: unsat
// when Z3 would say sat and sat when it would say unsat, as a solver with
// a bug might.
type contrary struct{ z *smt.Z3 }

func (c contrary) Check(ctx context.Context, s *smt.Script, timeout time.Duration) (smt.Result, error) {
	r, err := c.z.Check(ctx, s, timeout)
	switch r.Status {
	case smt.Sat:
		r.Status, r.Model = smt.Unsat, nil
	case smt.Unsat:
		r.Status = smt.Sat
	}
	return r, err
}

func (c contrary) Close() {}

func TestCrossCheckDisagreement(t *testing.T) {
	z, err := smt.NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	// Jobs 1: contrary's Z3 is used by one goroutine at a time.
	rep, err := verify.Run(context.Background(), verify.Options{Jobs: 1, CrossCheck: contrary{z}}, "../examples/registry")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if r.CrossCheck == nil || len(r.CrossCheck.Disagreements) == 0 {
			continue
		}
		if r.Verdict != verify.Error || !strings.HasPrefix(r.Reason, "cross-check: z3 and cvc5 disagree on ") {
			t.Errorf("%s: %s: %s; want error on a disagreement", r.Func, r.Verdict, r.Reason)
		}
	}
	if rep.Count(verify.Error) == 0 {
		t.Errorf("no function has a disagreement; the second solver was not asked")
	}
	rep, err = verify.Run(context.Background(), verify.Options{Jobs: 1, CrossCheck: agreeing{z}}, "../examples/registry")
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rep.Results {
		if r.CrossCheck == nil || r.CrossCheck.Agreed == 0 || len(r.CrossCheck.Disagreements) > 0 || r.Verdict == verify.Error {
			t.Errorf("%s: %s (%+v); want every proof obligation agreed", r.Func, r.Verdict, r.CrossCheck)
		}
	}
}

// agreeing is Z3 again.
type agreeing struct{ z *smt.Z3 }

func (a agreeing) Check(ctx context.Context, s *smt.Script, timeout time.Duration) (smt.Result, error) {
	return a.z.Check(ctx, s, timeout)
}

func (agreeing) Close() {}
