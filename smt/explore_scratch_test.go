package smt

import (
	"context"
	"testing"
)

func TestScratchExplore(t *testing.T) {
	z, err := NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	var s Script
	x8 := s.DeclareConst("x8", BV(8))
	s.Assert(Eq(Apply("bvadd", BV(8), x8, BVLit(1, 8)), BVLit(0, 8)))
	x5 := s.DeclareConst("x5", BV(5))
	s.Assert(Eq(x5, BVLit(21, 5)))
	x1 := s.DeclareConst("x1", BV(1))
	s.Assert(Eq(x1, BVLit(1, 1)))
	x64 := s.DeclareConst("x64", BV(64))
	s.Assert(Eq(x64, BVLit(42, 64)))
	i := s.DeclareConst("i", Int)
	s.Assert(Eq(i, IntLit(-7)))
	b := s.DeclareConst("b", Bool)
	s.Assert(b)
	s.DeclareDatatype("L", []Constructor{{Name: "nil"}, {Name: "cons", Fields: []Field{{"hd", BV(8)}, {"tl", Named("L")}}}})
	l := s.DeclareConst("l", Named("L"))
	s.Assert(Eq(Apply("hd", BV(8), l), BVLit(3, 8)))
	s.Assert(Apply("(_ is cons)", Bool, Apply("tl", Named("L"), l)))
	s.DeclareSort("U")
	u := s.DeclareConst("u", Named("U"))
	v := s.DeclareConst("v", Named("U"))
	s.Assert(Not(Eq(u, v)))
	a := s.DeclareConst("a", Array(BV(8), BV(8)))
	a2 := s.DeclareConst("a2", Array(BV(8), BV(8)))
	s.Assert(Eq(Apply("select", BV(8), a, BVLit(1, 8)), BVLit(5, 8)))
	s.Assert(Not(Eq(a, a2)))
	au := s.DeclareConst("au", Array(Named("U"), Named("L")))
	s.Assert(Eq(Apply("select", Named("L"), au, u), l))
	str := s.DeclareConst("str", String)
	s.Assert(Eq(str, StringLit("a\"b\\u{41}\xff\x00")))
	big := s.DeclareConst("big", String)
	s.Assert(Apply(">", Bool, Apply("str.to_code", Int, big), IntLit(1000)))
	nested := s.DeclareConst("nested", Array(Int, String))
	s.Assert(Eq(Apply("select", String, nested, IntLit(3)), StringLit("q\\u{41}")))
	s.DeclareConst("unused", Int)
	t.Log(s.String())
	r, err := z.Check(context.Background(), &s, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(r.Status, r.Reason)
	t.Log("\n" + r.Model.String())
}
