// This file replays random call sequences, callbacks included, on the real
// xsync and concurrent-map maps and on the executable model, and compares
// every result and the final contents, so that the model (which the axioms
// transcribe, and against which every witness is replayed) matches the
// libraries.

package axioms

import (
	"fmt"
	"go/types"
	"math/big"
	"math/rand"
	"testing"

	cmap "github.com/orcaman/concurrent-map/v2"
	xsync3 "github.com/puzpuzpuz/xsync/v3"
	xsync4 "github.com/puzpuzpuz/xsync/v4"
)

// realMap is one library's map[string]int behind one interface: call runs
// a method (with cb, the test's callback number, for callback methods).
type realMap interface {
	call(method, k string, v, cb int) []any
	contents() map[string]int
}

// callbacks are the test's callbacks, by number: each has a Go form per
// library (in the adapters) and a model form (modelCallback).
const callbacks = 4

// cbValue is what callback cb computes from an old value.
func cbValue(cb, old, v int) int { return []int{old + 1, v, old * 2, 7}[cb] }

// cbFlag is callback cb's Boolean result (delete, cancel, remove).
func cbFlag(cb, old int) bool { return []bool{false, old > 1, true, old == 0}[cb] }

// pair is a two-result call's results.
func pair(a int, b bool) []any { return []any{a, b} }

// xsyncMap is what xsync v3's MapOf and v4's Map have in common.
type xsyncMap interface {
	Load(key string) (int, bool)
	Store(key string, value int)
	LoadOrStore(key string, value int) (int, bool)
	LoadAndStore(key string, value int) (int, bool)
	LoadAndDelete(key string) (int, bool)
	Delete(key string)
	Clear()
	Range(f func(key string, value int) bool)
}

// xsyncAdapter is an xsync map; computes runs the methods taking a
// callback, whose signatures differ between the versions.
type xsyncAdapter struct {
	m        xsyncMap
	computes func(method, k string, v, cb int) []any
}

func (r xsyncAdapter) call(method, k string, v, cb int) []any {
	switch method {
	case "Load":
		return pair(r.m.Load(k))
	case "Store":
		r.m.Store(k, v)
	case "LoadOrStore":
		return pair(r.m.LoadOrStore(k, v))
	case "LoadAndStore":
		return pair(r.m.LoadAndStore(k, v))
	case "LoadAndDelete":
		return pair(r.m.LoadAndDelete(k))
	case "Delete":
		r.m.Delete(k)
	case "Clear":
		r.m.Clear()
	default:
		return r.computes(method, k, v, cb)
	}
	return nil
}

func (r xsyncAdapter) contents() map[string]int {
	out := map[string]int{}
	r.m.Range(func(k string, v int) bool { out[k] = v; return true })
	return out
}

func xsync3Map() realMap {
	m := xsync3.NewMapOf[string, int]()
	return xsyncAdapter{m, func(method, k string, v, cb int) []any {
		switch method {
		case "LoadOrCompute":
			return pair(m.LoadOrCompute(k, func() int { return cbValue(cb, 0, v) }))
		case "LoadOrTryCompute":
			return pair(m.LoadOrTryCompute(k, func() (int, bool) { return cbValue(cb, 0, v), cbFlag(cb, 0) }))
		case "Compute":
			return pair(m.Compute(k, func(old int, loaded bool) (int, bool) { return cbValue(cb, old, v), cbFlag(cb, old) }))
		}
		return nil
	}}
}

func xsync4Map() realMap {
	m := xsync4.NewMap[string, int]()
	return xsyncAdapter{m, func(method, k string, v, cb int) []any {
		switch method {
		case "LoadOrCompute":
			return pair(m.LoadOrCompute(k, func() (int, bool) { return cbValue(cb, 0, v), cbFlag(cb, 0) }))
		case "Compute":
			return pair(m.Compute(k, func(old int, loaded bool) (int, xsync4.ComputeOp) {
				return cbValue(cb, old, v), xsync4.ComputeOp((old+cb)%5 - 1) // -1 and 3 are no ComputeOp: the library's default
			}))
		}
		return nil
	}}
}

type cmapMap struct {
	m cmap.ConcurrentMap[string, int]
}

func (r cmapMap) call(method, k string, v, cb int) []any {
	switch method {
	case "Get":
		return pair(r.m.Get(k))
	case "Has":
		return []any{r.m.Has(k)}
	case "Set":
		r.m.Set(k, v)
	case "SetIfAbsent":
		return []any{r.m.SetIfAbsent(k, v)}
	case "Remove":
		r.m.Remove(k)
	case "Pop":
		return pair(r.m.Pop(k))
	case "Upsert":
		return []any{r.m.Upsert(k, v, func(exist bool, old, nv int) int { return cbValue(cb, old, nv) })}
	case "RemoveCb":
		return []any{r.m.RemoveCb(k, func(key string, old int, exists bool) bool { return cbFlag(cb, old) })}
	}
	return nil
}

func (r cmapMap) contents() map[string]int { return r.m.Items() }

// modelCallback is callback cb for the model, for method's callback shape.
func modelCallback(lib mapLib, method string, cb, v int) Callback {
	num := func(x Value) int { return int(x.Int.Int64()) }
	rs := func(args []Value) []Value {
		switch {
		case method == "LoadOrCompute" && lib == xsyncV3:
			return []Value{goValue(cbValue(cb, 0, v))}
		case method == "LoadOrCompute" || method == "LoadOrTryCompute":
			return []Value{goValue(cbValue(cb, 0, v)), Bool(cbFlag(cb, 0))}
		case method == "Compute" && lib == xsyncV3:
			return []Value{goValue(cbValue(cb, num(args[0]), v)), Bool(cbFlag(cb, num(args[0])))}
		case method == "Compute":
			op := (num(args[0])+cb)%5 - 1
			return []Value{goValue(cbValue(cb, num(args[0]), v)), IntValue(big.NewInt(int64(op)), 64, "xsync.ComputeOp")}
		case method == "Upsert":
			return []Value{goValue(cbValue(cb, num(args[1]), num(args[2])))}
		}
		return []Value{Bool(cbFlag(cb, num(args[1])))} // RemoveCb
	}
	return func(args []Value) ([]Value, bool, error) { return rs(args), false, nil }
}

func TestTypedMapExecMatchesLibraries(t *testing.T) {
	xs := []string{"Load", "Store", "LoadOrStore", "LoadAndStore", "LoadAndDelete", "Delete", "Clear", "LoadOrCompute", "Compute"}
	libs := []struct {
		lib     mapLib
		methods []string
		fresh   func() realMap
	}{
		{xsyncV3, append(xs, "LoadOrTryCompute"), xsync3Map},
		{xsyncV4, xs, xsync4Map},
		{cmapV2, []string{"Get", "Has", "Set", "SetIfAbsent", "Remove", "Pop", "Upsert", "RemoveCb"}, func() realMap { return cmapMap{cmap.New[int]()} }},
	}
	for _, l := range libs {
		c := &TypedMap{lib: l.lib, name: fmt.Sprint(l.lib), key: types.Typ[types.String], val: types.Typ[types.Int]}
		r := rand.New(rand.NewSource(int64(l.lib) + 1))
		for seq := 0; seq < 300; seq++ {
			real := l.fresh()
			ex, _ := c.NewExec()
			model := ex.(*typedExec)
			model.SetZero(goValue(0))
			for step := 0; step < 25; step++ {
				m := l.methods[r.Intn(len(l.methods))]
				k, v, cb := []string{"a", "b"}[r.Intn(2)], r.Intn(4), r.Intn(callbacks)
				got := real.call(m, k, v, cb)
				var want []Value
				var err error
				if _, isCb := map[string]bool{"LoadOrCompute": true, "LoadOrTryCompute": true, "Compute": true, "Upsert": true, "RemoveCb": true}[m]; isCb {
					want, _, err = model.CallWith(m, []Value{goValue(k), goValue(v)}, modelCallback(l.lib, m, cb, v))
				} else {
					want, _, err = model.Call(m, []Value{goValue(k), goValue(v)})
				}
				if err != nil {
					t.Fatalf("%v %s: %v", l.lib, m, err)
				}
				if len(got) != len(want) {
					t.Fatalf("%v seq %d step %d: %s(%q, %d): library %v, model %v", l.lib, seq, step, m, k, v, got, shown(want))
				}
				for i := range got {
					if goValue(got[i]).Key != want[i].Key && !v3Layout(l.lib, m, got, want, v, cb) {
						t.Fatalf("%v seq %d step %d: %s(%q, %d) cb %d: library %v, model %s", l.lib, seq, step, m, k, v, cb, got, shown(want))
					}
				}
				if g, w := fmt.Sprint(real.contents()), modelContents(model); g != w {
					t.Fatalf("%v seq %d step %d after %s: library %s, model %s", l.lib, seq, step, m, g, w)
				}
			}
		}
	}
}

// v3Layout accepts xsync v3's result that depends on the bucket layout: a
// cancelled or deleting compute on an absent key returns zero or the
// callback's value (the axioms allow both).
func v3Layout(lib mapLib, method string, got []any, want []Value, v, cb int) bool {
	return lib == xsyncV3 && (method == "Compute" || method == "LoadOrTryCompute") &&
		want[1].Key == Bool(false).Key && got[1] == false && got[0] == cbValue(cb, 0, v)
}

func shown(vs []Value) string {
	s := "("
	for i, v := range vs {
		if i > 0 {
			s += ", "
		}
		s += v.Go
	}
	return s + ")"
}

// modelContents prints the model's map as fmt prints a map[string]int.
func modelContents(e *typedExec) string {
	m := map[string]int{}
	for _, kv := range e.m {
		var k string
		fmt.Sscanf(kv[0].Go, "%q", &k)
		m[k] = int(kv[1].Int.Int64())
	}
	return fmt.Sprint(m)
}
