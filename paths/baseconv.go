// This file defines the conversions of a base's address that keep the
// word: (*uint32)(&s.state) for a field of type State uint32, or
// (*int64)(unsafe.Pointer(&s.n)) for an int64, passed to sync/atomic's
// functions.
//
// Rule: a chain of pointer conversions (through unsafe.Pointer or not)
// from the address of a plain integer word to a pointer to an integer of
// the same size addresses the same word, whole: the function forms of
// sync/atomic applied to it are the same atomic operations on the same
// object as on the unconverted address, and their bit-vector terms are
// the same (a signed and an unsigned integer of one width share a sort).
// A conversion to another width, or to a pointer to anything but an
// integer, reaches into part of the word or past it: it is not a use of
// the object, and is refused as an escape of its address.

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// wordSizes are the sizes the rule compares: the integer kinds' sizes do
// not depend on the platform but int, uint and uintptr's, which are the
// same on both sides of a conversion on any one platform.
var wordSizes = types.SizesFor("gc", "amd64")

// sameWordSource returns the value v converts when v is a chain of
// pointer conversions that keeps the word: the source is a pointer to a
// plain integer, v a pointer to an integer of the same size. ok is false
// when v is no conversion, or one that does not keep the word.
func sameWordSource(v ssa.Value) (ssa.Value, bool) {
	if !isConversion(v) {
		return nil, false
	}
	src := unconvert(v)
	from, ok1 := pointedInt(src.Type())
	to, ok2 := pointedInt(v.Type())
	if !ok1 || !ok2 || wordSizes.Sizeof(from) != wordSizes.Sizeof(to) {
		return nil, false
	}
	return src, true
}

func isConversion(v ssa.Value) bool {
	switch v.(type) {
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert:
		return true
	}
	return false
}

// pointedInt returns the integer type t points to.
func pointedInt(t types.Type) (types.Type, bool) {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return nil, false
	}
	b, ok := p.Elem().Underlying().(*types.Basic)
	return p.Elem(), ok && b.Info()&types.IsInteger != 0
}

// baseConversion reports whether in converts the base's address (or the
// base, held by pointer): the conversion has no term of its own. One that
// keeps the word is the base (isBase sees through it); an unsafe.Pointer
// on the way is left for the conversion that follows it (a use of it as
// anything else is refused where it is used: value); any other conversion
// is refused here, naming the type.
func (w *walker) baseConversion(st *state, in ssa.Value) bool {
	if !w.isBase(st, unconvert(in)) {
		return false
	}
	if _, ok := sameWordSource(in); ok {
		return true
	}
	if b, ok := in.Type().Underlying().(*types.Basic); ok && b.Kind() == types.UnsafePointer {
		return true
	}
	w.refuse(in.Pos(), "converts the address of the base object %s to %s, which is not the whole word (another width or not an integer): not supported",
		w.baseObject(), goTypeName(in.Type(), w.fn))
	return true
}
