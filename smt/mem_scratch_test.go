package smt

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

func rss() string {
	b, _ := os.ReadFile("/proc/self/status")
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS") {
			return l
		}
	}
	return "?"
}

func TestScratchMem(t *testing.T) {
	z, err := NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	for k := 0; k < 6000; k++ {
		var s Script
		dt := "D"
		s.DeclareDatatype(dt, []Constructor{{Name: "mk" + dt, Fields: []Field{{"f" + dt, BV(8)}}}})
		x := s.DeclareConst("x", BV(32))
		d := s.DeclareConst("d", Named(dt))
		st := s.DeclareConst("s", String)
		a := s.DeclareConst("a", Array(BV(32), BV(32)))
		s.Assert(Eq(Apply("bvadd", BV(32), x, BVLit(uint64(k), 32)), BVLit(0, 32)))
		s.Assert(Eq(Apply("f"+dt, BV(8), d), BVLit(uint64(k), 8)))
		s.Assert(Eq(st, StringLit(fmt.Sprint("abc", k))))
		s.Assert(Eq(Apply("select", BV(32), a, x), BVLit(7, 32)))
		r, err := z.Check(context.Background(), &s, 0)
		if err != nil || r.Status != Sat {
			t.Fatal(r, err)
		}
		if k%500 == 0 {
			t.Log(k, rss())
		}
	}
	t.Log(rss())
}
