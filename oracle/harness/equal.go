// This file defines equality of observations up to fresh allocations: a
// pointer that the client allocated in one run and the pointer allocated
// at the same place in another run are equal when they correspond one to
// one and their contents are equal. Values the driver supplies (known
// pointers) are equal only to themselves.

package harness

import (
	"math"
	"reflect"
)

// A ptrKey identifies a pointer, channel or map by type and address.
type ptrKey struct {
	t reflect.Type
	p uintptr
}

// eqCtx compares values, building the correspondence of fresh pointers.
type eqCtx struct {
	known  map[ptrKey]bool
	ab, ba map[ptrKey]ptrKey
}

func newEq(known map[ptrKey]bool) *eqCtx {
	return &eqCtx{known: known, ab: map[ptrKey]ptrKey{}, ba: map[ptrKey]ptrKey{}}
}

func (c *eqCtx) equal(a, b any) bool {
	return c.eq(reflect.ValueOf(a), reflect.ValueOf(b))
}

func (c *eqCtx) eq(a, b reflect.Value) bool {
	if !a.IsValid() || !b.IsValid() {
		return a.IsValid() == b.IsValid()
	}
	if a.Type() != b.Type() {
		return false
	}
	switch a.Kind() {
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return math.Float64bits(a.Float()) == math.Float64bits(b.Float())
	case reflect.Complex64, reflect.Complex128:
		x, y := a.Complex(), b.Complex()
		return math.Float64bits(real(x)) == math.Float64bits(real(y)) && math.Float64bits(imag(x)) == math.Float64bits(imag(y))
	case reflect.String:
		return a.String() == b.String()
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return c.eq(a.Elem(), b.Elem())
	case reflect.Pointer, reflect.Chan:
		return c.eqRef(a, b)
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if !c.eq(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Array:
		return c.eqElems(a, b)
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return false
		}
		return c.eqElems(a, b)
	case reflect.Map:
		return c.eqMap(a, b)
	case reflect.Func, reflect.UnsafePointer:
		return a.Pointer() == b.Pointer()
	}
	return false
}

func (c *eqCtx) eqElems(a, b reflect.Value) bool {
	for i := 0; i < a.Len(); i++ {
		if !c.eq(a.Index(i), b.Index(i)) {
			return false
		}
	}
	return true
}

func (c *eqCtx) eqMap(a, b reflect.Value) bool {
	if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
		return false
	}
	it := a.MapRange()
	for it.Next() {
		w := b.MapIndex(it.Key())
		if !w.IsValid() || !c.eq(it.Value(), w) {
			return false
		}
	}
	return true
}

var shimStateType = reflect.TypeOf((*shimState)(nil))

// eqShim compares the states of two stand-ins: the base objects, or the
// static objects of one name, of two runs are the same object (their
// states compare by name, equalFinals); other objects compare by
// contents.
func (c *eqCtx) eqShim(a, b *shimState) bool {
	if a.static || b.static {
		return a.static && b.static && a.name == b.name
	}
	return c.equalState(a.model.m, b.model.m)
}

// eqRef compares pointers and channels: known ones by identity, fresh ones
// by a one-to-one correspondence and (for pointers) their contents.
func (c *eqCtx) eqRef(a, b reflect.Value) bool {
	if a.IsNil() || b.IsNil() {
		return a.IsNil() == b.IsNil()
	}
	ka, kb := ptrKey{a.Type(), a.Pointer()}, ptrKey{b.Type(), b.Pointer()}
	if a.Type() == shimStateType {
		return c.eqShim((*shimState)(a.UnsafePointer()), (*shimState)(b.UnsafePointer()))
	}
	if c.known[ka] || c.known[kb] {
		return ka == kb // an object's state is compared apart (outcome.known)
	}
	if m, ok := c.ab[ka]; ok {
		return m == kb
	}
	if _, ok := c.ba[kb]; ok {
		return false
	}
	c.ab[ka], c.ba[kb] = kb, ka
	if a.Kind() == reflect.Chan {
		return true
	}
	return c.eq(a.Elem(), b.Elem())
}
