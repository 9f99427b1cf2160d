// This file defines the values a field fixed at construction can hold:
// those the package's construction sites give it. A witness's initial
// state must be one the package can make (issue #24): a registry whose
// constructors all set sealed to true is never seen with sealed false.

package paths

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// A fieldValues is what the construction sites of the root packages give
// one field of a struct type: the constants they store (consts), whether
// some object of the type may hold the field's zero value (zero), or
// whether the values are not known (unknown: a store of another value, a
// conversion from another type, the type inside another).
type fieldValues struct {
	consts  []*ssa.Const
	zero    bool
	unknown bool
}

// constructedKey names a field of a named struct type of the root packages.
type constructedKey struct {
	t *types.TypeName // the origin's
	f int
}

// ConstructedValues returns the values field f of named struct type t
// holds in every object of t the program makes, as constants (nil for the
// zero value), when the root packages' code shows them all (ok).
//
// The analysis reads every function of the root packages (rootFunctions):
//   - an allocation of t (new, &T{...}, a variable) gives field f each
//     constant a store into its field f stores; the zero value too unless
//     a store into field f, or of a whole value, follows the allocation in
//     its block (every run that publishes the object runs it first: a
//     store after publication makes the field mutable, which constField
//     refuses);
//   - a package variable of type t, a constant t, and a t from a map
//     lookup, a type assertion or a channel receive may hold zero fields;
//   - a t copied from another (a load) holds what that one holds;
//   - a store of another value than a constant, a conversion to t or *t
//     from another type, and t inside another struct or an array make the
//     field's values unknown, as does an exported field (other packages
//     may make a t with any value in it); an exported t may hold zero
//     fields (other packages may make a T{}).
//
// Witnesses use it to start only from states the package can make
// (witness/constructed.go); proofs never do. The scan misses objects of t
// made by generic code instantiated with t, and by reflection or unsafe:
// a value it leaves out is only a witness not looked for, never a proof.
func (p *Program) ConstructedValues(t *types.Named, f int) ([]*ssa.Const, bool) {
	p.constructedOnce.Do(func() { p.constructed = constructedFields(p) })
	st, ok := t.Origin().Underlying().(*types.Struct)
	if !ok || f >= st.NumFields() {
		return nil, false
	}
	key := constructedKey{t.Origin().Obj(), f}
	v, whole := p.constructed[key], p.constructed[constructedKey{t.Origin().Obj(), -1}]
	if v.unknown || whole.unknown || st.Field(f).Exported() {
		return nil, false
	}
	out := v.consts
	if v.zero || whole.zero || t.Obj().Exported() {
		out = append(append([]*ssa.Const(nil), out...), nil)
	}
	return out, len(out) > 0
}

// constructedFields scans the root packages' functions for what their
// construction sites give each field (field -1: every field).
func constructedFields(p *Program) map[constructedKey]fieldValues {
	out := map[constructedKey]fieldValues{}
	update := func(tn *types.TypeName, f int, do func(*fieldValues)) {
		v := out[constructedKey{tn, f}]
		do(&v)
		out[constructedKey{tn, f}] = v
	}
	mark := func(t types.Type, ptr bool, how func(*fieldValues)) {
		tn, ok := rootStruct(p, t, ptr)
		if ok {
			update(tn, -1, how)
		}
	}
	zero := func(v *fieldValues) { v.zero = true }
	unknown := func(v *fieldValues) { v.unknown = true }
	for _, fn := range rootFunctions(p) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				switch v := instr.(type) {
				case *ssa.Alloc:
					if tn, ok := rootStruct(p, v.Type(), true); ok {
						allocStores(v, tn, update)
					}
				case *ssa.Lookup, *ssa.TypeAssert: // a miss, a failed comma-ok assertion
					mark(v.(ssa.Value).Type(), false, zero)
				case *ssa.UnOp:
					if v.Op == token.ARROW { // a receive from a closed channel
						mark(v.Type(), false, zero)
					}
				case *ssa.Extract:
					if _, call := v.Tuple.(*ssa.Call); !call { // the comma-ok forms
						mark(v.Type(), false, zero)
					}
				case *ssa.FieldAddr, *ssa.IndexAddr, *ssa.Field, *ssa.Index, *ssa.ChangeType, *ssa.Convert:
					// t inside another type, or converted from one
					mark(v.(ssa.Value).Type(), true, unknown)
					mark(v.(ssa.Value).Type(), false, unknown)
				}
				for _, op := range instr.Operands(nil) {
					if c, ok := (*op).(*ssa.Const); ok {
						mark(c.Type(), false, zero)
					}
				}
			}
		}
	}
	for _, pkg := range p.SSA.AllPackages() {
		if !p.rootTypes[pkg.Pkg] {
			continue
		}
		for _, m := range pkg.Members {
			if g, ok := m.(*ssa.Global); ok {
				mark(g.Type(), true, zero)
			}
		}
	}
	return out
}

// allocStores records what allocation a of struct type tn gives each
// field.
func allocStores(a *ssa.Alloc, tn *types.TypeName, update func(*types.TypeName, int, func(*fieldValues))) {
	n := tn.Type().Underlying().(*types.Struct).NumFields()
	set := make([]bool, n) // stored in a's block
	wholeSet := false
	for _, ref := range *a.Referrers() {
		switch r := ref.(type) {
		case *ssa.Store:
			wholeSet = wholeSet || r.Addr == a && r.Block() == a.Block()
		case *ssa.FieldAddr:
			for _, fr := range *r.Referrers() {
				st, ok := fr.(*ssa.Store)
				if !ok || st.Addr != r {
					continue
				}
				c, isConst := st.Val.(*ssa.Const)
				update(tn, r.Field, func(v *fieldValues) {
					if isConst {
						v.consts = addConst(v.consts, c)
					} else {
						v.unknown = true
					}
				})
				set[r.Field] = set[r.Field] || st.Block() == a.Block()
			}
		}
	}
	for f := 0; f < n; f++ {
		if !set[f] && !wholeSet {
			update(tn, f, func(v *fieldValues) { v.zero = true })
		}
	}
}

func addConst(cs []*ssa.Const, c *ssa.Const) []*ssa.Const {
	for _, x := range cs {
		if x.Value == nil && c.Value == nil || x.Value != nil && c.Value != nil && x.Value.ExactString() == c.Value.ExactString() {
			return cs
		}
	}
	return append(cs, c)
}

// rootStruct returns the origin of t (of *t's element, with ptr) when it is
// a named struct type of the root packages.
func rootStruct(p *Program, t types.Type, ptr bool) (*types.TypeName, bool) {
	if ptr {
		pt, ok := t.Underlying().(*types.Pointer)
		if !ok {
			return nil, false
		}
		t = pt.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !p.rootTypes[n.Obj().Pkg()] {
		return nil, false
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil, false
	}
	return n.Origin().Obj(), true
}
