// This file defines compound values: structs, and arrays of at most
// MaxArray elements, modeled as SMT datatypes with one constructor whose
// fields are the Go fields (or elements), so that field selection, building
// a value and == are exact.

package values

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
)

// MaxArray is the largest array length modeled as a datatype; longer arrays
// are uninterpreted.
const MaxArray = 8

// A compound is a struct or small array type modeled as a datatype.
type compound struct {
	name  string   // the datatype
	cons  string   // its constructor
	sels  []string // its selectors, one per field or element
	elems []types.Type
	t     types.Type // the Go type (its underlying type)
}

// Selector returns, for a compound value's selector op, the Go name of
// the field it selects (".max", or "[1]" for an array's element); for
// its constructor, the Go type (kind "make"). ok is false for any other op.
func (m *Model) Selector(op string) (goName string, isMake, ok bool) {
	for _, c := range m.compoundList {
		if op == c.cons {
			return types.TypeString(c.t, shortQualifier), true, true
		}
		for i, s := range c.sels {
			if op != s {
				continue
			}
			if st, isStruct := c.t.(*types.Struct); isStruct {
				return "." + st.Field(i).Name(), false, true
			}
			return fmt.Sprintf("[%d]", i), false, true
		}
	}
	return "", false, false
}

// isCompound reports whether values of t are modeled as a datatype.
func isCompound(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Struct:
		return true
	case *types.Array:
		return u.Len() <= MaxArray
	}
	return false
}

func elems(t types.Type) []types.Type {
	var out []types.Type
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			out = append(out, u.Field(i).Type())
		}
	case *types.Array:
		for i := int64(0); i < u.Len(); i++ {
			out = append(out, u.Elem())
		}
	}
	return out
}

// compound returns the datatype of t (a struct or small array), registering it.
func (m *Model) compound(t types.Type) *compound {
	u := m.canon(t.Underlying())
	if c, ok := m.compounds.At(u).(*compound); ok {
		return c
	}
	n := len(m.compoundList)
	ts := types.TypeString(u, shortQualifier)
	c := &compound{name: fmt.Sprintf("S!%d!%s", n, ts), cons: fmt.Sprintf("mk!%d", n), elems: elems(u), t: u}
	for i := range c.elems {
		c.sels = append(c.sels, fmt.Sprintf("sel!%d!%d", n, i))
	}
	m.compounds.Set(u, c)
	m.compoundList = append(m.compoundList, c)
	for _, e := range c.elems {
		m.Sort(e) // register the fields' sorts
	}
	return c
}

// Select returns field (or element) i of the compound value x of type t.
func (m *Model) Select(t types.Type, x *smt.Term, i int) *smt.Term {
	c := m.compound(t)
	return smt.Apply(quote(c.sels[i]), m.Sort(c.elems[i]), x)
}

// Make returns the compound value of type t with the given fields.
func (m *Model) Make(t types.Type, fields []*smt.Term) *smt.Term {
	c := m.compound(t)
	return smt.Apply(quote(c.cons), smt.Named(c.name), fields...)
}

// Elems returns the types of the fields (or elements) of compound type t.
func Elems(t types.Type) []types.Type { return elems(t) }

// IsCompound reports whether values of t are datatypes (see Make, Select).
func IsCompound(t types.Type) bool { return isCompound(t) }

// datatypes lists the compound datatypes for the declaration block.
func (m *Model) datatypes() []smt.Datatype {
	var out []smt.Datatype
	for _, c := range m.compoundList {
		con := smt.Constructor{Name: c.cons}
		for i, e := range c.elems {
			con.Fields = append(con.Fields, smt.Field{Selector: c.sels[i], Sort: m.Sort(e)})
		}
		out = append(out, smt.Datatype{Name: c.name, Cons: []smt.Constructor{con}})
	}
	return out
}

// Equal returns Go's x == y on values of type t, and the condition under
// which the comparison panics. Structs and arrays compare their fields in
// order and stop at the first difference (the Go specification), so a
// later field's panic counts only when the earlier fields are equal.
func (m *Model) Equal(t types.Type, x, y *smt.Term) (eq, panics *smt.Term) {
	return m.equal(t, x, y, "goeq", "eqpanics")
}

// equal is Equal with the interface comparison named: goeq and eqpanics,
// or their one-level versions inside their own definitions (any.go).
func (m *Model) equal(t types.Type, x, y *smt.Term, goeq, eqpanics string) (eq, panics *smt.Term) {
	switch {
	case Plain(t):
		return smt.Eq(x, y), smt.False
	case IsFloat(t):
		return FloatEq(x, y), smt.False
	case x.Sort == AnySort:
		return smt.Apply(goeq, smt.Bool, x, y), smt.Apply(eqpanics, smt.Bool, x, y)
	case isCompound(t):
		var eqs, ps []*smt.Term
		for i, e := range elems(t) {
			fe, fp := m.equal(e, m.Select(t, x, i), m.Select(t, y, i), goeq, eqpanics)
			ps = append(ps, smt.And(append(append([]*smt.Term(nil), eqs...), fp)...))
			eqs = append(eqs, fe)
		}
		return smt.And(eqs...), smt.Or(ps...)
	}
	// Complex numbers, long arrays: uninterpreted (NaN is not equal to
	// itself); a long array of interfaces may panic.
	eq = m.Func("eq!"+x.Sort.String(), smt.Bool, x, y)
	panics = smt.False
	if !NeverPanicsOnEq(t) {
		panics = m.Func("eqpanics!"+x.Sort.String(), smt.Bool, x, y)
	}
	return eq, panics
}
