// This file defines Section: whether one function's accesses to its base
// are one critical section of the base's mutex (locks.go), and
// SplitLocked, the walk of such a function with the mutex's operations
// set aside.
//
// Rule. A function fn is one critical section of a Discipline when, on
// every path (its helpers followed, lockflow.go), every access to the
// base is to the base of one object, holds that object's mutex, and no
// Unlock or RUnlock of that mutex comes after an access and before
// another; when fn reads no memory that a function of the package writes
// after construction (receiver fields, package variables, what they
// reach: lockreads.go) and calls no collection method on another object.
//
// Soundness. Under the discipline, every goroutine's accesses to the base
// lie inside critical sections of its mutex; a mutating access excludes
// every other access, and accessors under the read side only run beside
// accessors. fn's accesses lie in one section, so no other goroutine's
// access that may change the base comes between them: the base is, to fn,
// as if fn's calls ran back to back. fn reads nothing else another
// goroutine may change (that memory is the package's, which the read check
// covers; what callers pass is an input, as for every function), so the
// execution is equivalent to one in which fn runs whole at its critical
// section: fn is atomic in the package environment. What fn does besides
// its accesses is checked by the walk (SplitLocked), which treats the
// mutex's operations as what they are to data, no effect, and refuses what
// it refuses everywhere (stores to shared memory, effects, goroutines).

package paths

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// A lockSection is the state of the critical-section check of one
// function: the mutex, and the object whose base the function accesses.
type lockSection struct {
	m         lockCand
	guarded   map[int]bool
	fields    []*ssa.FieldAddr // the guarded fields read
	holder    lockID
	holderSet bool
	first     token.Pos
}

// is reports whether id is the section's mutex.
func (s *lockSection) is(id lockID) bool {
	return s.holderSet && id == s.m.of(s.holder)
}

// access checks one access of the function against the section.
func (s *lockSection) access(f *lockFlow, holder lockID, pos token.Pos, st *lockState, what, mu string) {
	if !s.holderSet {
		s.holder, s.holderSet, s.first = holder, true, pos
	}
	if f.record {
		switch {
		case holder != s.holder:
			f.fail(pos, "%s of another object than its first access (at %s)", what, f.p.Where(s.first))
		case !st.held[s.m.of(holder)].reads():
			f.fail(pos, "%s without holding %s", what, mu)
		case st.closed:
			f.fail(st.closedAt, "releases %s after an access and %s later (at %s): two critical sections", mu, what, f.p.Where(pos))
		}
	}
	st.accessed = true
}

// A Section is a function found to be one critical section: the mutex
// operations the walk sets aside (SplitLocked).
type Section struct {
	ops, reads map[ssa.Instruction]bool
	// Guarded names the fields besides the base the section reads, which
	// every write in the package makes holding the mutex: limit.
	Guarded []string
}

// CriticalSection returns fn's Section under d, or why fn is not one
// critical section (or not known to be), with a position.
func (p *Program) CriticalSection(c *Client, d *Discipline, fn *ssa.Function) (*Section, *LockBreak) {
	f := newLockFlow(p, d.bases, []lockCand{d.cand})
	f.section = &lockSection{m: d.cand, guarded: d.guarded}
	f.onStack[fn], f.visited[fn] = true, true
	f.run(newLockFrame(fn, 0), newLockState())
	if f.brk != nil {
		return nil, f.brk
	}
	if b := f.sharedReads(allPackageFuncs(p, f.pkg)); b != nil {
		return nil, b
	}
	s := &Section{ops: map[ssa.Instruction]bool{}, reads: f.reads}
	seen := map[int]bool{}
	for _, fa := range f.section.fields {
		if !seen[fa.Field] {
			seen[fa.Field] = true
			s.Guarded = append(s.Guarded, f.c.Type.Underlying().(*types.Struct).Field(fa.Field).Name())
		}
	}
	for instr := range f.ops {
		s.ops[instr] = true
	}
	return s, nil
}

// SplitLocked walks fn as Split does, the mutex operations of s (Lock,
// Unlock, deferred Unlock...) set aside as no effect on data, and so are
// the Lock, Unlock, RLock and RUnlock calls of every other mutex in fn
// and the package's functions it calls (mutexCalls). Soundness: the
// argument above needs nothing of other mutexes. Their operations change
// no data; they may block or deadlock, which stops a run but changes no
// state a completed run sees. TryLock, whose result is data, stays
// refused.
func SplitLocked(p *Program, c *Client, fn *ssa.Function, s *Section) (*Func, *Refusal) {
	locked := *c
	locked.lockOps = mutexCalls(fn)
	for instr := range s.ops {
		locked.lockOps[instr] = true
	}
	locked.lockReads = s.reads
	return Split(p, &locked, fn)
}

// mutexCalls returns the calls and deferred calls of Lock, Unlock, RLock
// and RUnlock of a sync.Mutex or RWMutex in fn, its closures, and the
// functions of its package it calls, to the depth LocksMutex reads.
func mutexCalls(fn *ssa.Function) map[ssa.Instruction]bool {
	out := map[ssa.Instruction]bool{}
	packageCalls(fn, true, func(call ssa.CallInstruction, callee *ssa.Function) bool {
		if isLockOrUnlock(callee) {
			out[call] = true
		}
		return true
	})
	return out
}

// isLockOrUnlock reports whether fn is Lock, Unlock, RLock or RUnlock of
// a sync.Mutex or RWMutex.
func isLockOrUnlock(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	if !ok || !isMutexMethod(obj) {
		return false
	}
	switch obj.Name() {
	case "Lock", "Unlock", "RLock", "RUnlock":
		return true
	}
	return false
}

// MutatesTwice returns two calls of f that may change its objects on one
// run: two on one path, or one in a repeating iteration of a loop (first
// and second are then that call). It returns nil when every run makes at
// most one.
//
// Soundness, for the lock discipline of the reads-may-skip kind
// (Discipline.Strict false): every call that may change the objects
// holds the mutex, so the critical sections that change them are totally
// ordered, but a read without the mutex may run inside one. A section
// with at most one call that may change the objects changes them at that
// one instant: a read outside the mutex sees the state before it or the
// state after it, and the section runs as if whole at that call (its
// other calls read a state no other goroutine changes meanwhile). A
// section with two such calls has a state between them that no serial
// order shows, which such a read may see (Width's Loads between Set's two
// Stores): the discipline alone does not make it atomic.
func (f *Func) MutatesTwice() (first, second *Call) {
	for _, n := range f.Normal {
		for _, c := range n.Calls {
			if c.Method.MayMutate {
				return c, c
			}
		}
	}
	for _, p := range f.Paths {
		first = nil
		for _, c := range p.Calls {
			switch {
			case !c.Method.MayMutate:
			case first == nil:
				first = c
			default:
				return first, c
			}
		}
	}
	return nil, nil
}

// SplitSharedLocked is SplitShared for a function whose accesses are one
// critical section s (SplitLocked's walk, its mutex calls set aside) that
// the discipline does not make atomic (MutatesTwice): only operations
// that take no lock are split, as only they may run in its gaps, inside
// the section included. An operation that locks would wait for the
// mutex the function holds; splitBalanced's argument needs a function
// holding none.
func SplitSharedLocked(p *Program, c *Client, fn *ssa.Function, s *Section, ops []*ssa.Function) (*Func, []*Func, *Refusal) {
	f, r := SplitLocked(p, c, fn, s)
	if r != nil {
		return nil, nil, r
	}
	return f, splitOps(p, c, f, ops, nil), nil
}
