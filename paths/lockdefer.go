// This file defines the lock flow's rule for deferred releases: a deferred
// Unlock or RUnlock of a candidate mutex must find the mutex held from the
// defer statement to every exit of its frame, panics included.
//
// Why. The flow checks a deferred release where the function returns. A
// panic runs it where the panic happens instead, and Go's Unlock does not
// check which goroutine holds the mutex: a release that finds it free
// there, or held by another goroutine, ends that goroutine's critical
// section half way. A recover in any caller, in this package or another
// (net/http recovers its handlers' panics), lets the program go on with
// the discipline broken. In
//
//	defer r.mu.Unlock()
//	if fail { panic("fail") }
//	r.mu.Lock()
//
// Put(x, true) releases the lock of another goroutine's Put(k, false)
// between its Load and its Store, and a third goroutine's Put(k, false)
// then runs whole in between: both return true for k.
//
// The rule. (1) At the defer, the frame holds the mutex in the mode the
// release wants (heldAtDefer). (2) While the release is pending, no
// explicit Unlock or RUnlock of the mutex runs, in the frame or in a
// helper the flow follows from it, nor a deferred one of such a helper at
// its return (releasesPending; the helpers' frames carry the pending
// mutexes of their callers: pendingBelow). Sound because a mutex the
// flow's goroutine holds is released only by its own Unlock or RUnlock
// (another package cannot name a candidate mutex: locks.go; a function of
// the package run otherwise is analysed from its own entry, where it holds
// nothing, so its release already breaks the discipline there): by (1)
// and (2) the mutex is held at every instruction after the defer, and so
// wherever a panic may start the unwinding.

package paths

import "go/token"

// heldAtDefer reports whether the frame holds op's mutex, in the mode its
// release wants, where op is deferred; it fails the flow when it may not.
func (f *lockFlow) heldAtDefer(fr *lockFrame, st *lockState, op lockOp) bool {
	want, release := releaseMode(op)
	if !release || !op.cand || st.held[op.id] == want {
		return true
	}
	f.fail(op.pos, "defer of %s.%s() where %s may not hold it: a panic before it is locked would release another goroutine's lock", op.expr, op.name, funcLabel(fr.fn))
	return false
}

// releasesPending reports, failing the flow, whether op releases a
// candidate mutex whose release is pending: deferred by a caller of the
// frame, or (st not nil: an explicit call) by the frame itself.
func (f *lockFlow) releasesPending(fr *lockFrame, st *lockState, op lockOp) bool {
	if _, release := releaseMode(op); !release || !op.cand {
		return false
	}
	pending, at := fr.pending[op.id], token.NoPos
	if st != nil {
		for _, d := range st.deferred {
			if _, r := releaseMode(d); r && d.id == op.id {
				pending, at = true, d.pos
			}
		}
	}
	if !pending {
		return false
	}
	where := "by a caller of " + funcLabel(fr.fn)
	if at != token.NoPos {
		where = "at " + f.p.Where(at)
	}
	f.fail(op.pos, "%s.%s() while its release deferred %s is pending: a panic after it would release another goroutine's lock", op.expr, op.name, where)
	return true
}

// pendingBelow returns the pending releases of a helper called from fr in
// state st: fr's own (st.deferred holds only candidates' operations:
// step), and those its callers deferred.
func pendingBelow(fr *lockFrame, st *lockState) map[lockID]bool {
	out := map[lockID]bool{}
	for id := range fr.pending {
		out[id] = true
	}
	for _, d := range st.deferred {
		if _, r := releaseMode(d); r {
			out[d.id] = true
		}
	}
	return out
}

// releaseMode returns the mode a release finds its mutex held in, and
// whether op is a release at all.
func releaseMode(op lockOp) (lockMode, bool) {
	switch op.name {
	case "Unlock":
		return heldWrite, true
	case "RUnlock":
		return heldRead, true
	}
	return 0, false
}
