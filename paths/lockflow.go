// This file defines lockFlow: the must-hold dataflow of the lock-discipline
// analysis (locks.go) over one function's SSA blocks, following the calls
// of the package's helpers with the caller's state.
//
// Transfer. Lock and RLock of a mutex hold it (for writing, for reading);
// Unlock and RUnlock release it and must find it held that way (else the
// goroutine may release another's critical section: the discipline is
// broken); a deferred mutex operation runs at every return, in reverse
// order; TryLock, TryRLock and RLocker are refused. A static call of a
// function of the package is followed: its body runs from the caller's
// state (its parameters named by the caller's arguments) and the caller
// continues from the join of its returns. Other calls hold and release
// nothing: a function of the package reached otherwise (a function value,
// an interface method, a goroutine) is analysed from its own entry with
// nothing held (locks.go, roots), so it cannot release the caller's
// mutex without breaking the discipline there; other packages cannot name
// the mutex (it is confined: locks.go).
//
// An access to the base is a call of the collection's methods (or of
// sync/atomic's functions) on its address (or, for a base held by pointer,
// on the pointer loaded from its field): a mutator when the axioms say the
// method may mutate (axioms.Method.MayMutate). The address may also be
// converted, merged by a phi (of one object's: else no mutex guards it),
// or passed to a helper of the package (followed, the helper's parameter
// standing for it). Any other use (stored, captured, passed to another
// package or a goroutine) breaks the discipline: the analysis would lose
// sight of it.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// maxLockDepth bounds the helpers followed inside one another.
const maxLockDepth = 8

// A lockFrame is one function being analysed: the caller's names for its
// parameters and free variables, and its values that are the base's
// address, with the object holding the base.
type lockFrame struct {
	fn    *ssa.Function
	bind  map[ssa.Value]lockID
	taint map[ssa.Value]lockID  // the base's address (or pointer) → its holder
	which map[ssa.Value]*Client // → which of the flow's bases it is
	depth int
	// pending are the candidate mutexes whose Unlock or RUnlock a caller
	// of the frame has deferred (lockdefer.go).
	pending map[lockID]bool
}

func newLockFrame(fn *ssa.Function, depth int) *lockFrame {
	return &lockFrame{fn: fn, bind: map[ssa.Value]lockID{}, taint: map[ssa.Value]lockID{}, which: map[ssa.Value]*Client{}, depth: depth}
}

// setTaint records v as the address (or pointer) of base b held by h.
func (fr *lockFrame) setTaint(v ssa.Value, h lockID, b *Client) {
	fr.taint[v], fr.which[v] = h, b
}

// ident names the address v by the value it lives below.
func (fr *lockFrame) ident(v ssa.Value) lockID {
	v = unconvert(v)
	if id, ok := fr.bind[v]; ok {
		return id
	}
	if fa, ok := v.(*ssa.FieldAddr); ok {
		return fr.ident(fa.X).field(fa.Field)
	}
	return lockID{root: v}
}

// run analyses fr's function from entry and returns the state at its
// returns (top when it never returns). With record set, accesses and
// mutex operations are reported to the flow's sinks; the fixpoint itself
// is computed without.
func (f *lockFlow) run(fr *lockFrame, entry *lockState) *lockState {
	if f.brk != nil {
		return topLockState()
	}
	f.markTaint(fr)
	record := f.record
	f.record = false
	in := f.fixpoint(fr, entry)
	f.record = record
	exit := topLockState()
	for _, b := range fr.fn.Blocks {
		st := in[b].clone()
		if st.top {
			continue
		}
		for _, instr := range b.Instrs {
			f.step(fr, instr, st)
		}
		if _, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			exit = joinLocks(exit, f.returning(fr, st))
		}
	}
	exit.forget(fr.fn)
	return exit
}

// fixpoint returns the state at the entry of each block.
func (f *lockFlow) fixpoint(fr *lockFrame, entry *lockState) map[*ssa.BasicBlock]*lockState {
	in := map[*ssa.BasicBlock]*lockState{}
	for _, b := range fr.fn.Blocks {
		in[b] = topLockState()
	}
	if len(fr.fn.Blocks) == 0 {
		return in
	}
	in[fr.fn.Blocks[0]] = entry.clone()
	for changed := true; changed && f.brk == nil; {
		changed = false
		for _, b := range fr.fn.Blocks {
			if in[b].top {
				continue
			}
			st := in[b].clone()
			for _, instr := range b.Instrs {
				f.step(fr, instr, st)
			}
			for _, s := range b.Succs {
				if j := joinLocks(in[s], st); !j.equal(in[s]) {
					in[s], changed = j, true
				}
			}
		}
	}
	return in
}

// returning runs the deferred mutex operations of a return.
func (f *lockFlow) returning(fr *lockFrame, st *lockState) *lockState {
	if st.unclear != token.NoPos {
		f.fail(st.unclear, "the deferred calls of %s differ between its paths: not supported", funcLabel(fr.fn))
		return topLockState()
	}
	out := st.clone()
	for i := len(st.deferred) - 1; i >= 0; i-- {
		if f.releasesPending(fr, nil, st.deferred[i]) {
			return topLockState()
		}
		f.mutexOp(fr, out, st.deferred[i])
	}
	out.deferred = nil
	return out
}

// step applies one instruction to st.
func (f *lockFlow) step(fr *lockFrame, instr ssa.Instruction, st *lockState) {
	if f.brk != nil || st.top {
		return
	}
	f.work++
	if f.work > maxLockWork {
		f.fail(instr.Pos(), "the lock analysis of %s is too large: not supported", funcLabel(fr.fn))
		return
	}
	if v, ok := instr.(ssa.Value); ok {
		st.kill(v)
	}
	if f.copiesHolder(fr, instr) || f.guardedRead(fr, instr, st) {
		return
	}
	f.fieldWrite(fr, instr, st)
	switch in := instr.(type) {
	case *ssa.Call:
		f.call(fr, in, st)
		return
	case *ssa.Defer:
		if op, ok := f.mutexCall(fr, in.Common(), in.Pos()); ok {
			if !op.cand { // another mutex: nothing the discipline depends on
				return
			}
			if onCycle(in.Block()) {
				f.fail(in.Pos(), "defer of %s in a loop: not supported", op.name)
				return
			}
			if !f.heldAtDefer(fr, st, op) {
				return
			}
			f.noteOp(in)
			st.deferred = append(st.deferred, op)
			return
		}
		if callee := in.Common().StaticCallee(); callee != nil && recovers(callee) {
			f.fail(in.Pos(), "defer of %s, which may recover a panic: not supported", funcLabel(callee))
			return
		}
	}
	f.baseUse(fr, instr, st)
}

// call applies a call: a mutex operation, a helper followed, an access.
func (f *lockFlow) call(fr *lockFrame, in *ssa.Call, st *lockState) {
	cc := in.Common()
	if op, ok := f.mutexCall(fr, cc, in.Pos()); ok {
		if f.releasesPending(fr, st, op) {
			return
		}
		f.noteOp(in)
		f.mutexOp(fr, st, op)
		return
	}
	callee := cc.StaticCallee()
	if callee == nil || cc.IsInvoke() || !f.inPackage(callee) || f.collectionMethod(callee) {
		f.baseUse(fr, in, st)
		return
	}
	if f.skippable(fr, cc, callee) { // nothing the analysis tracks (lockskip.go)
		return
	}
	if len(callee.Blocks) == 0 {
		if f.taints(fr, in) {
			f.fail(in.Pos(), "passes %s to %s, whose body is not available: not supported", f.base, funcLabel(callee))
		}
		return
	}
	if fr.depth >= maxLockDepth || f.onStack[callee] {
		f.fail(in.Pos(), "call of %s: recursive or nested too deep for the lock analysis: not supported", funcLabel(callee))
		return
	}
	sub := newLockFrame(callee, fr.depth+1)
	sub.pending = pendingBelow(fr, st)
	for i, a := range cc.Args {
		if i < len(callee.Params) {
			sub.bind[callee.Params[i]] = fr.ident(a)
			if h, ok := fr.taint[unconvert(a)]; ok {
				sub.setTaint(callee.Params[i], h, fr.which[unconvert(a)])
			}
		}
	}
	if mc, ok := cc.Value.(*ssa.MakeClosure); ok {
		for i, b := range mc.Bindings {
			sub.bind[callee.FreeVars[i]] = fr.ident(b)
			if h, ok := fr.taint[unconvert(b)]; ok {
				sub.setTaint(callee.FreeVars[i], h, fr.which[unconvert(b)])
			}
		}
	}
	f.onStack[callee] = true
	f.visited[callee] = true
	entry := st.clone() // the callee's deferred calls are its own; the caller's run at the caller's return
	entry.deferred, entry.unclear = nil, token.NoPos
	exit := f.run(sub, entry)
	delete(f.onStack, callee)
	if exit.top {
		*st = *exit
		return
	}
	exit.deferred, exit.unclear = st.deferred, st.unclear
	*st = *exit
}

// mutexOp applies Lock, RLock, Unlock or RUnlock of a mutex.
func (f *lockFlow) mutexOp(fr *lockFrame, st *lockState, op lockOp) {
	switch op.name {
	case "Lock":
		st.held[op.id] = heldWrite
	case "RLock":
		st.held[op.id] = heldRead
	case "Unlock", "RUnlock":
		want, _ := releaseMode(op)
		if st.held[op.id] != want && op.cand {
			f.fail(op.pos, "%s.%s() where %s may not hold it", op.expr, op.name, funcLabel(fr.fn))
			return
		}
		delete(st.held, op.id)
		if st.accessed && f.section != nil && f.section.is(op.id) {
			st.closed = true
			if st.closedAt == token.NoPos {
				st.closedAt = op.pos
			}
		}
	default:
		if op.cand {
			f.fail(op.pos, "%s.%s(): not supported by the lock analysis", op.expr, op.name)
		}
	}
}

// mutexCall recognises a method call on a sync.Mutex or sync.RWMutex;
// cand says whether the mutex is one the base's discipline may use.
func (f *lockFlow) mutexCall(fr *lockFrame, cc *ssa.CallCommon, pos token.Pos) (lockOp, bool) {
	obj, ok := staticMutexMethod(cc)
	if !ok {
		return lockOp{}, false
	}
	return lockOp{id: fr.ident(cc.Args[0]), name: obj.Name(), pos: pos, cand: f.candidateAddr(cc.Args[0]) != nil,
		expr: addrExpr(cc.Args[0])}, true
}

// staticMutexMethod returns the method cc calls statically when it is one
// of a sync.Mutex or RWMutex (its receiver cc.Args[0]).
func staticMutexMethod(cc *ssa.CallCommon) (*types.Func, bool) {
	callee := cc.StaticCallee()
	if cc.IsInvoke() || callee == nil || len(cc.Args) == 0 {
		return nil, false
	}
	obj, ok := callee.Object().(*types.Func)
	return obj, ok && isMutexMethod(obj)
}

// isMutexMethod reports whether obj is a method of sync.Mutex or sync.RWMutex.
func isMutexMethod(obj *types.Func) bool {
	recv := obj.Signature().Recv()
	return recv != nil && isMutexType(recv.Type())
}

// isMutexType reports whether t is sync.Mutex, sync.RWMutex, or a pointer to one.
func isMutexType(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "sync" {
		return false
	}
	return n.Obj().Name() == "Mutex" || n.Obj().Name() == "RWMutex"
}

// recovers reports whether fn's body calls recover.
func recovers(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(*ssa.Call); ok {
				if bi, ok := c.Common().Value.(*ssa.Builtin); ok && bi.Name() == "recover" {
					return true
				}
			}
		}
	}
	return false
}

func (f *lockFlow) fail(pos token.Pos, format string, args ...any) {
	if f.brk == nil {
		f.brk = &LockBreak{Why: fmt.Sprintf(format, args...), Pos: pos}
	}
}

// funcLabel names fn as a reader of Go would: Register, a function literal
// in Register.
func funcLabel(fn *ssa.Function) string {
	if fn.Parent() != nil {
		return "a function literal in " + funcLabel(fn.Parent())
	}
	return fn.Name()
}
