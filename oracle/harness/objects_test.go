// This file tests explorations over several objects in-process: two
// counters updated together, a CAS max on one of them, per-key counters
// in a map (created with LoadOrStore then added to; read with Load then
// Load; added to after a Load: none atomic when another goroutine may
// take a counter out and use it), and two pointer parameters that may be
// one counter.

package harness

import (
	"strings"
	"testing"
)

type metrics struct {
	counters Map
	reqs     Int64
	bytes    Int64
}

// objSpec binds a fresh metrics' map as the base and names its counters.
func objSpec(name string, values []any, f func(m *metrics, k string) []any) *Spec {
	return &Spec{Name: name, Short: name, Params: [][]any{{"a"}}, Values: values, Base: "m.counters",
		Run: func(a []any) []any {
			m := new(metrics)
			Bind(&m.counters)
			Name(&m.reqs, "m.reqs")
			Name(&m.bytes, "m.bytes")
			return f(m, a[0].(string))
		}}
}

func TestExploreObjects(t *testing.T) {
	known := []any{new(Int64)}
	for _, c := range []struct {
		s    *Spec
		want string
	}{
		{objSpec("record", nil, func(m *metrics, _ string) []any { m.reqs.Add(1); m.bytes.Add(2); return nil }), "violation"},
		{objSpec("maxBytes", nil, func(m *metrics, _ string) []any {
			for {
				cur := m.bytes.Load()
				if cur >= 1 || m.bytes.CompareAndSwap(cur, 1) {
					return []any{cur}
				}
			}
		}), "linearizable"},
		{objSpec("inc", known, func(m *metrics, k string) []any {
			v, _ := m.counters.LoadOrStore(k, new(Int64))
			return []any{v.(*Int64).Add(1)}
		}), "violation"},
		// Another goroutine takes the counter out and writes it between
		// the two Loads: the value read was never k's.
		{objSpec("get", known, func(m *metrics, k string) []any {
			v, ok := m.counters.Load(k)
			if !ok {
				return []any{int64(0)}
			}
			return []any{v.(*Int64).Load()}
		}), "violation"},
		// Another goroutine takes the counter out (LoadAndDelete) and reads
		// it before the Add: the increment is lost to every serial order.
		{objSpec("incExisting", known, func(m *metrics, k string) []any {
			v, ok := m.counters.Load(k)
			if !ok {
				return []any{int64(0)}
			}
			return []any{v.(*Int64).Add(1)}
		}), "violation"},
	} {
		rep := Explore(c.s, cfg())
		if rep.Status != c.want {
			t.Errorf("%s: %s, want %s: %s", c.s.Name, rep.Status, c.want, rep.Reason)
		}
		t.Logf("%s: %s %d %v %s", c.s.Name, rep.Status, rep.Scenarios, rep.PerLevel, rep.Reason)
	}
}

// TestAliasedParams explores transfer(from, to): a violation when they
// are two counters (another goroutine sees the sum change) and when they
// are one (it sees the intermediate value).
func TestAliasedParams(t *testing.T) {
	for _, choice := range []int{0, 1} {
		s := &Spec{Name: "transfer", Short: "transfer", Params: [][]any{{choice}}, ArgText: [][]string{{"new(atomic.Int64)", "from"}},
			Run: func(a []any) []any {
				from := new(Int64)
				Name(from, "from")
				to := from
				if a[0].(int) == 0 {
					to = new(Int64)
					Name(to, "to")
				}
				from.Add(-1)
				to.Add(1)
				return nil
			}, Object: new(Int64)}
		rep := Explore(s, cfg())
		if rep.Status != "violation" || !strings.Contains(rep.Reason, "from.") {
			t.Errorf("transfer with choice %d: %s: %s", choice, rep.Status, rep.Reason)
		}
		t.Logf("%s", rep.Reason)
	}
}

type twoMaps struct{ m, n Map }

// TestObjectPassedValues explores a function whose integer parameter's
// comparison fills the first places of the value pool (1, 2, 0, -1), and
// which compares n, an object besides the base, with 2: the other
// goroutine's n.Store("a", 2) shows the violation only when n's domain
// holds the value the client passes it.
func TestObjectPassedValues(t *testing.T) {
	s := &Spec{Name: "retire", Short: "retire", Params: [][]any{{"a", "B"}, {1, 2, 0, -1}}, Values: []any{0, 1, 2, -1}, Base: "c.m",
		Run: func(a []any) []any {
			c := new(twoMaps)
			Bind(&c.m)
			Name(&c.n, "c.n")
			k, v := a[0].(string), a[1].(int)
			if v > 1 {
				c.m.LoadAndDelete(k)
			}
			c.n.CompareAndSwap(k, 2, nil)
			return []any{v > 1}
		}}
	rep := Explore(s, cfg())
	if rep.Status != "violation" || !strings.Contains(rep.Reason, `c.n.Store("a", 2)`) {
		t.Errorf("retire: %s, want a violation with c.n.Store(\"a\", 2): %s", rep.Status, rep.Reason)
	}
}
