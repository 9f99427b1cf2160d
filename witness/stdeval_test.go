// This file tests the grounding of standard-library functions: names,
// values, facts, and a grounded check with Z3 in which the solver's first
// choice of an uninterpreted function disagrees with Go.

package witness

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

func TestStdFuncsArePureStd(t *testing.T) {
	pure := map[string]bool{}
	for _, f := range paths.PureStdList() {
		pure[f.Name] = true
	}
	pure[paths.SubWall] = true // the clock rule's Time.Sub (paths/timeterms.go)
	for name := range stdFuncs {
		if !pure[name] {
			t.Errorf("%s is grounded but not in paths' pure standard-library list", name)
		}
	}
}

func TestStdOp(t *testing.T) {
	for _, c := range []struct {
		op string
		j  int
		ok bool
	}{
		{"std!strings.ToLower!0", 0, true},
		{"|std!strings.ToLower!0|", 0, true},
		{"std!strings.ReplaceAll!panics", -1, true},
		{"std!strings.ToLower!1", 0, false},
		{"std!strings.ReplaceAll!panicval", 0, false},
		{"std!strings.Join!0", 0, false},
		{"fn!example.com/p.F!0", 0, false},
	} {
		_, j, ok := stdOp(c.op)
		if ok != c.ok || ok && j != c.j {
			t.Errorf("stdOp(%q) = %d, %v; want %d, %v", c.op, j, ok, c.j, c.ok)
		}
	}
}

func TestGoValue(t *testing.T) {
	v, lit, ok := goValue("#xffffffffffffffff", kInt, smt.BV(64))
	if !ok || v.(int64) != -1 || lit.String() != smt.BVLit(^uint64(0), 64).String() {
		t.Errorf("goValue(-1) = %v, %v, %v", v, lit, ok)
	}
	v, _, ok = goValue(`"a\u{41}"`, kString, smt.String)
	if !ok || v.(string) != "aA" {
		t.Errorf("goValue(string) = %q, %v", v, ok)
	}
}

// TestGroundedCheck asks for x with ToUpper(x) = "AB" and x = "ab" ∨ x = "xy":
// the uninterpreted function lets the solver pick either; grounding must
// end with x = "ab", the only choice Go agrees with, and report it grounded.
func TestGroundedCheck(t *testing.T) {
	z3, s := stdScript(t, "strings.ToUpper")
	x := s.DeclareConst("x", smt.String)
	up := smt.Apply("std!strings.ToUpper!0", smt.String, x)
	s.Assert(smt.Eq(up, smt.StringLit("AB")))
	s.Assert(smt.Or(smt.Eq(x, smt.StringLit("xy")), smt.Eq(x, smt.StringLit("ab"))))
	s.Assert(smt.Not(smt.Eq(x, smt.StringLit("ab")))) // the solver must first pick xy
	res, err := grounding(z3, nil).Check(context.Background(), s, 10*time.Second)
	if err != nil || res.Status != smt.Unsat {
		t.Fatalf("with x = \"xy\" forced, got %v, %v; want unsat (ToUpper(\"xy\") is \"XY\")", res.Status, err)
	}
	s.Asserts = s.Asserts[:2]
	res, err = grounding(z3, nil).Check(context.Background(), s, 10*time.Second)
	if err != nil || res.Status != smt.Sat || !isGrounded(res.Model) {
		t.Fatalf("got %v, %v, grounded %v; want a grounded model", res.Status, err, res.Model != nil && isGrounded(res.Model))
	}
	if v, _ := res.Model.Value("x"); v != `"ab"` {
		t.Errorf("x = %s, want \"ab\"", v)
	}
}

// recording is a solver that keeps the models of the checks it runs.
type recording struct {
	smt.Solver
	models []smt.Model
}

func (r *recording) Check(ctx context.Context, s *smt.Script, timeout time.Duration) (smt.Result, error) {
	res, err := r.Solver.Check(ctx, s, timeout)
	if res.Status == smt.Sat {
		r.models = append(r.models, res.Model)
	}
	return res, err
}

// TestGroundedPins asks for an upper-case letter y and a lower-case x with
// ToLower(y) = x. The first model gives ToLower any value at its y; the
// grounded check must then keep that y (pinned) and fit x to Go's
// ToLower(y), not move on to another letter.
func TestGroundedPins(t *testing.T) {
	z3, s := stdScript(t, "strings.ToLower")
	x, y := s.DeclareConst("x", smt.String), s.DeclareConst("y", smt.String)
	letter := func(v *smt.Term, lo, hi string) *smt.Term {
		return smt.Apply("str.in_re", smt.Bool, v, smt.Lit(fmt.Sprintf("(re.range %q %q)", lo, hi), smt.Bool))
	}
	s.Assert(letter(x, "a", "z"))
	s.Assert(letter(y, "A", "Z"))
	s.Assert(smt.Eq(smt.Apply("std!strings.ToLower!0", smt.String, y), x))
	rec := &recording{Solver: z3}
	res, err := grounding(rec, nil).Check(context.Background(), s, 10*time.Second)
	if err != nil || res.Status != smt.Sat || !isGrounded(res.Model) {
		t.Fatalf("got %v, %v; want a grounded model", res.Status, err)
	}
	first, _ := rec.models[0].Value("y")
	got, _ := res.Model.Value("y")
	xv, _ := res.Model.Value("x")
	if len(rec.models) > 1 && got != first {
		t.Errorf("y moved from %s to %s after the first model disagreed", first, got)
	}
	if want := strings.ToLower(got); xv != want {
		t.Errorf("x = %s for y = %s, want %s", xv, got, want)
	}
}

// TestGroundedPinsNeverUnsat: y is an upper-case letter or "zzzzzzzzzzzz"
// with ToLower(y) = y, true only of the long word. Pinned checks at the
// letters the solver tries first are unsat; that must never be the
// answer, since pins only add constraints.
func TestGroundedPinsNeverUnsat(t *testing.T) {
	z3, s := stdScript(t, "strings.ToLower")
	y := s.DeclareConst("y", smt.String)
	s.Assert(smt.Apply("str.in_re", smt.Bool, y, smt.Lit(`(re.union (re.range "A" "Z") (str.to_re "zzzzzzzzzzzz"))`, smt.Bool)))
	s.Assert(smt.Eq(smt.Apply("std!strings.ToLower!0", smt.String, y), y))
	res, err := grounding(z3, nil).Check(context.Background(), s, 10*time.Second)
	if err != nil || res.Status == smt.Unsat {
		t.Errorf("got %v, %v; want sat or unknown (y = \"zzzzzzzzzzzz\" satisfies the script)", res.Status, err)
	}
}

// stdScript returns a solver (solverFor) and a script declaring the
// listed function fn of a string, as paths names its result (std!fn!0).
func stdScript(t *testing.T, fn string) (*smt.Z3, *smt.Script) {
	t.Helper()
	z3 := solverFor(t)
	s := &smt.Script{}
	s.DeclareFun("std!"+fn+"!0", []smt.Sort{smt.String}, smt.String)
	return z3, s
}

// TestGroundedDecodeRune grounds a function of two results, one a 32-bit
// rune: utf8.DecodeRuneInString("é") is 'é' (233), of width 2.
func TestGroundedDecodeRune(t *testing.T) {
	z3 := solverFor(t)
	s := &smt.Script{}
	name := "std!unicode/utf8.DecodeRuneInString!"
	s.DeclareFun(name+"0", []smt.Sort{smt.String}, smt.BV(32))
	s.DeclareFun(name+"1", []smt.Sort{smt.String}, smt.BV(64))
	x := s.DeclareConst("x", smt.String)
	s.Assert(smt.Eq(x, smt.StringLit("é")))
	s.Assert(smt.Eq(s.DeclareConst("r", smt.BV(32)), smt.Apply(name+"0", smt.BV(32), x)))
	s.Assert(smt.Eq(s.DeclareConst("w", smt.BV(64)), smt.Apply(name+"1", smt.BV(64), x)))
	res, err := grounding(z3, nil).Check(context.Background(), s, 10*time.Second)
	if err != nil || res.Status != smt.Sat || !isGrounded(res.Model) {
		t.Fatalf("got %v, %v; want a grounded model", res.Status, err)
	}
	for c, want := range map[string]int64{"r": 233, "w": 2} {
		raw, _ := res.Model.Value(c)
		if v, _, ok := goValue(raw, kInt, map[string]smt.Sort{"r": smt.BV(32), "w": smt.BV(64)}[c]); !ok || v.(int64) != want {
			t.Errorf("%s = %s, want %d", c, raw, want)
		}
	}
}

// solverFor returns a solver closed when the test ends; the test is
// skipped without one.
func solverFor(t *testing.T) *smt.Z3 {
	t.Helper()
	z3, err := smt.NewZ3()
	if err != nil {
		t.Skip(err)
	}
	t.Cleanup(z3.Close)
	return z3
}

// TestBoxedValues reads the interface values fmt's grounded functions take
// as Go values of their predeclared types, and refuses the others (a named
// type would print differently with %T or through its methods).
func TestBoxedValues(t *testing.T) {
	for raw, want := range map[string]any{
		"(box!0!int #x0000000000000003)":        3,
		"(box!0!int #xffffffffffffffff)":        -1,
		"(box!3!uint8 #xff)":                    uint8(255),
		`(box!1!string "a")`:                    "a",
		"(box!2!bool true)":                     true,
		"anynil":                                nil,
		"(box!4!calls.Code #x0000000000000001)": "not readable",
	} {
		v, _, ok := goValue(raw, kAny, smt.Sort{})
		switch {
		case want == "not readable" && ok:
			t.Errorf("%s: read as %#v, want not readable", raw, v)
		case want != "not readable" && (!ok || v != want):
			t.Errorf("%s: got %#v (%v), want %#v", raw, v, ok, want)
		}
	}
	sprintf := stdFuncs["fmt.Sprintf"]
	if !sprintf.takes(3) || sprintf.takes(0) || sprintf.param(2) != kAny {
		t.Errorf("fmt.Sprintf's arity: takes(3) = %v, takes(0) = %v", sprintf.takes(3), sprintf.takes(0))
	}
	if got := sprintf.run([]any{"%d.%d %T", 1, uint8(2), uint8(2)})[0]; got != "1.2 uint8" {
		t.Errorf("Sprintf = %q", got)
	}
}
