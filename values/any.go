// This file defines the Any datatype: boxing concrete values into
// interfaces, type tests, and Go's == on interface values.

package values

import (
	"fmt"
	"go/types"
	"math"

	"github.com/snowflakeverify/snowflake/smt"
)

// Nil returns the nil interface value.
func (m *Model) Nil() *smt.Term { return smt.Apply("anynil", AnySort) }

// Box returns the interface value holding x of concrete type t.
func (m *Model) Box(t types.Type, x *smt.Term) *smt.Term {
	if isTypeParam(t) {
		return x // already its interface value (typeparams.go)
	}
	b := m.box(t)
	return smt.Apply(quote(b.cons), AnySort, x)
}

// Register boxes the types ts even where the function never converts a
// value of them to an interface: interface values may then be of those
// types explicitly, not only as values of other types. Proofs lose nothing
// (other types still cover the rest); witnesses gain concrete values to
// choose for the other goroutine (an int stored into an atomic.Value that
// the client fills with pointers).
func (m *Model) Register(ts ...types.Type) {
	for _, t := range ts {
		m.box(t)
	}
}

// HasType returns the test that v's dynamic type is the concrete type t.
func (m *Model) HasType(t types.Type, v *smt.Term) *smt.Term {
	return smt.Apply(fmt.Sprintf("(_ is %s)", quote(m.box(t).cons)), smt.Bool, v)
}

// Unbox returns the value of concrete type t held by v (meaningful when HasType holds).
func (m *Model) Unbox(t types.Type, v *smt.Term) *smt.Term {
	if isTypeParam(t) {
		return v
	}
	b := m.box(t)
	return smt.Apply(quote(b.sel), m.Sort(t), v)
}

// Implements returns the test that v is non-nil and its dynamic type
// implements iface. For boxed types it is decided statically (when the
// script is declared, so that boxes registered later count); for others it
// is an uninterpreted predicate.
func (m *Model) Implements(iface *types.Interface, name string, v *smt.Term) *smt.Term {
	fname, ok := m.ifaceNames.At(iface).(string)
	if !ok { // keyed by type identity: two interfaces may print alike
		fname = fmt.Sprintf("implements!%d!%s", len(m.ifaceList), name)
		m.ifaceNames.Set(iface, fname)
		m.ifaces[fname] = iface
		m.ifaceList = append(m.ifaceList, fname)
	}
	return smt.Apply(quote(fname), smt.Bool, v)
}

func (m *Model) declareImplements(s *smt.Script) {
	v := smt.Const("v", AnySort)
	for _, fname := range m.ifaceList {
		var alts []*smt.Term
		for _, b := range m.boxList {
			if types.Implements(b.t, m.ifaces[fname]) {
				alts = append(alts, m.HasType(b.t, v))
			}
		}
		s.DeclareFun(fname+"!U", []smt.Sort{AnySort}, smt.Bool)
		other := smt.Apply("(_ is other)", smt.Bool, v)
		alts = append(alts, smt.And(other, smt.Apply(quote(fname+"!U"), smt.Bool, v)))
		s.DefineFun(fname, []*smt.Term{v}, smt.Or(alts...))
	}
}

func (m *Model) box(t types.Type) *box {
	t = m.canon(t)
	if b, ok := m.boxes.At(t).(*box); ok {
		return b
	}
	n := len(m.boxList)
	ts := types.TypeString(t, shortQualifier)
	b := &box{
		t:     t,
		cons:  fmt.Sprintf("box!%d!%s", n, ts),
		sel:   fmt.Sprintf("unbox!%d!%s", n, ts),
		plain: Plain(t),
		cmp:   comparability(t),
	}
	m.Sort(t) // register t's sort before the datatype is declared
	m.boxes.Set(t, b)
	m.boxList = append(m.boxList, b)
	return b
}

// PointerShaped returns whether v's dynamic type is stored in an interface
// as the pointer itself (pointers, maps, channels, functions), so that
// equal values have equal data words.
func (m *Model) PointerShaped(v *smt.Term) *smt.Term { return smt.Apply("pointershaped", smt.Bool, v) }

// TypeOf returns a number standing for the dynamic type of v (nil has its
// own): run-time panics about a dynamic type name only the type.
func (m *Model) TypeOf(v *smt.Term) *smt.Term { return smt.Apply("typeof", smt.Int, v) }

// GoEq returns Go's a == b on interface values (meaningful when EqPanics does not hold).
func (m *Model) GoEq(a, b *smt.Term) *smt.Term { return smt.Apply("goeq", smt.Bool, a, b) }

// EqPanics returns the condition under which a == b panics.
func (m *Model) EqPanics(a, b *smt.Term) *smt.Term { return smt.Apply("eqpanics", smt.Bool, a, b) }

// nestedEq reports whether t is a struct or small array whose == goeq
// defines field by field: its elements are of exactEq types, interfaces,
// or such structs and arrays.
func nestedEq(t types.Type) bool {
	if !isCompound(t) {
		return false
	}
	for _, e := range elems(t) {
		if !exactEq(e) && !types.IsInterface(e) && !nestedEq(e) {
			return false
		}
	}
	return true
}

// MapKey returns the key a map stores for k: k itself, except that a
// float -0.0 is the key +0.0 (they are ==). A key that never equals
// itself (NaN) is outside the model: collections assume none is used.
func (m *Model) MapKey(k *smt.Term) *smt.Term { return smt.Apply("mapkey", AnySort, k) }

// HashPanics returns the condition under which using k as a map key panics.
func (m *Model) HashPanics(k *smt.Term) *smt.Term { return smt.Apply("hashpanics", smt.Bool, k) }

func (m *Model) declareAny(s *smt.Script) {
	cons := []smt.Constructor{{Name: "anynil"}}
	for _, b := range m.boxList {
		cons = append(cons, smt.Constructor{Name: b.cons, Fields: []smt.Field{{Selector: b.sel, Sort: m.Sort(b.t)}}})
	}
	cons = append(cons, smt.Constructor{Name: "other", Fields: []smt.Field{
		{Selector: "other!type", Sort: smt.Int}, {Selector: "other!val", Sort: smt.Named("U")}}})
	s.DeclareDatatypes(append([]smt.Datatype{{Name: "Any", Cons: cons}}, m.datatypes()...))

	a, b := smt.Const("a", AnySort), smt.Const("b", AnySort)
	is := func(c string, v *smt.Term) *smt.Term {
		return smt.Apply(fmt.Sprintf("(_ is %s)", quote(c)), smt.Bool, v)
	}
	plainA, plainB := []*smt.Term{is("anynil", a)}, []*smt.Term{is("anynil", b)}
	var sameCons, exact, bothUncmp, uncmpK []*smt.Term
	key := a // mapkey: -0.0 is the key +0.0 (Go's map keys compare with ==)
	for _, bx := range m.boxList {
		if bx.plain {
			plainA = append(plainA, is(bx.cons, a))
			plainB = append(plainB, is(bx.cons, b))
			continue
		}
		both := smt.And(is(bx.cons, a), is(bx.cons, b))
		if exactEq(bx.t) { // floats, and structs of them: == is a term
			eq, _ := m.Equal(bx.t, m.Unbox(bx.t, a), m.Unbox(bx.t, b))
			exact = append(exact, smt.And(both, eq))
			if IsFloat(bx.t) {
				w := m.Sort(bx.t).Width
				negZero := smt.Eq(m.Unbox(bx.t, a), FloatLit(math.Copysign(0, -1), w))
				key = smt.Ite(smt.And(is(bx.cons, a), negZero), m.Box(bx.t, FloatLit(0, w)), key)
			}
			continue
		}
		sameCons = append(sameCons, both)
		switch bx.cmp {
		case cmpNever:
			bothUncmp = append(bothUncmp, both)
			uncmpK = append(uncmpK, is(bx.cons, a))
		case cmpMaybe: // comparable, but an interface inside may hold an uncomparable value
			bothUncmp = append(bothUncmp, smt.And(both, smt.Apply("eqpanics!U", smt.Bool, a, b)))
			uncmpK = append(uncmpK, smt.And(is(bx.cons, a), smt.Apply("hashpanics!U", smt.Bool, a)))
		}
	}
	// Values of dynamic types not boxed here: == is false across types; on
	// one type it panics exactly when the type is uncomparable, a property
	// of the type (uncomparable!U).
	otype := func(v *smt.Term) *smt.Term { return smt.Apply("other!type", smt.Int, v) }
	bothOther := smt.And(is("other", a), is("other", b), smt.Eq(otype(a), otype(b)))
	s.DeclareFun("anyeq!U", []smt.Sort{AnySort, AnySort}, smt.Bool)
	s.DeclareFun("eqpanics!U", []smt.Sort{AnySort, AnySort}, smt.Bool)
	s.DeclareFun("hashpanics!U", []smt.Sort{AnySort}, smt.Bool)
	s.DeclareFun("uncomparable!U", []smt.Sort{smt.Int}, smt.Bool)
	s.DefineFun("plain", []*smt.Term{a}, smt.Or(plainA...))
	s.DefineFun("goeq!inner", []*smt.Term{a, b}, smt.Ite(smt.Or(smt.Apply("plain", smt.Bool, a), smt.Apply("plain", smt.Bool, b)),
		smt.Eq(a, b),
		smt.Or(append(exact, smt.And(smt.Or(append(sameCons, bothOther)...), smt.Apply("anyeq!U", smt.Bool, a, b)))...)))
	s.DefineFun("mapkey", []*smt.Term{a}, key)
	s.DefineFun("eqpanics!inner", []*smt.Term{a, b}, smt.Or(append(bothUncmp,
		smt.And(bothOther, smt.Apply("uncomparable!U", smt.Bool, otype(a))))...))
	// One level more: a struct or array holding interfaces (nestedEq)
	// compares field by field, its interface fields by goeq!inner.
	var nested []*box
	var isNested, nestedEqs, nestedPanics []*smt.Term
	for _, bx := range m.boxList {
		if !bx.plain && !exactEq(bx.t) && nestedEq(bx.t) {
			both := smt.And(is(bx.cons, a), is(bx.cons, b))
			eq, panics := m.equal(bx.t, m.Unbox(bx.t, a), m.Unbox(bx.t, b), "goeq!inner", "eqpanics!inner")
			nested, isNested = append(nested, bx), append(isNested, is(bx.cons, a))
			nestedEqs = append(nestedEqs, smt.And(both, eq))
			nestedPanics = append(nestedPanics, smt.And(both, panics))
		}
	}
	other := smt.Not(smt.Or(isNested...))
	s.DefineFun("goeq", []*smt.Term{a, b}, smt.Or(append(nestedEqs, smt.And(other, smt.Apply("goeq!inner", smt.Bool, a, b)))...))
	s.DefineFun("eqpanics", []*smt.Term{a, b}, smt.Or(append(nestedPanics, smt.And(other, smt.Apply("eqpanics!inner", smt.Bool, a, b)))...))
	m.declareImplements(s)
	var shaped []*smt.Term
	for _, bx := range m.boxList {
		switch bx.t.Underlying().(type) {
		case *types.Pointer, *types.Map, *types.Chan, *types.Signature:
			shaped = append(shaped, is(bx.cons, a))
		}
	}
	s.DeclareFun("pointershaped!U", []smt.Sort{smt.Int}, smt.Bool)
	s.DefineFun("pointershaped", []*smt.Term{a}, smt.Or(append(shaped,
		smt.And(is("other", a), smt.Apply("pointershaped!U", smt.Bool, smt.Apply("other!type", smt.Int, a))))...))
	// typeof: boxes are numbered -2, -3, ...; nil is -1; other values carry
	// their type number (a model where it collides with a box's is one more
	// behaviour, never a missing one).
	typeOf := smt.Apply("other!type", smt.Int, a)
	for i := len(m.boxList) - 1; i >= 0; i-- {
		typeOf = smt.Ite(is(m.boxList[i].cons, a), smt.IntLit(int64(-2-i)), typeOf)
	}
	s.DefineFun("typeof", []*smt.Term{a}, smt.Ite(is("anynil", a), smt.IntLit(-1), typeOf))
	s.DefineFun("hashpanics!inner", []*smt.Term{a}, smt.Or(append(uncmpK,
		smt.And(is("other", a), smt.Apply("uncomparable!U", smt.Bool, otype(a))))...))
	// A struct or array holding interfaces (nestedEq) panics when hashed
	// at its first interface field that does (Go hashes fields in order),
	// and the panic names that field's dynamic type (hashtype).
	hashes := []*smt.Term{smt.And(other, smt.Apply("hashpanics!inner", smt.Bool, a))}
	hashType := smt.Apply("typeof", smt.Int, a)
	for i, bx := range nested {
		leaves := m.ifaceLeaves(bx.t, m.Unbox(bx.t, a))
		var ps []*smt.Term
		culprit := smt.Apply("typeof", smt.Int, a)
		for j := len(leaves) - 1; j >= 0; j-- { // the first field that panics names the type
			p := smt.Apply("hashpanics!inner", smt.Bool, leaves[j])
			ps = append(ps, p)
			culprit = smt.Ite(p, smt.Apply("typeof", smt.Int, leaves[j]), culprit)
		}
		hashes = append(hashes, smt.And(isNested[i], smt.Or(ps...)))
		hashType = smt.Ite(isNested[i], culprit, hashType)
	}
	s.DefineFun("hashpanics", []*smt.Term{a}, smt.Or(hashes...))
	s.DefineFun("hashtype", []*smt.Term{a}, hashType)
}

// ifaceLeaves lists the interface values inside x, a value of a nestedEq
// type t, in field order.
func (m *Model) ifaceLeaves(t types.Type, x *smt.Term) []*smt.Term {
	var out []*smt.Term
	for i, e := range elems(t) {
		f := m.Select(t, x, i)
		switch {
		case types.IsInterface(e):
			out = append(out, f)
		case isCompound(e):
			out = append(out, m.ifaceLeaves(e, f)...)
		}
	}
	return out
}

// HashType returns the number of the dynamic type a panic of hashing k
// names: k's, or for a struct key the type of the interface field whose
// value cannot be hashed.
func (m *Model) HashType(k *smt.Term) *smt.Term { return smt.Apply("hashtype", smt.Int, k) }

// Comparability of a dynamic type under ==.
type cmpKind int

const (
	cmpAlways cmpKind = iota // == never panics
	cmpMaybe                 // comparable, but holds interfaces whose == may panic
	cmpNever                 // not comparable: == and hashing always panic
)

func comparability(t types.Type) cmpKind {
	if !types.Comparable(t) {
		return cmpNever
	}
	if NeverPanicsOnEq(t) {
		return cmpAlways
	}
	return cmpMaybe
}

// NeverPanicsOnEq reports whether == on values of t (and hashing them) can
// never panic: t is comparable and holds no interface.
func NeverPanicsOnEq(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic, *types.Pointer, *types.Chan:
		return types.Comparable(u)
	case *types.Array:
		return NeverPanicsOnEq(u.Elem())
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !NeverPanicsOnEq(u.Field(i).Type()) {
				return false
			}
		}
		return true
	}
	return false
}

// Instances returns ground instances, for the comparisons that occur in ts,
// of two facts of Go's == on interfaces: it is a partial equivalence
// relation (a == b implies b == a, a == a and b == b; it is not reflexive:
// NaN), and if a == b panics, so do b == a, a == a and b == b (the panic
// comes from a dynamic type both share). Instances of true facts are sound
// to assume; they let proofs use that a value compares equal to itself
// once it compared equal to something.
func (m *Model) Instances(ts []*smt.Term) []*smt.Term {
	seen := map[string]bool{}
	var out []*smt.Term
	smt.Walk(ts, func(t *smt.Term) {
		if t.Kind != smt.App || (t.Op != "goeq" && t.Op != "eqpanics") || len(t.Args) != 2 {
			return
		}
		x, y := t.Args[0], t.Args[1]
		f := func(p, q *smt.Term) *smt.Term { return smt.Apply(t.Op, smt.Bool, p, q) }
		inst := smt.Implies(t, smt.And(f(y, x), f(x, x), f(y, y)))
		if key := inst.String(); !seen[key] {
			seen[key] = true
			out = append(out, inst)
		}
	})
	return out
}

// BoxType returns the Go type boxed by the Any constructor named cons.
// HoldsInterfaces reports whether a boxed type holds interface values
// (a struct or array compared field by field, nestedEq).
func (m *Model) HoldsInterfaces() bool {
	for _, b := range m.boxList {
		if !b.plain && !exactEq(b.t) && nestedEq(b.t) {
			return true
		}
	}
	return false
}

// ShallowKey says that k, when of a boxed struct or array type holding
// interfaces, holds in them neither such a struct or array nor a value of a
// type the model does not box: hashing it panics exactly as its boxes say
// (one level deeper, hashpanics!U and uncomparable!U are free). Nil when
// no such type is boxed. Witness search asks it of keys.
func (m *Model) ShallowKey(k *smt.Term) *smt.Term {
	is := func(c string, v *smt.Term) *smt.Term {
		return smt.Apply(fmt.Sprintf("(_ is %s)", quote(c)), smt.Bool, v)
	}
	var conds []*smt.Term
	for _, bx := range m.boxList {
		if bx.plain || exactEq(bx.t) || !nestedEq(bx.t) {
			continue
		}
		var deep []*smt.Term
		for _, leaf := range m.ifaceLeaves(bx.t, m.Unbox(bx.t, k)) {
			deep = append(deep, is("other", leaf))
			for _, in := range m.boxList {
				if in.cmp == cmpMaybe {
					deep = append(deep, is(in.cons, leaf))
				}
			}
		}
		if len(deep) > 0 {
			conds = append(conds, smt.Implies(is(bx.cons, k), smt.Not(smt.Or(deep...))))
		}
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// BoxOfType returns the type whose values typeof numbers n (a box's
// number: -2, -3, ...), or false.
func (m *Model) BoxOfType(n int64) (types.Type, bool) {
	if i := int(-2 - n); n <= -2 && i < len(m.boxList) {
		return m.boxList[i].t, true
	}
	return nil, false
}

func (m *Model) BoxType(cons string) (types.Type, bool) {
	for _, b := range m.boxList {
		if b.cons == cons {
			return b.t, true
		}
	}
	return nil, false
}
