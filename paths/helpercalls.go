// This file defines the shared calls a function makes through the
// package helpers it calls, so that discovery reports a composite
// operation spread over helpers: Lock, then b.diff(), which loads two
// counters; a.Add(x) once per iteration of a range. The helpers are the
// function's own, one level (a helper's helpers make that helper's
// composite operation, which discovery reports at it), that the walker
// inlines (inline.go's inlineBlocked): static calls of functions of the
// same package with a body, not function literals (counted with their
// parent) and not started by go (another goroutine). A call that the
// walker does not inline is taken by the callee's summary, which refuses
// one on a shared object: counting it would report a function only to
// refuse it. A helper's objects are named by the caller's parameters
// where the arguments on the way are the caller's parameters themselves
// (sharedCall.key), so that the lock analysis takes them as the caller's
// bases.
//
// A function whose shared calls all come from one call of one helper,
// outside any loop, holding no mutex, only forwards the helper's
// composite operation (return c.get(k)), which discovery reports at the
// helper: it adds nothing to it and is not reported again (forwards).
// Holding a mutex around the call, repeating it in a loop, or adding
// calls of its own or of another helper makes a new composite operation.
//
// Soundness: this file only adds functions to discovery's report (and
// bases to the lock analysis's, each checked as the caller's own are);
// every function it adds is verified as every discovered function is.

package paths

import (
	"strings"

	"golang.org/x/tools/go/ssa"
)

// helperCalls returns the shared calls of the package helper fn calls at
// call (none when call is no such call), as calls of fn: inside a loop
// when call is (loop), and their objects named by fn's parameters.
func helperCalls(p *Program, fn *ssa.Function, call ssa.CallInstruction, loop bool) []sharedCall {
	callee := packageHelper(fn, call)
	if callee == nil || encloses(callee, fn) || inlineBlocked(callee) != "" {
		return nil
	}
	inner := sharedCallsOf(p, callee, false)
	out := inner[:0]
	for _, sc := range inner {
		from, wasOK := sc.key.param, sc.keyOK
		sc.site, sc.loop = call, sc.loop || loop
		if wasOK {
			sc.key, sc.keyOK = throughArgs(fn, call, sc.key)
		}
		switch {
		case wasOK && !sc.keyOK && from >= 0 && freshArg(p, fn, call, from):
			continue // an object fn makes and keeps to itself: no composite operation on a shared one
		case sc.keyOK && from >= 0:
			sc.obj.expr = renamed(sc.obj.expr, callee.Params[from].Name(), fn.Params[sc.key.param].Name())
		case !sc.keyOK: // named as callee writes it: not fn's object of that name
			sc.obj.expr += " in " + callee.Name()
		}
		out = append(out, sc)
	}
	return out
}

// encloses reports whether fn is g or a function literal defined in g,
// at any depth: g's calls are counted already (recursion adds nothing).
func encloses(g, fn *ssa.Function) bool {
	for ; fn != nil; fn = fn.Parent() {
		if fn == g {
			return true
		}
	}
	return false
}

// freshArg reports whether argument i of call is an object fn allocates
// and uses only as a receiver, loaded or stored into (objectfresh.go):
// no other goroutine reaches what the helper calls through it.
func freshArg(p *Program, fn *ssa.Function, call ssa.CallInstruction, i int) bool {
	args := call.Common().Args
	if i >= len(args) {
		return false
	}
	obj, ok := objectForm(p, fn, args[i])
	return ok && obj.form == formFresh
}

// packageHelper returns the function of fn's package that call calls
// statically and whose body the walker may inline, or nil; not a function
// literal, whose calls are counted with those of the function defining it.
func packageHelper(fn *ssa.Function, call ssa.CallInstruction) *ssa.Function {
	if _, isGo := call.(*ssa.Go); isGo {
		return nil
	}
	callee := call.Common().StaticCallee()
	if callee == nil || len(callee.Blocks) == 0 || callee.Parent() != nil { // a closure's calls are its parent's (sharedCallsAt)
		return nil
	}
	pkg := callee.Pkg
	if origin := callee.Origin(); origin != nil {
		pkg = origin.Pkg
	}
	if pkg == nil || pkg != fn.Pkg {
		return nil
	}
	return callee
}

// throughArgs names by fn's parameters the object key names by the
// callee's: a package variable stays itself; a field of the callee's
// parameter i is the same field of fn's parameter when call passes that
// parameter itself as argument i. ok is false otherwise.
func throughArgs(fn *ssa.Function, call ssa.CallInstruction, key objectKey) (objectKey, bool) {
	if key.global != nil {
		return key, true
	}
	args := call.Common().Args
	if key.param >= len(args) {
		return objectKey{}, false
	}
	for i, prm := range fn.Params {
		if args[key.param] == prm {
			key.param = i
			return key, true
		}
	}
	return objectKey{}, false
}

// renamed writes expr, an object as a helper writes it (b.credit), with
// the helper's parameter from replaced by the caller's to (s.credit).
func renamed(expr, from, to string) string {
	if rest, ok := strings.CutPrefix(expr, from+"."); ok {
		return to + "." + rest
	}
	return expr
}

// forwards reports whether fn only forwards one helper's composite
// operation: every shared call comes through one call of fn, outside any
// loop of fn (the helper's own loops are its composite operation: Inc
// calling Add(1), whose CompareAndSwap retries), and fn makes no mutex
// call of its own.
func forwards(fn *ssa.Function, calls []sharedCall) bool {
	site := calls[0].site
	for _, sc := range calls {
		if sc.site == nil || sc.site != site {
			return false
		}
	}
	if (&loopBlocks{memo: map[*ssa.BasicBlock]bool{}}).in(site.Block()) {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(ssa.CallInstruction); ok {
				if callee := call.Common().StaticCallee(); callee != nil && isLockOrUnlock(callee) {
					return false
				}
			}
		}
	}
	return true
}
