// This file defines MadeOtherwise: whether a client's package can make a
// value of the client's type by other means than its own allocations,
// for the starting values of the package's state invariants
// (verify/within.go): a generic function allocating or converting to a
// type parameter whose type set holds the client's struct (build[Mode]()
// returning &S{v: 4}, the instance made perhaps in an importer), or a
// conversion to the client's type from another type (Mode(raw{v: 4})).
// Such a value's base starts with whatever the code gave it, which
// neither Touching nor BuildTouches sees, as neither is a touch of the
// base's field on the client's type.

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// MadeOtherwise reports whether some function of c's package may make a
// value of c's type other than by allocating it as such (see above).
// A base variable of the package has no such values: false.
func (p *Program) MadeOtherwise(c *Client) bool {
	if c.Type == nil {
		return false
	}
	pkg := p.SSA.Package(c.Pkg.Types)
	if pkg == nil {
		return true
	}
	st, ok := c.Type.Origin().Underlying().(*types.Struct)
	if !ok {
		return true
	}
	for _, fn := range allPackageFuncs(p, pkg) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if makes(instr, c.Type, st) {
					return true
				}
			}
		}
	}
	return false
}

// makes reports whether instr's value may be a value of named (struct
// st), or point to one, made other than by allocating a named.
func makes(instr ssa.Instruction, named *types.Named, st *types.Struct) bool {
	v, ok := instr.(ssa.Value)
	if !ok {
		return false
	}
	t := v.Type()
	if ptr, isPtr := t.Underlying().(*types.Pointer); isPtr {
		t = ptr.Elem()
	}
	if tp, isParam := types.Unalias(t).(*types.TypeParam); isParam && holdsStruct(tp, st) {
		return true
	}
	switch conv := instr.(type) {
	case *ssa.ChangeType:
		return ofType(conv.Type(), named) && !ofType(conv.X.Type(), named)
	case *ssa.Convert:
		return ofType(conv.Type(), named) && !ofType(conv.X.Type(), named)
	}
	return false
}

// holdsStruct reports whether tp's type set may hold a type whose
// underlying type is st and the code may set its fields: a term of its
// constraint (~S or S) is st's struct. A constraint of methods only (any
// among them) gives the code no field to name: it makes zero values or
// copies existing ones, whose words are the package's.
func holdsStruct(tp *types.TypeParam, st *types.Struct) bool {
	terms, ok := constraintTerms(tp) // ifaceindex.go
	if !ok {
		return true
	}
	for _, term := range terms {
		if types.Identical(term.Underlying(), st) {
			return true
		}
	}
	return false
}
