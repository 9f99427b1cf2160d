// This file defines the executable model of the sync/atomic theories.

package axioms

import (
	"fmt"
	"go/types"
	"math/big"
	"strconv"
	"strings"
	"unicode"

	"github.com/snowflakeverify/snowflake/values"
)

// atomicExec holds one value.
type atomicExec struct {
	a *Atomic
	v Value
}

func zeroOf(a *Atomic) Value {
	switch a.kind {
	case atomicInt, atomicCounter:
		b := a.typ.String()
		return IntValue(big.NewInt(0), values.Width(a.typ.Underlying().(*types.Basic)), b)
	case atomicBool:
		return Bool(false)
	}
	return Nil
}

// IntValue returns the integer of the given bits (unsigned), width and type.
func IntValue(bits *big.Int, width int, typ string) Value {
	v := new(big.Int).Set(bits)
	v.Mod(v, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	shown := new(big.Int).Set(v)
	if !strings.HasPrefix(typ, "uint") && shown.Bit(width-1) == 1 {
		shown.Sub(shown, new(big.Int).Lsh(big.NewInt(1), uint(width)))
	}
	lit := shown.String()
	switch {
	case typ == "rune" && shown.IsInt64() && unicode.IsPrint(rune(shown.Int64())):
		lit = strconv.QuoteRune(rune(shown.Int64())) // boxed, an untyped rune constant is a rune
	case typ != "int":
		lit = typ + "(" + lit + ")"
	}
	return Value{Go: lit, Key: typ + ":" + v.String(), Type: typ, Plain: true, Int: v, Width: width}
}

func (e *atomicExec) Set(_ *Value, val Value, _ bool) { e.v = val }

func (e *atomicExec) Show() string { return e.v.Go }

func (e *atomicExec) Call(method string, args []Value) ([]Value, bool, error) {
	old := e.v
	switch method {
	case "Load", "Value": // Value: a Counter's, with no concurrent Add (NotAtomic)
		return []Value{old}, false, nil
	case "Reset":
		e.v = IntValue(new(big.Int), old.Width, old.Type)
		return nil, false, nil
	case "Store", "Swap":
		if e.a.kind == atomicValue && (args[0].Key == "nil" || old.Key != "nil" && old.Type != args[0].Type) {
			return nil, true, nil
		}
		e.v = args[0]
		if method == "Swap" {
			return []Value{old}, false, nil
		}
		return nil, false, nil
	case "CompareAndSwap":
		sure := true
		if e.a.kind == atomicValue && len(args) > 2 {
			sure = args[2].Key == Bool(true).Key || pointerShaped(e.v.Type)
		}
		return e.cas(args[0], args[1], sure)
	case "Inc", "Dec":
		if old.Int == nil || old.Float {
			return nil, false, fmt.Errorf("%s on a non-integer", method)
		}
		r := new(big.Int).Add(old.Int, big.NewInt(1))
		if method == "Dec" {
			r.Sub(old.Int, big.NewInt(1))
		}
		e.v = IntValue(r, old.Width, old.Type)
		return nil, false, nil
	case "Add", "And", "Or":
		if old.Int == nil || args[0].Int == nil || old.Float || args[0].Float {
			return nil, false, fmt.Errorf("%s on a non-integer", method)
		}
		r := new(big.Int)
		switch method {
		case "Add":
			r.Add(old.Int, args[0].Int)
		case "And":
			r.And(old.Int, args[0].Int)
		default:
			r.Or(old.Int, args[0].Int)
		}
		e.v = IntValue(r, old.Width, old.Type)
		if method == "Add" && e.a.kind == atomicCounter {
			return nil, false, nil
		}
		if method == "Add" {
			return []Value{e.v}, false, nil
		}
		return []Value{old}, false, nil
	}
	return nil, false, fmt.Errorf("%s.%s: no executable model", e.a.name, method)
}

func pointerShaped(typ string) bool {
	for _, p := range []string{"*", "map[", "chan ", "func("} {
		if strings.HasPrefix(typ, p) {
			return true
		}
	}
	return false
}

func (e *atomicExec) cas(old, nu Value, sure bool) ([]Value, bool, error) {
	cur := e.v
	if e.a.kind != atomicValue {
		if cur.Key == old.Key {
			e.v = nu
			return []Value{Bool(true)}, false, nil
		}
		return []Value{Bool(false)}, false, nil
	}
	if nu.Key == "nil" || old.Key != "nil" && old.Type != nu.Type || cur.Key != "nil" && cur.Type != nu.Type {
		return nil, true, nil
	}
	if cur.Key == "nil" {
		if old.Key != "nil" {
			return []Value{Bool(false)}, false, nil
		}
		e.v = nu
		return []Value{Bool(true)}, false, nil
	}
	eq, panics, err := GoEq(cur, old)
	if panics {
		return nil, true, nil
	}
	if err != nil || !eq || !sure {
		return []Value{Bool(false)}, false, err
	}
	e.v = nu
	return []Value{Bool(true)}, false, nil
}
