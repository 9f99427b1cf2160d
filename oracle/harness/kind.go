// This file defines the kinds of objects the harness models (sync.Map,
// the sync/atomic types and plain words, the xsync and concurrent-map
// collections), how the driver names the base object of a function
// (kindOf), how a run binds it (Bind, BindNew, BindAddr), and the calls
// the environment makes on each kind.

package harness

import (
	"fmt"
	"reflect"
)

// A kind gives an object's methods their sequential semantics. The state
// of an object is a model: a map from keys to values for collections, the
// one key cell for registers (an atomic integer, Bool, Pointer, Value,
// Counter, or a plain word used through sync/atomic's functions).
type kind interface {
	name() string
	// apply performs c on s and returns its results, panicking as the
	// real object does.
	apply(s *model, c Call) []any
	// keyed reports whether calls name a key first (a collection).
	keyed() bool
	// emptyCell reports whether a register may hold no value yet
	// (atomic.Value before its first Store).
	emptyCell() bool
	// fit returns v as a value the object holds (nil as the zero value
	// of a typed object), or false when it cannot hold it.
	fit(v any) (any, bool)
	// envOps lists the environment's calls over keys and vals, for the
	// methods named as sync.Map's (and Add, And, Or for integers).
	envOps(keys, vals []any, methods []string) []Call
}

// cellKey is the key under which a register keeps its value.
type cellKey struct{}

// cell is the one key of a register's state.
var cell any = cellKey{}

// An object is a harness type that can be a base object.
type object interface {
	bind(st *shimState)
	kind() kind
}

// kindOf returns the kind of the base object o (a pointer to it, possibly
// nil, as the driver's Spec.Object gives it); nil is sync.Map.
func kindOf(o any) kind {
	switch o := o.(type) {
	case object:
		return o.kind()
	case *int32:
		return newIntKind[int32]("int32 (sync/atomic functions)")
	case *int64:
		return newIntKind[int64]("int64 (sync/atomic functions)")
	case *uint32:
		return newIntKind[uint32]("uint32 (sync/atomic functions)")
	case *uint64:
		return newIntKind[uint64]("uint64 (sync/atomic functions)")
	case *uintptr:
		return newIntKind[uintptr]("uintptr (sync/atomic functions)")
	case nil:
		return syncMapKind{}
	}
	panic(fmt.Sprintf("harness: base object of type %T is not modelled", o))
}

// Bind makes o the base object of the current run.
func Bind(o object) {
	if cur != nil {
		o.bind(cur.base)
	}
}

// BindNew sets *pp to a new object that is the base object of the current
// run: the base field or variable is a pointer.
func BindNew[O any, P interface {
	*O
	object
}](pp **O) {
	p := new(O)
	Bind(P(p))
	*pp = p
}

// BindAddr makes the word at p, used through sync/atomic's functions, the
// base object of the current run: those functions called on p act on the
// run's model, and the word mirrors its value.
func BindAddr[T any](p *T) {
	st := cur
	if st == nil {
		return
	}
	b := st.base
	b.addr = p
	b.mirror = func() {
		if v, ok := b.model.m[cell].(T); ok {
			*p = v
		}
	}
	b.mirror()
}

// unmodelled is the panic that ends the exploration of a function calling
// a method whose concurrent behaviour the harness does not model.
type unmodelled struct{ reason string }

// do performs c on the object whose state *stp is (created as k's empty
// object when nil): on the model, through the run for the base object.
func do(stp **shimState, k kind, c Call) []any {
	if r := cur; r != nil && (*stp == nil || (*stp).run != r) {
		r.adopt(stp, k) // objects.go
	}
	if *stp == nil {
		*stp = &shimState{model: newModel(k, nil)}
	}
	st := *stp
	if st.run == nil || st.run != cur {
		return st.model.apply(c)
	}
	return st.run.client(st, c)
}

// notLinearizable panics with unmodelled when st is the base object:
// the method is not atomic in the library, so the oracle cannot judge
// the function. Plain objects run it sequentially.
func notLinearizable(st *shimState, method, why string) {
	if st != nil && st.run != nil {
		panic(unmodelled{method + " " + why})
	}
}

// rangeOver visits the keys of st's state: through the run (not a
// snapshot) for the base object, in key order for a plain one.
func rangeOver(stp **shimState, k kind, f func(k, v any) bool) {
	if r := cur; r != nil && (*stp == nil || (*stp).run != r) {
		r.adopt(stp, k) // objects.go
	}
	if *stp == nil {
		*stp = &shimState{model: newModel(k, nil)}
	}
	st := *stp
	if st.run != nil && st.run == cur {
		st.run.rangeCall(st, f)
		return
	}
	for _, k := range st.model.keys() {
		v, ok := st.model.m[k]
		if ok && !f(k, v) {
			return
		}
	}
}

// as converts a model's result to T; nil is T's zero value.
func as[T any](v any) T {
	t, _ := v.(T)
	return t
}

// mapOps lists a collection's environment calls: every method of methods
// that alias names (sync.Map's name → the collection's), with every key
// and value.
func mapOps(keys, vals []any, methods []string, alias map[string]string) []Call {
	var ops []Call
	for _, m := range methods {
		name, ok := alias[m]
		if !ok {
			continue
		}
		for _, c := range envOps(keys, vals, []string{m}) {
			c.Method = name
			ops = append(ops, c)
		}
	}
	return ops
}

// cellOps lists a register's environment calls: the methods of methods it
// has (has), with every value (every pair of distinct values for
// CompareAndSwap).
func cellOps(vals []any, methods []string, has map[string]bool) []Call {
	var ops []Call
	for _, m := range methods {
		if !has[m] {
			continue
		}
		switch m {
		case "Load":
			ops = append(ops, Call{Method: m})
		case "CompareAndSwap":
			for _, old := range vals {
				for _, v := range vals {
					if hashable(old) && !identical(v, old) {
						ops = append(ops, Call{Method: m, Args: []any{old, v}})
					}
				}
			}
		default:
			for _, v := range vals {
				ops = append(ops, Call{Method: m, Args: []any{v}})
			}
		}
	}
	return ops
}

// fitAll returns the values of vals that an object of kind k holds,
// converted, without repeats, nil last when k holds it.
func fitAll(k kind, vals []any) []any {
	var out []any
	hasNil := false
	for _, v := range vals {
		w, ok := k.fit(v)
		switch {
		case !ok:
		case w == nil:
			hasNil = true
		case !contains(out, w):
			out = append(out, w)
		}
	}
	if hasNil {
		out = append(out, nil)
	}
	return out
}

// fitType is fit for an object holding values of type T.
func fitType[T any](v any) (any, bool) {
	if v == nil {
		var zero T
		return any(zero), true
	}
	t, ok := v.(T)
	return any(t), ok
}

// typeString is reflect.TypeFor, for T's name in a kind's name.
func typeString[T any]() string { return reflect.TypeFor[T]().String() }
