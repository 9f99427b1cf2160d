// This file defines the binding of one generic body's type parameters to
// another's, for generic helpers inlined into a generic body (paths'
// genwrap.go). A method of a generic type calling another method of that
// type calls an instantiation at the caller's own type parameters: its
// body is the generic origin's, whose type parameters are other
// *types.TypeParam objects (each method declares its own receiver type
// parameters). Bound to the caller's, they stand for the same type
// arguments in every instantiation, so the model treats them as the
// caller's: the same zero value and type test (typeparams.go), and the
// same sorts for the types that mention them (*Map[K, V] in the helper
// is *Map[K, V] in the caller). Without bindings nothing changes.
//
// Interfaces whose methods mention a bound type parameter keep their own
// implements! predicate: two predicates for one interface type are an
// over-approximation (each unknown) that proofs may rely on.

package values

import "go/types"

// BindTypeParam makes from, a type parameter of an inlined generic body,
// stand for to, a type parameter of the body it is inlined into (itself
// resolved through earlier bindings). It reports false, binding nothing,
// when from is already bound to another type parameter.
func (m *Model) BindTypeParam(from, to *types.TypeParam) bool {
	to = m.resolveTP(to)
	if from == to {
		return true
	}
	if cur, ok := m.tpBind[from]; ok {
		return cur == to
	}
	if m.tpBind == nil {
		m.tpBind = map[*types.TypeParam]*types.TypeParam{}
	}
	m.tpBind[from] = to
	return true
}

// BoundTypeParam returns the type parameter p stands for (p itself when unbound).
func (m *Model) BoundTypeParam(p *types.TypeParam) *types.TypeParam { return m.resolveTP(p) }

func (m *Model) resolveTP(p *types.TypeParam) *types.TypeParam {
	for i := 0; i <= len(m.tpBind); i++ { // bindings form no cycle: BindTypeParam resolves first
		to, ok := m.tpBind[p]
		if !ok {
			return p
		}
		p = to
	}
	return p
}

// canon returns t with bound type parameters replaced by what they stand
// for: the key under which the model registers t's sort, box or datatype.
func (m *Model) canon(t types.Type) types.Type {
	if len(m.tpBind) == 0 || t == nil {
		return t
	}
	return m.subst(t)
}

func (m *Model) subst(t types.Type) types.Type {
	switch t := t.(type) {
	case *types.TypeParam:
		return m.resolveTP(t)
	case *types.Alias:
		return m.subst(types.Unalias(t))
	case *types.Named:
		return m.substNamed(t)
	case *types.Pointer:
		if e := m.subst(t.Elem()); e != t.Elem() {
			return types.NewPointer(e)
		}
	case *types.Slice:
		if e := m.subst(t.Elem()); e != t.Elem() {
			return types.NewSlice(e)
		}
	case *types.Array:
		if e := m.subst(t.Elem()); e != t.Elem() {
			return types.NewArray(e, t.Len())
		}
	case *types.Chan:
		if e := m.subst(t.Elem()); e != t.Elem() {
			return types.NewChan(t.Dir(), e)
		}
	case *types.Map:
		if k, v := m.subst(t.Key()), m.subst(t.Elem()); k != t.Key() || v != t.Elem() {
			return types.NewMap(k, v)
		}
	case *types.Struct:
		return m.substStruct(t)
	case *types.Tuple:
		if vs, changed := m.substVars(t.Len(), t.At); changed {
			return types.NewTuple(vs...)
		}
	case *types.Signature:
		ps, pc := m.substVars(t.Params().Len(), t.Params().At)
		rs, rc := m.substVars(t.Results().Len(), t.Results().At)
		if pc || rc {
			return types.NewSignatureType(nil, nil, nil, types.NewTuple(ps...), types.NewTuple(rs...), t.Variadic())
		}
	}
	return t
}

// substNamed instantiates a generic named type's origin at the
// substituted type arguments.
func (m *Model) substNamed(t *types.Named) types.Type {
	targs := t.TypeArgs()
	if targs.Len() == 0 {
		return t
	}
	args, changed := make([]types.Type, targs.Len()), false
	for i := range args {
		args[i] = m.subst(targs.At(i))
		changed = changed || args[i] != targs.At(i)
	}
	if !changed {
		return t
	}
	inst, err := types.Instantiate(nil, t.Origin(), args, false)
	if err != nil {
		return t
	}
	return inst
}

func (m *Model) substStruct(t *types.Struct) types.Type {
	fields, changed := m.substVars(t.NumFields(), t.Field)
	if !changed {
		return t
	}
	tags := make([]string, t.NumFields())
	for i := range tags {
		tags[i] = t.Tag(i)
	}
	return types.NewStruct(fields, tags)
}

// substVars substitutes the types of n variables (fields, parameters).
func (m *Model) substVars(n int, at func(int) *types.Var) ([]*types.Var, bool) {
	vs, changed := make([]*types.Var, n), false
	for i := range vs {
		v := at(i)
		nt := m.subst(v.Type())
		vs[i] = v
		if nt != v.Type() {
			changed = true
			if v.IsField() {
				vs[i] = types.NewField(v.Pos(), v.Pkg(), v.Name(), nt, v.Embedded())
			} else {
				vs[i] = types.NewParam(v.Pos(), v.Pkg(), v.Name(), nt)
			}
		}
	}
	return vs, changed
}
