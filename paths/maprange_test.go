package paths_test

import (
	"context"
	"testing"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// TestMapRange runs the unrolled runs of a range over a Go map
// (testdata/ranges Count: the number of entries and the last key) on a
// map whose entries are pinned: with two entries "a" and "b", the runs
// visit both, once each, in either order; no run visits one entry twice
// or stops early; and a map whose two entries had one key has no run.
func TestMapRange(t *testing.T) {
	f := splitIn(t, "./testdata/ranges", "Count")
	if len(f.Unrolled) == 0 {
		t.Fatal("no unrolled runs")
	}
	runs := f.Unrolled[len(f.Unrolled)-1].Paths
	z, err := smt.NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	m := f.Inputs[0]
	entries := func(keys ...string) []*smt.Term {
		facts := []*smt.Term{smt.Eq(f.Model.Func("len!"+m.Sort.String(), smt.BV(64), m), smt.BVLit(uint64(len(keys)), 64))}
		for i, k := range keys {
			key := f.Model.Func("rangekey!"+m.Sort.String(), smt.String, m, smt.BVLit(uint64(i), 64))
			facts = append(facts, smt.Eq(key, smt.StringLit(k)))
		}
		return facts
	}
	result := func(n int, last string) func(p *paths.Path) *smt.Term {
		return func(p *paths.Path) *smt.Term {
			return smt.And(smt.Eq(p.Result[0], smt.BVLit(uint64(n), 64)), smt.Eq(p.Result[1], smt.StringLit(last)))
		}
	}
	for _, c := range []struct {
		keys []string
		ends func(p *paths.Path) *smt.Term
		want bool
	}{
		{[]string{"a", "b"}, result(2, "a"), true},
		{[]string{"a", "b"}, result(2, "b"), true},
		{[]string{"a", "b"}, result(1, "a"), false},
		{[]string{"a", "b"}, result(2, ""), false},
		{[]string{}, result(0, ""), true},
		{[]string{"a"}, result(1, "a"), true},
		{[]string{"a", "a"}, func(*paths.Path) *smt.Term { return smt.True }, false},
	} {
		got := false
		for _, p := range runs {
			if !p.Panics && someRun(t, z, f, p, append(entries(c.keys...), c.ends(p))) {
				got = true
			}
		}
		if got != c.want {
			t.Errorf("entries %q: a run ends as asked: %v, want %v", c.keys, got, c.want)
		}
	}
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
