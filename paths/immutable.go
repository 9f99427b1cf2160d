// This file defines the immutable fields of the loaded packages' struct
// types: fields that no function writes after construction (after the
// object is published) and whose address never escapes. A load of such a
// field through any pointer is a function of the pointer, the same in
// every run, instead of an arbitrary value.

package paths

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A fieldKey names a field of a struct type: by the underlying struct, so
// that a conversion to another named type with the same underlying struct
// writes the same field.
type fieldKey struct {
	t string
	f int
}

// mutableFields scans every function of the root packages for writes to
// fields of struct types declared there; it returns where each written
// field is written.
func mutableFields(p *Program) map[fieldKey]string {
	roots := p.rootTypes
	fns := rootFunctions(p)
	out := map[fieldKey]string{}
	for _, fn := range fns {
		allow := constructionStores(fn)
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				fa, ok := instr.(*ssa.FieldAddr)
				if !ok {
					continue
				}
				key, ok := structField(fa, roots)
				if !ok {
					continue
				}
				if pos, written := writes(fa, false, allow); written {
					if _, seen := out[key]; !seen {
						out[key] = fmt.Sprintf("written in %s at %s", fn.Name(), p.Where(pos))
					}
				}
			}
		}
		// A whole struct stored through a pointer writes every field.
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if st, ok := instr.(*ssa.Store); ok && !allow[st] {
					if tn, ok := namedStructPtr(st.Addr.Type(), roots); ok {
						n := tn.Type().Underlying().(*types.Struct).NumFields()
						for f := 0; f < n; f++ {
							if _, seen := out[fieldKey{structKey(tn), f}]; !seen {
								out[fieldKey{structKey(tn), f}] = fmt.Sprintf("overwritten whole in %s at %s", fn.Name(), p.Where(st.Pos()))
							}
						}
					}
				}
			}
		}
	}
	return out
}

// structField returns the field fa addresses, when its struct type is a
// named type of the root packages.
func structField(fa *ssa.FieldAddr, roots map[*types.Package]bool) (fieldKey, bool) {
	tn, ok := namedStructPtr(fa.X.Type(), roots)
	if !ok {
		return fieldKey{}, false
	}
	return fieldKey{structKey(tn), fa.Field}, true
}

// structKey is the identity of tn's underlying struct type: two named
// types whose underlying structs are identical (types.Identical) can be
// converted into each other, pointers too, so a write through one writes
// the other's field. Identity includes, for a struct with unexported
// fields, the package that declares them (their names are of that
// package), which the printed struct does not say: the same shape of
// struct in two packages is two types, and a write in one package says
// nothing of the other's.
func structKey(tn *types.TypeName) string {
	st := tn.Type().Underlying().(*types.Struct)
	key := types.TypeString(st, nil)
	for i := range st.NumFields() {
		if f := st.Field(i); !f.Exported() && f.Pkg() != nil {
			return key + "@" + f.Pkg().Path()
		}
	}
	return key
}

func namedStructPtr(t types.Type, roots map[*types.Package]bool) (*types.TypeName, bool) {
	ptr, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return nil, false
	}
	n, ok := ptr.Elem().(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !roots[n.Obj().Pkg()] {
		return nil, false
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil, false
	}
	return n.Origin().Obj(), true
}

// immutableLoad reads an immutable field through a pointer: a function of
// the pointer. Packages that were not loaded could write it (an exported
// field by name, any field by overwriting the whole struct through a
// pointer they were given): the run lists that as trusted.
func (w *walker) immutableLoad(st *state, in *ssa.UnOp) (*smt.Term, bool) {
	fa, ok := in.X.(*ssa.FieldAddr)
	if !ok {
		return nil, false
	}
	roots := w.prog.rootTypes
	key, ok := structField(fa, roots)
	if !ok {
		return nil, false
	}
	if _, written := w.prog.mutable[key]; written {
		return nil, false
	}
	tn, _ := namedStructPtr(fa.X.Type(), roots)
	field := tn.Type().Underlying().(*types.Struct).Field(key.f)
	w.trust(fmt.Sprintf("field %s.%s is not written outside the loaded packages", tn.Name(), field.Name()), field.Pos())
	name := fmt.Sprintf("immfield!%s!%d", key.t, key.f)
	w.fixed(name, "."+field.Name(), in.Type())
	return w.model.Func(name, w.model.Sort(in.Type()), w.value(st, fa.X)), true
}
