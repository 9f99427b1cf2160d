package paths_test

import (
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
	runs, z := lastUnrolled(t, f)
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
