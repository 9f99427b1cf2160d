// This file defines the synchronization releases of package sync: calls
// whose only effect other goroutines can observe is to let some of them
// go on. sync.WaitGroup's Add and Done (a Wait returns once the counter
// is zero) and sync.Cond's Signal and Broadcast (a waiter wakes). A
// function that counts itself done (`defer wg.Done()`) or wakes a waiter
// around its calls on a base object is summarized as an observer of
// them: no effect on the objects it composes, its panic (Add and Done
// panic on a negative counter) arbitrary.
//
// Soundness. A release adds an order between this goroutine's earlier
// steps and another goroutine's later ones: it only removes
// interleavings, and the proof and the witness search already let any
// other goroutine run at every point between the function's calls. No
// base object is a WaitGroup or Cond (the collections are the catalog's),
// so the composed objects' states are untouched. The counter and the
// waiters' list are unexported: Go code reads them only through the
// type's own methods, whose results and panics are arbitrary here (an
// observer's, Summary), or by copying the whole value, which go vet's
// copylocks check reports (neither may be copied after first use); the
// memory the path models exactly (fresh objects) is left as it was
// otherwise. Wait, which blocks, is not a release and keeps its body's
// summary.
//
// Assumption. Add and Done panic when the counter goes below zero, a
// misuse of the WaitGroup of its own: the releases are taken never to
// panic (Program.neverPanics), so that the panic is no free choice a
// condensed run could make otherwise, and a direct call lists this among
// the function's trusted assumptions.

package paths

import (
	"go/token"
	"go/types"
	"strings"
)

// syncRelease reports whether obj is a release of package sync:
// (*WaitGroup).Add or Done, (*Cond).Signal or Broadcast.
func syncRelease(obj *types.Func) bool {
	if obj.Pkg() == nil || obj.Pkg().Path() != "sync" {
		return false
	}
	recv := obj.Signature().Recv()
	if recv == nil {
		return false
	}
	ptr, ok := recv.Type().(*types.Pointer)
	if !ok {
		return false
	}
	named, ok := ptr.Elem().(*types.Named)
	if !ok {
		return false
	}
	switch named.Obj().Name() + "." + obj.Name() {
	case "WaitGroup.Add", "WaitGroup.Done", "Cond.Signal", "Cond.Broadcast":
		return true
	}
	return false
}

// trustRelease lists the assumption a direct call of obj relies on, when
// it is a WaitGroup's release.
func (w *walker) trustRelease(obj *types.Func, pos token.Pos) {
	if syncRelease(obj) && strings.HasPrefix(obj.FullName(), "(*sync.WaitGroup)") {
		w.trust("a WaitGroup's counter never goes below zero (Add and Done would panic)", pos)
	}
}
