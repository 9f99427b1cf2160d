// This file defines the executable model of the typed maps: sync.Map's
// model, with the zero V for absent keys and the methods' own names and
// results. Callbacks (Compute, Upsert, ...) are beyond it.

package axioms

import "fmt"

// typedExec runs a TypedMap on concrete values.
type typedExec struct {
	c    *TypedMap
	m    mapExec
	zero Value
}

// NewExec implements Executable.
func (c *TypedMap) NewExec() (Exec, error) {
	return &typedExec{c: c, m: mapExec{m: map[string][2]Value{}}, zero: Nil}, nil
}

// SetZero sets the zero V that lookups of absent keys return.
func (e *typedExec) SetZero(z Value) { e.zero = z }

func (e *typedExec) Set(key *Value, val Value, present bool) { e.m.Set(key, val, present) }

func (e *typedExec) Show() string { return e.m.Show() }

func (e *typedExec) Call(method string, args []Value) ([]Value, bool, error) {
	if method == "Clear" && e.c.lib != cmapV2 {
		return e.m.Call(method, args)
	}
	if len(args) == 0 {
		return nil, false, fmt.Errorf("%s.%s: no executable model", e.c.name, method)
	}
	k := args[0]
	if !k.Plain {
		return nil, false, fmt.Errorf("key %s: hashing is beyond the model", k.Go)
	}
	cur, has := e.m.m[k.Key]
	value := e.zero
	if has {
		value = cur[1]
	}
	lookup := []Value{value, Bool(has)}
	switch method {
	case "Load", "Get":
		return lookup, false, nil
	case "Has":
		return []Value{Bool(has)}, false, nil
	case "Store", "Set":
		e.Set(&k, args[1], true)
		return nil, false, nil
	case "LoadOrStore":
		if has {
			return lookup, false, nil
		}
		e.Set(&k, args[1], true)
		return []Value{args[1], Bool(false)}, false, nil
	case "SetIfAbsent":
		if !has {
			e.Set(&k, args[1], true)
		}
		return []Value{Bool(!has)}, false, nil
	case "LoadAndStore":
		e.Set(&k, args[1], true)
		if has {
			return lookup, false, nil
		}
		return []Value{args[1], Bool(false)}, false, nil
	case "LoadAndDelete", "Pop":
		e.Set(&k, Nil, false)
		return lookup, false, nil
	case "Delete", "Remove":
		e.Set(&k, Nil, false)
		return nil, false, nil
	}
	return nil, false, fmt.Errorf("%s.%s: no executable model", e.c.name, method)
}

// A Callback is a concrete callback for CallWith: it maps the callback's
// arguments to its results.
type Callback func(args []Value) []Value

// CallWith runs a method that takes a callback (Compute, LoadOrCompute,
// LoadOrTryCompute, Upsert, RemoveCb). Where the library's result depends on
// its bucket layout (xsync v3's Compute and LoadOrTryCompute, cancelling
// on an absent key), the model returns the zero V.
func (e *typedExec) CallWith(method string, args []Value, fn Callback) ([]Value, error) {
	k := args[0]
	cur, has := e.m.m[k.Key]
	value := e.zero
	if has {
		value = cur[1]
	}
	store := func(v Value) { e.Set(&k, v, true) }
	switch {
	case method == "LoadOrCompute" || method == "LoadOrTryCompute":
		if has {
			return []Value{value, Bool(true)}, nil
		}
		r := fn(nil)
		if len(r) > 1 && r[1].Key == Bool(true).Key { // cancelled
			return []Value{e.zero, Bool(false)}, nil
		}
		store(r[0])
		return []Value{r[0], Bool(false)}, nil
	case method == "Compute" && e.c.lib == xsyncV3:
		r := fn([]Value{value, Bool(has)})
		if r[1].Key != Bool(true).Key {
			store(r[0])
			return []Value{r[0], Bool(true)}, nil
		}
		e.Set(&k, Nil, false)
		return []Value{value, Bool(false)}, nil
	case method == "Compute":
		r := fn([]Value{value, Bool(has)})
		op := r[1].Int.Int64()
		switch {
		case has && op == 2:
			e.Set(&k, Nil, false)
			return []Value{value, Bool(false)}, nil
		case has && op == 0:
			return []Value{value, Bool(true)}, nil
		case op == 1 || !has && op > 2:
			store(r[0])
			return []Value{r[0], Bool(true)}, nil
		case has:
			return []Value{r[0], Bool(true)}, nil
		}
		return []Value{e.zero, Bool(false)}, nil
	case method == "Upsert":
		r := fn([]Value{Bool(has), value, args[1]})
		store(r[0])
		return r, nil
	case method == "RemoveCb":
		r := fn([]Value{k, value, Bool(has)})
		if r[0].Key == Bool(true).Key && has {
			e.Set(&k, Nil, false)
		}
		return r, nil
	}
	return nil, fmt.Errorf("%s.%s: no executable model with a callback", e.c.name, method)
}
