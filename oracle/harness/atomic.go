// This file defines the stand-ins for sync/atomic's types (Int32, Int64,
// Uint32, Uint64, Uintptr, Bool, Pointer[T], Value), with their method
// sets, and the kinds that model them: a register holding one value.

package harness

import (
	"fmt"
	"reflect"
)

// integer is the value type of the atomic integers.
type integer interface {
	~int32 | ~int64 | ~uint32 | ~uint64 | ~uintptr
}

// intKind is an atomic integer (a type of sync/atomic or a plain word): a
// register (cellKind) that also adds, ands and ors.
type intKind[T integer] struct{ cellKind[T] }

func newIntKind[T integer](label string) intKind[T] { return intKind[T]{cellKind[T]{label}} }

func (intKind[T]) envOps(_, vals []any, methods []string) []Call {
	return cellOps(vals, methods, intMethods)
}

var intMethods = map[string]bool{"Load": true, "Store": true, "Swap": true, "CompareAndSwap": true, "Add": true, "And": true, "Or": true}

func (k intKind[T]) apply(s *model, c Call) []any {
	old := as[T](s.m[cell])
	switch c.Method {
	case "Add":
		n := old + c.Args[0].(T)
		s.m[cell] = n
		return []any{n}
	case "And":
		s.m[cell] = old & c.Args[0].(T)
		return []any{old}
	case "Or":
		s.m[cell] = old | c.Args[0].(T)
		return []any{old}
	}
	return k.cellKind.apply(s, c)
}

// The atomic integers: one stand-in, Integer[T], whose instances have the
// method sets of sync/atomic's Int32, Int64, Uint32, Uint64 and Uintptr.
type (
	Int32   = Integer[int32]   // atomic.Int32
	Int64   = Integer[int64]   // atomic.Int64
	Uint32  = Integer[uint32]  // atomic.Uint32
	Uint64  = Integer[uint64]  // atomic.Uint64
	Uintptr = Integer[uintptr] // atomic.Uintptr
)

// Integer is an atomic integer of sync/atomic.
type Integer[T integer] struct {
	_  noCopy
	st *shimState
}

func (*Integer[T]) kind() kind           { return newIntKind[T]("atomic." + intName[T]()) }
func (v *Integer[T]) bind(st *shimState) { v.st = st }
func (v *Integer[T]) call(m string, args ...any) []any {
	return do(&v.st, v.kind(), Call{Method: m, Args: args})
}

// intName names sync/atomic's type for T.
func intName[T integer]() string {
	switch any(T(0)).(type) {
	case int32:
		return "Int32"
	case int64:
		return "Int64"
	case uint32:
		return "Uint32"
	case uint64:
		return "Uint64"
	case uintptr:
		return "Uintptr"
	}
	panic(fmt.Sprintf("harness: no sync/atomic type of %T", T(0)))
}

// Load is sync/atomic's Load.
func (v *Integer[T]) Load() T { return v.call("Load")[0].(T) }

// Store is sync/atomic's Store.
func (v *Integer[T]) Store(val T) { v.call("Store", val) }

// Swap is sync/atomic's Swap.
func (v *Integer[T]) Swap(new T) (old T) { return v.call("Swap", new)[0].(T) }

// CompareAndSwap is sync/atomic's CompareAndSwap.
func (v *Integer[T]) CompareAndSwap(old, new T) (swapped bool) {
	return v.call("CompareAndSwap", old, new)[0].(bool)
}

// Add is sync/atomic's Add.
func (v *Integer[T]) Add(delta T) (new T) { return v.call("Add", delta)[0].(T) }

// And is sync/atomic's And.
func (v *Integer[T]) And(mask T) (old T) { return v.call("And", mask)[0].(T) }

// Or is sync/atomic's Or.
func (v *Integer[T]) Or(mask T) (old T) { return v.call("Or", mask)[0].(T) }

// noCopy makes go vet's copylocks check report copies, as it does for
// sync/atomic's types.
type noCopy struct{}

func (*noCopy) Lock()   {}
func (*noCopy) Unlock() {}

// cellKind is a register of values of type T compared with ==: Bool,
// Pointer[T].
type cellKind[T comparable] struct{ label string }

func (k cellKind[T]) name() string        { return k.label }
func (cellKind[T]) keyed() bool           { return false }
func (cellKind[T]) emptyCell() bool       { return false }
func (cellKind[T]) fit(v any) (any, bool) { return fitType[T](v) }
func (cellKind[T]) envOps(_, vals []any, methods []string) []Call {
	return cellOps(vals, methods, cellMethods)
}

var cellMethods = map[string]bool{"Load": true, "Store": true, "Swap": true, "CompareAndSwap": true}

func (k cellKind[T]) apply(s *model, c Call) []any {
	old := as[T](s.m[cell])
	a := c.Args
	switch c.Method {
	case "Load":
		return []any{old}
	case "Store":
		s.m[cell] = as[T](a[0])
		return nil
	case "Swap":
		s.m[cell] = as[T](a[0])
		return []any{old}
	case "CompareAndSwap":
		if old != as[T](a[0]) {
			return []any{false}
		}
		s.m[cell] = as[T](a[1])
		return []any{true}
	}
	panic("harness: unknown method " + c.Method + " of " + k.label)
}

// Bool is atomic.Bool.
type Bool struct {
	_  noCopy
	st *shimState
}

func (*Bool) kind() kind           { return cellKind[bool]{"atomic.Bool"} }
func (b *Bool) bind(st *shimState) { b.st = st }
func (b *Bool) call(m string, args ...any) []any {
	return do(&b.st, b.kind(), Call{Method: m, Args: args})
}

// Load is atomic.Bool.Load.
func (b *Bool) Load() bool { return b.call("Load")[0].(bool) }

// Store is atomic.Bool.Store.
func (b *Bool) Store(val bool) { b.call("Store", val) }

// Swap is atomic.Bool.Swap.
func (b *Bool) Swap(new bool) (old bool) { return b.call("Swap", new)[0].(bool) }

// CompareAndSwap is atomic.Bool.CompareAndSwap.
func (b *Bool) CompareAndSwap(old, new bool) (swapped bool) {
	return b.call("CompareAndSwap", old, new)[0].(bool)
}

// Pointer is atomic.Pointer[T].
type Pointer[T any] struct {
	_  [0]*T
	_  noCopy
	st *shimState
}

func (*Pointer[T]) kind() kind           { return cellKind[*T]{"atomic.Pointer[" + typeString[T]() + "]"} }
func (p *Pointer[T]) bind(st *shimState) { p.st = st }
func (p *Pointer[T]) call(m string, args ...any) []any {
	return do(&p.st, p.kind(), Call{Method: m, Args: args})
}

// Load is atomic.Pointer.Load.
func (p *Pointer[T]) Load() *T { return as[*T](p.call("Load")[0]) }

// Store is atomic.Pointer.Store.
func (p *Pointer[T]) Store(val *T) { p.call("Store", val) }

// Swap is atomic.Pointer.Swap.
func (p *Pointer[T]) Swap(new *T) (old *T) { return as[*T](p.call("Swap", new)[0]) }

// CompareAndSwap is atomic.Pointer.CompareAndSwap.
func (p *Pointer[T]) CompareAndSwap(old, new *T) (swapped bool) {
	return p.call("CompareAndSwap", old, new)[0].(bool)
}

// valueKind is atomic.Value: empty until the first Store, then holding
// values of one dynamic type.
type valueKind struct{}

func (valueKind) name() string    { return "atomic.Value" }
func (valueKind) keyed() bool     { return false }
func (valueKind) emptyCell() bool { return true }
func (valueKind) fit(v any) (any, bool) {
	return v, v != nil
}
func (valueKind) envOps(_, vals []any, methods []string) []Call {
	return cellOps(vals, methods, cellMethods)
}

func (valueKind) apply(s *model, c Call) []any {
	old, loaded := s.m[cell]
	a := c.Args
	consistent := func(v any, msg string) {
		if loaded && reflect.TypeOf(old) != reflect.TypeOf(v) {
			panic(msg)
		}
	}
	switch c.Method {
	case "Load":
		return []any{old}
	case "Store":
		if a[0] == nil {
			panic("sync/atomic: store of nil value into Value")
		}
		consistent(a[0], "sync/atomic: store of inconsistently typed value into Value")
		s.m[cell] = a[0]
		return nil
	case "Swap":
		if a[0] == nil {
			panic("sync/atomic: swap of nil value into Value")
		}
		consistent(a[0], "sync/atomic: swap of inconsistently typed value into Value")
		s.m[cell] = a[0]
		return []any{old}
	case "CompareAndSwap":
		oldArg, v := a[0], a[1]
		if v == nil {
			panic("sync/atomic: compare and swap of nil value into Value")
		}
		if oldArg != nil && reflect.TypeOf(oldArg) != reflect.TypeOf(v) {
			panic("sync/atomic: compare and swap of inconsistently typed values")
		}
		if !loaded {
			if oldArg != nil {
				return []any{false}
			}
			s.m[cell] = v
			return []any{true}
		}
		consistent(v, "sync/atomic: compare and swap of inconsistently typed value into Value")
		if old != oldArg { // panics on equal uncomparable dynamic types, as Value does
			return []any{false}
		}
		s.m[cell] = v
		return []any{true}
	}
	panic("harness: unknown method " + c.Method + " of atomic.Value")
}

// Value is atomic.Value.
type Value struct {
	_  noCopy
	st *shimState
}

func (*Value) kind() kind           { return valueKind{} }
func (v *Value) bind(st *shimState) { v.st = st }
func (v *Value) call(m string, args ...any) []any {
	return do(&v.st, valueKind{}, Call{Method: m, Args: args})
}

// Load is atomic.Value.Load.
func (v *Value) Load() (val any) { return v.call("Load")[0] }

// Store is atomic.Value.Store.
func (v *Value) Store(val any) { v.call("Store", val) }

// Swap is atomic.Value.Swap.
func (v *Value) Swap(new any) (old any) { return v.call("Swap", new)[0] }

// CompareAndSwap is atomic.Value.CompareAndSwap.
func (v *Value) CompareAndSwap(old, new any) (swapped bool) {
	return v.call("CompareAndSwap", old, new)[0].(bool)
}
