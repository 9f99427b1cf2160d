package smt

import (
	"testing"
)

func TestScratchProbe(t *testing.T) {
	z := newTestZ3(t)
	var s Script
	arr := Array(Int, Int)
	a := s.DeclareConst("a", arr)
	b := s.DeclareConst("b", arr)
	s.DeclareFun("f", []Sort{Int}, Int)
	s.Assert(Eq(Apply("select", Int, a, IntLit(1)), Apply("f", Int, IntLit(1))))
	s.Assert(Eq(b, Apply("store", arr, a, IntLit(2), IntLit(3))))
	aa := s.DeclareConst("aa", Array(Int, arr))
	s.Assert(Eq(Apply("select", arr, aa, IntLit(0)), b))
	s.Assert(Not(Eq(Apply("select", arr, aa, IntLit(1)), b)))
	c := s.DeclareConst("c", arr)
	s.Assert(Apply("forall ((i Int))", Bool, Apply("=", Bool, Apply("select", Int, c, Const("i", Int)), Apply("+", Int, Const("i", Int), IntLit(1)))))
	d := s.DeclareConst("d", arr)
	s.Assert(Apply("forall ((i Int))", Bool, Apply("=>", Bool, Apply(">", Bool, Const("i", Int), IntLit(5)), Apply("=", Bool, Apply("select", Int, d, Const("i", Int)), IntLit(9)))))
	r := check(t, z, &s)
	t.Log(r.Status, r.Reason, "\n"+r.Model.String())
}
