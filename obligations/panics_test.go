package obligations

import (
	"context"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/smt"
)

// TestSamePanic checks that two array index panics are one outcome exactly
// when Go prints one message for them.
func TestSamePanic(t *testing.T) {
	any := smt.Sort{Kind: smt.KindNamed, Name: "A"}
	op := "|panic!index!(_ BitVec 64)!(_ BitVec 64)|"
	index := func(i, n *smt.Term) *smt.Term { return smt.Apply(op, any, i, n) }
	lit := func(v int64) *smt.Term { return smt.BVLit(uint64(v), 64) }
	c, fallback := smt.Const("c", smt.Bool), smt.Const("fallback", smt.Bool)
	slice := smt.Apply("|panic!index!S!(_ BitVec 64)|", any, smt.Const("s", any), lit(7))
	for _, tc := range []struct {
		name     string
		obs, got *smt.Term
		want     *smt.Term // equivalent to samePanic(obs, got, fallback)
	}{
		{"same index, other length", index(lit(7), lit(2)), index(lit(7), lit(3)), smt.False},
		{"same index and length", index(lit(7), lit(2)), index(lit(7), lit(2)), smt.True},
		{"other index", index(lit(7), lit(2)), index(lit(8), lit(2)), smt.False},
		{"negative index, other length", index(lit(-1), lit(2)), index(lit(-1), lit(3)), smt.True},
		{"a choice of arrays", index(lit(7), lit(2)), smt.Ite(c, index(lit(7), lit(3)), index(lit(7), lit(2))), smt.Not(c)},
		{"a slice's panic", index(lit(7), lit(2)), slice, fallback},
	} {
		sc := &smt.Script{}
		sc.DeclareSort("A")
		sc.DeclareFun(op, []smt.Sort{smt.BV(64), smt.BV(64)}, any)
		sc.DeclareFun("|panic!index!S!(_ BitVec 64)|", []smt.Sort{any, smt.BV(64)}, any)
		for _, v := range []*smt.Term{c, fallback, smt.Const("s", any)} {
			sc.DeclareConst(v.Op, v.Sort)
		}
		sc.Assert(smt.Not(smt.Eq(samePanic(tc.obs, tc.got, fallback), tc.want)))
		z, err := smt.NewZ3()
		if err != nil {
			t.Fatal(err)
		}
		res, err := z.Check(context.Background(), sc, 10*time.Second)
		z.Close()
		if err != nil || res.Status != smt.Unsat {
			t.Errorf("%s: samePanic is not %s: %v %v\n%s", tc.name, tc.want, res.Status, err, sc)
		}
	}
}
