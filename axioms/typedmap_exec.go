// This file defines the executable model of the typed maps: sync.Map's
// model, with the zero V for absent keys and the methods' own names and
// results; CallWith runs the methods taking callbacks (Compute, Upsert, ...).

package axioms

import (
	"fmt"
	"math/big"
)

// typedExec runs a TypedMap on concrete values: sync.Map's model, whose
// absent keys read as the zero V.
type typedExec struct {
	c *TypedMap
	mapExec
}

// NewExec implements Executable.
func (c *TypedMap) NewExec() (Exec, error) {
	return &typedExec{c: c, mapExec: mapExec{m: map[string][2]Value{}, zero: Nil}}, nil
}

// SetZero sets the zero V that lookups of absent keys return.
func (e *typedExec) SetZero(z Value) { e.zero = z }

// asSyncMap names the typed maps' methods that behave as sync.Map's.
var asSyncMap = map[string]string{"Load": "Load", "Get": "Load", "Store": "Store", "Set": "Store",
	"LoadOrStore": "LoadOrStore", "LoadAndDelete": "LoadAndDelete", "Pop": "LoadAndDelete", "Delete": "Delete", "Remove": "Delete"}

func (e *typedExec) Call(method string, args []Value) ([]Value, bool, error) {
	if method == "Clear" && e.c.lib != cmapV2 {
		return e.mapExec.Call(method, args)
	}
	if len(args) == 0 {
		return nil, false, fmt.Errorf("%s.%s: no executable model", e.c.name, method)
	}
	k := args[0]
	if panics, err := checkKey(k); panics || err != nil {
		return nil, panics, err
	}
	if name, ok := asSyncMap[method]; ok {
		return e.mapExec.Call(name, args)
	}
	value, has := e.lookup(k)
	switch method {
	case "Has":
		return []Value{Bool(has)}, false, nil
	case "SetIfAbsent":
		if !has {
			e.Set(&k, args[1], true)
		}
		return []Value{Bool(!has)}, false, nil
	case "LoadAndStore":
		e.Set(&k, args[1], true)
		if !has {
			value = args[1]
		}
		return []Value{value, Bool(has)}, false, nil
	}
	return nil, false, fmt.Errorf("%s.%s: no executable model", e.c.name, method)
}

// A Callback is a concrete callback for CallWith: it maps the callback's
// arguments to its results, or reports that it panics, or that it cannot
// be run on these arguments (err).
type Callback func(args []Value) (results []Value, panics bool, err error)

// CallWith runs a method that takes a callback (Compute, LoadOrCompute,
// LoadOrTryCompute, Upsert, RemoveCb). A callback that panics makes the
// call panic and leaves the state unchanged. Where the library's result
// depends on its bucket layout (xsync v3's Compute and LoadOrTryCompute,
// cancelling on an absent key), the method's choice argument (after the
// key) selects it, as in the axioms: true or absent returns the zero V,
// false the callback's value.
func (e *typedExec) CallWith(method string, args []Value, fn Callback) ([]Value, bool, error) {
	k := args[0]
	if panics, err := checkKey(k); panics || err != nil {
		return nil, panics, err
	}
	value, has := e.lookup(k)
	var cbArgs []Value
	switch method {
	case "Compute":
		cbArgs = []Value{value, Bool(has)}
	case "Upsert":
		if len(args) < 2 {
			return nil, false, fmt.Errorf("%s.Upsert: no value", e.c.name)
		}
		cbArgs = []Value{Bool(has), value, args[1]}
	case "RemoveCb":
		cbArgs = []Value{k, value, Bool(has)}
	case "LoadOrCompute", "LoadOrTryCompute":
		if has {
			return []Value{value, Bool(true)}, false, nil
		}
	default:
		return nil, false, fmt.Errorf("%s.%s: no executable model with a callback", e.c.name, method)
	}
	r, panics, err := fn(cbArgs)
	if err != nil || panics {
		return nil, panics, err
	}
	zeroOnMiss := len(args) < 2 || args[1].Key != Bool(false).Key // the layout choice
	store := func(v Value) { e.Set(&k, v, true) }
	switch {
	case method == "LoadOrCompute" || method == "LoadOrTryCompute":
		if len(r) > 1 && r[1].Key == Bool(true).Key { // cancelled
			if method == "LoadOrTryCompute" && e.c.lib == xsyncV3 && !zeroOnMiss {
				return []Value{r[0], Bool(false)}, false, nil
			}
			return []Value{e.zero, Bool(false)}, false, nil
		}
		store(r[0])
		return []Value{r[0], Bool(false)}, false, nil
	case method == "Compute" && e.c.lib == xsyncV3:
		if r[1].Key != Bool(true).Key {
			store(r[0])
			return []Value{r[0], Bool(true)}, false, nil
		}
		if !has {
			if zeroOnMiss {
				return []Value{e.zero, Bool(false)}, false, nil
			}
			return []Value{r[0], Bool(false)}, false, nil
		}
		e.Set(&k, Nil, false)
		return []Value{value, Bool(false)}, false, nil
	case method == "Compute":
		if r[1].Int == nil {
			return nil, false, fmt.Errorf("%s.Compute: the callback's op %s is not an integer", e.c.name, r[1].Go)
		}
		// The op's bits: CancelOp 0, UpdateOp 1, DeleteOp 2; any other
		// value (a negative one too) updates an absent key and leaves a
		// present one, as xsync's default branch does.
		is := func(n int64) bool { return r[1].Int.Cmp(big.NewInt(n)) == 0 }
		switch {
		case has && is(2):
			e.Set(&k, Nil, false)
			return []Value{value, Bool(false)}, false, nil
		case has && is(0):
			return []Value{value, Bool(true)}, false, nil
		case is(1) || !has && !is(0) && !is(2):
			store(r[0])
			return []Value{r[0], Bool(true)}, false, nil
		case has:
			return []Value{r[0], Bool(true)}, false, nil
		}
		return []Value{e.zero, Bool(false)}, false, nil
	case method == "Upsert":
		store(r[0])
		return r, false, nil
	}
	// RemoveCb
	if r[0].Key == Bool(true).Key && has {
		e.Set(&k, Nil, false)
	}
	return r, false, nil
}
