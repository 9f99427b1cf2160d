// This file defines Map, the instrumented stand-in for sync.Map that the
// oracle substitutes for every sync.Map of a package under test, and the
// hooks the generated driver calls: Bound, Record and Arg (kind.go has
// Bind, BindNew and BindAddr).

package harness

import (
	"errors"
	"math"
)

// Map has sync.Map's method set. A Map bound to the current run (Bind,
// Bound) is the client's base object: its calls are recorded and the
// environment may act before each of them. Any other Map (a zero value
// never bound) is a plain sequential map that no environment touches.
type Map struct {
	st *shimState
}

// shimState is the state behind an object: the model and, for the base
// object, the run that records its calls (and, for a word used through
// sync/atomic's functions, its address and how to mirror the model in it).
type shimState struct {
	model  *model
	run    *run // nil for a plain object
	addr   any
	mirror func()
	name   string // a static object's, as Go prints it ("" for the base)
	static bool   // the base, or an object the driver names (objects.go)
}

// try applies c to the model, mirroring the result in the word.
func (st *shimState) try(c Call) ([]any, any) {
	res, p := st.model.try(c)
	if st.mirror != nil {
		st.mirror()
	}
	return res, p
}

func (m *Map) do(c Call) []any { return do(&m.st, syncMapKind{}, c) }

func (m *Map) bind(st *shimState) { m.st = st }

func (*Map) kind() kind { return syncMapKind{} }

// Record notes a call of a callback that the driver passed as an argument;
// the calls are part of the client's result. It returns true (go on).
func Record(args ...any) bool {
	if cur != nil {
		cur.callbacks = append(cur.callbacks, args)
	}
	return true
}

// Arg converts a domain value to a parameter's type; nil becomes the zero
// value (a plain type assertion would panic on a nil interface).
func Arg[T any](v any) T {
	t, _ := v.(T)
	return t
}

// NegZero returns -0.0, a float that == equates with 0.0 but results tell
// apart (the driver cannot write it as a constant).
func NegZero() float64 { return math.Copysign(0, -1) }

// Err returns a new error: a parameter value of type error.
func Err(msg string) error { return errors.New(msg) }

// Load is sync.Map.Load.
func (m *Map) Load(key any) (value any, ok bool) {
	r := m.do(Call{Method: "Load", Args: []any{key}})
	return r[0], r[1].(bool)
}

// Store is sync.Map.Store.
func (m *Map) Store(key, value any) {
	m.do(Call{Method: "Store", Args: []any{key, value}})
}

// LoadOrStore is sync.Map.LoadOrStore.
func (m *Map) LoadOrStore(key, value any) (actual any, loaded bool) {
	r := m.do(Call{Method: "LoadOrStore", Args: []any{key, value}})
	return r[0], r[1].(bool)
}

// LoadAndDelete is sync.Map.LoadAndDelete.
func (m *Map) LoadAndDelete(key any) (value any, loaded bool) {
	r := m.do(Call{Method: "LoadAndDelete", Args: []any{key}})
	return r[0], r[1].(bool)
}

// Delete is sync.Map.Delete.
func (m *Map) Delete(key any) {
	m.do(Call{Method: "Delete", Args: []any{key}})
}

// Swap is sync.Map.Swap.
func (m *Map) Swap(key, value any) (previous any, loaded bool) {
	r := m.do(Call{Method: "Swap", Args: []any{key, value}})
	return r[0], r[1].(bool)
}

// CompareAndSwap is sync.Map.CompareAndSwap.
func (m *Map) CompareAndSwap(key, old, new any) (swapped bool) {
	return m.do(Call{Method: "CompareAndSwap", Args: []any{key, old, new}})[0].(bool)
}

// CompareAndDelete is sync.Map.CompareAndDelete.
func (m *Map) CompareAndDelete(key, old any) (deleted bool) {
	return m.do(Call{Method: "CompareAndDelete", Args: []any{key, old}})[0].(bool)
}

// Clear is sync.Map.Clear.
func (m *Map) Clear() {
	m.do(Call{Method: "Clear", Args: nil})
}

// Range is sync.Map.Range. On the base object it visits the keys present
// when it starts, in a fixed order, each with its value at the time of the
// visit (a key deleted meanwhile is skipped), and the environment may act
// between visits: Range is not a snapshot.
func (m *Map) Range(f func(key, value any) bool) {
	rangeOver(&m.st, syncMapKind{}, f)
}
