// This file defines the reason given for a call of a function of the
// loaded packages that is neither interpreted, inlined nor translated by
// its summary (summarycall.go): why it was not inlined, and what its body
// does (a collection call, a write to memory that existed before the
// call...), with where. No annotation is suggested: a body without effects
// needs none.

package paths

import (
	"strings"

	"golang.org/x/tools/go/ssa"
)

const notHelper = "not a helper of this package"

// refuseCall refuses the call in of callee, not inlined for why. A
// generic helper refused for what depends on the instantiation refuses the
// function as its own such construct would: it is walked again at one
// valid instantiation, as written (instantiate.go), where the helper is an
// instantiation with a body of its own.
func (w *walker) refuseCall(in *ssa.Call, callee *ssa.Function, why string) {
	w.refuse(in.Pos(), "call to %s: not supported%s", callee.RelString(FuncPackage(w.fn)), w.notInlinedHint(callee, why))
	if o := callee.Origin(); o != nil && parameterized(callee) && w.refusal != nil && w.refusal.Pos == in.Pos() && refuseTypeParams(o) != nil {
		w.refusal.typeParams = true
	}
}

// notInlinedHint returns the parenthesized reason appended to "call to X:
// not supported" for callee, not inlined for why ("" when there is nothing
// to add): why, when callee is of the verified packages, and what its
// body does that keeps its summary from translating the call.
func (w *walker) notInlinedHint(callee *ssa.Function, why string) string {
	var parts []string
	if pkg := FuncPackage(callee); pkg != nil && w.inRoots(pkg) && why != notHelper {
		parts = append(parts, why)
	}
	if reason := w.summaryReason(callee); reason != "" {
		parts = append(parts, reason)
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, "; ") + ")"
}
