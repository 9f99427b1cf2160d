package paths_test

import (
	"context"
	"testing"
	"unicode/utf8"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// TestStringRange runs the unrolled runs of a range over a string (the
// conform function LoopRunes) on concrete strings of at most two runes,
// with the choices witness search rules out excluded: an ASCII string
// gives exactly Go's result on some run and no other result on any; a
// string with a multi-byte sequence (valid or not) leaves the decoding to
// a choice, so no run is left once the choices are ruled out.
func TestStringRange(t *testing.T) {
	f := conformFunc(t, "LoopRunes")
	runs, z := lastUnrolled(t, f)
	for _, s := range []string{"", "a", "ab", "\x00\x7f", "é", "a\xff", "\xe2\x82"} {
		n, last := 0, rune(0)
		for _, r := range s {
			n, last = n+1, r
		}
		ascii := utf8.ValidString(s) && len(s) == utf8.RuneCountInString(s)
		var fits, differs int
		for _, p := range runs {
			if p.Panics {
				continue
			}
			given := []*smt.Term{smt.Eq(f.Inputs[0], smt.StringLit(s))}
			if none := obligations.Choiceless(p); none != nil {
				given = append(given, none)
			}
			want := smt.And(smt.Eq(p.Result[0], smt.BVLit(uint64(n), 64)), smt.Eq(p.Result[1], smt.BVLit(uint64(last), 32)))
			if someRun(t, z, f, p, append(given, want)) {
				fits++
			}
			if someRun(t, z, f, p, append(given, smt.Not(want))) {
				differs++
			}
		}
		switch {
		case ascii && (fits != 1 || differs != 0):
			t.Errorf("%q: Go's result on %d runs, another on %d; want 1 and 0", s, fits, differs)
		case !ascii && fits+differs != 0:
			t.Errorf("%q: %d runs left with the multi-byte choice ruled out, want none", s, fits+differs)
		}
	}
}

// lastUnrolled returns the runs of f's last unrolled level and a solver
// (closed when the test ends).
func lastUnrolled(t *testing.T, f *paths.Func) ([]*paths.Path, *smt.Z3) {
	t.Helper()
	if len(f.Unrolled) == 0 {
		t.Fatal("no unrolled runs")
	}
	z, err := smt.NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(z.Close)
	return f.Unrolled[len(f.Unrolled)-1].Paths, z
}

// someRun reports whether run p of f can satisfy extra.
func someRun(t *testing.T, z *smt.Z3, f *paths.Func, p *paths.Path, extra []*smt.Term) bool {
	t.Helper()
	sc := &smt.Script{}
	f.Model.Declare(sc)
	for _, v := range append(append([]*smt.Term(nil), f.Inputs...), p.Locals...) {
		sc.DeclareConst(v.Op, v.Sort)
	}
	for _, c := range append(append(append([]*smt.Term(nil), p.Conds...), p.Facts...), extra...) {
		sc.Assert(c)
	}
	res, err := z.Check(context.Background(), sc, 0)
	if err != nil || res.Status == smt.Unknown {
		t.Fatalf("%v %v", err, res.Reason)
	}
	return res.Status == smt.Sat
}
