// This file computes the domains of a function's scenarios: the value
// domain (nil, the driver's typed values and constants, the values the
// client passes to the map), the key domain of each argument tuple (the
// keys the client uses when run alone from every initial state over the
// keys found so far, to a fixpoint), and the environment's calls over them.

package harness

import (
	"fmt"
	"reflect"
	"slices"
)

// nameKnown records the objects the driver supplies (pointers, channels,
// slices, maps); pointers and channels compare by identity and are named.
func (x *explorer) nameKnown() {
	n := 0
	add := func(v any) {
		if o, ok := v.(slotted); ok && !slices.Contains(x.knownObjs, o) {
			x.knownObjs = append(x.knownObjs, o)
		}
		rv := reflect.ValueOf(v)
		if !rv.IsValid() {
			return
		}
		switch rv.Kind() {
		case reflect.Pointer, reflect.Chan, reflect.Slice, reflect.Map:
		default:
			return
		}
		if rv.IsNil() {
			return
		}
		k := ptrKey{rv.Type(), rv.Pointer()}
		if x.known[k] {
			return
		}
		if rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Chan {
			n++
			x.known[k] = true
			elem := rv.Type().Elem().String()
			if o, ok := v.(object); ok {
				elem = o.kind().name()
			}
			x.names.names[k] = fmt.Sprintf("&%s#%d", elem, n)
		} else {
			x.supplied[k] = true
		}
	}
	for _, v := range x.spec.Values {
		add(v)
	}
	for _, d := range x.spec.Params {
		for _, v := range d {
			add(v)
		}
	}
}

// domains computes the value domain, the key domain of every argument
// tuple, and the environment's calls.
func (x *explorer) domains() {
	base := x.fitting(x.spec.Values)                                                      // without nil or repeats (fitAll)
	for _, v := range append(append([]any(nil), x.spec.Values...), x.spec.ObjValues...) { // the body's values first: an object's domain takes the first few
		x.pool = addValue(x.pool, v)
	}
	prepassVals := fitAll(x.kind, append(withDefaults(base), nil))
	collected := append([]any(nil), base...)
	var prefix []int
	for {
		ch := &chooser{prefix: prefix}
		args, akey := x.chooseArgs(ch)
		if _, done := x.keys[akey]; !done {
			x.keys[akey] = x.prepass(args, prepassVals, &collected)
		}
		next, ok := ch.next()
		if !ok {
			break
		}
		prefix = next
	}
	// An atomic.Value may be given a value of another type: its
	// CompareAndSwap and Store panic then.
	collected = x.fitting(addDefaults(collected, x.kind.emptyCell()))
	if len(collected) > x.cfg.MaxValues {
		collected = collected[:x.cfg.MaxValues]
	}
	for _, v := range x.fitting(x.spec.Foreign) { // past the bound: Spec.Foreign
		if !slices.ContainsFunc(collected, func(u any) bool { return u == v }) {
			collected = append(collected, v)
		}
	}
	x.values = fitAll(x.kind, append(collected, nil))
	for akey, keys := range x.keys {
		x.ops[akey] = x.kind.envOps(keys, x.values, x.cfg.Ops)
	}
}

// fitting returns the values of vs, but nil, that the base object holds
// (converted), without repeats.
func (x *explorer) fitting(vs []any) []any {
	var out []any
	for _, v := range fitAll(x.kind, vs) {
		if v != nil {
			out = append(out, v)
		}
	}
	return out
}

// withDefaults adds defaultValues to vs when it has fewer than two values.
func withDefaults(vs []any) []any {
	return addDefaults(vs, false)
}

// addDefaults adds defaultValues to vs when it has fewer than two values,
// or always.
func addDefaults(vs []any, always bool) []any {
	vs = append([]any(nil), vs...)
	if len(vs) < 2 || always {
		for _, v := range defaultValues {
			vs = addValue(vs, v)
		}
	}
	return vs
}

// prepass finds the keys the client uses with args when run alone from
// every initial state over the keys found so far, and collects the values
// it passes to the map.
func (x *explorer) prepass(args, vals []any, collected *[]any) []any {
	var keys []any
	for round := 0; round <= x.cfg.MaxKeys; round++ {
		n := len(keys)
		snapshot := append([]any(nil), keys...)
		var prefix []int
		for {
			ch := &chooser{prefix: prefix}
			r := newRun(x.kind, pickInit(x.kind, ch, snapshot, vals), nil, nil, 0, x.cfg)
			r.collect = true
			x.exec(r, args, nil)
			found := r.keys
			if r.ranged {
				found = append(append([]any(nil), found...), defaultKeys...)
			}
			for _, k := range found {
				if x.preexisting(k) && !containsKey(keys, k) && len(keys) < x.cfg.MaxKeys {
					keys = append(keys, k)
				}
			}
			for _, v := range r.vals {
				if x.preexisting(v) {
					*collected = addValue(*collected, v)
				}
			}
			for _, v := range r.objVals {
				if x.preexisting(v) {
					x.pool = addValue(x.pool, v)
					x.passed = addValue(x.passed, v)
				}
			}
			next, ok := ch.next()
			if !ok {
				break
			}
			prefix = next
		}
		if len(keys) == n {
			break
		}
	}
	return keys
}

// pickInit picks an initial state over keys: each absent or holding one of
// vals. A register's one value is one of vals (or none when it may be
// empty).
func pickInit(k kind, ch *chooser, keys, vals []any) map[any]any {
	init := map[any]any{}
	if !k.keyed() {
		if k.emptyCell() {
			if j := ch.choose(len(vals) + 1); j > 0 {
				init[cell] = vals[j-1]
			}
		} else if len(vals) > 0 {
			init[cell] = vals[ch.choose(len(vals))]
		}
		return init
	}
	for _, k := range keys {
		if j := ch.choose(len(vals) + 1); j > 0 {
			init[k] = vals[j-1]
		}
	}
	return init
}

// addValue adds v to vs unless it is there or nil (always in the domain,
// last).
func addValue(vs []any, v any) []any {
	if v == nil || contains(vs, v) {
		return vs
	}
	return append(vs, v)
}

// preexisting reports whether v exists before any run: a plain value
// (nil, basic, or structs, arrays and interfaces of plain values), or an
// object the driver supplies. A value the client allocated must not enter
// the domains: it would be taken for one that existed before the scenario.
func (x *explorer) preexisting(v any) bool {
	return x.plain(reflect.ValueOf(v))
}

func (x *explorer) plain(v reflect.Value) bool {
	if !v.IsValid() {
		return true
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Chan:
		return v.IsNil() || x.known[ptrKey{v.Type(), v.Pointer()}]
	case reflect.Slice, reflect.Map:
		return v.IsNil() || x.supplied[ptrKey{v.Type(), v.Pointer()}]
	case reflect.Func, reflect.UnsafePointer:
		return v.IsNil()
	case reflect.Interface:
		return x.plain(v.Elem())
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if !x.plain(v.Field(i)) {
				return false
			}
		}
	case reflect.Array:
		for i := 0; i < v.Len(); i++ {
			if !x.plain(v.Index(i)) {
				return false
			}
		}
	}
	return true
}

// envOps lists the environment's calls: every method of methods with every
// key and value of the domains.
func envOps(keys, vals []any, methods []string) []Call {
	var ops []Call
	for _, m := range methods {
		switch m {
		case "Load", "Delete", "LoadAndDelete":
			for _, k := range keys {
				ops = append(ops, Call{Method: m, Args: []any{k}})
			}
		case "Store", "LoadOrStore", "Swap":
			for _, k := range keys {
				for _, v := range vals {
					ops = append(ops, Call{Method: m, Args: []any{k, v}})
				}
			}
		case "CompareAndDelete":
			for _, k := range keys {
				for _, v := range vals {
					if hashable(v) {
						ops = append(ops, Call{Method: m, Args: []any{k, v}})
					}
				}
			}
		case "CompareAndSwap":
			for _, k := range keys {
				for _, old := range vals {
					for _, v := range vals {
						if hashable(old) && !identical(v, old) {
							ops = append(ops, Call{Method: m, Args: []any{k, old, v}})
						}
					}
				}
			}
		case "Clear":
			ops = append(ops, Call{Method: "Clear"})
		}
	}
	return ops
}
