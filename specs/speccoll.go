// This file defines the collection a spec describes: an axioms.Family over
// the instantiations of the described Go type, and for each one an
// axioms.Collection (axioms.Keyed and axioms.Zeroed for a map state) whose
// methods interpret the spec's bodies (specsym.go) and whose executable
// model runs them (specexec.go).

package specs

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// Family returns s as an axioms.Family.
func (s *Spec) Family() axioms.Family { return family{s} }

type family struct{ s *Spec }

// Describe implements axioms.Family: t is the described type (any
// instantiation of it), or a type it embeds (specembed.go); methods whose Go signature differs from the
// spec's are left out (a call of one is refused).
func (f family) Describe(t types.Type) (axioms.Collection, bool) {
	n, ok := t.(*types.Named)
	if !ok || f.s.pending {
		return nil, false
	}
	if outer, ok := f.s.embedder(n); ok { // Cache{*cache}: calls on the embedded field (specembed.go)
		return f.s.instantiate(nil, outer), true
	}
	if n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != f.s.PkgPath || n.Obj().Name() != f.s.TypeName ||
		n.TypeArgs().Len() != len(f.s.params) {
		return nil, false
	}
	var args []types.Type
	for i := 0; i < n.TypeArgs().Len(); i++ {
		args = append(args, n.TypeArgs().At(i))
	}
	return f.s.instantiate(args, n), true
}

// Example implements axioms.Family: every type parameter is any.
func (f family) Example() axioms.Collection { return f.s.generic() }

// generic is the collection with every type argument any.
func (s *Spec) generic() axioms.Collection {
	args := make([]types.Type, len(s.params))
	for i := range args {
		args[i] = types.Universe.Lookup("any").Type()
	}
	return s.instantiate(args, nil)
}

// specColl is the theory of one instantiation.
type specColl struct {
	s       *Spec
	args    []types.Type
	name    string
	methods []*axioms.Method
	skipped []string // methods whose Go signature differs from the spec's
}

// specMap is a specColl with a map state: keyed, zeroed.
type specMap struct{ *specColl }

func (s *Spec) instantiate(args []types.Type, real *types.Named) axioms.Collection {
	c := &specColl{s: s, args: args, name: s.displayName(args)}
	for _, m := range s.Methods {
		if real != nil && m.notAtomic == "" {
			if why := m.mismatch(s, args, real); why != "" {
				c.skipped = append(c.skipped, why)
				continue
			}
		}
		c.methods = append(c.methods, c.method(m))
	}
	if s.keyed {
		return specMap{c}
	}
	return c
}

func (s *Spec) displayName(args []types.Type) string {
	pkg := s.PkgPath[strings.LastIndex(s.PkgPath, "/")+1:]
	name := pkg + "." + s.TypeName
	if len(args) > 0 {
		var as []string
		for _, a := range args {
			as = append(as, types.TypeString(a, func(p *types.Package) string { return p.Name() }))
		}
		name += "[" + strings.Join(as, ", ") + "]"
	}
	return name
}

// method is the axioms.Method of m in this instantiation.
func (c *specColl) method(m *SpecMethod) *axioms.Method {
	am := &axioms.Method{Name: m.Name, Sig: m.sig(c.s), NotAtomic: m.notAtomic, Results: len(m.results),
		MayMutate: m.mutates && !m.accessor, PanicsOnUncomparable: !m.explicit, Boxed: true, Clock: m.clock != "",
		Doc: fmt.Sprintf("as specified at %s:%d", m.Pos.Filename, m.Pos.Line)}
	if m.notAtomic != "" {
		am.MayMutate = true
		return am
	}
	am.Apply = func(v *values.Model, pre *smt.Term, args []*smt.Term) axioms.Effect {
		return c.apply(m, v, pre, args)
	}
	return am
}

// sig prints m's signature as the spec writes it.
func (m *SpecMethod) sig(s *Spec) string {
	var ps, rs []string
	for _, p := range m.params {
		ps = append(ps, p.name+" "+p.typ.name(s.params))
	}
	for _, r := range m.results {
		rs = append(rs, r.name(s.params))
	}
	sig := m.Name + "(" + strings.Join(ps, ", ") + ")"
	switch len(rs) {
	case 0:
	case 1:
		sig += " " + rs[0]
	default:
		sig += " (" + strings.Join(rs, ", ") + ")"
	}
	return sig
}

// mismatch says how the Go method of real differs from m, or "".
func (m *SpecMethod) mismatch(s *Spec, args []types.Type, real *types.Named) string {
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(real), true, real.Obj().Pkg(), m.Name)
	fn, ok := obj.(*types.Func)
	if !ok {
		return fmt.Sprintf("%s has no method %s", s.TypeName, m.Name)
	}
	sig := fn.Signature()
	if rtp := sig.RecvTypeParams(); rtp.Len() == len(args) && real.TypeArgs().Len() == 0 {
		args = nil // the generic type: its methods have their own type parameters
		for i := 0; i < rtp.Len(); i++ {
			args = append(args, rtp.At(i))
		}
	}
	ok = sig.Params().Len() == len(m.params) && sig.Results().Len() == len(m.results) && !sig.Variadic()
	for i := 0; ok && i < len(m.params); i++ {
		ok = types.Identical(sig.Params().At(i).Type(), m.params[i].typ.subst(args))
	}
	for i := 0; ok && i < len(m.results); i++ {
		ok = types.Identical(sig.Results().At(i).Type(), m.results[i].subst(args))
	}
	if !ok {
		return fmt.Sprintf("%s.%s is %s in Go but %s in the spec", s.TypeName, m.Name, types.TypeString(sig, nil), m.sig(s))
	}
	return ""
}

// Name implements axioms.Collection.
func (c *specColl) Name() string { return c.name }

// StateSort implements axioms.Collection.
func (c *specColl) StateSort(v *values.Model) smt.Sort {
	if c.s.keyed {
		return mapSort
	}
	if c.s.cell.isParam() || c.s.cell.isAny() {
		return values.AnySort
	}
	return v.Sort(c.s.cell.t)
}

// Declare implements axioms.Collection: a map state is sync.Map's.
func (c *specColl) Declare(s *smt.Script) {
	if c.s.keyed {
		axioms.SyncMap{}.Declare(s)
	}
}

// Method implements axioms.Collection.
func (c *specColl) Method(name string) (*axioms.Method, bool) {
	return axioms.MethodNamed(c.methods, name)
}

// Methods implements axioms.Collection.
func (c *specColl) Methods() []*axioms.Method { return c.methods }

// Assumptions implements axioms.Collection.
func (c *specColl) Assumptions() []string {
	as := []string{fmt.Sprintf("%s is linearizable, with the sequential behaviour of the spec %s:%d (trusted)", c.name, c.s.Pos.Filename, c.s.Pos.Line)}
	if c.s.keyed {
		as = append(as, "keys have a reflexive == (no NaN inside keys)")
	}
	for _, why := range c.skipped {
		as = append(as, "not used: "+why)
	}
	return as
}

// zeroAny is the zero value of the i-th type argument as an interface value.
func (c *specColl) zeroAny(v *values.Model, i int) *smt.Term {
	t := c.args[i]
	if types.IsInterface(t) {
		return v.Nil()
	}
	return v.Box(t, v.Zero(t))
}

// Entry implements axioms.Keyed.
func (c specMap) Entry(state, key *smt.Term) *smt.Term { return axioms.SyncMap{}.Entry(state, key) }

// EntrySort implements axioms.Keyed.
func (c specMap) EntrySort() smt.Sort { return entrySort }

// Put implements axioms.Keyed.
func (c specMap) Put(state, key, entry *smt.Term) *smt.Term {
	return axioms.SyncMap{}.Put(state, key, entry)
}

// Zero implements axioms.Zeroed: the zero value of the value type.
func (c specMap) Zero(v *values.Model) *smt.Term {
	if c.s.val.isParam() {
		return c.zeroAny(v, c.s.val.param)
	}
	if c.s.val.isAny() {
		return v.Nil()
	}
	return v.Box(c.s.val.t, v.Zero(c.s.val.t))
}

// CheckAgainst checks the spec against the described type, declared in
// pkg: it exists, has as many type parameters, and every method the spec
// describes has the spec's signature. A pending spec (specpkg.go) is
// first checked whole, its types resolved in pkg.
func (s *Spec) CheckAgainst(pkg *types.Package) error {
	if s.pending {
		s.pkg = pkg
		if err := s.check(); err != nil {
			return err
		}
	}
	tn, _ := pkg.Scope().Lookup(s.TypeName).(*types.TypeName)
	var n *types.Named
	if tn != nil {
		n, _ = tn.Type().(*types.Named)
	}
	if n == nil || n.TypeParams().Len() != len(s.params) {
		return s.errorPos(s.Pos, fmt.Sprintf("%s: no such type with %d type parameters", s.FullName(), len(s.params)))
	}
	var args []types.Type
	for i := 0; i < n.TypeParams().Len(); i++ {
		args = append(args, n.TypeParams().At(i))
	}
	for _, m := range s.Methods {
		if m.notAtomic != "" {
			if obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(n), true, pkg, m.Name); obj == nil {
				return s.errorPos(m.Pos, fmt.Sprintf("%s has no method %s", s.TypeName, m.Name))
			}
			continue
		}
		if why := m.mismatch(s, args, n); why != "" {
			return s.errorPos(m.Pos, why)
		}
	}
	return nil
}

// goType is the Go type of a spec type in this instantiation (any for any).
func (c *specColl) goType(t styp) types.Type {
	if t.isParam() {
		return c.args[t.param]
	}
	if t.isAny() || t.t == nil {
		return types.NewInterfaceType(nil, nil)
	}
	return t.t
}

// KeyType and ValueType give the map's Go types, so that witnesses hold
// only well-typed keys and values (obligations.WellTyped).
func (c specMap) KeyType() types.Type   { return c.goType(c.s.key) }
func (c specMap) ValueType() types.Type { return c.goType(c.s.val) }

// ParamTypes implements axioms.ParamTyped.
func (c *specColl) ParamTypes(method string) ([]types.Type, bool) {
	for _, m := range c.s.Methods {
		if m.Name == method {
			var ts []types.Type
			for _, p := range m.params {
				ts = append(ts, c.goType(p.typ))
			}
			return ts, true
		}
	}
	return nil, false
}

// ValueType is the Go type a cell state holds (specMap's own ValueType,
// the map's value type, takes precedence for a map state).
func (c *specColl) ValueType() types.Type { return c.goType(c.s.cell) }
