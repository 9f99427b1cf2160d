// This file gives interface method calls their part in effect summaries
// (summary.go): a call whose implementation set is closed (ifaceset.go)
// does what one of its implementations does, so the component joins the
// summaries of those methods as it joins a static callee's; a call whose
// set is open may run any code: Effects, naming the source that opens it.
//
// Soundness. In every run the receiver is nil (the call panics, which
// every kind allows) or holds a value of a type of the set, and the call
// then runs that type's method: a bound of every such method's summary
// bounds the call. An open set of a method of unexported name joins the
// methods of that name its package declares (packageImpls): every body
// the call may run. The sets are computed once per call site (cached), from
// an index built once per Program: summaries stay linear in the bodies.

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// invokeKind says what interface method call cc does by itself: nothing
// when its set is closed (its implementations are callees), else Effects.
func (p *Program) invokeKind(cc *ssa.CallCommon) (SummaryKind, string) {
	if !isInterface(cc.Value.Type()) || isTypeParamType(cc.Value.Type()) {
		return Effects, "calls method " + cc.Method.Name() + " of a type parameter"
	}
	if set := p.dynTypes(cc.Value); set.open != "" {
		if _, why := p.packageImpls(cc.Method); cc.Method.Exported() || why != "" {
			return Effects, "calls interface method " + cc.Method.Name() + ", whose implementations are open (" + set.open + ")"
		}
	}
	return Pure, ""
}

// invokeCallees returns the methods interface method call cc may run,
// when its set is closed.
func (p *Program) invokeCallees(cc *ssa.CallCommon) []*ssa.Function {
	if !isInterface(cc.Value.Type()) || isTypeParamType(cc.Value.Type()) {
		return nil
	}
	set := p.dynTypes(cc.Value)
	if set.open != "" && !cc.Method.Exported() {
		impls, _ := p.packageImpls(cc.Method) // an unexported method's bodies
		return impls
	}
	if set.open != "" {
		return nil
	}
	var out []*ssa.Function
	for _, t := range set.types {
		if sel := p.SSA.MethodSets.MethodSet(t).Lookup(cc.Method.Pkg(), cc.Method.Name()); sel != nil {
			if fn := p.SSA.MethodValue(sel); fn != nil {
				out = append(out, fn)
			}
		}
	}
	return out
}

// packageImpls returns the bodies a call of interface method m, of an
// unexported name, may run whatever the receiver: the methods named m
// declared in m's package, on any of its types. A type of another package
// has m only by embedding one of that package's types (or interfaces),
// whose method the promoted one runs on the embedded value; so every body
// the call runs, through any number of such promotions, is one of these,
// or a nil dereference. why says when they cannot be listed (a generic
// type's method, whose body depends on the instantiation).
func (p *Program) packageImpls(m *types.Func) (impls []*ssa.Function, why string) {
	if m.Pkg() == nil {
		return nil, "a method of no package"
	}
	scope := m.Pkg().Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok {
			continue
		}
		for i := 0; i < named.NumMethods(); i++ {
			meth := named.Method(i)
			if meth.Name() != m.Name() || meth.Pkg() != m.Pkg() {
				continue
			}
			if named.TypeParams().Len() > 0 {
				return nil, "its implementation " + named.Obj().Name() + "." + m.Name() + " is a generic type's"
			}
			fn := p.SSA.FuncValue(meth)
			if fn == nil {
				return nil, "its implementation " + named.Obj().Name() + "." + m.Name() + " has no body"
			}
			impls = append(impls, fn)
		}
	}
	return impls, ""
}
