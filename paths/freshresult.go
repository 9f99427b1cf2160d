// This file defines freshResult: a call whose result is a new object its
// callee made and let go of only by returning it, so that the caller's
// stores into it before it escapes construct it (constructionStores), as
// stores into the caller's own allocation do: copyServerMetrics returns
// &ServerMetrics{...}, and its caller sets one field before publishing
// the copy.

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// freshResult reports whether call's one result is a pointer its static
// callee allocated on every return and let escape only by that return.
//
// Soundness: the callee's allocation is new on each call, and no use in
// the callee but the return can let another goroutine reach it (no store
// of its address into other memory, no go statement, no call taking it,
// no closure but a callback's, which only reads the cells it captures,
// and errors.As's target, which the call writes: allocUsesVia); so when the call returns, only the caller holds it, and a
// store of the caller's that no escape can precede writes memory no other
// goroutine reaches yet: it constructs the object rather than changing
// one that other code has seen.
func freshResult(call *ssa.Call) bool {
	fn := call.Call.StaticCallee()
	if fn == nil || len(fn.Blocks) == 0 || fn.Signature.Results().Len() != 1 {
		return false
	}
	if _, ptr := fn.Signature.Results().At(0).Type().Underlying().(*types.Pointer); !ptr {
		return false
	}
	returns := 0
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			ret, ok := instr.(*ssa.Return)
			if !ok {
				continue
			}
			returns++
			alloc, ok := ret.Results[0].(*ssa.Alloc)
			if !ok || !alloc.Heap {
				return false
			}
			if _, escapes := allocUsesVia(alloc, false); len(escapes) != 1 || escapes[0] != ret {
				return false
			}
		}
	}
	return returns > 0
}
