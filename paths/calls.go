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
	"github.com/snowflakeverify/snowflake/specs"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

func (w *walker) call(st *state, b *ssa.BasicBlock, i int, in *ssa.Call) bool {
	cc := in.Common()
	if cc.IsInvoke() {
		w.refuse(in.Pos(), "call of interface method %s: not supported", cc.Method.Name())
		return true
	}
	if bi, ok := cc.Value.(*ssa.Builtin); ok {
		return w.builtin(st, b, i, in, bi)
	}
	callee := cc.StaticCallee()
	if callee == nil {
		w.refuse(in.Pos(), "call through a function value: not supported")
		return true
	}
	if recv := callee.Signature.Recv(); recv != nil {
		if coll, ok := w.prog.Catalog.Lookup(recv.Type()); ok {
			return w.collectionCall(st, b, i, in, coll, callee.Name())
		}
	}
	if obj, ok := callee.Object().(*types.Func); ok {
		if method, ok := axioms.FuncForm(obj); ok { // atomic.AddInt64(&s.n, 1) on the base
			return w.collectionCall(st, b, i, in, w.client.Collection, method)
		}
	}
	if argOnly, ok := w.functionalKind(callee); ok {
		obj := callee.Object().(*types.Func)
		bad := w.prog.BadAnnotations[origin(obj)]
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
	why := w.inlinable(st, callee)
	if why == "" {
		return w.inline(st, b, i, in, callee)
	}
	hint := ""
	if pkg := FuncPackage(callee); pkg != nil && w.inRoots(pkg) {
		hint = " (mark it //snowflake:functional if it has no effects)"
		if why != "not a helper of this package" {
			hint = " (" + why + "; mark it //snowflake:functional if it has no effects)"
		}
	}
	w.refuse(in.Pos(), "call to %s: not supported%s", callee.RelString(FuncPackage(w.fn)), hint)
	return true
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
		w.refuse(in.Pos(), "call of %s on %s other than the base object %s: not supported", method, Article(coll.Name()), w.client.Base)
		return true
	}
	m, ok := w.client.Collection.Method(method)
	if !ok {
		w.refuse(in.Pos(), "%s.%s: no axioms for this method", coll.Name(), method)
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
	call := &Call{Method: m, Pos: in.Pos()}
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
	w.publishArgs(st, in, call.Args, call.Funcs) // the collection may keep what they reach (freshmap.go)
	probe, mayPanic := w.probeCall(m, call, uncomparable)
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
func (w *walker) probeCall(m *axioms.Method, call *Call, uncomparable bool) (axioms.Effect, bool) {
	probe := m.Effect(w.model, smt.Const("probe!state", w.client.Collection.StateSort(w.model)), call.Args, call.Funcs)
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

// functionalCall translates a call of a function marked functional: each
// result is an uninterpreted function of the inputs the annotation names,
// the same in every run; so is whether the call panics.
func (w *walker) functionalCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, obj *types.Func, argOnly bool) bool {
	fc := w.prepareFunctional(st, in.Common(), obj, argOnly)
	if fc.havoc { // a result may hold what the arguments reach (freshmap.go)
		w.publishArgs(st, in, fc.args, nil)
	}
	return w.applyFunctional(st, b, i, in, fc)
}

// applyFunctional forks on the call's panic, then binds its results.
func (w *walker) applyFunctional(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, fc *fnCall) bool {
	panics, pv := w.fnPanics(st, fc)
	if panics.Kind == smt.Var {
		w.setName(panics.Op, "whether "+w.callName(in)+" panics")
		w.setName(pv.Op, "the panic value of "+w.callName(in))
	}
	return w.guard(st, b, i, panics, pv, func(st *state) {
		out := w.fnResults(st, fc, in)
		for j, o := range out {
			if len(out) == 1 {
				w.nameAs(o, in)
			} else if o.Kind == smt.Var {
				w.setName(o.Op, w.resultName(in, j))
			}
		}
		switch {
		case len(out) == 1:
			st.env[in] = out[0]
		case len(out) > 1:
			st.tuples[in] = out
		}
	})
}

// A fnCall is a call of a functional function, its inputs evaluated.
type fnCall struct {
	name    string
	args    []*smt.Term
	sig     *types.Signature
	havoc   bool    // an input can reach memory: results arbitrary in every run
	noPanic bool    // known never to panic
	helper  *Helper // the callee's definition, if its body gives one (fndefs.go)
	fresh   bool    // its results that reach memory are new objects (errors.go)
}

// functionalKind returns the annotation that makes callee functional.
func (w *walker) functionalKind(callee *ssa.Function) (argOnly, ok bool) {
	obj, isFunc := callee.Object().(*types.Func)
	if !isFunc {
		return false, false
	}
	if _, ok := w.prog.Directives.Has(origin(obj), specs.ArgFunctional); ok {
		return true, true
	}
	_, ok = w.prog.Directives.Has(origin(obj), specs.Functional)
	return false, ok
}

func (w *walker) prepareFunctional(st *state, cc *ssa.CallCommon, obj *types.Func, argOnly bool) *fnCall {
	kind := "functional"
	if argOnly {
		kind = "argfunctional"
	}
	dir, _ := w.prog.Directives.Has(origin(obj), specs.Kind(kind))
	w.trust(fmt.Sprintf("//snowflake:%s %s", kind, obj.FullName()), dir.Pos)
	fc := &fnCall{name: "fn!" + obj.FullName(), sig: obj.Signature()}
	if callee := cc.StaticCallee(); callee != nil && len(callee.TypeArgs()) > 0 {
		fc.name += fmt.Sprint(callee.TypeArgs())
	}
	for _, a := range functionalInputs(cc, fc.sig, argOnly) {
		v := w.value(st, a)
		fc.args = append(fc.args, v)
		// An input that can reach memory (pointers, slices, maps,
		// interfaces...) lets the function read memory that changes
		// between calls.
		fc.havoc = fc.havoc || w.reaches(a, v)
	}
	w.defineHelper(cc, fc)                                      // witnesses, and Fresh and Closed results (fndefs.go)
	fc.noPanic = fc.havoc && bodyNeverPanics(cc.StaticCallee()) // its panic would be a free choice (nopanic.go)
	return fc
}

// reaches reports whether argument a, whose value on the path is v, can
// reach memory: its type can, and it is not nil (also nil passed on to an
// inlined helper's parameter).
func (w *walker) reaches(a ssa.Value, v *smt.Term) bool {
	return reachesMemory(a.Type(), nil) && v.String() != w.model.Zero(a.Type()).String()
}

// fnPanics returns whether the call panics, and with what value.
func (w *walker) fnPanics(st *state, fc *fnCall) (panics, pv *smt.Term) {
	if fc.noPanic {
		return smt.False, w.model.Nil()
	}
	if fc.havoc || len(fc.args) == 0 {
		return w.fresh(st, "fnpanics", smt.Bool), w.fresh(st, "fnpanicval", values.AnySort)
	}
	return w.model.Func(fc.name+"!panics", smt.Bool, fc.args...), w.model.Func(fc.name+"!panicval", values.AnySort, fc.args...)
}

// fnResults returns the call's results. A result that can reach memory (a
// pointer, an error...) may be a fresh allocation, distinct on every call:
// it is a fresh value, which obligations may identify with the condensed
// run's result of the same call site and arguments, as for allocations.
func (w *walker) fnResults(st *state, fc *fnCall, site ssa.Value) []*smt.Term {
	results := fc.sig.Results()
	var out []*smt.Term
	for j := 0; j < results.Len(); j++ {
		t := results.At(j).Type()
		s := w.model.Sort(t)
		if r, ok := w.bodyMap(st, fc, site, j, t); ok { // a new map the path may fill (freshmap.go)
			out = append(out, r)
			continue
		}
		switch {
		case fc.havoc:
			out = append(out, w.fresh(st, "fn", s))
		case reachesMemory(t, nil) && fc.helper != nil && j < len(fc.helper.Closed) && fc.helper.Closed[j]:
			out = append(out, fc.helper.Def.Instance(fc.args)[j])
		case reachesMemory(t, nil):
			r := w.fresh(st, "fn", s)
			contents := append([]*smt.Term{smt.IntLit(int64(j))}, fc.args...)
			h := fc.helper
			var mixed *Mixed
			if h != nil && j < len(h.Mixed) {
				mixed = h.Mixed[j]
			}
			a := &Alloc{Site: site, Ptr: r, Contents: contents, Known: true, Fresh: fc.fresh || h != nil && j < len(h.Fresh) && h.Fresh[j] || mixed != nil}
			if a.Fresh {
				w.freshFacts(st, r, t)
			}
			if fc.fresh { // a new error (errors.go)
				w.newError(st, r)
			}
			st.fnAllocs = append(st.fnAllocs, a)
			if mixed != nil { // the body's term where it returns one, else the new object
				bind := map[string]*smt.Term{}
				for i, p := range h.Def.Params {
					bind[p.Op] = fc.args[i]
				}
				r = smt.Ite(smt.Subst(mixed.When, bind), smt.Subst(mixed.Term, bind), r)
			}
			out = append(out, r)
		default:
			out = append(out, w.model.Func(fmt.Sprintf("%s!%d", fc.name, j), s, fc.args...))
		}
	}
	return out
}

// stdCall translates a call of a standard-library function treated as
// functional (PureStd). fmt's functions qualify only when every argument
// is a string, a number or a bool: then they are functions of those values.
func (w *walker) stdCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, obj *types.Func) bool {
	cc := in.Common()
	fc := &fnCall{name: "std!" + obj.FullName(), sig: obj.Signature()}
	args := cc.Args
	if obj.Pkg().Path() == "fmt" {
		if _, ok := plainVariadic(args[len(args)-1]); !ok {
			if callee, x, verb, ok := w.fmtStringer(st, cc, obj); ok { // x.String(), inlined (stringer.go)
				return w.inlineArgs(st, b, i, in, callee, []ssa.Value{x}, verb)
			}
			if why := w.checkFormatted(cc); why != "" { // format.go
				w.refuse(in.Pos(), "call to %s: formatting %s: not supported", obj.FullName(), why)
				return true
			}
		}
	}
	if obj.Signature().Variadic() { // named by arity: one uninterpreted function per number of arguments
		if elems, ok := variadicElems(args[len(args)-1]); ok {
			args = append(args[:len(args)-1:len(args)-1], elems...)
		}
		fc.name = variadicName(fc.name, len(args))
	}
	for _, a := range args {
		v := w.value(st, a)
		fc.args = append(fc.args, v)
		fc.havoc = fc.havoc || (w.reaches(a, v) && !w.formattedValue(a))
	}
	w.trust(obj.FullName()+" (standard library, treated as functional)", token.NoPos)
	// fmt never panics on quiet arguments; new errors are fresh (errors.go).
	fc.noPanic = !StdMayPanic(obj) || obj.Pkg().Path() == "fmt" && quietArgs(args)
	if fc.havoc { // a result may hold what the arguments reach (freshmap.go)
		w.publishArgs(st, in, fc.args, nil)
	}
	if w.errorResult(st, b, i, in, obj, fc, args) {
		return true
	}
	return w.applyFunctional(st, b, i, in, fc)
}

// plainVariadic recovers the elements of a ...any argument built in place
// (a fresh array whose elements are boxed strings, numbers or bools).
func plainVariadic(v ssa.Value) ([]ssa.Value, bool) {
	elems, ok := variadicElems(v)
	if !ok {
		return nil, false
	}
	for _, e := range elems {
		if !isPlainBox(e) {
			return nil, false
		}
	}
	return elems, true
}

// variadicElems recovers the elements of a ...any argument built in place
// (a fresh array, every element stored once at a constant index).
func variadicElems(v ssa.Value) ([]ssa.Value, bool) {
	if isNilConst(v) {
		return nil, true
	}
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil, false
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil, false
	}
	n := alloc.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Array).Len()
	elems := make([]ssa.Value, n)
	for _, ref := range *alloc.Referrers() {
		ia, ok := ref.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		c, ok := ia.Index.(*ssa.Const)
		if !ok {
			return nil, false
		}
		for _, r := range *ia.Referrers() {
			if st, ok := r.(*ssa.Store); ok && st.Addr == ia {
				elems[c.Int64()] = st.Val
			}
		}
	}
	for _, e := range elems {
		if e == nil {
			return nil, false
		}
	}
	return elems, true
}

// isPlainBox recognises a boxed string, number or bool of a type without
// methods (fmt would call a String, Error or Format method).
func isPlainBox(v ssa.Value) bool {
	mi, ok := v.(*ssa.MakeInterface)
	if !ok {
		return false
	}
	b, ok := mi.X.Type().Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsString|types.IsNumeric|types.IsBoolean) != 0 &&
		types.NewMethodSet(mi.X.Type()).Len() == 0
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
