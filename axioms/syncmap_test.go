// This file checks the sync.Map theory against facts of its Go
// documentation, each proved valid by Z3 over arbitrary states and values.

package axioms

import (
	"context"
	"go/types"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// prove checks that fact (built over a model, a state and keys/values) is valid.
func prove(t *testing.T, name string, fact func(v *values.Model, s, k, x, y *smt.Term) *smt.Term) {
	t.Helper()
	v := values.New(types.SizesFor("gc", "amd64"))
	s, k, x, y := smt.Const("s", mapSort), smt.Const("k", values.AnySort), smt.Const("x", values.AnySort), smt.Const("y", values.AnySort)
	goal := fact(v, s, k, x, y)
	sc := &smt.Script{}
	v.Declare(sc)
	SyncMap{}.Declare(sc)
	for _, c := range []*smt.Term{s, k, x, y} {
		sc.DeclareConst(c.Op, c.Sort)
	}
	sc.Assert(smt.Not(goal))
	z, err := smt.NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	res, err := z.Check(context.Background(), sc, 10*time.Second)
	if err != nil || res.Status != smt.Unsat {
		t.Errorf("%s: %v %v\n%s", name, res.Status, err, sc)
	}
}

func apply(v *values.Model, name string, s *smt.Term, args ...*smt.Term) Effect {
	m, ok := SyncMap{}.Method(name)
	if !ok {
		panic(name)
	}
	return m.Apply(v, s, args)
}

func TestSyncMapFacts(t *testing.T) {
	noPanic := func(v *values.Model, k *smt.Term) *smt.Term { return smt.Not(v.HashPanics(k)) }
	prove(t, "Load after Store returns the stored value", func(v *values.Model, s, k, x, _ *smt.Term) *smt.Term {
		st := apply(v, "Store", s, k, x)
		ld := apply(v, "Load", st.Post, k)
		return smt.Implies(noPanic(v, k), smt.And(smt.Eq(ld.Results[0], x), ld.Results[1]))
	})
	prove(t, "a nil value is present, not absent", func(v *values.Model, s, k, _, _ *smt.Term) *smt.Term {
		st := apply(v, "Store", s, k, v.Nil())
		ld := apply(v, "Load", st.Post, k)
		return smt.And(ld.Results[1], smt.Eq(ld.Results[0], v.Nil()))
	})
	prove(t, "Load never changes the state", func(v *values.Model, s, k, _, _ *smt.Term) *smt.Term {
		return smt.Eq(apply(v, "Load", s, k).Post, s)
	})
	prove(t, "LoadOrStore on a present key loads", func(v *values.Model, s, k, x, y *smt.Term) *smt.Term {
		st := apply(v, "Store", s, k, x)
		los := apply(v, "LoadOrStore", st.Post, k, y)
		return smt.And(smt.Eq(los.Post, st.Post), smt.Eq(los.Results[0], x), los.Results[1])
	})
	prove(t, "LoadOrStore on an absent key stores", func(v *values.Model, s, k, x, _ *smt.Term) *smt.Term {
		d := apply(v, "Delete", s, k)
		los := apply(v, "LoadOrStore", d.Post, k, x)
		ld := apply(v, "Load", los.Post, k)
		return smt.And(smt.Eq(los.Results[0], x), smt.Not(los.Results[1]), smt.Eq(ld.Results[0], x))
	})
	prove(t, "LoadAndDelete returns the value and deletes", func(v *values.Model, s, k, x, _ *smt.Term) *smt.Term {
		st := apply(v, "Store", s, k, x)
		ld := apply(v, "LoadAndDelete", st.Post, k)
		after := apply(v, "Load", ld.Post, k)
		return smt.And(smt.Eq(ld.Results[0], x), ld.Results[1], smt.Not(after.Results[1]))
	})
	prove(t, "Swap returns the previous value", func(v *values.Model, s, k, x, y *smt.Term) *smt.Term {
		st := apply(v, "Store", s, k, x)
		sw := apply(v, "Swap", st.Post, k, y)
		return smt.And(smt.Eq(sw.Results[0], x), sw.Results[1], smt.Eq(apply(v, "Load", sw.Post, k).Results[0], y))
	})
	prove(t, "CompareAndSwap on an absent key fails and does not panic", func(v *values.Model, s, k, x, y *smt.Term) *smt.Term {
		d := apply(v, "Delete", s, k)
		cas := apply(v, "CompareAndSwap", d.Post, k, x, y)
		return smt.And(smt.Not(cas.Results[0]), smt.Eq(cas.Post, d.Post), smt.Implies(noPanic(v, k), smt.Not(cas.Panics)))
	})
	prove(t, "CompareAndDelete of the stored plain value deletes", func(v *values.Model, s, k, _, _ *smt.Term) *smt.Term {
		x := v.Box(types.Typ[types.Int], v.Func("n", smt.BV(64)))
		st := apply(v, "Store", s, k, x)
		cad := apply(v, "CompareAndDelete", st.Post, k, x)
		return smt.And(cad.Results[0], smt.Not(apply(v, "Load", cad.Post, k).Results[1]))
	})
	prove(t, "Clear empties the map", func(v *values.Model, s, k, _, _ *smt.Term) *smt.Term {
		c := apply(v, "Clear", s)
		return smt.Not(apply(v, "Load", c.Post, k).Results[1])
	})
	prove(t, "a string key never panics; a slice key always does", func(v *values.Model, _, _, _, _ *smt.Term) *smt.Term {
		str := v.Box(types.Typ[types.String], smt.StringLit("k"))
		bs := types.NewSlice(types.Typ[types.Byte])
		sl := v.Box(bs, v.Func("b", v.Sort(bs)))
		return smt.And(smt.Not(v.HashPanics(str)), v.HashPanics(sl))
	})
}

func TestRangeNeverAtomic(t *testing.T) {
	m, ok := SyncMap{}.Method("Range")
	if !ok || m.NotAtomic == "" {
		t.Fatal("Range must be marked never atomic")
	}
	for _, m := range (SyncMap{}).Methods() {
		if m.NotAtomic == "" && m.Apply == nil {
			t.Errorf("%s has no axioms", m.Name)
		}
	}
}
