// This file defines escapes: whether an object the function allocates is
// reached by its goroutine alone (objectforms.go's fresh objects, whose
// calls are no composite operation on a shared object).

package paths

import "golang.org/x/tools/go/ssa"

// escapes reports whether the object v points to (or an address inside
// it) is used otherwise than as the receiver of a method call (or the
// first argument of a function of sync/atomic), a load or a store into it:
// stored elsewhere, passed to a call, captured by a closure. An object
// that does not escape is reached by the function's goroutine alone.
func escapes(v ssa.Value) bool {
	for _, ref := range *v.Referrers() {
		switch r := ref.(type) {
		case *ssa.FieldAddr, *ssa.IndexAddr:
			if escapes(r.(ssa.Value)) {
				return true
			}
		case *ssa.Store:
			if r.Val == v {
				return true
			}
		case *ssa.UnOp, *ssa.DebugRef:
		case ssa.CallInstruction:
			if !receiverOnly(r.Common(), v) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// receiverOnly reports whether v is the receiver of the static call cc (a
// method's, or a sync/atomic function's first argument) and no other
// argument of it.
func receiverOnly(cc *ssa.CallCommon, v ssa.Value) bool {
	callee := cc.StaticCallee()
	if callee == nil || len(cc.Args) == 0 || cc.Args[0] != v {
		return false
	}
	if callee.Signature.Recv() == nil && (callee.Pkg == nil || callee.Pkg.Pkg.Path() != "sync/atomic") {
		return false
	}
	for _, a := range cc.Args[1:] {
		if a == v {
			return false
		}
	}
	return true
}
