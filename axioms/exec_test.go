// This file replays random call sequences on the real implementations and
// on the executable models, and compares every result, so that the models
// (and the axioms they transcribe) are known to match the library.

package axioms

import (
	"fmt"
	"go/types"
	"math/big"
	"math/rand"
	"sync"
	"sync/atomic"
	"testing"
)

// goValue converts a Go value of the test's domain to a model Value.
func goValue(v any) Value {
	switch v := v.(type) {
	case nil:
		return Nil
	case string:
		return Value{Go: fmt.Sprintf("%q", v), Key: "string:" + v, Type: "string", Plain: true}
	case int:
		return IntValue(big.NewInt(int64(v)), 64, "int")
	case bool:
		return Bool(v)
	}
	panic(fmt.Sprintf("unexpected %T", v))
}

func TestSyncMapExecMatchesSyncMap(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	keys := []any{"a", "b", 1}
	vals := []any{nil, 1, 2, "x", true}
	methods := []string{"Load", "Store", "LoadOrStore", "LoadAndDelete", "Delete", "Swap", "CompareAndSwap", "CompareAndDelete", "Clear"}
	for seq := 0; seq < 200; seq++ {
		var real sync.Map
		model, _ := NewExec(SyncMap{})
		for step := 0; step < 30; step++ {
			m := methods[r.Intn(len(methods))]
			k, v, w := keys[r.Intn(len(keys))], vals[r.Intn(len(vals))], vals[r.Intn(len(vals))]
			var got []any
			switch m {
			case "Load":
				a, b := real.Load(k)
				got = []any{a, b}
			case "Store":
				real.Store(k, v)
			case "LoadOrStore":
				a, b := real.LoadOrStore(k, v)
				got = []any{a, b}
			case "LoadAndDelete":
				a, b := real.LoadAndDelete(k)
				got = []any{a, b}
			case "Delete":
				real.Delete(k)
			case "Swap":
				a, b := real.Swap(k, v)
				got = []any{a, b}
			case "CompareAndSwap":
				got = []any{real.CompareAndSwap(k, v, w)}
			case "CompareAndDelete":
				got = []any{real.CompareAndDelete(k, v)}
			case "Clear":
				real.Clear()
			}
			args := []Value{goValue(k), goValue(v), goValue(w)}
			res, panics, err := model.Call(m, args)
			if err != nil || panics || len(res) != len(got) {
				t.Fatalf("seq %d step %d %s: model %v %v %v, real %v", seq, step, m, res, panics, err, got)
			}
			for i := range got {
				if res[i].Key != goValue(got[i]).Key {
					t.Fatalf("seq %d step %d %s(%v, %v, %v): result %d: model %s, real %v", seq, step, m, k, v, w, i, res[i].Go, got[i])
				}
			}
		}
	}
}

func TestAtomicExecMatchesAtomic(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	coll, _ := lookupAtomic(types.NewNamed(types.NewTypeName(0, atomicPkg, "Int32", nil), types.NewStruct(nil, nil), nil))
	vals := []int32{0, 1, -1, 2, 1 << 30, -1 << 31, 1<<31 - 1}
	v32 := func(x int32) Value { return IntValue(new(big.Int).SetUint64(uint64(uint32(x))), 32, "int32") }
	for seq := 0; seq < 200; seq++ {
		var real atomic.Int32
		model, _ := NewExec(coll)
		for step := 0; step < 30; step++ {
			a, b := vals[r.Intn(len(vals))], vals[r.Intn(len(vals))]
			var got []int32
			var gotB []bool
			m := []string{"Load", "Store", "Swap", "CompareAndSwap", "Add", "And", "Or"}[r.Intn(7)]
			switch m {
			case "Load":
				got = []int32{real.Load()}
			case "Store":
				real.Store(a)
			case "Swap":
				got = []int32{real.Swap(a)}
			case "CompareAndSwap":
				gotB = []bool{real.CompareAndSwap(a, b)}
			case "Add":
				got = []int32{real.Add(a)}
			case "And":
				got = []int32{real.And(a)}
			case "Or":
				got = []int32{real.Or(a)}
			}
			res, _, err := model.Call(m, []Value{v32(a), v32(b)})
			if err != nil {
				t.Fatal(err)
			}
			for i, g := range got {
				if res[i].Key != v32(g).Key {
					t.Fatalf("seq %d step %d %s(%d, %d): model %s, real %d", seq, step, m, a, b, res[i].Go, g)
				}
			}
			for i, g := range gotB {
				if res[i].Key != Bool(g).Key {
					t.Fatalf("seq %d step %d %s(%d, %d): model %s, real %v", seq, step, m, a, b, res[i].Go, g)
				}
			}
		}
	}
}
