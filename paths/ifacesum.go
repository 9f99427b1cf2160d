// This file gives interface method calls their part in effect summaries
// (summary.go): a call whose implementation set is closed (ifaceset.go)
// does what one of its implementations does, so the component joins the
// summaries of those methods as it joins a static callee's; a call whose
// set is open may run any code: Effects, naming the source that opens it.
//
// Soundness. In every run the receiver is nil (the call panics, which
// every kind allows) or holds a value of a type of the set, and the call
// then runs that type's method: a bound of every such method's summary
// bounds the call. The sets are computed once per call site (cached), from
// an index built once per Program: summaries stay linear in the bodies.

package paths

import (
	"golang.org/x/tools/go/ssa"
)

// invokeKind says what interface method call cc does by itself: nothing
// when its set is closed (its implementations are callees), else Effects.
func (p *Program) invokeKind(cc *ssa.CallCommon) (SummaryKind, string) {
	if !isInterface(cc.Value.Type()) || isTypeParamType(cc.Value.Type()) {
		return Effects, "calls method " + cc.Method.Name() + " of a type parameter"
	}
	if set := p.dynTypes(cc.Value); set.open != "" {
		return Effects, "calls interface method " + cc.Method.Name() + ", whose implementations are open (" + set.open + ")"
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
