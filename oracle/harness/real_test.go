// This file compares each stand-in with the real object (sync/atomic,
// xsync v3 and v4, concurrent-map) on random call sequences: same
// results, same panics.

package harness

import (
	"fmt"
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"sync/atomic"
	"testing"

	cmap "github.com/orcaman/concurrent-map/v2"
	xsync3 "github.com/puzpuzpuz/xsync/v3"
	xsync4 "github.com/puzpuzpuz/xsync/v4"
)

// An op calls one method on the stand-in and on the real object and
// returns both results.
type op[H, R any] func(h H, r R, rnd *rand.Rand) (string, any, any)

// try returns f's result, or its panic as a string.
func try(f func() any) (res any) {
	defer func() {
		if p := recover(); p != nil {
			res = fmt.Sprint("panic: ", p)
		}
	}()
	return f()
}

// compare runs random sequences of ops on fresh objects.
func compare[H, R any](t *testing.T, name string, mk func() (H, R), ops []op[H, R]) {
	t.Helper()
	rnd := rand.New(rand.NewSource(1))
	for seq := 0; seq < 300; seq++ {
		h, r := mk()
		var hist []string
		for i := 0; i < 12; i++ {
			call, a, b := ops[rnd.Intn(len(ops))](h, r, rnd)
			hist = append(hist, call)
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("%s: after %v: stand-in %#v, real %#v", name, hist, a, b)
			}
		}
	}
}

func pick[T any](rnd *rand.Rand, vs ...T) T { return vs[rnd.Intn(len(vs))] }

func TestAtomicIntsAgainstReal(t *testing.T) {
	vals := []int64{-1, 0, 1, 2}
	v := func(rnd *rand.Rand) int64 { return pick(rnd, vals...) }
	type (
		H = *Int64
		R = *atomic.Int64
	)
	compare(t, "Int64", func() (H, R) { return new(Int64), new(atomic.Int64) }, []op[H, R]{
		func(h H, r R, _ *rand.Rand) (string, any, any) { return "Load", h.Load(), r.Load() },
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x := v(rnd)
			h.Store(x)
			r.Store(x)
			return fmt.Sprint("Store ", x), nil, nil
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) { x := v(rnd); return "Swap", h.Swap(x), r.Swap(x) },
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			o, n := v(rnd), v(rnd)
			return "CompareAndSwap", h.CompareAndSwap(o, n), r.CompareAndSwap(o, n)
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) { x := v(rnd); return "Add", h.Add(x), r.Add(x) },
		func(h H, r R, rnd *rand.Rand) (string, any, any) { x := v(rnd); return "And", h.And(x), r.And(x) },
		func(h H, r R, rnd *rand.Rand) (string, any, any) { x := v(rnd); return "Or", h.Or(x), r.Or(x) },
	})
	u := func(rnd *rand.Rand) uint32 { return pick[uint32](rnd, 0, 1, 2, 1<<32-1) }
	type (
		HU = *Uint32
		RU = *atomic.Uint32
	)
	compare(t, "Uint32", func() (HU, RU) { return new(Uint32), new(atomic.Uint32) }, []op[HU, RU]{
		func(h HU, r RU, _ *rand.Rand) (string, any, any) { return "Load", h.Load(), r.Load() },
		func(h HU, r RU, rnd *rand.Rand) (string, any, any) { x := u(rnd); return "Add", h.Add(x), r.Add(x) },
		func(h HU, r RU, rnd *rand.Rand) (string, any, any) {
			o, n := u(rnd), u(rnd)
			return "CompareAndSwap", h.CompareAndSwap(o, n), r.CompareAndSwap(o, n)
		},
		func(h HU, r RU, rnd *rand.Rand) (string, any, any) { x := u(rnd); return "Swap", h.Swap(x), r.Swap(x) },
	})
}

func TestAtomicFuncsAgainstReal(t *testing.T) {
	// Outside a run, the word functions are sync/atomic's; on the base
	// object they act on intKind's model, compared here with the real
	// functions on a word.
	rnd := rand.New(rand.NewSource(2))
	for seq := 0; seq < 300; seq++ {
		s := newModel(newIntKind[int64]("int64"), map[any]any{cell: int64(0)})
		var w int64
		for i := 0; i < 12; i++ {
			x, y := pick[int64](rnd, -1, 0, 1), pick[int64](rnd, -1, 0, 1)
			var c Call
			var want any
			switch rnd.Intn(5) {
			case 0:
				c, want = Call{Method: "Load"}, LoadInt64(&w)
			case 1:
				c, want = Call{Method: "Add", Args: []any{x}}, AddInt64(&w, x)
			case 2:
				c, want = Call{Method: "Swap", Args: []any{x}}, SwapInt64(&w, x)
			case 3:
				c, want = Call{Method: "CompareAndSwap", Args: []any{x, y}}, CompareAndSwapInt64(&w, x, y)
			case 4:
				StoreInt64(&w, x)
				c, want = Call{Method: "Store", Args: []any{x}}, nil
			}
			got := s.apply(c)
			if want != nil && !reflect.DeepEqual(got[0], want) || s.m[cell] != w {
				t.Fatalf("%v: model %v (state %v), real %v (word %d)", c, got, s.m[cell], want, w)
			}
		}
	}
}

func TestAtomicCellsAgainstReal(t *testing.T) {
	type (
		HB = *Bool
		RB = *atomic.Bool
	)
	b := func(rnd *rand.Rand) bool { return rnd.Intn(2) == 0 }
	compare(t, "Bool", func() (HB, RB) { return new(Bool), new(atomic.Bool) }, []op[HB, RB]{
		func(h HB, r RB, _ *rand.Rand) (string, any, any) { return "Load", h.Load(), r.Load() },
		func(h HB, r RB, rnd *rand.Rand) (string, any, any) { x := b(rnd); return "Swap", h.Swap(x), r.Swap(x) },
		func(h HB, r RB, rnd *rand.Rand) (string, any, any) {
			o, n := b(rnd), b(rnd)
			return "CompareAndSwap", h.CompareAndSwap(o, n), r.CompareAndSwap(o, n)
		},
	})
	ptrs := []*int{nil, new(int), new(int)}
	type (
		HP = *Pointer[int]
		RP = *atomic.Pointer[int]
	)
	p := func(rnd *rand.Rand) *int { return pick(rnd, ptrs...) }
	compare(t, "Pointer", func() (HP, RP) { return new(Pointer[int]), new(atomic.Pointer[int]) }, []op[HP, RP]{
		func(h HP, r RP, _ *rand.Rand) (string, any, any) { return "Load", h.Load(), r.Load() },
		func(h HP, r RP, rnd *rand.Rand) (string, any, any) {
			x := p(rnd)
			h.Store(x)
			r.Store(x)
			return "Store", nil, nil
		},
		func(h HP, r RP, rnd *rand.Rand) (string, any, any) { x := p(rnd); return "Swap", h.Swap(x), r.Swap(x) },
		func(h HP, r RP, rnd *rand.Rand) (string, any, any) {
			o, n := p(rnd), p(rnd)
			return "CompareAndSwap", h.CompareAndSwap(o, n), r.CompareAndSwap(o, n)
		},
	})
	vals := []any{nil, 1, 2, "x", []int{1}}
	type (
		HV = *Value
		RV = *atomic.Value
	)
	v := func(rnd *rand.Rand) any { return pick(rnd, vals...) }
	compare(t, "Value", func() (HV, RV) { return new(Value), new(atomic.Value) }, []op[HV, RV]{
		func(h HV, r RV, _ *rand.Rand) (string, any, any) {
			return "Load", try(func() any { return h.Load() }), try(func() any { return r.Load() })
		},
		func(h HV, r RV, rnd *rand.Rand) (string, any, any) {
			x := v(rnd)
			return fmt.Sprint("Store ", x), try(func() any { h.Store(x); return nil }), try(func() any { r.Store(x); return nil })
		},
		func(h HV, r RV, rnd *rand.Rand) (string, any, any) {
			x := v(rnd)
			return fmt.Sprint("Swap ", x), try(func() any { return h.Swap(x) }), try(func() any { return r.Swap(x) })
		},
		func(h HV, r RV, rnd *rand.Rand) (string, any, any) {
			o, n := v(rnd), v(rnd)
			return fmt.Sprint("CompareAndSwap ", o, n), try(func() any { return h.CompareAndSwap(o, n) }),
				try(func() any { return r.CompareAndSwap(o, n) })
		},
	})
}

// k and v pick a key and a value of the typed maps' tests; two pairs a
// lookup's results.
func k(rnd *rand.Rand) string { return pick(rnd, "a", "b") }
func v(rnd *rand.Rand) int    { return pick(rnd, 0, 1, 2) }
func two(a int, b bool) any   { return [2]any{a, b} }

// keysOf returns a map's keys, sorted, as Range visits them.
func keysOf(rng func(func(string, int) bool)) []string {
	var ks []string
	rng(func(k string, v int) bool { ks = append(ks, fmt.Sprint(k, "=", v)); return true })
	sort.Strings(ks)
	return ks
}

func TestXsync4AgainstReal(t *testing.T) {
	type (
		H = *X4Map[string, int]
		R = *xsync4.Map[string, int]
	)
	compare(t, "xsync v4 Map", func() (H, R) { return X4NewMap[string, int](), xsync4.NewMap[string, int]() }, []op[H, R]{
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x := k(rnd)
			return "Load", two(h.Load(x)), two(r.Load(x))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y := k(rnd), v(rnd)
			h.Store(x, y)
			r.Store(x, y)
			return "Store", nil, nil
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y := k(rnd), v(rnd)
			return "LoadOrStore", two(h.LoadOrStore(x, y)), two(r.LoadOrStore(x, y))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y := k(rnd), v(rnd)
			return "LoadAndStore", two(h.LoadAndStore(x, y)), two(r.LoadAndStore(x, y))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x := k(rnd)
			return "LoadAndDelete", two(h.LoadAndDelete(x)), two(r.LoadAndDelete(x))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y, c := k(rnd), v(rnd), rnd.Intn(2) == 0
			fh := func() (int, bool) { return y, c }
			return "LoadOrCompute", two(h.LoadOrCompute(x, fh)), two(r.LoadOrCompute(x, fh))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y, op := k(rnd), v(rnd), rnd.Intn(4)
			fh := func(old int, loaded bool) (int, X4ComputeOp) { return old + y, X4ComputeOp(op) }
			fr := func(old int, loaded bool) (int, xsync4.ComputeOp) { return old + y, xsync4.ComputeOp(op) }
			return fmt.Sprint("Compute op ", op), two(h.Compute(x, fh)), two(r.Compute(x, fr))
		},
		func(h H, r R, _ *rand.Rand) (string, any, any) {
			return "Range", [2]any{keysOf(h.Range), h.Size()}, [2]any{keysOf(r.Range), r.Size()}
		},
	})
}

func TestXsync3AgainstReal(t *testing.T) {
	type (
		H = *X3MapOf[string, int]
		R = *xsync3.MapOf[string, int]
	)
	compare(t, "xsync v3 MapOf", func() (H, R) { return X3NewMapOf[string, int](), xsync3.NewMapOf[string, int]() }, []op[H, R]{
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x := k(rnd)
			return "Load", two(h.Load(x)), two(r.Load(x))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y := k(rnd), v(rnd)
			return "LoadAndStore", two(h.LoadAndStore(x, y)), two(r.LoadAndStore(x, y))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y := k(rnd), v(rnd)
			return "LoadOrCompute", two(h.LoadOrCompute(x, func() int { return y })), two(r.LoadOrCompute(x, func() int { return y }))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y, c := k(rnd), v(rnd), rnd.Intn(2) == 0
			f := func() (int, bool) { return y, c }
			return "LoadOrTryCompute", two(h.LoadOrTryCompute(x, f)), two(r.LoadOrTryCompute(x, f))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y, del := k(rnd), v(rnd), rnd.Intn(3) == 0
			f := func(old int, loaded bool) (int, bool) { return old + y, del }
			return fmt.Sprint("Compute delete ", del), two(h.Compute(x, f)), two(r.Compute(x, f))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x := k(rnd)
			return "LoadAndDelete", two(h.LoadAndDelete(x)), two(r.LoadAndDelete(x))
		},
		func(h H, r R, _ *rand.Rand) (string, any, any) {
			return "Range", [2]any{keysOf(h.Range), h.Size()}, [2]any{keysOf(r.Range), r.Size()}
		},
	})
	type (
		HC = *X3Counter
		RC = *xsync3.Counter
	)
	compare(t, "xsync Counter", func() (HC, RC) { return X3NewCounter(), xsync3.NewCounter() }, []op[HC, RC]{
		func(h HC, r RC, rnd *rand.Rand) (string, any, any) {
			d := int64(rnd.Intn(5) - 2)
			h.Add(d)
			r.Add(d)
			return "Add", h.Value(), r.Value()
		},
		func(h HC, r RC, _ *rand.Rand) (string, any, any) {
			h.Inc()
			r.Inc()
			return "Inc", h.Value(), r.Value()
		},
		func(h HC, r RC, _ *rand.Rand) (string, any, any) {
			h.Dec()
			r.Dec()
			return "Dec", h.Value(), r.Value()
		},
		func(h HC, r RC, _ *rand.Rand) (string, any, any) {
			h.Reset()
			r.Reset()
			return "Reset", h.Value(), r.Value()
		},
	})
}

func TestCmapAgainstReal(t *testing.T) {
	type (
		H = CMap[string, int]
		R = cmap.ConcurrentMap[string, int]
	)
	compare(t, "cmap", func() (H, R) { return CNew[int](), cmap.New[int]() }, []op[H, R]{
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x := k(rnd)
			return "Get", two(h.Get(x)), two(r.Get(x))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) { x := k(rnd); return "Has", h.Has(x), r.Has(x) },
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y := k(rnd), v(rnd)
			h.Set(x, y)
			r.Set(x, y)
			return "Set", nil, nil
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y := k(rnd), v(rnd)
			return "SetIfAbsent", h.SetIfAbsent(x, y), r.SetIfAbsent(x, y)
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x := k(rnd)
			return "Pop", two(h.Pop(x)), two(r.Pop(x))
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x := k(rnd)
			h.Remove(x)
			r.Remove(x)
			return "Remove", nil, nil
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, y := k(rnd), v(rnd)
			f := func(exist bool, in, nu int) int {
				if exist {
					return in + nu
				}
				return nu
			}
			return "Upsert", h.Upsert(x, y, f), r.Upsert(x, y, f)
		},
		func(h H, r R, rnd *rand.Rand) (string, any, any) {
			x, lim := k(rnd), v(rnd)
			f := func(_ string, v int, exists bool) bool { return !exists || v <= lim }
			return "RemoveCb", h.RemoveCb(x, f), r.RemoveCb(x, f)
		},
		func(h H, r R, _ *rand.Rand) (string, any, any) {
			hk, rk := h.Keys(), r.Keys()
			sort.Strings(hk)
			sort.Strings(rk)
			return "Keys", [3]any{hk, h.Count(), h.Items()}, [3]any{rk, r.Count(), r.Items()}
		},
	})
	var zero CMap[string, int]
	if got, _ := try(func() any { return zero.Has("a") }).(string); !strings.HasPrefix(got, "panic: ") {
		t.Error("a zero ConcurrentMap does not panic")
	}
}
