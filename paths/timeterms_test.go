package paths

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/smt"
)

// TestTimeTermsMatchGo checks the exact terms of timeterms.go against
// package time on times with and without monotonic readings, normal and
// extreme: each term, its inputs literals, must equal Go's result (the
// negation is unsatisfiable).
func TestTimeTermsMatchGo(t *testing.T) {
	z, err := smt.NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	rng := rand.New(rand.NewPCG(1, 2))
	now := BitsOf(time.Now())
	walls := []uint64{0, now.Wall, now.Wall | 1<<30 - 1, 1<<63 | (1<<33-1)<<30, 999999999, 1 << 63}
	exts := []int64{0, now.Ext, 1, -1, 1<<63 - 1, -1 << 63, 62135596800}
	durs := []int64{0, 1, -1, 1e9, -1e9, 1<<63 - 1, -1 << 63, 3600e9, int64(rng.Uint64())}
	pick := func() (uint64, int64) {
		if rng.IntN(3) == 0 {
			return rng.Uint64(), int64(rng.Uint64())
		}
		return walls[rng.IntN(len(walls))], exts[rng.IntN(len(exts))]
	}
	check := func(what string, term, want *smt.Term) {
		t.Helper()
		s := &smt.Script{}
		s.Assert(smt.Not(smt.Eq(term, want)))
		r, err := z.Check(context.Background(), s, time.Minute)
		if err != nil || r.Status != smt.Unsat {
			t.Errorf("%s: the term is not Go's %s (%v, %v)", what, want, r.Status, err)
		}
	}
	c := tterms{}
	lit := func(v uint64) *smt.Term { return smt.BVLit(v, 64) }
	for n := 0; n < 60; n++ {
		w1, e1 := pick()
		w2, e2 := pick()
		d := durs[rng.IntN(len(durs))]
		a, b := TimeFromBits(w1, e1), TimeFromBits(w2, e2)
		ta, tb := tparts{wall: lit(w1), ext: lit(uint64(e1))}, tparts{wall: lit(w2), ext: lit(uint64(e2))}
		sum := BitsOf(a.Add(time.Duration(d)))
		got := c.tAdd(ta, lit(uint64(d)))
		check("Add wall", got.wall, lit(sum.Wall))
		check("Add ext", got.ext, lit(uint64(sum.Ext)))
		check("Sub", c.tSub(ta, tb), lit(uint64(a.Sub(b))))
		// With fn standing for Go's own result, tSub is Go's exactly when
		// its plain branch is right wherever tSubPlain holds.
		goSub := lit(uint64(a.Sub(b)))
		plain := tterms{fn: func(string, smt.Sort, ...*smt.Term) *smt.Term { return goSub }}
		check("Sub (plain range)", plain.tSub(ta, tb), goSub)
		near := TimeFromBits(now.Wall+uint64(rng.IntN(1<<20))<<30, now.Ext+int64(rng.IntN(1e9)))
		tn := tparts{wall: lit(BitsOf(near).Wall), ext: lit(uint64(BitsOf(near).Ext))}
		if n%2 == 0 { // no monotonic reading, seconds near b's: Sub's wall-clock branch
			sec := BitsOf(b).Ext + int64(rng.IntN(1<<33)) - 1<<32
			if b.Before(time.Unix(0, 0)) || sec < 0 {
				sec = 63900000000 + int64(rng.IntN(1<<33))
			}
			near = TimeFromBits(uint64(rng.IntN(1e9)), sec)
			tn = tparts{wall: lit(BitsOf(near).Wall), ext: lit(uint64(sec))}
		}
		goNear := lit(uint64(near.Sub(b)))
		plainNear := tterms{fn: func(string, smt.Sort, ...*smt.Term) *smt.Term { return goNear }}
		check("Sub (near)", plainNear.tSub(tn, tb), goNear)
		check("After", c.tAfter(ta, tb), smt.BoolLit(a.After(b)))
		check("Equal", c.tEqual(ta, tb), smt.BoolLit(a.Equal(b)))
		check("Compare", c.tCompare(ta, tb), lit(uint64(int64(a.Compare(b)))))
		check("UnixNano", c.tUnixNano(ta), lit(uint64(a.UnixNano())))
		check("IsZero", c.tIsZero(ta), smt.BoolLit(a.IsZero()))
	}
}
