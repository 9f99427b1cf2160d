// This file extends the rule of ifaceopen.go to interface calls whose
// implementation set is closed but whose implementations are another
// package's code with effects: grpc-go's `logger.V(2)` on a package
// variable set from grpclog.Component, when grpclog is loaded too, so
// that the set is {*grpclog.componentData}, whose V ends in the logger
// the user may replace (an open call inside: Effects).
//
// The rule. Such a call is translated as ifaceopen.go's openCall
// translates a call of an open set (an observer's fresh results and
// panic, no effect on the path's own memory, listed as trusted), under
// the same conditions (the receiver is a package variable's value, the
// arguments hold no reference, the client's base is confined and the
// function touches no other object), when every implementation in the
// set is a method declared in a package other than the client's (no
// wrapper: a promoted method may run the client package's code) and at
// least one has effects (otherwise dispatching to them is exact and
// preferred).
//
// Soundness. The argument of ifaceopen.go never uses that the code the
// call runs is unknown; it uses that the code is not the client
// package's own, is handed none of the client package's code (so it
// reaches that code only through the package's API, which the trust
// entry says it does not call) and gets no reference into the path's
// memory. All hold of the implementations here: they are other packages'
// methods, the client package hands them none of its code (checked as
// for an open set), and their receiver and arguments are a package
// variable's value and values holding no reference.

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// foreignCall translates in, a call of interface method name whose set
// ts is closed, by the rule above; ok is false when the rule does not
// apply (the call is then dispatched to the implementations).
func (w *walker) foreignCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, name string, ts []types.Type) (next, ok bool) {
	why := w.foreignEffects(in.Common(), ts)
	if why == "" {
		return false, false
	}
	return w.openCall(st, b, i, in, name, why)
}

// foreignEffects says why the implementations of cc's method among ts
// are to be taken as open ("" when the rule does not apply): each is a
// method declared outside the client's package, and one has effects.
func (w *walker) foreignEffects(cc *ssa.CallCommon, ts []types.Type) string {
	if w.client == nil || len(ts) == 0 {
		return ""
	}
	effects := ""
	for _, t := range ts {
		sel := w.prog.SSA.MethodSets.MethodSet(t).Lookup(cc.Method.Pkg(), cc.Method.Name())
		if sel == nil {
			continue
		}
		fn := w.prog.SSA.MethodValue(sel)
		if fn == nil || fn.Synthetic != "" || fn.Pkg == nil || fn.Pkg.Pkg == w.client.Pkg.Types {
			return ""
		}
		if sum := w.prog.Summarize(fn); sum.Kind > Observer && effects == "" {
			effects = sum.Reason(w.prog, fn.RelString(FuncPackage(w.fn)))
		}
	}
	if effects == "" {
		return ""
	}
	return "another package's code with effects: " + effects
}
