// This file defines which helpers the lock analysis (lockflow.go) need not
// follow: a call of a function that cannot touch what the analysis tracks
// leaves its state as it found it, so the flow records the callee as
// visited and goes on, instead of analysing its body again at every call
// (which made the analysis of a package with large pure helpers, a string
// parser called from many places, run out of its work budget).
//
// Rule. A call of callee is skipped when no argument (nor closure binding)
// is a base's address or pointer (taint), and neither callee nor any
// function of the package it calls (statically, to any depth) nor any
// closure defined in them calls a method of a sync.Mutex or RWMutex on a
// candidate's address (locks.go: a mutex field of a base's holder, or a
// mutex package variable), has a value whose type holds a holder of a base
// (the struct type whose field a base is, any instance of it: T, *T, []*T,
// map[K]*T..., or a type parameter), or refers to a base's or a candidate
// mutex's package variable. A helper that locks only other mutexes (a
// logger's, a journal's) is skipped, however deep or recursive it is.
//
// Soundness. The analysis tracks, per path, the mutexes held (changed only
// by mutex method calls), the accesses to the bases (reached through a
// holder, a base variable, or a tainted value), the writes and guarded
// reads of the holder's other fields and its copies (through a holder),
// and uses of a candidate mutex's address. Of the mutexes held, only the
// candidates' modes are ever read (an access's modes, a guarded read's, a
// section's mutex; an Unlock that finds its mutex not held breaks the
// discipline only for a candidate). A candidate's address is used only as
// the receiver of Lock, Unlock, RLock and RUnlock, written as the field
// selection (or the variable) itself (onlyLocked), so a mutex call on any
// other address is on another mutex. A skipped callee has none of these
// means, so following it would change no state the analysis reads and
// record nothing. The functions it reaches are still marked visited, so
// the critical section's shared-read check (lockreads.go) reads them as
// before.

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// skippable reports whether the call cc of callee, made in frame fr, may
// be left unfollowed (the rule above); when it is, callee and the
// functions it reaches are marked visited.
func (f *lockFlow) skippable(fr *lockFrame, cc *ssa.CallCommon, callee *ssa.Function) bool {
	for _, a := range cc.Args {
		if _, ok := fr.taint[unconvert(a)]; ok {
			return false
		}
	}
	if mc, ok := cc.Value.(*ssa.MakeClosure); ok {
		for _, b := range mc.Bindings {
			if _, ok := fr.taint[unconvert(b)]; ok {
				return false
			}
		}
	}
	if skip, known := f.skipped[callee]; known {
		return skip
	}
	reached := map[*ssa.Function]bool{}
	skip := !f.touchesLocks(callee, reached)
	if skip {
		for fn := range reached {
			f.visited[fn] = true
		}
	}
	if f.skipped == nil {
		f.skipped = map[*ssa.Function]bool{}
	}
	f.skipped[callee] = skip
	return skip
}

// touchesLocks reports whether fn, the package's functions it calls or a
// closure defined in them may touch what the analysis tracks; reached
// collects the functions read.
func (f *lockFlow) touchesLocks(fn *ssa.Function, reached map[*ssa.Function]bool) bool {
	if reached[fn] {
		return false
	}
	reached[fn] = true
	if len(fn.Blocks) == 0 {
		return true // no body to read
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if f.instrTouches(instr) {
				return true
			}
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			if callee := call.Common().StaticCallee(); callee != nil && f.inPackage(callee) && f.touchesLocks(callee, reached) {
				return true
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		if f.touchesLocks(anon, reached) {
			return true
		}
	}
	return false
}

// instrTouches reports whether instr calls a mutex method on a
// candidate's address, has a value or operand whose type holds a base's
// holder, or refers to a tracked package variable.
func (f *lockFlow) instrTouches(instr ssa.Instruction) bool {
	if call, ok := instr.(ssa.CallInstruction); ok {
		if _, ok := staticMutexMethod(call.Common()); ok && f.candidateAddr(call.Common().Args[0]) != nil {
			return true
		}
	}
	if v, ok := instr.(ssa.Value); ok && f.holdsHolder(v.Type()) {
		return true
	}
	for _, op := range instr.Operands(nil) {
		if op == nil || *op == nil {
			continue
		}
		if g, ok := (*op).(*ssa.Global); ok && f.trackedGlobal(g) {
			return true
		}
		if f.holdsHolder((*op).Type()) {
			return true
		}
	}
	return false
}

// trackedGlobal reports whether g is a base or a candidate mutex.
func (f *lockFlow) trackedGlobal(g *ssa.Global) bool {
	for _, b := range f.bases {
		if b.Global == g {
			return true
		}
	}
	for _, c := range f.cands {
		if c.global == g {
			return true
		}
	}
	return false
}

// holdsHolder reports whether a value of type t may hold a base's holder
// struct: the type itself (any instance of it, through aliases), or a
// pointer, slice, array, map, channel or tuple of one; or a type
// parameter, which an instance may bind to one.
func (f *lockFlow) holdsHolder(t types.Type) bool {
	for depth := 0; depth < 8 && t != nil; depth++ {
		t = types.Unalias(t)
		if n, ok := t.(*types.Named); ok {
			for _, b := range f.bases {
				if b.Type != nil && n.Origin() == b.Type.Origin() {
					return true
				}
			}
		}
		switch u := t.(type) {
		case *types.TypeParam:
			return true
		case *types.Pointer:
			t = u.Elem()
		case *types.Slice:
			t = u.Elem()
		case *types.Array:
			t = u.Elem()
		case *types.Chan:
			t = u.Elem()
		case *types.Map:
			if f.holdsHolder(u.Key()) {
				return true
			}
			t = u.Elem()
		case *types.Tuple:
			for i := 0; i < u.Len(); i++ {
				if f.holdsHolder(u.At(i).Type()) {
					return true
				}
			}
			return false
		default:
			return false
		}
	}
	return false
}
