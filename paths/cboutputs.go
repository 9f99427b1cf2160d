// This file defines callbacks that write the function's own variables
// and callbacks that allocate, passed to a collection method (xsync's
// Compute and LoadOrCompute, concurrent-map's Upsert).
//
// Outputs. A closure the path made (closures.go) may store into the cells
// of variables it captured (`created = true`). Each such cell's contents
// after the call are an output of the call: a new local of the path
// (CallOutput.Value), which obligations define as an uninterpreted
// function of the call's pre-state, its arguments (the library's hidden
// choices included), the callbacks' captured values and the cell's
// contents before the call (CallOutput.Apply).
//
// Soundness. The callback is deterministic in what it reads: its body has
// no effect but stores into its captured cells and into memory it made
// itself, reads no memory but those cells, and calls only argfunctional
// functions (callbackBody); the captured values cannot reach memory other
// than the function's own parameters. The collection decides from its
// state and the call's arguments whether, how often and with which
// arguments it runs the callback. So the cell's contents after the call
// are a function of exactly those inputs, the same function in the
// original path and in the condensed run, whatever the library does; an
// uninterpreted function over-approximates it. The cells are the path's
// own (unpublished, contents known) at the call, and the closure, made on
// the path, cannot be run by anyone but the collection during the call
// (closures.go), so nothing else writes them.
//
// Allocation. A callback that allocates returns objects identified by
// their site and their inputs, as every fresh object is: its results stay
// an uninterpreted function of its captured values and arguments, with the
// number of the call on the path among its inputs, so that the objects of
// two calls are not forced equal. Such a callback, and one with outputs,
// has no definition for witnesses (Func.Def): a path using one is never
// replayed as a confirmed violation.

package paths

import (
	"fmt"
	"hash/fnv"
	"sort"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A CallOutput is the contents of a cell a callback of the call writes,
// after the call.
type CallOutput struct {
	Name   string    // the uninterpreted function defining it
	Value  *smt.Term // a local of the path
	Before *smt.Term // the cell's contents before the call
}

// Apply is the output's definition for call c from pre.
func (o CallOutput) Apply(pre *smt.Term, c *Call) *smt.Term {
	return smt.Apply(o.Name, o.Value.Sort, outputInputs(pre, c, o)...)
}

// outputInputs are the inputs of an output's function: the call's
// pre-state and arguments, its callbacks' captured values, the cell's
// contents before the call.
func outputInputs(pre *smt.Term, c *Call, o CallOutput) []*smt.Term {
	in := append([]*smt.Term{pre}, c.Args...)
	for _, f := range c.Funcs {
		in = append(in, f.Captured...)
	}
	return append(in, o.Before)
}

// An outputFun is the signature of an output's function.
type outputFun struct {
	dom []smt.Sort
	rng smt.Sort
}

// DeclareOutputs declares the functions of the outputs of f's calls
// (after the collection's state sort, which they take).
func (f *Func) DeclareOutputs(s *smt.Script) {
	names := make([]string, 0, len(f.outputFuns))
	for n := range f.outputFuns {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		s.DeclareFun(n, f.outputFuns[n].dom, f.outputFuns[n].rng)
	}
}

// symbol makes s a plain SMT-LIB symbol, its characters outside the
// plain ones replaced, and a hash of s appended so that two names never
// become one.
func symbol(s string) string {
	b := []byte(s)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '!' || c == '.' || c == '_' || c == '$') {
			b[i] = '_'
		}
	}
	h := fnv.New64a()
	h.Write([]byte(s))
	return fmt.Sprintf("%s!%x", b, h.Sum64())
}

// Renamed returns o with its terms renamed (a copy of the path).
func (o CallOutput) Renamed(ren map[string]*smt.Term) CallOutput {
	return CallOutput{Name: o.Name, Value: ren[o.Value.Op], Before: smt.Subst(o.Before, ren)}
}

// trackedCallback translates closure f, made on the path, passed to
// collection call in: its captured values are the contents of the path's
// cells, and the cells it writes become outputs of the call.
func (w *walker) trackedCallback(st *state, in *ssa.Call, f *funcVal) (*axioms.Func, bool) {
	fn := f.fn
	if pos, why := callbackBody(fn, w.prog); why != "" {
		w.refuse(pos, "callback passed to %s %s: not supported (a callback must be a function of its arguments and of what it captured)", calleeName(in), why)
		return nil, false
	}
	af := &axioms.Func{Name: "cb!" + fn.String(), Sig: fn.Signature}
	written := writtenFree(fn)
	var outs []CallOutput
	var cells []*object
	for j, bd := range f.binds {
		v, o, ok := w.boundValue(st, bd)
		if !ok {
			w.refuse(in.Pos(), "callback passed to %s captures %s, whose value at the call is not known: not supported", calleeName(in), fn.FreeVars[j].Name())
			return nil, false
		}
		af.Captured = append(af.Captured, v)
		if !written[j] {
			continue
		}
		if o == nil {
			w.refuse(in.Pos(), "callback passed to %s writes %s, which is not a variable of the function: not supported", calleeName(in), fn.FreeVars[j].Name())
			return nil, false
		}
		out := w.fresh(st, "cbout", v.Sort)
		w.setName(out.Op, fmt.Sprintf("%s after %s", fn.FreeVars[j].Name(), w.callName(in)))
		outs = append(outs, CallOutput{Name: symbol(fmt.Sprintf("cbout!%s!%s!%d", calleeName(in), fn.String(), j)), Value: out, Before: v})
		cells = append(cells, o)
	}
	if allocates(fn) {
		af.Captured = append(af.Captured, smt.BVLit(uint64(len(st.calls)), 64)) // the call's number: objects of two calls differ
	}
	if len(outs) == 0 && !allocates(fn) {
		af.Def = w.trackedDef(st, f, af)
	}
	for i, o := range cells {
		w.set(o, nil, outs[i].Value)
	}
	st.outputs = append(st.outputs, outs...) // taken by the call (takeOutputs)
	return af, true
}

// trackedDef is the callback's definition for witnesses (cbdefs.go), its
// free variables bound to the closure's cells.
func (w *walker) trackedDef(st *state, f *funcVal, af *axioms.Func) *axioms.FuncDef {
	mc, ok := f.made.(*ssa.MakeClosure)
	if !ok {
		return nil
	}
	return w.callbackDef(f.fn, mc.Bindings, af)
}

// boundValue returns the value a closure's binding holds at a call: the
// contents of the path's own cell it points to (and that cell), or the
// term itself when it cannot reach memory.
func (w *walker) boundValue(st *state, bd binding) (*smt.Term, *object, bool) {
	if bd.fn != nil || bd.base {
		return nil, nil, false
	}
	for _, o := range st.objects {
		alloc, isAlloc := o.site.(*ssa.Alloc)
		if !isAlloc || o.ptr != bd.term || o.published != "" || o.unknown {
			continue
		}
		v, ok := w.get(o, nil)
		if !ok || reachesMemory(o.elem, nil) && !w.holdsOwnParam(st, alloc) {
			return nil, nil, false
		}
		return v, o, true
	}
	return nil, nil, false // not a cell of the path: memory the path does not know
}

// writtenFree lists the free variables of fn its body stores into.
func writtenFree(fn *ssa.Function) map[int]bool {
	out := map[int]bool{}
	for j, fv := range fn.FreeVars {
		for _, r := range *fv.Referrers() {
			if s, ok := r.(*ssa.Store); ok && s.Addr == ssa.Value(fv) {
				out[j] = true
			}
		}
	}
	return out
}

// allocates reports whether fn's body makes a new object.
func allocates(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Alloc:
				if x.Heap {
					return true
				}
			case *ssa.MakeSlice, *ssa.MakeMap:
				return true
			}
		}
	}
	return false
}

// takeOutputs attaches the outputs of the callbacks just translated to
// call.
func (w *walker) takeOutputs(st *state, call *Call) {
	call.Outputs, st.outputs = st.outputs, nil
	pre := smt.Const("probe!state", w.client.Collection.StateSort(w.model))
	for _, o := range call.Outputs {
		var dom []smt.Sort
		for _, x := range outputInputs(pre, call, o) {
			dom = append(dom, x.Sort)
		}
		if w.out.outputFuns == nil {
			w.out.outputFuns = map[string]outputFun{}
		}
		w.out.outputFuns[o.Name] = outputFun{dom: dom, rng: o.Value.Sort}
	}
}
