// This file defines the sequential model shared by the typed concurrent
// maps (xsync's Map and MapOf, concurrent-map's ConcurrentMap): a Go map
// from keys of type K to values of type V, absent keys reading as V's
// zero value, the compute methods running the client's callback on the
// model (in the call: the libraries hold the key's lock meanwhile).

package harness

// typedMapKind is a typed map; alias names its environment's methods
// (sync.Map's name → the library's).
type typedMapKind[K comparable, V any] struct {
	label string
	alias map[string]string
}

func (k typedMapKind[K, V]) name() string        { return k.label }
func (typedMapKind[K, V]) keyed() bool           { return true }
func (typedMapKind[K, V]) emptyCell() bool       { return false }
func (typedMapKind[K, V]) fit(v any) (any, bool) { return fitType[V](v) }
func (k typedMapKind[K, V]) envOps(keys, vals []any, methods []string) []Call {
	return mapOps(keys, vals, methods, k.alias)
}

// xsyncOps and cmapOps name the environment's methods.
var (
	xsyncOps = map[string]string{"Load": "Load", "Store": "Store", "LoadOrStore": "LoadOrStore",
		"LoadAndDelete": "LoadAndDelete", "Delete": "Delete", "Swap": "LoadAndStore"}
	cmapOps = map[string]string{"Load": "Get", "Store": "Set", "LoadOrStore": "SetIfAbsent",
		"LoadAndDelete": "Pop", "Delete": "Remove"}
)

// The compute operations of a callback (xsync v4's ComputeOp).
const (
	opCancel = 0
	opUpdate = 1
	opDelete = 2
)

// computeFn is a compute callback on the model: the new value and an op.
type computeFn func(old any, loaded bool) (any, int)

func (k typedMapKind[K, V]) apply(s *model, c Call) []any {
	a := c.Args
	var zero V
	get := func() (any, bool) {
		v, ok := s.m[a[0].(K)]
		if !ok {
			return any(zero), false
		}
		return v, true
	}
	switch c.Method {
	case "Load", "Get":
		v, ok := get()
		return []any{v, ok}
	case "Has":
		_, ok := get()
		return []any{ok}
	case "Store", "Set":
		s.m[a[0].(K)] = a[1]
		return nil
	case "LoadOrStore":
		if v, ok := get(); ok {
			return []any{v, true}
		}
		s.m[a[0].(K)] = a[1]
		return []any{a[1], false}
	case "SetIfAbsent":
		if _, ok := get(); ok {
			return []any{false}
		}
		s.m[a[0].(K)] = a[1]
		return []any{true}
	case "LoadAndStore":
		v, ok := get()
		s.m[a[0].(K)] = a[1]
		if !ok {
			return []any{a[1], false} // xsync returns the new value
		}
		return []any{v, true}
	case "LoadAndDelete", "Pop":
		v, ok := get()
		delete(s.m, a[0].(K))
		return []any{v, ok}
	case "Delete", "Remove":
		delete(s.m, a[0].(K))
		return nil
	case "Compute":
		return k.compute(s, a[0].(K), a[1].(computeFn), true)
	case "LoadOrCompute", "LoadOrTryCompute":
		fn := a[1].(func() (any, bool))
		return k.compute(s, a[0].(K), func(old any, loaded bool) (any, int) {
			if loaded {
				return old, opCancel
			}
			v, cancel := fn()
			if cancel {
				return old, opCancel
			}
			return v, opUpdate
		}, false)
	case "Upsert":
		v, ok := get()
		res := a[2].(func(bool, any, any) any)(ok, v, a[1])
		s.m[a[0].(K)] = res
		return []any{res}
	case "RemoveCb":
		v, ok := get()
		remove := a[1].(func(any, any, bool) bool)(a[0], v, ok)
		if remove && ok {
			delete(s.m, a[0].(K))
		}
		return []any{remove}
	case "Clear":
		clear(s.m)
		return nil
	case "Size":
		return []any{len(s.m)}
	}
	panic("harness: unknown method " + c.Method + " of " + k.label)
}

// compute is xsync's doCompute: fn decides from the present value (or
// V's zero value); Compute (computeOnly) returns the new value, the other
// methods the old one.
func (k typedMapKind[K, V]) compute(s *model, key K, fn computeFn, computeOnly bool) []any {
	var zero V
	old, loaded := s.m[key]
	if !loaded {
		v, op := fn(any(zero), false)
		if op == opCancel || op == opDelete {
			return []any{any(zero), false}
		}
		s.m[key] = v
		return []any{v, computeOnly}
	}
	v, op := fn(old, true)
	switch op {
	case opDelete:
		delete(s.m, key)
		return []any{old, !computeOnly}
	case opUpdate:
		s.m[key] = v
	case opCancel:
		v = old
	}
	if computeOnly {
		return []any{v, true}
	}
	return []any{old, true}
}

// keyedMap is the state of a typed map stand-in.
type keyedMap[K comparable, V any] struct {
	st *shimState
}

func (m *keyedMap[K, V]) call(k kind, method string, args ...any) []any {
	return do(&m.st, k, Call{Method: method, Args: args})
}

// pair converts a (value, bool) result.
func pair[V any](r []any) (V, bool) { return as[V](r[0]), r[1].(bool) }

// rangeTyped is Range over a typed map's state.
func rangeTyped[K comparable, V any](m *keyedMap[K, V], k kind, f func(K, V) bool) {
	if m.st == nil {
		m.st = &shimState{model: newModel(k, nil)}
	}
	rangeOver(&m.st, k, func(key, v any) bool { return f(key.(K), as[V](v)) })
}

// counterKind is xsync's Counter: an int64 that Add, Inc and Dec change.
// The environment adds, and reads with Load: a Value that overlaps no Add
// (the environment's calls run between the client's) returns the sum.
type counterKind struct{ label string }

func (k counterKind) name() string        { return k.label }
func (counterKind) keyed() bool           { return false }
func (counterKind) emptyCell() bool       { return false }
func (counterKind) fit(v any) (any, bool) { return fitType[int64](v) }
func (counterKind) envOps(_, vals []any, methods []string) []Call {
	return cellOps(vals, methods, map[string]bool{"Add": true, "Load": true})
}

func (k counterKind) apply(s *model, c Call) []any {
	n := as[int64](s.m[cell])
	switch c.Method {
	case "Add":
		s.m[cell] = n + c.Args[0].(int64)
		return nil
	case "Inc":
		s.m[cell] = n + 1
		return nil
	case "Dec":
		s.m[cell] = n - 1
		return nil
	case "Value", "Load": // Load: the environment's Value, overlapping no Add
		return []any{n}
	case "Reset":
		s.m[cell] = int64(0)
		return nil
	}
	panic("harness: unknown method " + c.Method + " of " + k.label)
}

// counter is the state of a Counter stand-in.
type counter struct {
	st *shimState
}

func (c *counter) call(k kind, method string, args ...any) []any {
	return do(&c.st, k, Call{Method: method, Args: args})
}

// value is Counter.Value: the sum of its stripes, read one by one, is
// not a snapshot.
func (c *counter) value(k kind) int64 {
	notLinearizable(c.st, k.name()+".Value", "sums the counter's stripes without a snapshot: not linearizable")
	return c.call(k, "Value")[0].(int64)
}

func (c *counter) reset(k kind) {
	notLinearizable(c.st, k.name()+".Reset", "zeroes the counter's stripes one by one: not linearizable")
	c.call(k, "Reset")
}
