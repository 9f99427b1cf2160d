// This file defines the synchronization releases of package sync: calls
// whose only effect other goroutines can observe is to let some of them
// go on. sync.WaitGroup's Done (a Wait returns once the counter is zero)
// and sync.Cond's Signal and Broadcast (a waiter wakes). A function that
// counts itself done (`defer wg.Done()`) or wakes a waiter around its
// calls on a base object is summarized as an observer of them: no effect
// on the objects it composes.
//
// Soundness. A release adds an order between this goroutine's earlier
// steps and another goroutine's later ones: it only removes
// interleavings, and the proof and the witness search already let any
// other goroutine run at every point between the function's calls. No
// base object is a WaitGroup or Cond (the collections are the catalog's),
// so the composed objects' states are untouched. The counter and the
// waiters' list are unexported: Go code reads them only through the
// type's own methods, or by copying the whole value, which go vet's
// copylocks check reports (neither may be copied after first use); the
// memory the path models exactly (fresh objects) is left as it was
// otherwise. Add is no release: a positive delta makes another
// goroutine's Wait block, which that goroutine observes (a check, then
// Add(1), lets a Shutdown's Wait return before the Add); Wait, which
// blocks, is none either. Both keep their bodies' summaries.
//
// Panics. A release called directly panics exactly when its receiver is
// nil (the same in the run checked and the condensed one), else never:
// Done with the counter at zero and a Cond copied after first use panic
// too, misuses of their own that the verdict assumes away, listed as
// trusted. A release inside a summarized body of another package is an
// observer whose panic is a free choice.

package paths

import (
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// syncRelease reports whether obj is a release of package sync:
// (*WaitGroup).Done, (*Cond).Signal or Broadcast.
func syncRelease(obj *types.Func) bool {
	switch obj.FullName() {
	case "(*sync.WaitGroup).Done", "(*sync.Cond).Signal", "(*sync.Cond).Broadcast":
		return true
	}
	return false
}

// release makes fc, a direct call of obj, panic exactly when its receiver
// is nil, and lists the assumption this makes, when obj is a release: the
// receiver a on st, as nilCheck reads a dereference, or, for a dispatched
// call (a nil), recv of type t.
func (w *walker) release(st *state, fc *fnCall, obj *types.Func, a ssa.Value, recv *smt.Term, t types.Type, pos token.Pos) {
	if !syncRelease(obj) {
		return
	}
	switch {
	case a == nil:
		fc.panicsWhen = smt.Eq(recv, w.nilOf(t))
	case st.nonnil[a] || isNonNil(a):
		fc.panicsWhen = smt.False
	default:
		fc.panicsWhen = smt.Eq(w.value(st, a), w.nilOf(a.Type()))
	}
	w.trust("a WaitGroup's counter is above zero at Done and a Cond is never copied (they would panic)", pos)
}
