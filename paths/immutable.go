// This file defines the immutable fields of the loaded packages' struct
// types: fields that no function writes after construction (after the
// object is published) and whose address never escapes. A load of such a
// field through any pointer is a function of the pointer, the same in
// every run, instead of an arbitrary value.

package paths

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A fieldKey names a field of a struct type: by the underlying struct, so
// that a conversion to another named type with the same underlying struct
// writes the same field.
type fieldKey struct {
	t string
	f int
}

// structField returns the field fa addresses, when its struct type is a
// named type of the root packages (through aliases), keyed by the struct
// it has there (an instance's, its type arguments substituted).
func structField(fa *ssa.FieldAddr, roots map[*types.Package]bool) (fieldKey, bool) {
	if _, ok := namedStructPtr(fa.X.Type(), roots); !ok {
		return fieldKey{}, false
	}
	st, _ := structOf(fa.X.Type())
	return fieldKey{structKey(st), fa.Field}, true
}

// structOf returns the struct a pointer type points to, through aliases,
// named and instantiated types; false for another type.
func structOf(t types.Type) (*types.Struct, bool) {
	ptr, ok := types.Unalias(t).Underlying().(*types.Pointer)
	if !ok {
		return nil, false
	}
	st, ok := types.Unalias(ptr.Elem()).Underlying().(*types.Struct)
	return st, ok
}

// structKey is the identity of a struct type: two types whose underlying
// structs are identical (types.Identical) can be converted into each
// other, pointers too, so a write through one writes the other's field;
// a named type, an alias of it, an unnamed struct of its shape and an
// instance of a generic type with the same substituted struct share one
// key. Identity includes, for a struct with unexported fields, the
// package that declares them (their names are of that package), which
// the printed struct does not say: the same shape of struct in two
// packages is two types, and a write in one package says nothing of the
// other's.
func structKey(st *types.Struct) string {
	return types.TypeString(untagged(st), nil) + fieldsPackage(st)
}

// untagged is t with the tags of its unnamed structs removed and its
// aliases and basic type names resolved (byte is uint8, rune int32, any
// interface{}), in type arguments too, at any depth: a conversion ignores
// tags and identical types are one type, so two structs that convert
// into each other have one key. The walk ends at named types (a type
// literal is finite; only names make types recursive).
func untagged(t types.Type) types.Type {
	t = types.Unalias(t)
	switch u := t.(type) {
	case *types.Basic:
		return types.Typ[u.Kind()]
	case *types.Named:
		return untaggedInstance(u)
	case *types.Struct:
		fields := make([]*types.Var, u.NumFields())
		for i := range fields {
			f := u.Field(i)
			fields[i] = types.NewField(f.Pos(), f.Pkg(), f.Name(), untagged(f.Type()), f.Embedded())
		}
		return types.NewStruct(fields, nil)
	case *types.Pointer:
		return types.NewPointer(untagged(u.Elem()))
	case *types.Slice:
		return types.NewSlice(untagged(u.Elem()))
	case *types.Array:
		return types.NewArray(untagged(u.Elem()), u.Len())
	case *types.Map:
		return types.NewMap(untagged(u.Key()), untagged(u.Elem()))
	case *types.Chan:
		return types.NewChan(u.Dir(), untagged(u.Elem()))
	case *types.Signature:
		return types.NewSignatureType(nil, nil, nil, untaggedTuple(u.Params()), untaggedTuple(u.Results()), u.Variadic())
	}
	return t
}

// untaggedInstance is an instance of a generic type with its type
// arguments untagged (Box[byte] is Box[uint8]); any other named type is
// itself.
func untaggedInstance(n *types.Named) types.Type {
	args := n.TypeArgs()
	if args.Len() == 0 {
		return n
	}
	norm := make([]types.Type, args.Len())
	for i := range norm {
		norm[i] = untagged(args.At(i))
	}
	inst, err := types.Instantiate(nil, n.Origin(), norm, false)
	if err != nil {
		return n
	}
	return inst
}

// untaggedTuple is untagged for each variable of a tuple.
func untaggedTuple(tu *types.Tuple) *types.Tuple {
	vars := make([]*types.Var, tu.Len())
	for i := range vars {
		v := tu.At(i)
		vars[i] = types.NewParam(v.Pos(), v.Pkg(), "", untagged(v.Type()))
	}
	return types.NewTuple(vars...)
}

// writeKeys are the keys a write of field f of st marks written: st's,
// and, when st mentions a type parameter (a generic body, written once
// for every instance), the key of every struct of its field names
// (shapeKey): an instance's struct, whose key no write names otherwise.
func writeKeys(st *types.Struct, f int) []fieldKey {
	keys := []fieldKey{{structKey(st), f}}
	if mentionsTypeParam(st) { // generic.go
		keys = append(keys, fieldKey{shapeKey(st), f})
	}
	return keys
}

// shapeKey names every struct with st's field names in order (and, for
// unexported ones, st's package): the structs identical to some instance
// of a generic struct st.
func shapeKey(st *types.Struct) string {
	var names []string
	for i := range st.NumFields() {
		names = append(names, st.Field(i).Name())
	}
	return "shape!" + strings.Join(names, ",") + fieldsPackage(st)
}

// fieldsPackage is "@" and the package of st's unexported fields, or "".
func fieldsPackage(st *types.Struct) string {
	for i := range st.NumFields() {
		if f := st.Field(i); !f.Exported() && f.Pkg() != nil {
			return "@" + f.Pkg().Path()
		}
	}
	return ""
}

// namedStructPtr returns the named struct type (of the root packages) a
// pointer type points to, through aliases: the generic type for an
// instance.
func namedStructPtr(t types.Type, roots map[*types.Package]bool) (*types.TypeName, bool) {
	ptr, ok := types.Unalias(t).Underlying().(*types.Pointer)
	if !ok {
		return nil, false
	}
	n, ok := types.Unalias(ptr.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !roots[n.Obj().Pkg()] {
		return nil, false
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil, false
	}
	return n.Origin().Obj(), true
}

// written reports whether a field is marked written: by its key, or by
// the shape of a generic struct written in a generic body.
func (p *Program) written(key fieldKey, st *types.Struct) bool {
	_, byKey := p.mutable[key]
	_, byShape := p.mutable[fieldKey{shapeKey(st), key.f}]
	return byKey || byShape
}
