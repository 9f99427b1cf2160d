// This file checks the printing of terms as Go.

package paths

import (
	"testing"

	"github.com/snowflakeverify/snowflake/smt"
)

func TestGoPrinter(t *testing.T) {
	x := smt.Const("in!0!x", smt.BV(64))
	n := smt.Const("l!3!t5", smt.BV(64))
	recv := smt.Const("in!0!s", smt.Named("Ptr"))
	max := smt.Apply("|constfield!Limiter!1|", smt.BV(64), recv)
	k := smt.Const("in!1!k", smt.String)
	p := GoPrinter{Names: map[string]string{"l!3!t5": "n.Load()", "constfield!Limiter!1": ".max"}}
	for _, c := range []struct {
		t    *smt.Term
		want string
	}{
		{smt.Not(smt.Apply("bvsge", smt.Bool, n, max)), "!(n.Load() >= s.max)"},
		{smt.Apply("bvadd", smt.BV(64), x, smt.BVLit(1, 64)), "x + 1"},
		{smt.Apply("bvadd", smt.BV(64), x, smt.BVLit(^uint64(6), 64)), "x + -7"},
		{smt.Not(smt.Eq(k, smt.StringLit("a"))), `k != "a"`},
		{smt.Apply("str.len", smt.Int, k), "len(k)"},
		{smt.Apply("|len!Slice!int|", smt.BV(64), smt.Const("in!2!names", smt.Named("S"))), "len(names)"},
		{smt.Ite(smt.Const("l!9!ok", smt.Bool), x, smt.BVLit(0, 64)), "(x if value #9, else 0)"},
		{smt.Apply("|fn!example.com/p.compute!1|", smt.BV(64), x), "second result of p.compute(x)"},
		{smt.Lit("#xfffffffffffffff9", smt.BV(64)), "-7"},
	} {
		if got := p.Print(c.t); got != c.want {
			t.Errorf("%s printed %q, want %q", c.t, got, c.want)
		}
	}
}

func TestArticle(t *testing.T) {
	for word, want := range map[string]string{"atomic.Int64": "an atomic.Int64", "sync.Map": "a sync.Map", "xsync.Map": "a xsync.Map"} {
		if got := Article(word); got != want {
			t.Errorf("Article(%q) = %q, want %q", word, got, want)
		}
	}
}

func TestGoSort(t *testing.T) {
	for s, want := range map[*smt.Sort]string{
		{Kind: smt.KindBV, Width: 64}:                "a 64-bit integer",
		{Kind: smt.KindNamed, Name: "T!0!*struct{}"}: "*T",
		{Kind: smt.KindBool}:                         "bool",
	} {
		if got := GoSort(*s); got != want {
			t.Errorf("GoSort(%s) = %q, want %q", s, got, want)
		}
	}
	if got := GoSort(smt.Array(smt.Named("Any"), smt.Named("Entry"))); got != "map[any]any" {
		t.Errorf("sync.Map's state printed %q", got)
	}
}
