package smt

import (
	"context"
	"testing"
	"time"
)

func TestScratchSpeed(t *testing.T) {
	z, _ := NewZ3()
	defer z.Close()
	for _, kind := range []string{"bv", "string", "dt", "array"} {
		start := time.Now()
		for k := 0; k < 200; k++ {
			var s Script
			switch kind {
			case "bv":
				x := s.DeclareConst("x", BV(32))
				s.Assert(Eq(Apply("bvadd", BV(32), x, BVLit(1, 32)), BVLit(0, 32)))
			case "string":
				st := s.DeclareConst("s", String)
				s.Assert(Eq(st, StringLit("abc")))
			case "dt":
				s.DeclareDatatype("D", []Constructor{{Name: "mk", Fields: []Field{{"f", BV(8)}}}})
				d := s.DeclareConst("d", Named("D"))
				s.Assert(Eq(Apply("f", BV(8), d), BVLit(1, 8)))
			case "array":
				a := s.DeclareConst("a", Array(BV(32), BV(32)))
				s.Assert(Eq(Apply("select", BV(32), a, BVLit(1, 32)), BVLit(7, 32)))
			}
			r, err := z.Check(context.Background(), &s, 0)
			if err != nil || r.Status != Sat {
				t.Fatal(r, err)
			}
		}
		t.Log(kind, time.Since(start)/200)
	}
}
