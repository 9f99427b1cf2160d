// This file defines the inlining of small unannotated helpers of the same
// package: a call is replaced by the helper's body, run on the same path,
// its parameters bound to the arguments (to the receiver or the base
// object when the arguments are), so that wrappers such as c.load(k)
// around c.m.Load(k) verify. Helpers are inlined to a depth of MaxInline;
// recursion, defer in a helper and large helpers are refused.

package paths

import (
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// MaxInline bounds the depth of inlined helpers; MaxInlineSize their size
// in SSA instructions.
const (
	MaxInline     = 3
	MaxInlineSize = 300
)

// A frame is the caller of an inlined helper: where to resume.
type frame struct {
	call  *ssa.Call
	block *ssa.BasicBlock
	index int
	fn    *ssa.Function
	// verb, when set, says that the caller recovers a panic of fn (fmt
	// running a String method: stringer.go) and prints with that verb.
	verb rune
	// wrap, when set, makes the call's result from fn's (fmt's message of
	// a panic, printed by the panic value's Error method).
	wrap func(*smt.Term) *smt.Term
}

func copyFlags(m map[ssa.Value]bool) map[ssa.Value]bool {
	n := make(map[ssa.Value]bool, len(m))
	for k, v := range m {
		n[k] = v
	}
	return n
}

// inlinable says why callee cannot be inlined on this path ("" if it can).
func (w *walker) inlinable(st *state, callee *ssa.Function) string {
	if pkg := FuncPackage(callee); pkg == nil || pkg != FuncPackage(w.fn) || len(callee.Blocks) == 0 {
		return notHelper
	}
	callee, why := w.inlineBody(callee) // a generic helper's origin (genwrap.go)
	if why != "" {
		return why
	}
	if callee == w.fn {
		return "recursive"
	}
	for _, f := range st.stack {
		if f.fn == callee {
			return "recursive"
		}
	}
	if len(st.stack) >= MaxInline {
		return "helpers nested deeper than the inlining limit"
	}
	return inlineBlocked(callee)
}

// inlineBlocked says why the walker never inlines callee, wherever it is
// called ("" if it may): a deferred call, or more than MaxInlineSize
// instructions.
func inlineBlocked(callee *ssa.Function) string {
	if defers(callee) {
		return "the helper defers a call"
	}
	n := 0
	for _, b := range callee.Blocks {
		n += len(b.Instrs)
	}
	if n > MaxInlineSize {
		return "the helper is too large to inline"
	}
	return ""
}

// inlineArgs runs callee's body in place of the call in at instruction i
// of b, its parameters bound to args;
// a verb marks a callee whose panics the call recovers (fmt printing with
// that verb).
func (w *walker) inlineArgs(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, callee *ssa.Function, args []ssa.Value, verb rune) bool {
	return w.inlineBound(st, b, i, in, callee, nil, args, verb)
}

// inlineBound is inlineArgs with, when recv is not nil, the receiver
// parameter bound to the term recv and the others to args (a method of
// an interface call's dynamic type: iface.go).
func (w *walker) inlineBound(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, callee *ssa.Function, recv *smt.Term, args []ssa.Value, verb rune) bool {
	if body, why := w.inlineBody(callee); why == "" && body != callee { // genwrap.go
		w.bindTypeParams(callee, body)
		callee = body
	}
	if !w.prepareInline(callee) {
		return true
	}
	forget(st, callee)
	params := callee.Params
	if recv != nil {
		st.env[params[0]] = recv
		params = params[1:]
	}
	for j, arg := range args {
		p := params[j]
		if w.isBase(st, arg) {
			st.baseAlias[p] = true
			continue
		}
		if w.bindFunc(st, p, arg) { // a function value (closures.go)
			continue
		}
		st.env[p] = w.value(st, arg)
		if w.isReceiver(st, arg) {
			st.alias[p] = true
		}
		if st.nonnil[arg] || isNonNil(arg) {
			st.nonnil[p] = true
		}
	}
	st.stack = append(st.stack, frame{call: in, block: b, index: i, fn: callee, verb: verb})
	w.block(st, callee.Blocks[0], nil)
	return false
}

// prepareInline records callee's loops and unpublished allocations the
// first time the walk inlines it.
func (w *walker) prepareInline(callee *ssa.Function) bool {
	if !w.inlined[callee] {
		ls, r := findLoops(callee)
		if r != nil {
			w.refusal = r
			return false
		}
		for h, pos := range ls.header {
			w.loops.header[h] = pos
		}
		for e := range ls.back {
			w.loops.back[e] = true
		}
		for a := range unpublished(callee) {
			w.early[a] = true
		}
		w.inlined[callee] = true
	}
	return true
}

// forget drops what the path knows of callee's parameters and values from
// an earlier run of its body on the path (a helper called twice): that a
// value is not nil, or stands for the receiver or the base object, held of
// that run only.
func forget(st *state, callee *ssa.Function) {
	drop := func(v ssa.Value) {
		delete(st.env, v)
		delete(st.tuples, v)
		delete(st.nonnil, v)
		delete(st.alias, v)
		delete(st.baseAlias, v)
	}
	for _, p := range callee.Params {
		drop(p)
	}
	forgetFuncs(st, callee) // closures.go
	for _, b := range callee.Blocks {
		for _, instr := range b.Instrs {
			if v, ok := instr.(ssa.Value); ok {
				drop(v)
			}
		}
	}
}

// inlineReturn binds an inlined helper's results to its call and resumes
// the caller.
func (w *walker) inlineReturn(st *state, ret *ssa.Return) {
	f := st.stack[len(st.stack)-1]
	st.stack = st.stack[:len(st.stack)-1]
	var vals []*smt.Term
	for _, r := range ret.Results {
		if w.isBase(st, r) { // a helper returning the base object
			st.baseAlias[f.call] = true
			continue
		}
		vals = append(vals, w.value(st, r))
	}
	switch {
	case st.baseAlias[f.call]:
	case len(vals) == 1 && f.wrap != nil:
		st.env[f.call] = f.wrap(vals[0])
	case len(vals) == 1:
		st.env[f.call] = vals[0]
	case len(vals) > 1:
		st.tuples[f.call] = vals
	}
	w.instrs(st, f.block, f.index+1)
}
