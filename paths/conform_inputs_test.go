// This file defines the concrete inputs of the conformance test: edge
// values per parameter type (zero, one, minus one, the extremes, shift
// counts around every width, strings with NUL and non-ASCII bytes, boxed
// values of many dynamic types) and deterministic random tuples.

package paths_test

import (
	"math"
	"reflect"

	"github.com/snowflakeverify/snowflake/paths/testdata/conform"
)

// intEdges are the integer edge values, truncated to each type; min, max
// and their neighbours are added per type.
var intEdges = []int64{0, 1, -1, 2, -2, 3, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, -100,
	127, 128, -128, -129, 255, 256, 1000, -1000, 1 << 40}

// intCore is a smaller set (with each type's min and max) whose full
// product the test runs.
var intCore = []int64{0, 1, -1, 2, 7, 8, 64}

var stringEdges = []string{"", "a", "b", "ab", "ba", "aa", "abc", "a\x00", "\x00", "\x00a", "\xff", "\x7f",
	"\x80", "é", "\xc3", "\"", "\\", "Z", "a\xff", "\xff\x00\x01"}

var stringCore = []string{"", "a", "ab", "\x00", "\xff", "é"}

// stringAlphabet are the bytes of random strings.
var stringAlphabet = []byte{0, 'a', 'b', 0x7f, 0x80, 0xc3, 0xa9, 0xff, '"', '\\'}

// anyEdges are the dynamic values of interface inputs. No float and no
// struct holding an interface: == on those is uninterpreted, and exact
// functions of interfaces are checked on all of these.
var anyEdges = []any{nil, 0, 1, -1, 7, "", "a", "\xff\x00", int8(1), int8(-1), uint(1), uintptr(1), true, false,
	conform.MyInt(1), conform.MyInt(7), conform.Stringy(1), conform.P{A: 1, B: 2}, []int(nil),
	map[string]int(nil), (*int)(nil)}

var anyCore = []any{nil, 0, 1, "a", int8(1), conform.MyInt(1), []int(nil), true}

var floatEdges = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, math.NaN(), math.Inf(1), math.Inf(-1), 1e300}

var floatCore = []float64{0, 1, math.NaN()}

// edges returns the core and all edge values of a parameter of type rt.
func edges(rt reflect.Type) (core, all []reflect.Value) {
	switch rt.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		bits := rt.Bits()
		lo, hi := int64(math.MinInt64)>>(64-bits), int64(math.MaxInt64)>>(64-bits)
		if isUnsignedKind(rt.Kind()) {
			lo, hi = 0, -1 // -1 truncates to the maximum
		}
		ext := []int64{lo, lo + 1, hi, hi - 1}
		return ints(rt, append(append([]int64(nil), intCore...), lo, hi)), ints(rt, append(append([]int64(nil), intEdges...), ext...))
	case reflect.String:
		return convertAll(rt, stringCore), convertAll(rt, stringEdges)
	case reflect.Bool:
		vs := convertAll(rt, []bool{false, true})
		return vs, vs
	case reflect.Float64:
		return convertAll(rt, floatCore), convertAll(rt, floatEdges)
	case reflect.Interface:
		return anyValues(rt, anyCore), anyValues(rt, anyEdges)
	}
	panic("conform: no inputs for parameters of type " + rt.String())
}

func isUnsignedKind(k reflect.Kind) bool {
	switch k {
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return true
	}
	return false
}

// ints returns the values xs truncated to rt, without duplicates.
func ints(rt reflect.Type, xs []int64) []reflect.Value {
	var out []reflect.Value
	seen := map[any]bool{}
	for _, x := range xs {
		v := intValue(rt, x)
		if !seen[v.Interface()] {
			seen[v.Interface()] = true
			out = append(out, v)
		}
	}
	return out
}

// intValue returns x truncated to the integer type rt (reflect's setters
// truncate).
func intValue(rt reflect.Type, x int64) reflect.Value {
	v := reflect.New(rt).Elem()
	if isUnsignedKind(rt.Kind()) {
		v.SetUint(uint64(x))
	} else {
		v.SetInt(x)
	}
	return v
}

func convertAll[T any](rt reflect.Type, xs []T) []reflect.Value {
	var out []reflect.Value
	for _, x := range xs {
		out = append(out, reflect.ValueOf(x).Convert(rt))
	}
	return out
}

// anyValues returns xs as values of the interface type rt, keeping only
// those whose dynamic type implements it.
func anyValues(rt reflect.Type, xs []any) []reflect.Value {
	var out []reflect.Value
	for _, x := range xs {
		v := reflect.New(rt).Elem()
		if x != nil {
			if !reflect.TypeOf(x).Implements(rt) {
				continue
			}
			v.Set(reflect.ValueOf(x))
		}
		out = append(out, v)
	}
	return out
}

// random returns a random value of type rt.
func (c *conformer) random(rt reflect.Type) reflect.Value {
	_, all := edges(rt)
	switch rt.Kind() {
	case reflect.String:
		b := make([]byte, c.rng.IntN(5))
		for i := range b {
			b[i] = stringAlphabet[c.rng.IntN(len(stringAlphabet))]
		}
		return reflect.ValueOf(string(b)).Convert(rt)
	case reflect.Bool, reflect.Float64, reflect.Interface:
		return all[c.rng.IntN(len(all))]
	}
	switch c.rng.IntN(4) {
	case 0:
		return intValue(rt, c.rng.Int64N(141)-70)
	case 1:
		return all[c.rng.IntN(len(all))]
	}
	return intValue(rt, int64(c.rng.Uint64()))
}

// tuples returns about n distinct input tuples for the function: the
// product of the core values when it is small, every edge value of every
// parameter once, then random tuples mixing edge values and random ones.
func (c *conformer) tuples(n int) [][]reflect.Value {
	gt := c.goFn.Type()
	var core, all [][]reflect.Value
	size := 1
	for i := 0; i < gt.NumIn(); i++ {
		cv, av := edges(gt.In(i))
		core, all = append(core, cv), append(all, av)
		size *= len(cv)
	}
	var out [][]reflect.Value
	seen := map[string]bool{}
	add := func(t []reflect.Value) {
		if key := showArgs(t); !seen[key] {
			seen[key] = true
			out = append(out, t)
		}
	}
	pick := func(vs []reflect.Value) reflect.Value { return vs[c.rng.IntN(len(vs))] }
	if size <= n*3/4 {
		for _, t := range product(core) {
			add(t)
		}
	} else {
		for range n / 2 {
			t := make([]reflect.Value, len(core))
			for i := range core {
				t[i] = pick(core[i])
			}
			add(t)
		}
	}
	for i := range all {
		for _, v := range all[i] {
			t := make([]reflect.Value, len(all))
			for j := range all {
				t[j] = pick(all[j])
			}
			t[i] = v
			add(t)
		}
	}
	for try := 0; len(out) < n && try < 4*n; try++ {
		t := make([]reflect.Value, len(all))
		for j := range all {
			if c.rng.IntN(3) == 0 {
				t[j] = pick(all[j])
			} else {
				t[j] = c.random(gt.In(j))
			}
		}
		add(t)
	}
	return out
}

// product returns every tuple of one value from each of vss.
func product(vss [][]reflect.Value) [][]reflect.Value {
	out := [][]reflect.Value{nil}
	for _, vs := range vss {
		var next [][]reflect.Value
		for _, t := range out {
			for _, v := range vs {
				next = append(next, append(append([]reflect.Value(nil), t...), v))
			}
		}
		out = next
	}
	return out
}
