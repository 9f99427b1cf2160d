// This file tests the shape of the float encoding where conformance runs
// cannot see it: Go on amd64 never fuses, so a fusable addition must be
// checked to be a choice in the terms themselves.

package paths_test

import (
	"go/types"
	"slices"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// TestFloatChoices: a*b + 1 is a per-site fusion choice, and the
// product's NaN bits and that choice are what witness search rules out.
func TestFloatChoices(t *testing.T) {
	f := conformFunc(t, "FloatFusedConst")
	var ops []string
	smt.Walk(f.Paths[0].Result, func(u *smt.Term) { ops = append(ops, strings.Trim(u.Op, "|")) })
	for _, want := range []string{"fuse?", "fused!", "nan!*!"} {
		if !slices.ContainsFunc(ops, func(op string) bool { return strings.HasPrefix(op, want) }) {
			t.Errorf("a*b + 1: no %s in the result's terms", want)
		}
	}
	c := obligations.Choiceless(f.Paths[0])
	if c == nil || !strings.Contains(c.String(), "fp.isNaN") || !strings.Contains(c.String(), "fuse?") {
		t.Errorf("Choiceless(a*b + 1) = %v, want the product's NaN test and the fusion choice ruled out", c)
	}
}

// TestConversionChoice: int64(f) is implementation-defined out of range,
// and witness search rules that out (Choiceless asks for f in range).
func TestConversionChoice(t *testing.T) {
	f := conformFunc(t, "FloatTrunc")
	c := obligations.Choiceless(f.Paths[0])
	if c == nil || !strings.Contains(c.String(), "fp.lt") || !strings.Contains(c.String(), "fp.leq") {
		t.Errorf("Choiceless(int64(f)) = %v, want f's truncation in range", c)
	}
}

// conformFunc splits the function of testdata/conform named name.
func conformFunc(t *testing.T, name string) *paths.Func {
	t.Helper()
	return splitIn(t, "./testdata/conform", name)
}

// splitIn splits the function named name of the package in dir.
func splitIn(t *testing.T, dir, name string) *paths.Func {
	t.Helper()
	prog := loadShared(t, dir)
	fn := prog.SSA.FuncValue(prog.Roots[0].Types.Scope().Lookup(name).(*types.Func))
	f, r := paths.SplitFunc(prog, fn)
	if r != nil {
		t.Fatal(r)
	}
	return f
}
