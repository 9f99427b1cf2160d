package specs

import (
	"context"

	"go/types"
	"path/filepath"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// TestClockAgrees checks the symbolic effects of the TTL spec against its
// executable model: from a state holding one item that expires at 10s,
// Get and Add at times before, at and after the expiry (and an item that
// never expires) give, with Z3, the results the executable model gives.
func TestClockAgrees(t *testing.T) {
	s, err := ParseSpecFile(filepath.Join(ttlDir, "ttl.sfspec"))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CheckAgainst(ttlPackage(t)); err != nil {
		t.Fatal(err)
	}
	c := s.generic().(specMap)
	item := s.val.t
	z, err := smt.NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	for _, exp := range []time.Duration{0, 10 * time.Second} {
		for _, now := range []time.Duration{9 * time.Second, 10 * time.Second, 11 * time.Second} {
			for _, method := range []string{"Get", "Add"} {
				got := symbolicOK(t, z, c, item, method, int64(exp), int64(now))
				want := concreteOK(t, c, item, method, int64(exp), int64(now))
				if live := exp == 0 || now <= exp; want != live {
					t.Errorf("%s at %v of an item expiring at %v: executable %v, want %v", method, now, exp, want, live)
				}
				if got != want {
					t.Errorf("%s at %v of an item expiring at %v: symbolic %v, executable %v", method, now, exp, got, want)
				}
			}
		}
	}
}

// symbolicOK is whether the call found the item live (Get's ok, Add's
// error != nil), by the spec's axioms and Z3.
func symbolicOK(t *testing.T, z *smt.Z3, c specMap, item types.Type, method string, exp, now int64) bool {
	t.Helper()
	v := values.New(sizes64)
	key := v.Box(types.Typ[types.String], smt.StringLit("a"))
	it := v.Make(item, []*smt.Term{v.Box(types.Typ[types.Int], smt.BVLit(1, 64)), smt.BVLit(uint64(exp), 64)})
	pre := smt.Apply("store", mapSort, emptyMap, v.MapKey(key), present(v.Box(item, it)))
	args := []*smt.Term{key}
	if method == "Add" {
		args = append(args, v.Box(types.Typ[types.Int], smt.BVLit(2, 64)), v.Box(s64Duration(c), smt.BVLit(uint64(time.Second), 64)))
	}
	args = append(args, smt.BVLit(uint64(now), 64))
	m, _ := c.Method(method)
	eff := m.Apply(v, pre, args)
	live := eff.Results[len(eff.Results)-1] // Get: ok
	if method == "Add" {
		live = smt.Not(smt.Eq(eff.Results[0], v.Nil()))
	}
	sc := &smt.Script{RLimit: satRLimit}
	v.Declare(sc)
	c.Declare(sc)
	res, err := z.Check(context.Background(), sc.With(smt.Not(live)), time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	return res.Status == smt.Unsat
}

func s64Duration(c specMap) types.Type {
	for _, m := range c.s.Methods {
		if m.Name == "Add" {
			return m.params[2].typ.t
		}
	}
	panic("no Add")
}

// concreteOK is symbolicOK on the executable model.
func concreteOK(t *testing.T, c specMap, item types.Type, method string, exp, now int64) bool {
	t.Helper()
	ex, err := c.NewExec()
	if err != nil {
		t.Fatal(err)
	}
	k := stringValue("a", "string")
	one := axioms.IntValue(bigOf(1), 64, "int")
	ex.Set(&k, structValue(item, []axioms.Value{one, axioms.IntValue(bigOf(exp), 64, "int64")}), true)
	args := []axioms.Value{k}
	if method == "Add" {
		args = append(args, axioms.IntValue(bigOf(2), 64, "int"), axioms.IntValue(bigOf(int64(time.Second)), 64, "time.Duration"))
	}
	res, panics, err := ex.Call(method, append(args, axioms.IntValue(bigOf(now), 64, "int64")))
	if err != nil || panics {
		t.Fatalf("%s: %v %v", method, panics, err)
	}
	if method == "Add" {
		return res[0].Key != axioms.Nil.Key
	}
	return res[1].Key == axioms.Bool(true).Key
}
