// This file defines the inlining of generic helpers into generic bodies:
// a method of a generic type calling another method of that type (a typed
// wrapper's GetOrSet calling its own Load and Store), or a generic
// function of the package, at the caller's own type parameters. go/ssa
// gives such a call an instantiation without a body of its own (a wrapper
// calling the generic origin); its body is the origin's, run with the
// origin's type parameters bound to the caller's (values/tpsubst.go).
//
// Soundness. A generic body is verified once for every instantiation: its
// type parameters' values are their interface values, their zero values
// and type tests unknown (values/typeparams.go). The helper is called at
// the caller's type parameters, so in every instantiation of the caller it
// runs at the same type arguments: the origin's body under the binding is
// exactly what runs, with the same zero values and type tests as the
// caller's. Whatever in the helper depends on the type argument is refused
// where it stands (generic.go), as it would be in the caller. A helper
// called at anything else that mentions a type parameter ([]K, or string
// and V) is not inlined: its values would not be represented as the
// caller's. Instantiations at concrete types have bodies of their own
// (ssa.InstantiateGenerics) and are inlined as any helper.

package paths

import (
	"fmt"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// inlineBody returns the body that inlining callee runs — callee's own,
// or for an instantiation at the walk's type parameters its generic
// origin's — and why it cannot be inlined ("" if it can).
func (w *walker) inlineBody(callee *ssa.Function) (*ssa.Function, string) {
	if !generic(callee) && !parameterized(callee) {
		return callee, ""
	}
	if generic(callee) {
		return nil, "generic function called without type arguments"
	}
	orig := callee.Origin()
	if orig == nil || len(orig.Blocks) == 0 || orig.TypeParams().Len() != len(callee.TypeArgs()) {
		return nil, "generic function without a body"
	}
	for i, targ := range callee.TypeArgs() {
		tp, ok := targ.(*types.TypeParam)
		if !ok || !w.walkTypeParam(tp) {
			return nil, fmt.Sprintf("instantiated at %s, not at type parameters of %s", typeArgList(callee), w.fn.Name())
		}
		from := orig.TypeParams().At(i)
		if b := w.model.BoundTypeParam(from); b != from && b != w.model.BoundTypeParam(tp) {
			return nil, fmt.Sprintf("instantiated at %s here and at other type arguments elsewhere in this function", typeArgList(callee))
		}
	}
	if r := refuseTypeParams(orig); r != nil {
		return nil, fmt.Sprintf("%s, at %s", r.Message, w.prog.Where(r.Pos))
	}
	return orig, ""
}

// walkTypeParam reports whether tp stands for a type parameter of the
// function walked (directly, or bound by an earlier inlining).
func (w *walker) walkTypeParam(tp *types.TypeParam) bool {
	tp = w.model.BoundTypeParam(tp)
	tps := w.fn.TypeParams()
	for i := 0; i < tps.Len(); i++ {
		if tps.At(i) == tp {
			return true
		}
	}
	return false
}

// bindTypeParams binds the type parameters of callee's generic origin to
// the type arguments of the call (inlineBody checked that they can be).
func (w *walker) bindTypeParams(callee, body *ssa.Function) {
	if body == callee {
		return
	}
	for i, targ := range callee.TypeArgs() {
		w.model.BindTypeParam(body.TypeParams().At(i), targ.(*types.TypeParam))
	}
}

func typeArgList(fn *ssa.Function) string {
	s := "["
	for i, t := range fn.TypeArgs() {
		if i > 0 {
			s += ", "
		}
		s += types.TypeString(t, types.RelativeTo(FuncPackage(fn)))
	}
	return s + "]"
}
