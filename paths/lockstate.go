// This file defines lockState: what one goroutine must hold at a point of
// a function, for the lock-discipline analysis (locks.go, lockflow.go).
//
// A mutex is named by a lockID: the SSA value it lives below (a
// parameter, an allocation, a load, a package variable) and the path of
// field indices from there ("r.mu" is the receiver and ".0"). A value
// defined again (a loop's next iteration) is another object: facts about
// it are killed at its definition, so a fact never outlives its value.

package paths

import (
	"go/token"
	"strconv"

	"golang.org/x/tools/go/ssa"
)

// A lockMode is how a goroutine holds a mutex.
type lockMode uint8

const (
	heldRead  lockMode = 1 // RLock
	heldWrite lockMode = 2 // Lock
	heldSome  lockMode = 3 // held, for reading or for writing (paths joined)
)

// reads reports whether m lets the holder read (an accessor call).
func (m lockMode) reads() bool { return m != 0 }

// writes reports whether m lets the holder mutate.
func (m lockMode) writes() bool { return m == heldWrite }

// A lockID names an address by the value it lives below and a path of
// field indices.
type lockID struct {
	root ssa.Value
	path string
}

func (id lockID) field(i int) lockID {
	return lockID{root: id.root, path: id.path + "." + strconv.Itoa(i)}
}

// A lockOp is a mutex operation deferred to the function's return.
type lockOp struct {
	id   lockID
	name string // Unlock, RUnlock, Lock, RLock
	pos  token.Pos
	cand bool   // the mutex is a candidate of the discipline (locks.go)
	expr string // the mutex as Go: r.mu
}

// A lockState is what must hold at a point: the mutexes held, the mutex
// operations deferred, and, for the function whose critical section is
// checked, whether it accessed the base (accessed) and released the
// section's mutex after that (closed, at closedAt).
type lockState struct {
	top      bool // not reached yet: the identity of join
	held     map[lockID]lockMode
	deferred []lockOp
	unclear  token.Pos // paths joined with different deferred operations
	accessed bool
	closed   bool
	closedAt token.Pos
}

func newLockState() *lockState { return &lockState{held: map[lockID]lockMode{}} }

func topLockState() *lockState { return &lockState{top: true} }

func (s *lockState) clone() *lockState {
	if s.top {
		return topLockState()
	}
	c := *s
	c.held = make(map[lockID]lockMode, len(s.held))
	for k, v := range s.held {
		c.held[k] = v
	}
	c.deferred = append([]lockOp(nil), s.deferred...)
	return &c
}

// join returns what holds after s or t: the mutexes both hold (in one way
// if both hold them alike), the flags either has.
func joinLocks(s, t *lockState) *lockState {
	if s.top {
		return t.clone()
	}
	if t.top {
		return s.clone()
	}
	j := newLockState()
	for k, m := range s.held {
		switch n := t.held[k]; {
		case n == m:
			j.held[k] = m
		case n != 0:
			j.held[k] = heldSome
		}
	}
	j.deferred = s.deferred
	j.unclear = s.unclear
	if !sameOps(s.deferred, t.deferred) && j.unclear == token.NoPos {
		j.unclear = firstPos(s.deferred, t.deferred)
	}
	if j.unclear == token.NoPos {
		j.unclear = t.unclear
	}
	j.accessed = s.accessed || t.accessed
	j.closed = s.closed || t.closed
	j.closedAt = s.closedAt
	if j.closedAt == token.NoPos {
		j.closedAt = t.closedAt
	}
	return j.clone()
}

func sameOps(a, b []lockOp) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func firstPos(a, b []lockOp) token.Pos {
	for _, ops := range [][]lockOp{a, b} {
		for _, op := range ops {
			return op.pos
		}
	}
	return token.NoPos
}

// equal reports whether s and t say the same.
func (s *lockState) equal(t *lockState) bool {
	if s.top || t.top {
		return s.top == t.top
	}
	if len(s.held) != len(t.held) || !sameOps(s.deferred, t.deferred) || s.unclear != t.unclear ||
		s.accessed != t.accessed || s.closed != t.closed || s.closedAt != t.closedAt {
		return false
	}
	for k, m := range s.held {
		if t.held[k] != m {
			return false
		}
	}
	return true
}

// kill forgets the facts about the objects below v, which is being defined
// (again).
func (s *lockState) kill(v ssa.Value) {
	for k := range s.held {
		if k.root == v {
			delete(s.held, k)
		}
	}
}

// forget drops the facts about the objects below values of fn: fn is
// returning, and its values mean nothing to its caller.
func (s *lockState) forget(fn *ssa.Function) {
	for k := range s.held {
		if k.root != nil && valueOf(k.root) == fn {
			delete(s.held, k)
		}
	}
}

// valueOf returns the function that defines v (nil for a package variable
// or a constant).
func valueOf(v ssa.Value) *ssa.Function {
	switch v := v.(type) {
	case *ssa.Parameter:
		return v.Parent()
	case *ssa.FreeVar:
		return v.Parent()
	case ssa.Instruction:
		return v.Parent()
	}
	return nil
}
