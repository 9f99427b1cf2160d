package axioms

import (
	"math"
	"math/big"
	"testing"
)

func TestFloatValueLiterals(t *testing.T) {
	for _, c := range []struct {
		bits  uint64
		width int
		typ   string
		want  string
	}{
		{math.Float64bits(1.5), 64, "float64", "1.5"},
		{math.Float64bits(2), 64, "float64", "2.0"},
		{math.Float64bits(-1e300), 64, "float64", "-1e+300"},
		{math.Float64bits(math.Copysign(0, -1)), 64, "float64", "math.Copysign(0, -1)"},
		{math.Float64bits(math.NaN()), 64, "float64", "math.NaN()"},
		{0x7ff0000000000002, 64, "float64", "math.Float64frombits(0x7ff0000000000002)"},
		{math.Float64bits(math.Inf(-1)), 64, "float64", "math.Inf(-1)"},
		{uint64(math.Float32bits(0.1)), 32, "float32", "float32(0.1)"},
		{uint64(math.Float32bits(float32(math.Inf(1)))), 32, "float32", "float32(math.Inf(1))"},
		{0x7fc00001, 32, "float32", "math.Float32frombits(0x7fc00001)"},
		{math.Float64bits(3), 64, "Celsius", "Celsius(3.0)"},
		{0x7fc00001, 32, "F32", "F32(math.Float32frombits(0x7fc00001))"},
	} {
		if got := FloatValue(c.bits, c.width, c.typ).Go; got != c.want {
			t.Errorf("FloatValue(%#x, %d, %s) = %s, want %s", c.bits, c.width, c.typ, got, c.want)
		}
	}
}

func TestFloatGoEq(t *testing.T) {
	f := func(v float64) Value { return FloatValue(math.Float64bits(v), 64, "float64") }
	for _, c := range []struct {
		a, b Value
		want bool
	}{
		{f(0), f(math.Copysign(0, -1)), true},
		{f(math.NaN()), f(math.NaN()), false},
		{f(1), f(1), true},
		{f(1), FloatValue(uint64(math.Float32bits(1)), 32, "float32"), false}, // different dynamic types
		{f(1), IntValue(big.NewInt(1), 64, "int"), false},
	} {
		eq, panics, err := GoEq(c.a, c.b)
		if err != nil || panics || eq != c.want {
			t.Errorf("GoEq(%s, %s) = %v, %v, %v; want %v", c.a.Go, c.b.Go, eq, panics, err, c.want)
		}
	}
	s := Value{Go: "([]int)(@0)", Key: "[]int:@0", Type: "[]int", Uncomparable: true}
	if _, panics, _ := GoEq(s, s); !panics {
		t.Errorf("GoEq on two []int values does not panic")
	}
	key := Value{Go: "tagged{...}", Type: "tagged", Fields: []Value{Bool(true), s}}
	if !unhashable(key) || hashable(key) {
		t.Errorf("a struct key holding a []int: unhashable %v, hashable %v; want true, false", unhashable(key), hashable(key))
	}
}

// TestFloatKeys: on sync.Map's executable model, a float key -0.0 is the
// key +0.0 (also inside a struct key), other floats are keys of their
// own, and a NaN key is beyond the model (Go never finds it again).
func TestFloatKeys(t *testing.T) {
	f := func(x float64) Value { return FloatValue(math.Float64bits(x), 64, "float64") }
	pair := func(x float64) Value {
		return Value{Go: "P{}", Key: "P{}", Type: "P", Fields: []Value{f(x), goValue(1)}}
	}
	for _, c := range []struct {
		stored, loaded Value
		found          bool
	}{
		{f(math.Copysign(0, -1)), f(0), true},
		{f(0), f(math.Copysign(0, -1)), true},
		{f(1.5), f(1.5), true},
		{f(1.5), f(2.5), false},
		{f(0), goValue(0), false},
		{pair(math.Copysign(0, -1)), pair(0), true},
		{pair(1), pair(2), false},
	} {
		ex, err := NewExec(SyncMap{})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := ex.Call("Store", []Value{c.stored, goValue(1)}); err != nil {
			t.Fatalf("Store(%s): %v", c.stored.Go, err)
		}
		res, _, err := ex.Call("Load", []Value{c.loaded})
		if err != nil || res[1].Key != Bool(c.found).Key {
			t.Errorf("Store(%s) then Load(%s) = %v, %v; want found %v", c.stored.Go, c.loaded.Go, res, err, c.found)
		}
	}
	ex, _ := NewExec(SyncMap{})
	if _, _, err := ex.Call("Store", []Value{f(math.NaN()), goValue(1)}); err == nil {
		t.Error("Store(NaN) replayed, want beyond the model")
	}
}
