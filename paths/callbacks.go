// This file defines callbacks: the functions a client passes to a
// collection method (xsync's Compute, concurrent-map's Upsert). A callback
// whose body has no effect (but writes to the function's own variables and
// new objects: cboutputs.go), reads no memory but the variables it
// captured and calls only argfunctional functions is a function of
// its captured values and its arguments: an axioms.Func, an uninterpreted
// function the same in the original path and in the condensed run. Its
// captured variables are cells the client allocated; the closure only reads
// them, so making it does not publish them, and their contents at the call
// are the captured values. Any other callback is refused.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/ssa"
)

// callback translates the function value a passed to a collection call.
func (w *walker) callback(st *state, in *ssa.Call, a ssa.Value) (*axioms.Func, bool) {
	var fn *ssa.Function
	var bindings []ssa.Value
	for {
		ct, ok := a.(*ssa.ChangeType) // a func literal converted to a named func type
		if !ok {
			break
		}
		a = ct.X
	}
	if f := st.funcs[a]; f != nil { // a closure made on the path (cboutputs.go)
		return w.trackedCallback(st, in, f)
	}
	switch a := a.(type) {
	case *ssa.Function:
		fn = a
	case *ssa.MakeClosure:
		fn, _ = a.Fn.(*ssa.Function)
		bindings = a.Bindings
	}
	if fn == nil || fn.Blocks == nil {
		w.refuse(in.Pos(), "callback passed to %s is not a function literal or a function of the loaded packages: not supported", calleeName(in))
		return nil, false
	}
	if pos, why := callbackBody(fn, w.prog); why != "" {
		w.refuse(pos, "callback passed to %s %s: not supported (a callback must be a function of its arguments and of what it captured)", calleeName(in), why)
		return nil, false
	}
	f := &axioms.Func{Name: "cb!" + fn.String(), Sig: fn.Signature}
	for i, b := range bindings {
		v, ok := w.captured(st, in, b)
		if !ok {
			w.refuse(in.Pos(), "callback passed to %s captures %s, whose value at the call is not known: not supported", calleeName(in), fn.FreeVars[i].Name())
			return nil, false
		}
		f.Captured = append(f.Captured, v)
	}
	f.Def = w.callbackDef(fn, bindings, f) // for witnesses only (cbdefs.go)
	// New objects, identified by site and inputs (cboutputs.go).
	if allocates(fn) {
		f.Def = nil
		f.Captured = append(f.Captured, smt.BVLit(uint64(len(st.calls)), 64))
	}
	return f, true
}

// captured returns the value a closure captured: the contents of a cell
// the path allocated (the closure only reads it) and has not published
// before the call at (once published, another goroutine may write it), or
// the value itself when it cannot reach memory or is a parameter.
func (w *walker) captured(st *state, at ssa.Instruction, b ssa.Value) (*smt.Term, bool) {
	alloc, isAlloc := b.(*ssa.Alloc)
	if !isAlloc {
		if reachesMemory(b.Type(), nil) && !w.isOwnParam(st, b) {
			return nil, false
		}
		return w.value(st, b), true
	}
	o := st.heap[alloc]
	if _, escapes := allocUsesVia(alloc, false); o == nil || afterEscape(alloc, escapes, at) {
		return nil, false
	}
	v, ok := w.get(o, nil)
	if !ok || reachesMemory(alloc.Type().(*types.Pointer).Elem(), nil) && !w.holdsOwnParam(st, alloc) {
		return nil, false
	}
	return v, true
}

// holdsOwnParam reports whether every store to cell stores one parameter
// of the verified function (a captured parameter lives in such a cell).
func (w *walker) holdsOwnParam(st *state, cell *ssa.Alloc) bool {
	var param ssa.Value
	for _, r := range *cell.Referrers() {
		s, ok := r.(*ssa.Store)
		if !ok || s.Addr != cell {
			continue
		}
		if param != nil && s.Val != param || !w.isOwnParam(st, s.Val) {
			return false
		}
		param = s.Val
	}
	return param != nil
}

// isOwnParam reports whether v is a parameter of the verified function
// itself (not of an inlined helper). A value that reaches memory may be
// captured when it is one: the callback cannot read through it, and it
// cannot point to an allocation of the path, whose publication through
// the callback's result the path would not see.
func (w *walker) isOwnParam(st *state, v ssa.Value) bool {
	p, ok := v.(*ssa.Parameter)
	return ok && len(st.stack) == 0 && p.Parent() == w.fn
}

func calleeName(in *ssa.Call) string {
	if c := in.Common().StaticCallee(); c != nil {
		return c.Name()
	}
	return "the call"
}

// callbackBody returns the first instruction of fn that keeps it from
// being a callback, with why.
func callbackBody(fn *ssa.Function, p *Program) (token.Pos, string) {
	return firstBreak(fn, func(instr ssa.Instruction) string { return callbackInstr(instr, p) })
}

func callbackInstr(instr ssa.Instruction, p *Program) string {
	switch in := instr.(type) {
	case *ssa.MakeChan:
		return "makes a channel"
	case *ssa.Store: // into a captured variable: an output of the call (cboutputs.go)
		if _, ok := in.Addr.(*ssa.FreeVar); ok {
			return ""
		}
	case *ssa.UnOp:
		if in.Op == token.MUL {
			if _, ok := in.X.(*ssa.FreeVar); ok {
				return ""
			}
			if !isLocalFresh(in.X) {
				return "reads memory"
			}
		}
	case *ssa.Lookup:
		if isMap(in.X.Type()) {
			return "reads a map"
		}
	case *ssa.Range:
		if isMap(in.X.Type()) {
			return "reads a map"
		}
	case *ssa.Convert:
		if isSlice(in.X.Type()) {
			return "reads memory" // string(b) reads the slice's elements
		}
	case *ssa.Call, *ssa.Defer: // not *ssa.Go: functionalInstr refuses it
		return callbackCall(in.(ssa.CallInstruction).Common(), p)
	}
	return functionalInstr(instr, p)
}

// callbackCall allows calls of argfunctional functions and of the pure
// standard library whose arguments cannot reach memory.
func callbackCall(cc *ssa.CallCommon, p *Program) string {
	if why := functionalCallee(cc, p); why != "" {
		return why
	}
	if callee := cc.StaticCallee(); callee != nil {
		if obj, ok := callee.Object().(*types.Func); ok {
			if _, ok := p.Directives.Has(origin(obj), specs.Functional); ok {
				return "calls " + obj.Name() + ", which may read its receiver's memory"
			}
			if a, ok := p.importedAnnotation(callee); ok && a.Kind == specs.Functional { // importann.go
				return "calls " + obj.Name() + ", which may read its receiver's memory"
			}
		}
	}
	for _, a := range cc.Args {
		if reachesMemory(a.Type(), nil) {
			return fmt.Sprintf("passes %s, which can reach memory, to a call", a.Name())
		}
	}
	return ""
}

// isCallbackClosure reports whether a closure is only passed to calls of
// collection methods and never writes the variables it captured: making it
// then publishes nothing.
func isCallbackClosure(mc *ssa.MakeClosure) bool {
	var v ssa.Value = mc
	for {
		refs := *v.Referrers()
		if len(refs) != 1 {
			break
		}
		ct, ok := refs[0].(*ssa.ChangeType)
		if !ok {
			break
		}
		v = ct
	}
	for _, r := range *v.Referrers() {
		call, ok := r.(*ssa.Call)
		if !ok || call.Common().Value == v || call.Common().IsInvoke() {
			return false
		}
		callee := call.Common().StaticCallee()
		if callee == nil || callee.Signature.Recv() == nil {
			return false
		}
		// Built-ins only: spec collections take no callbacks (spec methods
		// have no func parameters), so the catalogue adds none.
		if _, ok := axioms.Lookup(callee.Signature.Recv().Type()); !ok {
			return false
		}
	}
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return false
	}
	for _, fv := range fn.FreeVars {
		for _, r := range *fv.Referrers() {
			if u, ok := r.(*ssa.UnOp); !ok || u.Op != token.MUL {
				if _, dbg := r.(*ssa.DebugRef); !dbg {
					return false
				}
			}
		}
	}
	return true
}

func isMap(t types.Type) bool {
	_, ok := t.Underlying().(*types.Map)
	return ok
}
