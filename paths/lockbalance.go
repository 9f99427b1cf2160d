// This file defines balancedLocks: whether a function's own mutex
// operations are balanced on every path, so that a run of it whole, begun
// while no goroutine holds its mutexes, takes and releases each without
// blocking (the package environment's operations: pkgops.go).
//
// Rule. Every path through fn, followed block by block from its entry with
// the set of mutexes held (by whom: Lock or RLock) and the Unlocks it
// deferred, locks a mutex only when the path does not hold it, unlocks
// (RUnlocks) only what the path holds by Lock (RLock), and holds nothing
// once its deferred operations have run at a return or a panic. Every
// mutex operation is a static call of a method of sync.Mutex or
// sync.RWMutex on an address named as the lock analysis names it
// (lockstate.go); TryLock, a deferred Lock, or paths beyond a small bound
// answer no.
//
// Soundness. This is a may analysis, path by path: unlike the must-hold
// join of lockflow.go, a path that leaves a mutex held is not hidden by
// another that releases it. A run of fn that starts holding nothing and
// meets no other holder therefore never blocks on its own mutexes and ends
// holding none of them, so its mutex operations have no effect a later
// step can see but the mutexes' own state, which returns to where it was.
// The walk may then set them aside (Client.lockOps) for such a run.

package paths

import (
	"fmt"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// maxBalanceStates bounds the (block, state) pairs balancedLocks visits.
const maxBalanceStates = 4096

// A balanceState is what one path holds: mutexes and deferred operations.
type balanceState struct {
	held     map[lockID]lockMode
	deferred []lockOp
}

func (s balanceState) clone() balanceState {
	c := balanceState{held: make(map[lockID]lockMode, len(s.held)), deferred: append([]lockOp(nil), s.deferred...)}
	for k, v := range s.held {
		c.held[k] = v
	}
	return c
}

// A balance is the search of balancedLocks over one function.
type balance struct {
	fr    *lockFrame
	ops   map[ssa.Instruction]bool
	names map[ssa.Value]int // a number per root, for state keys
	seen  map[string]bool
}

// balancedLocks returns fn's own mutex operations when they are balanced
// on every path (the rule above), and whether they are.
func balancedLocks(fn *ssa.Function) (map[ssa.Instruction]bool, bool) {
	if len(fn.Blocks) == 0 {
		return nil, false
	}
	bal := &balance{fr: newLockFrame(fn, 0), ops: map[ssa.Instruction]bool{}, names: map[ssa.Value]int{}, seen: map[string]bool{}}
	if !bal.visit(fn.Blocks[0], balanceState{held: map[lockID]lockMode{}}) {
		return nil, false
	}
	return bal.ops, true
}

// visit follows the paths from b's entry in state st.
func (bal *balance) visit(b *ssa.BasicBlock, st balanceState) bool {
	key := fmt.Sprintf("%d|%s", b.Index, bal.key(st))
	if bal.seen[key] {
		return true
	}
	if len(bal.seen) >= maxBalanceStates {
		return false
	}
	bal.seen[key] = true
	st = st.clone()
	for _, instr := range b.Instrs {
		if !bal.step(instr, &st) {
			return false
		}
	}
	for _, s := range b.Succs {
		if !bal.visit(s, st) {
			return false
		}
	}
	return true
}

// step applies one instruction; false when the rule fails.
func (bal *balance) step(instr ssa.Instruction, st *balanceState) bool {
	switch in := instr.(type) {
	case *ssa.Call:
		op, ok := bal.mutexCall(in.Common())
		if !ok {
			return true
		}
		bal.ops[in] = true
		return apply(st, op)
	case *ssa.Defer:
		op, ok := bal.mutexCall(in.Common())
		if !ok {
			return true
		}
		if op.name != "Unlock" && op.name != "RUnlock" {
			return false
		}
		bal.ops[in] = true
		st.deferred = append(st.deferred, op)
	case *ssa.Return, *ssa.Panic:
		for i := len(st.deferred) - 1; i >= 0; i-- {
			if !apply(st, st.deferred[i]) {
				return false
			}
		}
		st.deferred = nil
		return len(st.held) == 0
	}
	return true
}

// apply runs Lock, RLock, Unlock or RUnlock on st.
func apply(st *balanceState, op lockOp) bool {
	switch op.name {
	case "Lock", "RLock":
		if st.held[op.id] != 0 {
			return false // a second Lock of a held mutex blocks
		}
		st.held[op.id] = heldWrite
		if op.name == "RLock" {
			st.held[op.id] = heldRead
		}
		return true
	case "Unlock", "RUnlock":
		if want, _ := releaseMode(op); st.held[op.id] != want {
			return false
		}
		delete(st.held, op.id)
		return true
	}
	return false // TryLock, RLocker: not supported
}

// mutexCall recognises a static call of a sync.Mutex or RWMutex method.
func (bal *balance) mutexCall(cc *ssa.CallCommon) (lockOp, bool) {
	obj, ok := staticMutexMethod(cc)
	if !ok {
		return lockOp{}, false
	}
	return lockOp{id: bal.fr.ident(cc.Args[0]), name: obj.Name()}, true
}

// key spells st canonically.
func (bal *balance) key(st balanceState) string {
	var held []string
	for id, m := range st.held {
		held = append(held, fmt.Sprintf("%s%d", bal.idKey(id), m))
	}
	sort.Strings(held)
	var def []string
	for _, op := range st.deferred {
		def = append(def, bal.idKey(op.id)+op.name)
	}
	return strings.Join(held, ",") + "|" + strings.Join(def, ",")
}

func (bal *balance) idKey(id lockID) string {
	n, ok := bal.names[id.root]
	if !ok {
		n = len(bal.names)
		bal.names[id.root] = n
	}
	return fmt.Sprintf("%d%s:", n, id.path)
}
