// This file tests the harness in-process: the model's Go semantics, the
// chooser, equality up to fresh allocations, and explorations of small
// clients of each kind (check-then-act, retry loops, pending calls,
// Range, -0.0).

package harness

import (
	"reflect"
	"strings"
	"testing"
)

type cache struct{ m Map }

func (c *cache) take(k string) (any, bool) {
	v, ok := c.m.Load(k)
	if !ok {
		return nil, false
	}
	c.m.Delete(k)
	return v, true
}

func (c *cache) inc(k string) int {
	for {
		v, loaded := c.m.LoadOrStore(k, 1)
		if !loaded {
			return 1
		}
		n := v.(int)
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

func (c *cache) remove(k string) (any, bool) {
	for {
		v, ok := c.m.Load(k)
		if !ok {
			return nil, false
		}
		if c.m.CompareAndDelete(k, v) {
			return v, true
		}
	}
}

func (c *cache) storeThenSpin(k string) {
	c.m.Store(k, 1)
	for {
		Tick()
	}
}

func (c *cache) visit(f func(k, v any) bool) { c.m.Range(f) }

func spec(name string, values []any, f func(c *cache, k string) []any) *Spec {
	return &Spec{Name: name, Short: name, Params: [][]any{{"a", "b"}}, Values: values,
		Run: func(a []any) []any {
			c := new(cache)
			Bind(&c.m)
			return f(c, a[0].(string))
		}}
}

func cfg() *Config {
	return &Config{EnvCalls: 2, Gap: 2, MaxGaps: 6, MaxCalls: 50, MaxKeys: 3, MaxValues: 6, MaxTuples: 32,
		Ops: []string{"Load", "Store", "LoadOrStore", "LoadAndDelete", "Delete", "Swap"}}
}

func TestExplore(t *testing.T) {
	ints := []any{0, 1}
	for _, c := range []struct {
		s    *Spec
		want string
	}{
		{spec("take", ints, func(c *cache, k string) []any { v, ok := c.take(k); return []any{v, ok} }), "violation"},
		{spec("takeAtomic", ints, func(c *cache, k string) []any { v, ok := c.m.LoadAndDelete(k); return []any{v, ok} }), "linearizable"},
		{spec("inc", ints, func(c *cache, k string) []any { return []any{c.inc(k)} }), "linearizable"},
		{spec("removeInts", ints, func(c *cache, k string) []any { v, ok := c.remove(k); return []any{v, ok} }), "linearizable"},
		{spec("removeFloats", []any{0.0, NegZero()}, func(c *cache, k string) []any { v, ok := c.remove(k); return []any{v, ok} }), "violation"},
		{spec("storeThenSpin", ints, func(c *cache, k string) []any { c.storeThenSpin(k); return nil }), "violation"},
		{spec("visit", ints, func(c *cache, k string) []any {
			c.visit(func(k, v any) bool { return Record(k, v) })
			return nil
		}), "violation"},
	} {
		rep := Explore(c.s, cfg())
		if rep.Status != c.want {
			t.Errorf("%s: %s, want %s: %+v", c.s.Name, rep.Status, c.want, rep)
		}
		t.Logf("%s: %s %d %v %s", c.s.Name, rep.Status, rep.Scenarios, rep.PerLevel, rep.Reason)
	}
}

// TestWitness checks the witness of the check-then-act take: the
// interleaving, and a reason for every serial order.
func TestWitness(t *testing.T) {
	rep := Explore(spec("take", []any{0, 1}, func(c *cache, k string) []any { v, ok := c.take(k); return []any{v, ok} }), cfg())
	w := rep.Witness
	if w == nil || len(w.Steps) != 3 || w.Steps[1].Thread != "other" || len(w.Serial) != 2 {
		t.Fatalf("witness %+v", w)
	}
	for _, s := range w.Serial {
		if s.Why == "" || !strings.Contains(s.Order, "take") {
			t.Errorf("serial order %+v", s)
		}
	}
	if !strings.Contains(rep.Reason, "by another goroutine in between") {
		t.Errorf("reason %q", rep.Reason)
	}
}

func TestModel(t *testing.T) {
	s := newModel(syncMapKind{}, map[any]any{"nil": nil, "slice": []int{1}})
	if r := s.apply(Call{Method: "Load", Args: []any{"nil"}}); r[0] != nil || r[1] != true {
		t.Errorf("Load of a nil value: %v", r)
	}
	if r := s.apply(Call{Method: "Load", Args: []any{"absent"}}); r[1] != false {
		t.Errorf("Load of an absent key: %v", r)
	}
	if r := s.apply(Call{Method: "CompareAndSwap", Args: []any{"absent", []int{1}, 2}}); r[0] != false {
		t.Errorf("CompareAndSwap on an absent key: %v", r)
	}
	if _, p := s.try(Call{Method: "CompareAndSwap", Args: []any{"slice", []int{1}, 2}}); p == nil {
		t.Error("CompareAndSwap of two []int does not panic")
	}
	if r := s.apply(Call{Method: "CompareAndDelete", Args: []any{"slice", 1}}); r[0] != false {
		t.Errorf("CompareAndDelete of values of different types: %v", r)
	}
	if _, p := s.try(Call{Method: "Store", Args: []any{[]int{}, 1}}); p == nil {
		t.Error("an unhashable key does not panic")
	}
	if r := s.apply(Call{Method: "LoadOrStore", Args: []any{"new", nil}}); r[0] != nil || r[1] != false || len(s.m) != 3 {
		t.Errorf("LoadOrStore of nil: %v, %v", r, s.m)
	}
}

func TestChooser(t *testing.T) {
	var runs []string
	var prefix []int
	for {
		ch := &chooser{prefix: prefix}
		a := ch.choose(2)
		b := 0
		if a == 1 {
			b = ch.choose(3)
		}
		runs = append(runs, string(rune('0'+a))+string(rune('0'+b)))
		next, ok := ch.next()
		if !ok {
			break
		}
		prefix = next
	}
	if got := strings.Join(runs, " "); got != "00 10 11 12" {
		t.Errorf("runs %s, want 00 10 11 12", got)
	}
}

func TestEqualFresh(t *testing.T) {
	type box struct{ n int }
	p1, p2, q1, q2 := &box{1}, &box{1}, &box{1}, &box{1}
	known := &box{1}
	k := map[ptrKey]bool{}
	eq := func(a, b []any) bool { return newEq(k).equalSlices(a, b) }
	if !eq([]any{p1, p2}, []any{q1, q2}) {
		t.Error("two fresh pointers differ from two others")
	}
	if eq([]any{p1, p1}, []any{q1, q2}) {
		t.Error("one fresh pointer equals two")
	}
	if eq([]any{p1}, []any{&box{2}}) {
		t.Error("fresh pointers with different contents are equal")
	}
	k[ptrKey{typeOf(known), addr(known)}] = true
	if eq([]any{known}, []any{q1}) {
		t.Error("a known pointer equals a fresh one")
	}
	if eq([]any{0.0}, []any{NegZero()}) {
		t.Error("0.0 equals -0.0")
	}
	state := func(a, b map[any]any) bool { return newEq(k).equalState(a, b) }
	if !state(map[any]any{p1: 1, "a": p2}, map[any]any{q1: 1, "a": q2}) {
		t.Error("states keyed by corresponding fresh pointers differ")
	}
	if state(map[any]any{p1: 1, p2: 2}, map[any]any{q1: 1, &box{2}: 2}) {
		t.Error("states keyed by fresh pointers with different contents are equal")
	}
	if state(map[any]any{p1: 1, "a": p1}, map[any]any{q1: 1, "a": q2}) {
		t.Error("a fresh key and the value that is the same pointer equal two pointers")
	}
}

func typeOf(v any) reflect.Type { return reflect.TypeOf(v) }
func addr(v any) uintptr        { return reflect.ValueOf(v).Pointer() }
