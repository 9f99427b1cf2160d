// This file defines the stand-ins for sync/atomic's types (Int32, Int64,
// Uint32, Uint64, Uintptr, Bool, Pointer[T], Value), with their method
// sets, and the kinds that model them: a register holding one value.

package harness

import "reflect"

// integer is the value type of the atomic integers.
type integer interface {
	~int32 | ~int64 | ~uint32 | ~uint64 | ~uintptr
}

// intKind is an atomic integer (a type of sync/atomic or a plain word).
type intKind[T integer] struct{ label string }

func (k intKind[T]) name() string        { return k.label }
func (intKind[T]) keyed() bool           { return false }
func (intKind[T]) emptyCell() bool       { return false }
func (intKind[T]) fit(v any) (any, bool) { return fitType[T](v) }
func (intKind[T]) envOps(_, vals []any, methods []string) []Call {
	return cellOps(vals, methods, intMethods)
}

var intMethods = map[string]bool{"Load": true, "Store": true, "Swap": true, "CompareAndSwap": true, "Add": true, "And": true, "Or": true}

func (k intKind[T]) apply(s *model, c Call) []any {
	old := as[T](s.m[cell])
	a := c.Args
	switch c.Method {
	case "Load":
		return []any{old}
	case "Store":
		s.m[cell] = a[0].(T)
		return nil
	case "Swap":
		s.m[cell] = a[0].(T)
		return []any{old}
	case "CompareAndSwap":
		if old != a[0].(T) {
			return []any{false}
		}
		s.m[cell] = a[1].(T)
		return []any{true}
	case "Add":
		n := old + a[0].(T)
		s.m[cell] = n
		return []any{n}
	case "And":
		s.m[cell] = old & a[0].(T)
		return []any{old}
	case "Or":
		s.m[cell] = old | a[0].(T)
		return []any{old}
	}
	panic("harness: unknown method " + c.Method + " of " + k.label)
}

// Int32 is atomic.Int32.
type Int32 struct {
	_  noCopy
	st *shimState
}

func (*Int32) kind() kind           { return intKind[int32]{"atomic.Int32"} }
func (v *Int32) bind(st *shimState) { v.st = st }
func (v *Int32) call(m string, args ...any) []any {
	return do(&v.st, v.kind(), Call{m, args})
}

// Load is atomic.Int32.Load.
func (v *Int32) Load() int32 { return v.call("Load")[0].(int32) }

// Store is atomic.Int32.Store.
func (v *Int32) Store(val int32) { v.call("Store", val) }

// Swap is atomic.Int32.Swap.
func (v *Int32) Swap(new int32) (old int32) { return v.call("Swap", new)[0].(int32) }

// CompareAndSwap is atomic.Int32.CompareAndSwap.
func (v *Int32) CompareAndSwap(old, new int32) (swapped bool) {
	return v.call("CompareAndSwap", old, new)[0].(bool)
}

// Add is atomic.Int32.Add.
func (v *Int32) Add(delta int32) (new int32) { return v.call("Add", delta)[0].(int32) }

// And is atomic.Int32.And.
func (v *Int32) And(mask int32) (old int32) { return v.call("And", mask)[0].(int32) }

// Or is atomic.Int32.Or.
func (v *Int32) Or(mask int32) (old int32) { return v.call("Or", mask)[0].(int32) }

// Int64 is atomic.Int64.
type Int64 struct {
	_  noCopy
	st *shimState
}

func (*Int64) kind() kind           { return intKind[int64]{"atomic.Int64"} }
func (v *Int64) bind(st *shimState) { v.st = st }
func (v *Int64) call(m string, args ...any) []any {
	return do(&v.st, v.kind(), Call{m, args})
}

// Load is atomic.Int64.Load.
func (v *Int64) Load() int64 { return v.call("Load")[0].(int64) }

// Store is atomic.Int64.Store.
func (v *Int64) Store(val int64) { v.call("Store", val) }

// Swap is atomic.Int64.Swap.
func (v *Int64) Swap(new int64) (old int64) { return v.call("Swap", new)[0].(int64) }

// CompareAndSwap is atomic.Int64.CompareAndSwap.
func (v *Int64) CompareAndSwap(old, new int64) (swapped bool) {
	return v.call("CompareAndSwap", old, new)[0].(bool)
}

// Add is atomic.Int64.Add.
func (v *Int64) Add(delta int64) (new int64) { return v.call("Add", delta)[0].(int64) }

// And is atomic.Int64.And.
func (v *Int64) And(mask int64) (old int64) { return v.call("And", mask)[0].(int64) }

// Or is atomic.Int64.Or.
func (v *Int64) Or(mask int64) (old int64) { return v.call("Or", mask)[0].(int64) }

// Uint32 is atomic.Uint32.
type Uint32 struct {
	_  noCopy
	st *shimState
}

func (*Uint32) kind() kind           { return intKind[uint32]{"atomic.Uint32"} }
func (v *Uint32) bind(st *shimState) { v.st = st }
func (v *Uint32) call(m string, args ...any) []any {
	return do(&v.st, v.kind(), Call{m, args})
}

// Load is atomic.Uint32.Load.
func (v *Uint32) Load() uint32 { return v.call("Load")[0].(uint32) }

// Store is atomic.Uint32.Store.
func (v *Uint32) Store(val uint32) { v.call("Store", val) }

// Swap is atomic.Uint32.Swap.
func (v *Uint32) Swap(new uint32) (old uint32) { return v.call("Swap", new)[0].(uint32) }

// CompareAndSwap is atomic.Uint32.CompareAndSwap.
func (v *Uint32) CompareAndSwap(old, new uint32) (swapped bool) {
	return v.call("CompareAndSwap", old, new)[0].(bool)
}

// Add is atomic.Uint32.Add.
func (v *Uint32) Add(delta uint32) (new uint32) { return v.call("Add", delta)[0].(uint32) }

// And is atomic.Uint32.And.
func (v *Uint32) And(mask uint32) (old uint32) { return v.call("And", mask)[0].(uint32) }

// Or is atomic.Uint32.Or.
func (v *Uint32) Or(mask uint32) (old uint32) { return v.call("Or", mask)[0].(uint32) }

// Uint64 is atomic.Uint64.
type Uint64 struct {
	_  noCopy
	st *shimState
}

func (*Uint64) kind() kind           { return intKind[uint64]{"atomic.Uint64"} }
func (v *Uint64) bind(st *shimState) { v.st = st }
func (v *Uint64) call(m string, args ...any) []any {
	return do(&v.st, v.kind(), Call{m, args})
}

// Load is atomic.Uint64.Load.
func (v *Uint64) Load() uint64 { return v.call("Load")[0].(uint64) }

// Store is atomic.Uint64.Store.
func (v *Uint64) Store(val uint64) { v.call("Store", val) }

// Swap is atomic.Uint64.Swap.
func (v *Uint64) Swap(new uint64) (old uint64) { return v.call("Swap", new)[0].(uint64) }

// CompareAndSwap is atomic.Uint64.CompareAndSwap.
func (v *Uint64) CompareAndSwap(old, new uint64) (swapped bool) {
	return v.call("CompareAndSwap", old, new)[0].(bool)
}

// Add is atomic.Uint64.Add.
func (v *Uint64) Add(delta uint64) (new uint64) { return v.call("Add", delta)[0].(uint64) }

// And is atomic.Uint64.And.
func (v *Uint64) And(mask uint64) (old uint64) { return v.call("And", mask)[0].(uint64) }

// Or is atomic.Uint64.Or.
func (v *Uint64) Or(mask uint64) (old uint64) { return v.call("Or", mask)[0].(uint64) }

// Uintptr is atomic.Uintptr.
type Uintptr struct {
	_  noCopy
	st *shimState
}

func (*Uintptr) kind() kind           { return intKind[uintptr]{"atomic.Uintptr"} }
func (v *Uintptr) bind(st *shimState) { v.st = st }
func (v *Uintptr) call(m string, args ...any) []any {
	return do(&v.st, v.kind(), Call{m, args})
}

// Load is atomic.Uintptr.Load.
func (v *Uintptr) Load() uintptr { return v.call("Load")[0].(uintptr) }

// Store is atomic.Uintptr.Store.
func (v *Uintptr) Store(val uintptr) { v.call("Store", val) }

// Swap is atomic.Uintptr.Swap.
func (v *Uintptr) Swap(new uintptr) (old uintptr) { return v.call("Swap", new)[0].(uintptr) }

// CompareAndSwap is atomic.Uintptr.CompareAndSwap.
func (v *Uintptr) CompareAndSwap(old, new uintptr) (swapped bool) {
	return v.call("CompareAndSwap", old, new)[0].(bool)
}

// Add is atomic.Uintptr.Add.
func (v *Uintptr) Add(delta uintptr) (new uintptr) { return v.call("Add", delta)[0].(uintptr) }

// And is atomic.Uintptr.And.
func (v *Uintptr) And(mask uintptr) (old uintptr) { return v.call("And", mask)[0].(uintptr) }

// Or is atomic.Uintptr.Or.
func (v *Uintptr) Or(mask uintptr) (old uintptr) { return v.call("Or", mask)[0].(uintptr) }

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
	return do(&b.st, b.kind(), Call{m, args})
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
	return do(&p.st, p.kind(), Call{m, args})
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
	return do(&v.st, valueKind{}, Call{m, args})
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
