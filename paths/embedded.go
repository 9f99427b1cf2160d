// This file defines calls on a collection through an embedded field: a
// collection type that holds its implementation embedded
// (`type Cache struct{ *cache }`, methods declared on *cache) is called
// as c.Get(k), which SSA compiles to (*cache).Get on c.cache.
//
// The rule. A receiver that reads an unexported embedded field of a value
// x (x.cache, or *(&x.cache)) of a type the catalogue describes, whose
// field type the catalogue describes as the same collection (a spec's
// family covers the types its described type embeds, specs.Describe), is
// a call on x.
//
// Soundness. The field is unexported, so only the collection's own
// package assigns it, and that package is what the spec describes
// (trusted, as the spec is): the call acts on the object x holds, the
// same object every call through x reaches.

package paths

import (
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/ssa"
)

// embeddedField returns the value x whose unexported embedded field v
// reads (x is an address for *(&x.f), a value for x.f).
func embeddedField(v ssa.Value) (ssa.Value, types.Type, bool) {
	var x ssa.Value
	var field *types.Var
	switch u := v.(type) {
	case *ssa.UnOp:
		fa, ok := u.X.(*ssa.FieldAddr)
		if !ok || u.Op != token.MUL {
			return nil, nil, false
		}
		x, field = fa.X, embeddedFieldOf(fa.X.Type(), fa.Field)
	case *ssa.Field:
		x, field = u.X, embeddedFieldOf(u.X.Type(), u.Field)
	default:
		return nil, nil, false
	}
	if field == nil || !field.Embedded() || field.Exported() {
		return nil, nil, false
	}
	return x, field.Type(), true
}

// embeddedFieldOf is field i of the struct type of a value or of what an address
// points to (nil for a type parameter's).
func embeddedFieldOf(t types.Type, i int) *types.Var {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if st, ok := t.Underlying().(*types.Struct); ok && i < st.NumFields() {
		return st.Field(i)
	}
	return nil
}

// throughEmbedded is the object a collection call's receiver v denotes
// when v reads an embedded field of it (else v).
func throughEmbedded(v ssa.Value) ssa.Value {
	for {
		x, _, ok := embeddedField(v)
		if !ok {
			return v
		}
		v = x
	}
}

// embeddedOf returns the value x whose embedded field v reads, when the
// catalogue describes x's type and v's type as the same collection.
func embeddedOf(cat *axioms.Catalog, v ssa.Value) (ssa.Value, bool) {
	x, ft, ok := embeddedField(v)
	return x, ok && sameCollection(cat, x.Type(), ft)
}

// embeddedAddr returns x for the address &x.f of such a field (which the
// walk passes over: the call's receiver is read through it).
func embeddedAddr(cat *axioms.Catalog, fa *ssa.FieldAddr) (ssa.Value, bool) {
	f := embeddedFieldOf(fa.X.Type(), fa.Field)
	return fa.X, f != nil && f.Embedded() && !f.Exported() && sameCollection(cat, fa.X.Type(), f.Type())
}

func sameCollection(cat *axioms.Catalog, outer, inner types.Type) bool {
	o, ok1 := cat.Lookup(outer)
	i, ok2 := cat.Lookup(inner)
	return ok1 && ok2 && o.Name() == i.Name()
}
