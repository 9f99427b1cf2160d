// This file defines the translation of calls: calls on the base object
// (collection methods, with their panicking exits), calls of functions the
// user marked functional (uninterpreted functions), and builtins.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

func (w *walker) call(st *state, b *ssa.BasicBlock, i int, in *ssa.Call) bool {
	cc := in.Common()
	if cc.IsInvoke() { // by the receiver's dynamic types (iface.go)
		return w.invoke(st, b, i, in)
	}
	if bi, ok := cc.Value.(*ssa.Builtin); ok {
		return w.builtin(st, b, i, in, bi)
	}
	if w.client.lockOps[in] { // a critical section's Lock or Unlock: no effect on data (locksection.go)
		return true
	}
	callee := cc.StaticCallee()
	if callee == nil || len(callee.FreeVars) > 0 {
		return w.callFuncValue(st, b, i, in) // a closure or function value the path knows (closures.go)
	}
	if recv := callee.Signature.Recv(); recv != nil {
		if coll, ok := w.prog.Catalog.Lookup(recv.Type()); ok {
			return w.collectionCall(st, b, i, in, coll, callee.Name())
		}
	}
	if coll, method, ok := w.prog.methodExprOf(callee); ok { // (*sync.Map).Load(&c.m, k): baseuse.go
		return w.collectionCall(st, b, i, in, coll, method)
	}
	if obj, ok := callee.Object().(*types.Func); ok {
		if method, ok := axioms.FuncForm(obj); ok { // atomic.AddInt64(&s.n, 1) on the base
			return w.collectionCall(st, b, i, in, w.client.Collection, method)
		}
	}
	if w.passesFunc(st, in, callee) { // a function value the walk would lose (closures.go)
		return true
	}
	if argOnly, ok := w.functionalKind(callee); ok {
		obj := callee.Object().(*types.Func)
		bad := w.prog.badAnnotation(obj, callee) // also another package's (importann.go)
		reads := w.readsThrough(st, in.Common(), callee, argOnly)
		switch {
		case bad == nil && !(reads && w.asWritten):
			w.out.readsMemory = w.out.readsMemory || reads
			return w.functionalCall(st, b, i, in, obj, argOnly)
		case bad != nil && !w.asWritten:
			w.refuseNotAtomic(&Refusal{Pos: in.Pos(), rerun: true, Message: w.brokenAnnotation("calls", obj, bad)})
			return true
		} // as written: the helper is inlined as if it had no annotation
	}
	if obj, ok := callee.Object().(*types.Func); ok {
		if handled, next := w.timeCall(st, b, i, in, callee, obj); handled { // the clock rule (clock.go)
			return next
		}
		if r, ok := w.mathCall(st, in, obj); ok { // exact on a float's bits (floats.go)
			st.env[in] = r
			return true
		}
		if handled, ok := w.outputCall(st, b, i, in, obj); ok { // log, slog, fmt.Print (output.go)
			return handled
		}
		switch obj.FullName() {
		case "errors.Is": // errors.go
			return w.errorsIs(st, b, i, in)
		case "errors.As": // errorsas.go
			return w.errorsAs(st, b, i, in)
		case "errors.Unwrap":
			if w.errorsUnwrap(st, in) {
				return true
			}
		}
		if _, ok := PureStd(obj); ok {
			return w.stdCall(st, b, i, in, obj)
		}
		if isMapsClone(origin(obj)) { // a new map (freshhelper.go)
			return w.mapsClone(st, b, i, in)
		}
	}
	return w.staticTail(st, b, i, in, &bound{callee: callee})
}

func origin(f *types.Func) *types.Func { return f.Origin() }

// readsThrough reports whether a functional call may read memory through
// its inputs (each call's results are then arbitrary: prepareFunctional)
// and the callee could be inlined instead (Func.AsWritten).
func (w *walker) readsThrough(st *state, cc *ssa.CallCommon, callee *ssa.Function, argOnly bool) bool {
	reaches := false
	for _, a := range functionalInputs(cc, callee.Signature, argOnly) {
		reaches = reaches || w.reaches(a, w.value(st, a))
	}
	return reaches && w.inlinable(st, callee) == ""
}

// functionalInputs are the inputs of a call of a functional function of
// signature sig: its arguments, but the receiver of an argfunctional
// method.
func functionalInputs(cc *ssa.CallCommon, sig *types.Signature, argOnly bool) []ssa.Value {
	if sig.Recv() != nil && argOnly {
		return cc.Args[1:]
	}
	return cc.Args
}

func (w *walker) inRoots(p *types.Package) bool {
	for _, r := range w.prog.Roots {
		if r.Types == p {
			return true
		}
	}
	return false
}

// collectionCall translates a call on the base object. The path forks on
// the call's panicking exit unless no argument can make it panic.
func (w *walker) collectionCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, coll axioms.Collection, method string) bool {
	cc := in.Common()
	if g, ok := w.instanceBase(cc.Args[0]); ok && !w.isBase(st, cc.Args[0]) {
		if !w.onInstance(st, in, g, method) {
			return true
		}
	} else if !w.isBase(st, cc.Args[0]) {
		return w.otherObjectCall(st, b, i, in, method) // objects.go
	}
	return w.objectCall(st, b, i, in, w.client.Collection, method, 0, nil)
}

// objectCall translates a call of method on object obj of Func.Objects
// (0, the base), of collection coll; ref is a family member's pointer.
func (w *walker) objectCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, coll axioms.Collection, method string, obj int, ref *smt.Term) bool {
	cc := in.Common()
	m, ok := coll.Method(method)
	if !ok {
		w.refuse(in.Pos(), "%s.%s: no axioms for this method", coll.Name(), method)
		return true
	}
	if obj != 0 && m.NotAtomic != "" {
		w.refuseNotAtomic(&Refusal{Pos: in.Pos(), Message: fmt.Sprintf("call of %s on %s: %s", m.Name, w.exprOf(cc.Args[0]), m.NotAtomic)})
		return true
	}
	if obj != 0 && w.freeSplit {
		w.refuse(in.Pos(), "call of %s on %s besides a call that is no instant: not supported", m.Name, w.exprOf(cc.Args[0]))
		return true
	}
	if w.freeSplit {
		return w.freeCall(st, in, m)
	}
	if m.NotAtomic != "" && !(w.asWritten && m.Apply != nil) {
		w.refuseNotAtomic(&Refusal{Pos: in.Pos(), Message: fmt.Sprintf("call of %s: %s", m.Name, m.NotAtomic),
			Delegate: delegation(w.fn, in, w.client.Collection, m), rerun: m.Apply != nil, freeSplit: m.Split != nil})
		return true
	} // as written: a call with a sequential behaviour takes effect at one instant
	call := &Call{Method: m, Pos: in.Pos(), Object: obj, Ref: ref}
	if m.Choices > 0 {
		st.effects++ // its outcome is not a function of the state and the arguments
	}
	uncomparable := false
	for _, a := range cc.Args[1:] {
		if _, isFunc := a.Type().Underlying().(*types.Signature); isFunc {
			f, ok := w.callback(st, in, a)
			if !ok {
				return true
			}
			call.Funcs = append(call.Funcs, f)
			continue
		}
		x, unc := w.callArg(st, m, a)
		call.Args = append(call.Args, x)
		uncomparable = uncomparable || unc
	}
	for c := 0; c < m.Choices; c++ {
		call.Args = append(call.Args, w.fresh(st, fmt.Sprintf("c%d!choice%d", len(st.calls), c), smt.Bool))
		w.setName(call.Args[len(call.Args)-1].Op, "the library's hidden choice in "+w.callName(in))
	}
	if m.Clock { // the call reads the clock (specclock.go)
		call.Args = append(call.Args, w.methodClock(st, in, m.Name))
	}
	w.publishArgs(st, in, call.Args, call.Funcs) // the collection may keep what they reach (freshmap.go)
	probe, mayPanic := w.probeCall(coll, m, call, uncomparable)
	n := len(st.calls)
	if mayPanic {
		ps := st.clone()
		pc := *call
		pc.Panicked = true
		pc.PanicValue = w.fresh(ps, fmt.Sprintf("c%d!panic", n), values.AnySort)
		w.setName(pc.PanicValue.Op, "the panic value of "+w.callName(in))
		ps.calls = append(ps.calls, &pc)
		w.finish(ps, true, []*smt.Term{pc.PanicValue}, in.Pos())
	}
	// Results: placeholders of the sorts the axioms give; an interface
	// value the Go method returns typed is unboxed (Method.Boxed).
	result := func(j int, t types.Type, name string) (placeholder, value *smt.Term) {
		s := w.model.Sort(t)
		if j < len(probe.Results) && probe.Results[j].Sort == values.AnySort && s != values.AnySort {
			p := w.fresh(st, name, values.AnySort)
			return p, w.model.Unbox(t, p)
		}
		p := w.fresh(st, name, s)
		return p, p
	}
	call.Results = w.bindResults(st, in, m.Name, n, m.Results > 0, result)
	w.takeOutputs(st, call) // cboutputs.go
	st.calls = append(st.calls, call)
	return true
}

// callArg translates argument a of a call of m on the base object (boxed
// when the method takes interface values of typed arguments), and says
// whether it may be uncomparable.
func (w *walker) callArg(st *state, m *axioms.Method, a ssa.Value) (*smt.Term, bool) {
	x := w.value(st, a)
	if m.Boxed && !isInterface(a.Type()) {
		x = w.model.Box(a.Type(), x)
	}
	return x, a.Type() != nil && !neverPanics(a) && (isInterface(a.Type()) || m.Boxed && !values.NeverPanicsOnEq(a.Type()))
}

// probeCall returns call's effect on an arbitrary state, and whether the
// call may panic: unless its axioms say it never does, or it panics only
// on uncomparable arguments and none can be (a callback's panic counts in
// any case).
func (w *walker) probeCall(coll axioms.Collection, m *axioms.Method, call *Call, uncomparable bool) (axioms.Effect, bool) {
	probe := m.Effect(w.model, smt.Const("probe!state", coll.StateSort(w.model)), call.Args, call.Funcs)
	return probe, !probe.Panics.IsFalse() && (!m.PanicsOnUncomparable || uncomparable || len(call.Funcs) > 0)
}

// bindResults binds the results of collection call in (call n of the
// path, of method name; single says a lone result exists) to the values
// result makes, named by position; it returns their placeholders.
func (w *walker) bindResults(st *state, in *ssa.Call, name string, n int, single bool,
	result func(j int, t types.Type, name string) (placeholder, value *smt.Term)) []*smt.Term {
	var ps []*smt.Term
	switch r := in.Type().(type) {
	case *types.Tuple:
		var vals []*smt.Term
		for j := 0; j < r.Len(); j++ {
			p, v := result(j, r.At(j).Type(), fmt.Sprintf("c%d!%s%d", n, name, j))
			w.setName(p.Op, w.resultName(in, j))
			ps, vals = append(ps, p), append(vals, v)
		}
		st.tuples[in] = vals
	default:
		if single {
			p, v := result(0, r, fmt.Sprintf("c%d!%s", n, name))
			w.nameAs(p, in)
			ps = []*smt.Term{p}
			st.env[in] = v
		}
	}
	return ps
}

func isInterface(t types.Type) bool {
	_, ok := t.Underlying().(*types.Interface)
	return ok
}

// reachesMemory reports whether a value of type t can lead to memory that
// other goroutines may change: pointers, slices, maps, channels, functions,
// interfaces (which may hold any of these), or aggregates holding one.
func reachesMemory(t types.Type, seen map[types.Type]bool) bool {
	if seen[t] {
		return false
	}
	if seen == nil {
		seen = map[types.Type]bool{}
	}
	seen[t] = true
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Kind() == types.UnsafePointer
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if reachesMemory(u.Field(i).Type(), seen) {
				return true
			}
		}
		return false
	case *types.Array:
		return reachesMemory(u.Elem(), seen)
	}
	return true
}

// builtin translates calls of the builtins that have no effect.
func (w *walker) builtin(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, bi *ssa.Builtin) bool {
	args := in.Common().Args
	switch bi.Name() {
	case "len", "cap":
		x := w.value(st, args[0])
		s := w.model.Sort(in.Type())
		switch {
		case bi.Name() == "len" && x.Sort.Kind == smt.KindString:
			st.env[in] = strLen(x, s.Width)
		case isMap(args[0].Type()) && bi.Name() == "len":
			if n, ok := w.mapLen(st, w.mapTerm(st, args[0]), s); ok { // a fresh map of the path (freshmap.go)
				st.env[in] = n
				break
			}
			st.env[in] = w.havoc(st, in) // the size of shared memory may change
		case isMapOrChan(args[0].Type()):
			st.env[in] = w.havoc(st, in) // the size of shared memory may change
		case bi.Name() == "len" && s.Width == 64 && isSlice(args[0].Type()):
			st.env[in] = w.lenOf(st, x, args[0].Type())
		default:
			st.env[in] = w.model.Func(bi.Name()+"!"+x.Sort.String(), s, x)
		}
	case "min", "max":
		if !isInt(in.Type()) && !isString(in.Type()) {
			w.refuse(in.Pos(), "builtin %s on %s: not yet handled", bi.Name(), in.Type())
			return true
		}
		acc := w.value(st, args[0])
		for _, a := range args[1:] {
			y := w.value(st, a)
			less := w.compare(token.LSS, in.Type(), y, acc)
			if bi.Name() == "max" {
				less = w.compare(token.LSS, in.Type(), acc, y)
			}
			acc = smt.Ite(less, y, acc)
		}
		st.env[in] = acc
	case "close":
		return w.closeChan(st, b, i, in)
	case "append":
		w.appendFresh(st, in) // to nil or a slice the path built (freshslice.go)
	case "delete", "clear":
		if !isMap(args[0].Type()) {
			w.refuse(in.Pos(), "builtin %s: not supported", bi.Name())
			return true
		}
		w.mapDelete(st, in, bi.Name()) // on a fresh map of the path (freshmap.go)
	case "ssa:wrapnilchk":
		return w.nilCheck(st, b, i, args[0], func(st *state) { st.env[in] = w.value(st, args[0]) })
	default:
		w.refuse(in.Pos(), "builtin %s: not supported", bi.Name())
	}
	return true
}

func isSlice(t types.Type) bool {
	_, ok := t.Underlying().(*types.Slice)
	return ok
}

func isMapOrChan(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Map, *types.Chan:
		return true
	}
	return false
}
