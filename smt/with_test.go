package smt

import (
	"context"
	"testing"
	"time"
)

func TestScriptWith(t *testing.T) {
	var s Script
	x := s.DeclareConst("x", Bool)
	c := s.With(Not(x))
	c.DeclareConst("y", Bool)
	if len(s.Asserts) != 0 || len(c.Asserts) != 1 {
		t.Fatalf("asserts: original %d, copy %d; want 0 and 1", len(s.Asserts), len(c.Asserts))
	}
	if s.Declared("y") || !c.Declared("x") || !c.Declared("y") {
		t.Errorf("declarations leak between the script and its copy")
	}
}

// TestRLimit checks that a script's resource limit stops Z3 (Unknown) on a
// problem that needs more work, and leaves the same script decided
// without it.
func TestRLimit(t *testing.T) {
	z := newTestZ3(t)
	var s Script
	x := s.DeclareConst("x", BV(64))
	y := s.DeclareConst("y", BV(64))
	// x*y = 2^62+1 with both factors above 1: factoring takes work.
	s.Assert(Eq(Apply("bvmul", BV(64), x, y), BVLit(1<<62+1, 64)))
	s.Assert(Apply("bvugt", Bool, x, BVLit(1, 64)))
	s.Assert(Apply("bvugt", Bool, y, BVLit(1, 64)))
	s.Assert(Apply("bvult", Bool, x, BVLit(1<<32, 64)))
	s.Assert(Apply("bvult", Bool, y, BVLit(1<<32, 64)))
	limited := s.With()
	limited.RLimit = 1
	for _, timeout := range []time.Duration{0, 10 * time.Second} {
		r, err := z.Check(context.Background(), limited, timeout)
		if err != nil || r.Status != Unknown || r.Reason != "resource limit 1 reached" {
			t.Errorf("with rlimit 1, timeout %v: %v (%s, %v), want unknown for the resource limit", timeout, r.Status, r.Reason, err)
		}
	}
	if r := check(t, z, &s); r.Status == Unknown {
		t.Errorf("without rlimit: unknown (%s)", r.Reason)
	}
}
