// This file tests Metered and the work Z3 reports: resource limits per
// check and per account, and the same work for the same check.

package smt

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// A recorder is a Solver that answers Unknown at the resource limit it is
// given when work exceeds it, and records the limits it saw.
type recorder struct {
	work   uint64
	limits []uint
}

func (r *recorder) Check(_ context.Context, s *Script, _ time.Duration) (Result, error) {
	r.limits = append(r.limits, s.RLimit)
	if s.RLimit > 0 && r.work >= uint64(s.RLimit) {
		return Result{Status: Unknown, Reason: fmt.Sprintf("resource limit %d reached", s.RLimit), Work: uint64(s.RLimit)}, nil
	}
	return Result{Status: Sat, Work: r.work}, nil
}

func (r *recorder) Close() {}

func TestMeteredLimits(t *testing.T) {
	rec := &recorder{work: 40}
	fn := NewAccount("the function's budget", 100, nil)
	stopped := false
	w := NewAccount("the witness budget", 50, func() { stopped = true })
	m := (&Metered{Solver: rec, PerCheck: 30, Accounts: []*Account{fn}}).With(w)
	s := easyScript()

	// Bounded by PerCheck: 30 < 50 left; the check uses all 30.
	r, _ := m.Check(context.Background(), s, 0)
	if r.Status != Unknown || r.Reason != "resource limit 30 reached" {
		t.Fatalf("first check: %v %q, want the per-check limit", r.Status, r.Reason)
	}
	// 20 left in the witness account: it bounds the check and is named.
	r, _ = m.Check(context.Background(), s, 0)
	if r.Status != Unknown || r.Reason != "the witness budget is spent" {
		t.Fatalf("second check: %v %q, want the witness budget named", r.Status, r.Reason)
	}
	if !stopped || !w.Exhausted() || fn.Spent() != 50 || w.Spent() != 50 {
		t.Fatalf("after two checks: stopped %v, witness exhausted %v, spent %d and %d; want true, true, 50, 50", stopped, w.Exhausted(), fn.Spent(), w.Spent())
	}
	// A spent account runs no check.
	r, _ = m.Check(context.Background(), s, 0)
	if len(rec.limits) != 2 || r.Status != Unknown || !strings.Contains(r.Reason, "witness budget") {
		t.Fatalf("third check ran (%v) or answered %v %q", rec.limits, r.Status, r.Reason)
	}
	if rec.limits[0] != 30 || rec.limits[1] != 20 {
		t.Fatalf("limits %v, want [30 20]", rec.limits)
	}
	// The script's own lower limit stands, and the script is unchanged.
	s.RLimit = 7
	rec.work = 1
	if r, _ := (&Metered{Solver: rec, PerCheck: 30}).Check(context.Background(), s, 0); r.Status != Sat || rec.limits[2] != 7 || s.RLimit != 7 {
		t.Fatalf("script limit: %v, limits %v", r.Status, rec.limits)
	}
}

// TestZ3Work: Z3 reports the work of a check, the same for the same
// script on fresh solvers, and a check stopped by its resource limit
// says so whatever time it took.
func TestZ3Work(t *testing.T) {
	var works []uint64
	for i := 0; i < 2; i++ {
		z := newTestZ3(t)
		r, err := z.Check(context.Background(), easyScript(), 0)
		if err != nil || r.Status != Sat {
			t.Fatalf("easy script: %v %v", r.Status, err)
		}
		works = append(works, r.Work)
	}
	if works[0] == 0 || works[0] != works[1] {
		t.Fatalf("work %v, want the same positive number twice", works)
	}
	z := newTestZ3(t)
	h := hardScript()
	h.RLimit = 200_000
	r, err := z.Check(context.Background(), h, 0)
	if err != nil || r.Status != Unknown || r.Reason != "resource limit 200000 reached" || r.Work < 200_000 {
		t.Fatalf("hard script at rlimit 200000: %v %q work %d (%v)", r.Status, r.Reason, r.Work, err)
	}
}
