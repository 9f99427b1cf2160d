// This file defines how values of a type parameter are represented, for
// the bodies of generic functions and methods of generic client types.
//
// A value of type parameter P is represented by the interface value that
// converting it to any gives (sort Any): for a concrete type argument T
// that is the box of the T value, for an interface type argument it is
// the value itself. So == on P is GoEq on Any (with its panics, as when P
// is instantiated with an interface type), converting P to an interface is
// the identity, and a map keyed by P hashes as a map keyed by interfaces.
// P's zero value and the assertion x.(P) depend on the type argument: they
// are an uninterpreted constant of sort Any and an uninterpreted predicate
// per type parameter, the same in every run of one function, so a proof
// holds for every instantiation. A Boolean constant atany!P selects the
// instantiation with any instead (zero nil, x.(P) holds of every non-nil
// x): proofs leave it free, witness search assumes it, so a witness is a
// run of the instantiation with any. Operations whose meaning depends on
// the type argument otherwise (arithmetic, ordering, conversions, boxing
// composite types that mention P) are refused by paths before they are
// translated.

package values

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
)

// TypeParamZero returns the zero value of type parameter p: nil at the
// instantiation with any (AtAny), an unknown constant otherwise.
func (m *Model) TypeParamZero(p *types.TypeParam) *smt.Term {
	p = m.resolveTP(p)
	return smt.Ite(m.AtAny(p), m.Nil(), m.Func(tpName("zero", p), AnySort))
}

// TypeParamHas returns the test of x.(P): x holds a value of p's type
// argument. It is false on nil for every instantiation; at the
// instantiation with any it is exactly "not nil"; otherwise it is an
// unknown predicate of x (the type argument's own test), the same in every
// run of one function.
func (m *Model) TypeParamHas(p *types.TypeParam, x *smt.Term) *smt.Term {
	p = m.resolveTP(p)
	return smt.And(smt.Not(smt.Eq(x, m.Nil())), smt.Or(m.AtAny(p), m.Func(tpName("has", p), smt.Bool, x)))
}

// AtAny returns the Boolean constant that says p is instantiated with any.
// Proofs leave it free (they cover every instantiation); witness search
// assumes it (obligations.AtAny).
func (m *Model) AtAny(p *types.TypeParam) *smt.Term {
	p = m.resolveTP(p)
	name := tpName("atany", p)
	if _, ok := m.funs[name]; !ok {
		m.tparams = append(m.tparams, p)
	}
	return m.Func(name, smt.Bool)
}

func tpName(what string, p *types.TypeParam) string {
	return fmt.Sprintf("%s!%s!%d", what, p.Obj().Name(), p.Index())
}

// TypeParams lists the type parameters whose zero value or type test the
// model's terms use, in order of first use.
func (m *Model) TypeParams() []*types.TypeParam { return m.tparams }

// AdmitsAny reports whether p may be instantiated with the empty interface:
// its constraint has no methods and no type terms (any, comparable, or an
// interface equal to them). A run of a generic function at that
// instantiation is a run of its body with P's values as they are
// represented here and P's zero value nil.
func AdmitsAny(p *types.TypeParam) bool {
	iface, ok := p.Constraint().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() > 0 {
		return false
	}
	// any is comparable, though not strictly: it satisfies comparable.
	return iface.IsMethodSet() || types.Identical(iface, types.Universe.Lookup("comparable").Type().Underlying())
}

func isTypeParam(t types.Type) bool {
	_, ok := t.(*types.TypeParam)
	return ok
}
