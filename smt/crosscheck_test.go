// This file tests CrossChecked and the cvc5 solver.

package smt

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"
)

// fixed is a Solver that always gives one answer.
type fixed struct{ status Status }

func (f fixed) Check(context.Context, *Script, time.Duration) (Result, error) {
	return Result{Status: f.status, Work: 1}, nil
}
func (fixed) Close() {}

func TestCrossChecked(t *testing.T) {
	s := easyScript()
	s.Comment = "the obligation of path 1\nmore"
	x := &CrossChecked{Solver: fixed{Unsat}, Second: fixed{Unsat}}
	if r, _ := x.Check(context.Background(), s, 0); r.Status != Unsat || x.Agreed != 1 {
		t.Fatalf("agreeing solvers: %v, agreed %d", r.Status, x.Agreed)
	}
	x.Second = fixed{Unknown}
	if r, _ := x.Check(context.Background(), s, 0); r.Status != Unsat || x.Unchecked != 1 {
		t.Fatalf("an undecided second solver: %v, unchecked %d; want the first's answer, counted unchecked", r.Status, x.Unchecked)
	}
	x.Second = fixed{Sat}
	r, _ := x.Check(context.Background(), s, 0)
	if r.Status != Unknown || len(x.Disagreements) != 1 || !strings.Contains(r.Reason, "the obligation of path 1: the first solver answered unsat, the second sat") {
		t.Fatalf("disagreeing solvers: %v %q, %v; want unknown naming the obligation", r.Status, r.Reason, x.Disagreements)
	}
	x.Solver = fixed{Unknown}
	if r, _ := x.Check(context.Background(), s, 0); r.Status != Unknown || x.Agreed+x.Unchecked != 2 || len(x.Disagreements) != 1 {
		t.Fatalf("an unknown first answer is not cross-checked: %v, %+v", r.Status, x)
	}
}

// newCVC5 returns cvc5, or skips the test where it is not installed (CI
// installs it, and there the test must run).
func newCVC5(t *testing.T) *CVC5 {
	t.Helper()
	c, err := NewCVC5()
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	return c
}

func TestCVC5(t *testing.T) {
	c := newCVC5(t)
	if r, err := c.Check(context.Background(), easyScript(), 0); err != nil || r.Status != Sat {
		t.Fatalf("easy script: %v %v, want sat", r.Status, err)
	}
	var s Script
	x := s.DeclareConst("x", BV(8))
	s.Assert(Eq(x, BVLit(1, 8)))
	s.Assert(Eq(x, BVLit(2, 8)))
	if r, err := c.Check(context.Background(), &s, 0); err != nil || r.Status != Unsat {
		t.Fatalf("contradiction: %v %v, want unsat", r.Status, err)
	}
	c.RLimit = 1000
	if r, err := c.Check(context.Background(), hardScript(), 0); err != nil || r.Status != Unknown {
		t.Fatalf("hard script at a small resource limit: %v %v, want unknown", r.Status, err)
	}
	var bad Script
	bad.Assert(Apply("no-such-function", Bool))
	if _, err := c.Check(context.Background(), &bad, 0); err == nil || !strings.Contains(err.Error(), "cvc5") {
		t.Fatalf("a script cvc5 rejects: %v, want an error", err)
	}
}
