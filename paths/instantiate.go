// This file defines the instantiation at which a refused generic method is
// walked as written, for witnesses only. A generic body whose meaning
// depends on the instantiation (operator + on a type parameter) has no
// proof (generic.go); a confirmed interleaving of one valid instantiation
// of it is an interleaving a caller can run, so it is a violation of the
// generic code. Each type parameter is instantiated with any when its
// constraint admits it (as proofs of generic bodies read their values,
// values/typeparams.go), else with the first type of its constraint's
// type terms that makes the instantiation valid (int for ~int | ~int64).
// In a package of a Go version before 1.20, where any does not satisfy
// comparable, a comparable type parameter gets int. Constraints with
// methods get no instantiation: no type of the program is chosen for
// them.
//
// Instantiations are functions go/ssa shares among packages (their Pkg is
// nil); FuncPackage gives the package of any function, theirs included.

package paths

import (
	"go/types"
	"go/version"
	"strings"

	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// instantiated returns method fn of a generic type instantiated with
// concrete type arguments (built by go/ssa), and how: "K = any, N = int".
// It returns nil when fn is no method of a generic type or no valid
// instantiation is found.
func instantiated(p *Program, fn *ssa.Function) (*ssa.Function, string) {
	recv := fn.Signature.Recv()
	if recv == nil || fn.Object() == nil {
		return nil, ""
	}
	t, ptr := recv.Type(), false
	if pt, ok := t.(*types.Pointer); ok {
		t, ptr = pt.Elem(), true
	}
	named, ok := t.(*types.Named)
	if !ok || named.TypeParams().Len() == 0 {
		return nil, ""
	}
	targs, inst := typeArgs(p, named.Origin())
	if inst == nil {
		return nil, ""
	}
	if ptr {
		inst = types.NewPointer(inst)
	}
	sel := p.SSA.MethodSets.MethodSet(inst).Lookup(fn.Object().Pkg(), fn.Name())
	if sel == nil {
		return nil, ""
	}
	m := p.SSA.MethodValue(sel)
	if m == nil || len(m.Blocks) == 0 {
		return nil, ""
	}
	rtps := fn.Signature.RecvTypeParams() // the names the method uses
	how := make([]string, len(targs))
	for i := range how {
		how[i] = rtps.At(i).Obj().Name() + " = " + types.TypeString(targs[i], types.RelativeTo(FuncPackage(fn)))
	}
	return m, strings.Join(how, ", ")
}

// typeArgs chooses the type arguments of origin, and returns them with
// the instantiated type: each parameter's first candidate, then,
// parameter by parameter, the first candidate that makes the
// instantiation valid. The type is nil when no choice is valid.
func typeArgs(p *Program, origin *types.Named) ([]types.Type, types.Type) {
	tps := origin.TypeParams()
	choices := make([][]types.Type, tps.Len())
	targs := make([]types.Type, tps.Len())
	for i := range choices {
		choices[i] = candidates(tps.At(i), origin.Obj().Pkg())
		if len(choices[i]) == 0 {
			return nil, nil
		}
		targs[i] = choices[i][0]
	}
	var valid types.Type
	for i, cs := range choices {
		valid = nil
		for _, c := range cs {
			targs[i] = c
			if inst, err := types.Instantiate(p.instances, origin, targs, true); err == nil {
				valid = inst
				break
			}
		}
	}
	return targs, valid
}

// candidates lists the type arguments tried for tp, of package pkg: any
// (int for comparable before Go 1.20), or the types of its constraint's
// terms that mention no type parameter (the T of ~T is
// in the type set of ~T), in the order written.
func candidates(tp *types.TypeParam, pkg *types.Package) []types.Type {
	if values.AdmitsAny(tp) {
		if iface, ok := tp.Constraint().Underlying().(*types.Interface); ok && !iface.IsMethodSet() &&
			pkg != nil && version.IsValid(pkg.GoVersion()) && version.Compare(pkg.GoVersion(), "go1.20") < 0 {
			return []types.Type{types.Typ[types.Int]} // comparable: any satisfies it from Go 1.20 on
		}
		return []types.Type{types.Universe.Lookup("any").Type()}
	}
	iface, ok := tp.Constraint().Underlying().(*types.Interface)
	if !ok || iface.NumMethods() > 0 {
		return nil
	}
	return termTypes(nil, iface, map[*types.Interface]bool{})
}

// termTypes appends the types of iface's terms, through the interfaces it
// embeds and the interfaces among union terms (constraints.Integer is
// Signed | Unsigned), skipping types that mention a type parameter.
func termTypes(out []types.Type, iface *types.Interface, seen map[*types.Interface]bool) []types.Type {
	if seen[iface] {
		return out
	}
	seen[iface] = true
	for i := 0; i < iface.NumEmbeddeds(); i++ {
		e := iface.EmbeddedType(i)
		if u, ok := e.(*types.Union); ok {
			for j := 0; j < u.Len(); j++ {
				out = appendTerm(out, u.Term(j).Type(), seen)
			}
			continue
		}
		out = appendTerm(out, e, seen)
	}
	return out
}

// appendTerm appends term type t, or the term types of the interface it is.
func appendTerm(out []types.Type, t types.Type, seen map[*types.Interface]bool) []types.Type {
	if iface, ok := t.Underlying().(*types.Interface); ok {
		return termTypes(out, iface, seen)
	}
	if mentionsTypeParam(t) {
		return out
	}
	return append(out, t)
}

// FuncPackage is the package fn belongs to: its own, or for an
// instantiation (which go/ssa shares, Pkg nil) its generic origin's, or
// for a closure its parent's.
func FuncPackage(fn *ssa.Function) *types.Package {
	for fn != nil {
		switch {
		case fn.Pkg != nil:
			return fn.Pkg.Pkg
		case fn.Origin() != nil && fn.Origin() != fn:
			fn = fn.Origin()
		default:
			fn = fn.Parent()
		}
	}
	return nil
}
