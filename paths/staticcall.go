// This file defines the tail of a static call's translation, shared by
// calls of a function named in the code (calls.go) and calls of an
// interface method dispatched to one dynamic type (iface.go): inlined
// when the callee is a helper of the module, else translated by its
// summary when it has no effect, else refused.

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A bound is a static call's callee and how its parameters are bound: to
// the call's arguments, or (recv not nil) the receiver to recv, the value
// of type recvT an interface value holds, and the others to the call's
// arguments. via, when set, says which interface method call this is.
type bound struct {
	callee *ssa.Function
	recv   *smt.Term
	recvT  types.Type
	via    string
}

// staticTail translates call in as a call of bc.callee: inlined, by its
// summary, or refused.
func (w *walker) staticTail(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, bc *bound) bool {
	callee := bc.callee
	why := w.inlinable(st, callee)
	if why == "" {
		return w.inlineBound(st, b, i, in, callee, bc.recv, in.Common().Args, 0)
	}
	if next, ok := w.summaryCall(st, b, i, in, bc); ok { // no effect: by its summary (summarycall.go)
		return next
	}
	if bc.via == "" {
		w.refuseCall(in, callee, why) // inlinehint.go
		return true
	}
	w.refuse(in.Pos(), "%scall to %s: not supported%s", bc.via, callee.RelString(FuncPackage(w.fn)), w.notInlinedHint(callee, why))
	return true
}
