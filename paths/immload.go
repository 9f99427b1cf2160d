// This file defines the reads of immutable memory (immutable.go): a
// field never written after construction, a part of one (p.limits.lo,
// p.marks[1]), or a whole struct none of whose fields is written
// (next = *cur). Each is a function of the pointer it is read through,
// the same in every run, instead of an arbitrary value.

package paths

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// immutableLoad reads immutable memory through a pointer: the value at
// address in.X when it is immutable. Packages that were not loaded could
// write it (an exported field by name, any field by overwriting the whole
// struct through a pointer they were given): the run lists that as
// trusted.
func (w *walker) immutableLoad(st *state, in *ssa.UnOp) (*smt.Term, bool) {
	if v, ok := w.immutableAt(st, in.X); ok {
		return v, true
	}
	return w.immutableStruct(st, in)
}

// immutableAt is the value at addr, a field of a named struct of the root
// packages that nothing writes after construction, or a part of such a
// field: a field of a struct, or a constant element of an array, it holds
// by value.
//
// Soundness of a part. mutableFields marks a field written by a write
// through any address derived from the field's (writes follows field and
// element addresses), so a part of an unwritten field is unwritten too:
// its value is the part of the field's value, which is the same in every
// run.
func (w *walker) immutableAt(st *state, addr ssa.Value) (*smt.Term, bool) {
	switch a := addr.(type) {
	case *ssa.FieldAddr:
		if _, named := namedStructPtr(a.X.Type(), w.prog.rootTypes); named {
			return w.immutableField(st, a)
		}
		whole, ok := w.immutableAt(st, a.X)
		if !ok {
			return nil, false
		}
		return w.model.Select(pointee(a.X.Type()), whole, a.Field), true
	case *ssa.IndexAddr:
		c, isConst := a.Index.(*ssa.Const)
		if !isConst || !isArrayPtr(a.X.Type()) || !values.IsCompound(pointee(a.X.Type())) {
			return nil, false
		}
		whole, ok := w.immutableAt(st, a.X)
		if !ok {
			return nil, false
		}
		return w.model.Select(pointee(a.X.Type()), whole, int(c.Int64())), true
	}
	return nil, false
}

// immutableField reads field fa of a named struct of the root packages
// when nothing writes it after construction: immfield!T!i of the pointer.
func (w *walker) immutableField(st *state, fa *ssa.FieldAddr) (*smt.Term, bool) {
	roots := w.prog.rootTypes
	key, ok := structField(fa, roots)
	if !ok {
		return nil, false
	}
	sv, _ := structOf(fa.X.Type())
	if w.prog.written(key, sv) {
		return nil, false
	}
	tn, _ := namedStructPtr(fa.X.Type(), roots)
	field := sv.Field(key.f)
	w.trust(fmt.Sprintf("field %s.%s is not written outside the loaded packages, nor by reflection or unsafe through a value a collection hands back", tn.Name(), field.Name()), field.Pos())
	return w.immfield(key, field, w.value(st, fa.X)), true
}

// immfield is the read of field f (key) through ptr: immfield!T!i(ptr),
// named in witnesses by the field's name.
func (w *walker) immfield(key fieldKey, f *types.Var, ptr *smt.Term) *smt.Term {
	name := immfieldName(key)
	w.fixed(name, "."+f.Name(), f.Type())
	return w.model.Func(name, w.model.Sort(f.Type()), ptr)
}

// immfieldName names the function of the pointer that reads field key.
func immfieldName(key fieldKey) string { return fmt.Sprintf("immfield!%s!%d", key.t, key.f) }

// immutableStruct reads a whole struct through a pointer (next = *cur)
// when no field of it is written after construction: the struct of its
// fields' reads, each the function of the pointer a read of that field
// alone gives (immutableField).
//
// Soundness. Go copies a struct field by field; a copy equals the tuple
// of the fields' reads when no write of a field can come between them.
// mutableFields marks a field written by any write through its address
// (a nested field's or element's included, and any use of the address
// but a load), and every field by a whole store through a pointer to the
// struct (or to a struct convertible to it: structKey), so with no field
// marked, every run, this one and the condensed one, reads the values
// the fields were constructed with. What packages that were not loaded
// may write is trusted, as for one field.
func (w *walker) immutableStruct(st *state, in *ssa.UnOp) (*smt.Term, bool) {
	roots := w.prog.rootTypes
	tn, ok := namedStructPtr(in.X.Type(), roots)
	if !ok || !values.IsCompound(in.Type()) {
		return nil, false
	}
	sv, _ := structOf(in.X.Type())
	for i := range sv.NumFields() {
		if w.prog.written(fieldKey{structKey(sv), i}, sv) {
			return nil, false
		}
	}
	w.trust(fmt.Sprintf("fields of %s are not written outside the loaded packages, nor by reflection or unsafe through a value a collection hands back", tn.Name()), tn.Pos())
	ptr := w.value(st, in.X)
	fields := make([]*smt.Term, sv.NumFields())
	for i := range fields {
		fields[i] = w.immfield(fieldKey{structKey(sv), i}, sv.Field(i), ptr)
	}
	return w.model.Make(in.Type(), fields), true
}
