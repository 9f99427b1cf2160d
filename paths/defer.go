// This file defines the translation of defer: a deferred call of a
// functional function has no effect, but it runs when the function returns
// or panics, and if it panics, that panic becomes the outcome (replacing a
// panic in progress). A deferred call on the base object that cannot
// panic (defer m.Delete(k)) is a call of the path at the function's exit,
// its arguments those of the defer statement; it runs on a panicking exit
// too. Other deferred calls with effects are refused.

package paths

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A deferred call: whether it panics, and with what value; or a call on
// the base object, which never panics.
type deferred struct {
	panics, value *smt.Term
	call          *Call
}

// deferCall records a deferred call, its arguments evaluated now.
func (w *walker) deferCall(st *state, in *ssa.Defer) {
	st.effects++
	cc := in.Common()
	callee := cc.StaticCallee()
	if bi, ok := cc.Value.(*ssa.Builtin); ok {
		w.refuse(in.Pos(), "defer of builtin %s: not supported", bi.Name())
		return
	}
	if cc.IsInvoke() || callee == nil {
		w.refuse(in.Pos(), "defer of a dynamic call: not supported")
		return
	}
	if w.client.lockOps[in] { // a critical section's deferred Unlock: no effect on data (locksection.go)
		st.defers = append(st.defers, deferred{panics: smt.False, value: w.model.Nil()})
		return
	}
	if onCycle(in.Block()) {
		// Every iteration pushes a deferred call, but a path runs one
		// iteration: the earlier ones' calls would be lost.
		w.refuse(in.Pos(), "defer in a loop: not supported")
		return
	}
	if recv := callee.Signature.Recv(); recv != nil {
		if coll, ok := w.prog.Catalog.Lookup(recv.Type()); ok {
			if c := w.deferredCollectionCall(st, in, coll, callee.Name()); c != nil {
				st.defers = append(st.defers, deferred{panics: smt.False, value: w.model.Nil(), call: c})
			}
			return
		}
	}
	if deferredStop(cc) { // no effect, no panic (clock.go)
		st.defers = append(st.defers, deferred{panics: smt.False, value: w.model.Nil()})
		return
	}
	argOnly, ok := w.functionalKind(callee)
	if !ok {
		if sum, ok := w.inferred(callee); ok { // by its summary (summarycall.go)
			fc := w.prepareFunctional(st, cc, callee.Object().(*types.Func), sum.Kind == PureArgs, sum.Kind == Observer)
			if callee.Signature.Recv() != nil {
				w.release(st, fc, callee.Object().(*types.Func), cc.Args[0], nil, nil, in.Pos()) // syncrelease.go
			}
			p, v := w.fnPanics(st, fc)
			st.defers = append(st.defers, deferred{panics: p, value: v})
			return
		}
		w.refuse(in.Pos(), "defer of %s, which may have effects: not supported (only functional calls may be deferred)", callee.RelString(FuncPackage(w.fn)))
		return
	}
	if obj := callee.Object().(*types.Func); w.prog.badAnnotation(obj, callee) != nil { // also another package's (importann.go)
		w.refuseNotAtomic(&Refusal{Pos: in.Pos(), Message: w.brokenAnnotation("defers", obj, w.prog.badAnnotation(obj, callee))})
		return
	}
	w.trustAnnotation(callee.Object().(*types.Func), argOnly)
	fc := w.prepareFunctional(st, cc, callee.Object().(*types.Func), argOnly, false)
	p, v := w.fnPanics(st, fc)
	st.defers = append(st.defers, deferred{panics: p, value: v})
}

// deferredCollectionCall returns the call that defer statement in makes of
// method on the base object, its arguments evaluated now; nil, refusing the
// function, when it is on another object, has no sequential behaviour,
// takes a callback or may panic.
func (w *walker) deferredCollectionCall(st *state, in *ssa.Defer, coll axioms.Collection, method string) *Call {
	cc := in.Common()
	m, ok := w.client.Collection.Method(method)
	switch {
	case !w.isBase(st, cc.Args[0]):
		w.refuse(in.Pos(), "defer of %s on %s, other than the base object %s: not supported", method, w.calledObject(cc.Args[0]), w.baseObject())
		return nil
	case !ok:
		w.refuse(in.Pos(), "%s.%s: no axioms for this method", coll.Name(), method)
		return nil
	case m.NotAtomic != "" || m.Choices > 0:
		w.refuse(in.Pos(), "defer of %s, which is not one atomic step: not supported", method)
		return nil
	case m.Clock:
		w.refuse(in.Pos(), "defer of %s, which reads the clock: not supported", method)
		return nil
	}
	call := &Call{Method: m, Pos: in.Pos()}
	uncomparable := false
	for _, a := range cc.Args[1:] {
		if _, isFunc := a.Type().Underlying().(*types.Signature); isFunc {
			w.refuse(in.Pos(), "defer of %s with a callback: not supported", method)
			return nil
		}
		x, unc := w.callArg(st, m, a)
		call.Args = append(call.Args, x)
		uncomparable = uncomparable || unc
	}
	probe, mayPanic := w.probeCall(w.client.Collection, m, call, uncomparable)
	if mayPanic {
		w.refuse(in.Pos(), "defer of %s, which may panic: not supported", method)
		return nil
	}
	for j, r := range probe.Results { // discarded, but every call binds its results
		call.Results = append(call.Results, w.fresh(st, fmt.Sprintf("d%d!%s%d", len(st.defers), m.Name, j), r.Sort))
		w.setName(call.Results[j].Op, nth(j)+" result of the deferred "+m.Name)
	}
	return call
}

// runDeferredCalls makes the deferred calls on the base object, last
// first: the function is returning or panicking.
func runDeferredCalls(st *state) {
	for i := len(st.defers) - 1; i >= 0; i-- {
		if c := st.defers[i].call; c != nil {
			st.calls = append(st.calls, c)
		}
	}
}

// onCycle reports whether b can run again after itself (it lies in a loop).
func onCycle(b *ssa.BasicBlock) bool {
	seen := map[*ssa.BasicBlock]bool{}
	work := append([]*ssa.BasicBlock(nil), b.Succs...)
	for len(work) > 0 {
		s := work[len(work)-1]
		work = work[:len(work)-1]
		if s == b {
			return true
		}
		if !seen[s] {
			seen[s] = true
			work = append(work, s.Succs...)
		}
	}
	return false
}

// deferredPanic returns the outcome of running the deferred calls, last
// first: whether one panics, and the value of the panic that ends the
// function, starting from value (nil when the function was returning).
func deferredPanic(st *state, panicking, value *smt.Term) (*smt.Term, *smt.Term) {
	for i := len(st.defers) - 1; i >= 0; i-- {
		d := st.defers[i]
		value = smt.Ite(d.panics, d.value, value)
		panicking = smt.Or(panicking, d.panics)
	}
	return panicking, value
}

// runDefers translates RunDefers before a return: the path forks on whether
// a deferred call panics.
func (w *walker) runDefers(st *state, b *ssa.BasicBlock, i int) bool {
	if len(st.defers) == 0 {
		return true
	}
	runDeferredCalls(st)
	cond, value := deferredPanic(st, smt.False, w.model.Nil())
	st.defers = nil // they have run
	return w.guard(st, b, i, cond, value, nil)
}
