// This file defines the executable models of the collections: the same
// sequential behaviour as the axioms, run on concrete values, to replay
// witnesses (and to compare with the real implementations in tests).

package axioms

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// A Value is a concrete Go value of a witness.
type Value struct {
	Go    string   // as a Go literal: "a" → `"a"`, nil → `nil`, int64 5 → `int64(5)`
	Key   string   // identity: equal Keys are == in Go, for Plain values
	Type  string   // the dynamic type ("" for nil)
	Plain bool     // == on values of this type is identity and never panics
	Int   *big.Int // integers and floats: the value's bits, unsigned
	Width int      // integers and floats: bit width
	Float bool     // a float: == compares the numbers Int's bits encode
	// Fields are a struct's or array's elements, in order, when known.
	Fields []Value
	// Uncomparable: == on two values of this type panics (slices, maps,
	// funcs); Key is then an identity for printing and replay only.
	Uncomparable bool
}

// Nil is the nil interface value.
var Nil = Value{Go: "nil", Key: "nil", Plain: true}

// Bool returns the Value of b.
func Bool(b bool) Value {
	s := fmt.Sprint(b)
	return Value{Go: s, Key: "bool:" + s, Type: "bool", Plain: true}
}

// An Exec is an executable model of one collection, holding its state.
type Exec interface {
	// Call runs method with args; it returns the results, or panics=true
	// with no results, or an error when the values are beyond the model
	// (a comparison it cannot decide).
	Call(method string, args []Value) (results []Value, panics bool, err error)
	// Set sets the state at key (nil for the whole state of a
	// single-value collection); present=false makes it absent.
	Set(key *Value, val Value, present bool)
	// Show prints the state, keys in order, as a Go-like literal.
	Show() string
}

// NewExec returns an executable model of c in its initial state.
func NewExec(c Collection) (Exec, error) {
	if e, ok := c.(Executable); ok {
		return e.NewExec()
	}
	switch c := c.(type) {
	case SyncMap:
		return &mapExec{m: map[string][2]Value{}, zero: Nil}, nil
	case *Atomic:
		return &atomicExec{a: c, v: zeroOf(c)}, nil
	}
	return nil, fmt.Errorf("no executable model of %s", c.Name())
}

// mapExec is the executable model of sync.Map.
type mapExec struct {
	m    map[string][2]Value // hashKey(key) → (key, value)
	zero Value               // what a lookup of an absent key returns: nil for sync.Map
}

// lookup returns k's value (zero when absent) and whether k is present.
func (e *mapExec) lookup(k Value) (Value, bool) {
	if kv, ok := e.m[hashKey(k)]; ok {
		return kv[1], true
	}
	return e.zero, false
}

func (e *mapExec) Set(key *Value, val Value, present bool) {
	if !present {
		delete(e.m, hashKey(*key))
		return
	}
	e.m[hashKey(*key)] = [2]Value{*key, val}
}

func (e *mapExec) Show() string { return ShowMap(e.m) }

// ShowMap prints a map model's state (hashKey(key) → (key, value)), keys
// in order, as a Go-like literal.
func ShowMap(m map[string][2]Value) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, m[k][0].Go+": "+m[k][1].Go)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func (e *mapExec) Call(method string, args []Value) ([]Value, bool, error) {
	if method == "Clear" {
		e.m = map[string][2]Value{}
		return nil, false, nil
	}
	if len(args) == 0 {
		return nil, false, fmt.Errorf("%s: no key", method)
	}
	k := args[0]
	if panics, err := checkKey(k); panics || err != nil {
		return nil, panics, err
	}
	v, ok := e.lookup(k)
	switch method {
	case "Load":
		return []Value{v, Bool(ok)}, false, nil
	case "Store":
		e.Set(&k, args[1], true)
		return nil, false, nil
	case "LoadOrStore":
		if !ok {
			e.Set(&k, args[1], true)
			v = args[1]
		}
		return []Value{v, Bool(ok)}, false, nil
	case "LoadAndDelete", "Swap":
		if method == "Swap" {
			e.Set(&k, args[1], true)
		} else {
			e.Set(&k, Nil, false)
		}
		return []Value{v, Bool(ok)}, false, nil
	case "Delete":
		e.Set(&k, Nil, false)
		return nil, false, nil
	case "CompareAndSwap", "CompareAndDelete":
		if !ok {
			return []Value{Bool(false)}, false, nil
		}
		eq, panics, err := GoEq(v, args[1])
		if panics {
			return nil, true, nil
		}
		if err != nil || !eq {
			return []Value{Bool(false)}, false, err
		}
		if method == "CompareAndSwap" {
			e.Set(&k, args[2], true)
		} else {
			e.Set(&k, Nil, false)
		}
		return []Value{Bool(true)}, false, nil
	}
	return nil, false, fmt.Errorf("sync.Map.%s: no executable model", method)
}

// checkKey says whether hashing k panics (Go's "hash of unhashable
// type"), or that the model cannot tell (err).
func checkKey(k Value) (panics bool, err error) {
	if unhashable(k) {
		return true, nil
	}
	if !hashable(k) {
		return false, fmt.Errorf("key %s: hashing is beyond the model", k.Go)
	}
	return false, nil
}

// unhashable reports whether hashing k panics: its type is not
// comparable, or a struct or array key holds such a value.
func unhashable(k Value) bool {
	if k.Uncomparable {
		return true
	}
	for _, f := range k.Fields {
		if unhashable(f) {
			return true
		}
	}
	return false
}

// hashable reports whether hashKey identifies k as a map key: a plain
// value, a float other than NaN (a NaN key is never found again), or a
// struct or array of such values.
func hashable(k Value) bool {
	if k.Plain {
		return true
	}
	if k.Float {
		return !math.IsNaN(floatOf(k))
	}
	if k.Fields == nil {
		return false
	}
	for _, f := range k.Fields {
		if !hashable(f) {
			return false
		}
	}
	return true
}

// hashKey is k's identity as a map key: its Key, but a float's number,
// alone or in a struct or array, with -0.0 as +0.0 (Go hashes the two
// alike, since they are ==).
func hashKey(k Value) string {
	switch {
	case k.Float:
		f := floatOf(k)
		if f == 0 {
			f = 0 // -0.0 is the key +0.0
		}
		return k.Type + ":" + strconv.FormatFloat(f, 'g', -1, 64)
	case !k.Plain && k.Fields != nil:
		parts := make([]string, len(k.Fields))
		for i, f := range k.Fields {
			parts[i] = hashKey(f)
		}
		return k.Type + "{" + strings.Join(parts, ", ") + "}"
	}
	return k.Key
}

// GoEq is Go's == on two interface values, when the model can decide
// it; panics when both hold one uncomparable dynamic type.
func GoEq(a, b Value) (eq, panics bool, err error) {
	switch {
	case a.Float && b.Float && a.Type == b.Type:
		return floatOf(a) == floatOf(b), false, nil
	case a.Type != "" && a.Type == b.Type && a.Uncomparable:
		return false, true, nil
	case a.Plain || b.Plain:
		return a.Key == b.Key, false, nil
	case a.Type != b.Type:
		return false, false, nil
	case a.Fields != nil && len(a.Fields) == len(b.Fields):
		for i := range a.Fields { // in order, up to the first difference
			eq, panics, err := GoEq(a.Fields[i], b.Fields[i])
			if err != nil || panics || !eq {
				return false, panics, err
			}
		}
		return true, false, nil
	}
	return false, false, fmt.Errorf("comparing %s and %s is beyond the model", a.Go, b.Go)
}
