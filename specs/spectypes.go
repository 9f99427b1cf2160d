// This file defines the types a collection spec speaks of (styp): the
// collection's type parameters, Go's predeclared booleans, integers,
// strings, any and error, and the types of the described package and its
// imports (specpkg.go); and their resolution from type expressions.

package specs

import (
	"go/ast"
	"go/types"
	"math/big"

	"github.com/snowflakeverify/snowflake/values"
)

// A styp is the type of a spec value: a type parameter of the collection
// (param >= 0), a Go type (t: predeclared, or of the described package or
// its imports), or an untyped constant.
type styp struct {
	param int        // index of a type parameter; -1 otherwise
	t     types.Type // the predeclared type, when param < 0
	kind  untyped    // untyped constants: their kind
}

type untyped int

const (
	typed untyped = iota
	untypedInt
	untypedNil
)

var (
	tBool    = styp{param: -1, t: types.Typ[types.Bool]}
	tString  = styp{param: -1, t: types.Typ[types.String]}
	tInt     = styp{param: -1, t: types.Typ[types.Int]}
	tInt64   = styp{param: -1, t: types.Typ[types.Int64]}
	tUntyped = styp{param: -1, kind: untypedInt}
	tNil     = styp{param: -1, kind: untypedNil}
	noType   = styp{param: -1}
)

// A tparam is a type parameter of the collection.
type tparam struct {
	name       string
	comparable bool // constrained by comparable (else any)
}

func (s styp) isParam() bool { return s.param >= 0 }

func (s styp) basic() *types.Basic {
	if s.param >= 0 || s.t == nil {
		return nil
	}
	b, _ := s.t.Underlying().(*types.Basic)
	return b
}

// native reports whether values of s are represented in their own sort
// (values.Model.Sort), not as interface values: every type but type
// parameters and interfaces.
func (s styp) native() bool { return s.param < 0 && s.t != nil && !types.IsInterface(s.t) }

func (s styp) isBool() bool { b := s.basic(); return b != nil && b.Info()&types.IsBoolean != 0 }
func (s styp) isInt() bool  { b := s.basic(); return b != nil && b.Info()&types.IsInteger != 0 }
func (s styp) isString() bool {
	b := s.basic()
	return b != nil && b.Info()&types.IsString != 0
}

// isAny reports whether s is the interface type any.
func (s styp) isAny() bool { return s.param < 0 && s.t != nil && types.IsInterface(s.t) }

// same reports whether s and o are the same (typed) type.
func (s styp) same(o styp) bool {
	if s.param >= 0 || o.param >= 0 {
		return s.param == o.param
	}
	return s.kind == o.kind && (s.t == nil) == (o.t == nil) && (s.t == nil || types.Identical(s.t, o.t))
}

// name prints s as the spec writes it.
func (s styp) name(ps []tparam) string {
	switch {
	case s.param >= 0:
		return ps[s.param].name
	case s.kind == untypedInt:
		return "untyped int"
	case s.kind == untypedNil:
		return "untyped nil"
	case s.t == nil:
		return "no value"
	}
	return types.TypeString(s.t, pkgName)
}

// comparableIn reports whether == is defined on s.
func (s styp) comparableIn(ps []tparam) bool {
	if s.param >= 0 {
		return ps[s.param].comparable
	}
	return s.t != nil && types.Comparable(s.t)
}

// pkgName qualifies a type's name by its package's name, as Go code
// importing it writes it (time.Duration).
func pkgName(p *types.Package) string { return p.Name() }

// assignable reports whether a value of type from may be used where to is
// expected (converted to it): identical types, untyped constants that fit,
// and anything to any.
func assignable(from styp, to styp, c *big.Int) bool {
	switch {
	case to.same(from) && from.kind == typed:
		return true
	case to.isAny() && from.isParam():
		return to.t.Underlying().(*types.Interface).Empty()
	case to.isAny() && from.kind == untypedNil:
		return true
	case to.isAny() && from.kind == untypedInt:
		return types.AssignableTo(types.Typ[types.Int], to.t)
	case to.isAny():
		return from.t != nil && types.AssignableTo(from.t, to.t)
	case from.kind == untypedInt:
		return to.isInt() && c != nil && fits(c, to.basic())
	}
	return false
}

// resolveType resolves a type expression of the spec: a type parameter's
// name, a predeclared boolean, integer or string type, any or error, or
// (packageType, once the described package is known) a type of that
// package or of one it imports.
func (s *Spec) resolveType(e ast.Expr) (styp, bool) {
	if it, ok := e.(*ast.InterfaceType); ok && len(it.Methods.List) == 0 {
		return styp{param: -1, t: types.Universe.Lookup("any").Type()}, true
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return s.packageType(e)
	}
	for i, p := range s.params {
		if p.name == id.Name {
			return styp{param: i}, true
		}
	}
	obj, ok := types.Universe.Lookup(id.Name).(*types.TypeName)
	if !ok {
		return s.packageType(e)
	}
	switch t := obj.Type().(type) {
	case *types.Basic:
		if t.Info()&(types.IsBoolean|types.IsInteger|types.IsString) != 0 {
			return styp{param: -1, t: t}, true
		}
	case *types.Alias:
		if id.Name == "any" {
			return styp{param: -1, t: types.Universe.Lookup("any").Type()}, true
		}
	}
	if id.Name == "any" || id.Name == "error" {
		return styp{param: -1, t: obj.Type()}, true
	}
	return noType, false
}

// fits reports whether the constant c is a value of the integer type b.
func fits(c *big.Int, b *types.Basic) bool {
	w := values.Width(b)
	if b.Info()&types.IsUnsigned != 0 {
		return c.Sign() >= 0 && c.BitLen() <= w
	}
	lo := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(w-1)))
	hi := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	return c.Cmp(lo) >= 0 && c.Cmp(hi) < 0
}

var sizes64 = types.SizesFor("gc", "amd64")

// subst returns the Go type of s for the given type arguments.
func (s styp) subst(args []types.Type) types.Type {
	if s.param >= 0 {
		return args[s.param]
	}
	return s.t
}

func bigOf(i int64) *big.Int { return big.NewInt(i) }
