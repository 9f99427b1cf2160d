// This file defines the reason given for a call of a function of the
// loaded packages that is neither interpreted nor inlined: why it was not
// inlined, and the suggestion to mark it //snowflake:functional only when
// its body could pass that annotation's check (annotations.go). A body
// that calls a collection, writes memory that existed before the call or
// otherwise breaks the check is named instead, with where: the annotation
// would fail its own check.

package paths

import (
	"fmt"
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
// to add).
func (w *walker) notInlinedHint(callee *ssa.Function, why string) string {
	pkg := FuncPackage(callee)
	if pkg == nil || !w.inRoots(pkg) {
		return ""
	}
	var parts []string
	if why != notHelper {
		parts = append(parts, why)
	}
	if brk := w.cannotBeFunctional(callee); brk != "" {
		parts = append(parts, "it cannot be marked //snowflake:functional: it "+brk)
	} else {
		parts = append(parts, "mark it //snowflake:functional if it has no effects")
	}
	return " (" + strings.Join(parts, "; ") + ")"
}

// cannotBeFunctional returns the first instruction of callee's body (its
// generic origin's, for an instantiation) that no functional annotation
// admits, with where ("" if there is none). Calls of functions that are
// not functional are passed over: they could be annotated in turn.
func (w *walker) cannotBeFunctional(callee *ssa.Function) string {
	body := callee
	if o := callee.Origin(); o != nil && len(o.Blocks) > 0 {
		body = o
	}
	pos, brk := firstBreak(body, func(instr ssa.Instruction) string {
		why := functionalInstr(instr, w.prog)
		if strings.HasSuffix(why, ", which is not functional") {
			return ""
		}
		return why
	})
	if brk == "" {
		return ""
	}
	return fmt.Sprintf("%s at %s", brk, w.prog.Where(pos))
}
