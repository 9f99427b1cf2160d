// This file defines Model, the map from Go types to SMT sorts, and the
// registry of uninterpreted functions a translation uses.

package values

import (
	"fmt"
	"go/types"
	"sort"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/types/typeutil"
)

// A Model collects the sorts, constructors and functions that terms built
// through it need. It is not safe for concurrent use: one per function.
type Model struct {
	sizes        types.Sizes
	opaque       typeutil.Map // types.Type → string: the uninterpreted sort name
	opaqueN      []string     // in order of creation
	boxes        typeutil.Map // types.Type → *box
	boxList      []*box
	funs         map[string]fun
	funList      []string
	compounds    typeutil.Map // underlying types.Type → *compound
	compoundList []*compound
	// interfaces asserted to, by the name of their implements! predicate
	ifaces     map[string]*types.Interface
	ifaceList  []string
	ifaceNames typeutil.Map                          // *types.Interface → its predicate's name
	tparams    []*types.TypeParam                    // whose zero values terms use (typeparams.go)
	tpBind     map[*types.TypeParam]*types.TypeParam // inlined generic bodies' type parameters (tpsubst.go)
}

type box struct {
	t     types.Type
	cons  string
	sel   string
	plain bool
	cmp   cmpKind
}

type fun struct {
	dom []smt.Sort
	rng smt.Sort
}

// AnySort is the sort of interface values.
var AnySort = smt.Named("Any")

// New returns an empty model for a target with the given sizes.
func New(sizes types.Sizes) *Model {
	return &Model{sizes: sizes, funs: map[string]fun{}, ifaces: map[string]*types.Interface{}}
}

// Width is the width in bits of a basic integer type on the 64-bit targets
// snowflake verifies for (int, uint and uintptr are 64 bits).
func Width(b *types.Basic) int { return int(sizes64.Sizeof(b)) * 8 }

var sizes64 = types.SizesFor("gc", "amd64")

// Sort returns the sort of values of Go type t.
func (m *Model) Sort(t types.Type) smt.Sort {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return smt.Bool
		case u.Info()&types.IsInteger != 0:
			return smt.BV(int(m.sizes.Sizeof(u)) * 8)
		case u.Info()&types.IsString != 0:
			return smt.String
		case u.Info()&types.IsFloat != 0: // the IEEE bits (floats.go)
			return smt.BV(int(m.sizes.Sizeof(u)) * 8)
		}
	case *types.Interface:
		return AnySort
	}
	if isCompound(t) {
		return smt.Named(m.compound(t).name)
	}
	return smt.Named(m.opaqueSort(t))
}

func (m *Model) opaqueSort(t types.Type) string {
	t = m.canon(t.Underlying()) // types with one underlying type share a sort; boxes keep them apart
	if name, ok := m.opaque.At(t).(string); ok {
		return name
	}
	name := fmt.Sprintf("T!%d!%s", len(m.opaqueN), types.TypeString(t, shortQualifier))
	m.opaque.Set(t, name)
	m.opaqueN = append(m.opaqueN, name)
	return name
}

// Plain reports whether == on values of t is SMT equality and never panics:
// booleans, integers, strings, pointers, channels, and structs and small
// arrays made of these (datatypes, equal exactly when their fields are).
func Plain(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsBoolean|types.IsInteger|types.IsString) != 0 || u.Kind() == types.UnsafePointer
	case *types.Pointer, *types.Chan:
		return true
	}
	if isCompound(t) {
		for _, e := range elems(t) {
			if !Plain(e) {
				return false
			}
		}
		return true
	}
	return false
}

// Func registers (once) an uninterpreted function and returns its application to args.
func (m *Model) Func(name string, rng smt.Sort, args ...*smt.Term) *smt.Term {
	if _, ok := m.funs[name]; !ok {
		var dom []smt.Sort
		for _, a := range args {
			dom = append(dom, a.Sort)
		}
		m.funs[name] = fun{dom: dom, rng: rng}
		m.funList = append(m.funList, name)
	}
	if len(args) == 0 {
		return smt.Const(name, rng)
	}
	return smt.Apply(quote(name), rng, args...)
}

// Zero returns the zero value of t.
func (m *Model) Zero(t types.Type) *smt.Term {
	if tp, ok := t.(*types.TypeParam); ok {
		return m.TypeParamZero(tp)
	}
	s := m.Sort(t)
	switch s.Kind {
	case smt.KindBool:
		return smt.False
	case smt.KindBV:
		return smt.BVLit(0, s.Width)
	case smt.KindString:
		return smt.StringLit("")
	}
	if s == AnySort {
		return m.Nil()
	}
	if isCompound(t) {
		var zs []*smt.Term
		for _, e := range elems(t) {
			zs = append(zs, m.Zero(e))
		}
		return m.Make(t, zs)
	}
	return m.Func("zero!"+s.Name, s)
}

// Declare adds to s every sort, datatype and function the model's terms use.
func (m *Model) Declare(s *smt.Script) {
	s.DeclareSort("U")
	for _, name := range m.opaqueN {
		s.DeclareSort(name)
	}
	m.declareAny(s)
	names := append([]string(nil), m.funList...)
	sort.Strings(names)
	for _, name := range names {
		f := m.funs[name]
		if len(f.dom) == 0 {
			s.DeclareConst(name, f.rng)
		} else {
			s.DeclareFun(name, f.dom, f.rng)
		}
	}
}

// shortQualifier prints package names, not paths, in sort names.
func shortQualifier(p *types.Package) string { return p.Name() }

// quote prints a function name as an SMT-LIB2 symbol.
func quote(name string) string { return smt.Const(name, smt.Bool).String() }
