// This file defines calls of interface methods: x.M(args) with x an
// interface value.
//
// When the path shows x's dynamic type T (x is a Box of T: a MakeInterface
// the walk saw, in the function or passed to an inlined helper), the call
// is a static call of T's method M on the boxed value, translated as any
// static call is (staticcall.go: inlined, by its summary, or refused).
//
// Otherwise the call is the choice among x's implementation set, the
// dynamic types x may hold as its sources show (ifaceset.go): the path
// forks on x's dynamic type, one branch per type T of the set (the test
// that x holds a T, then the static call of T's M on the unboxed value),
// and one branch where x is nil, which panics with Go's run-time error
// (a nil dereference). When the set is open — a value of a type no loaded
// code constructs may reach x — the call is refused, and the reason names
// the interface, the method and the source that opens the set.
//
// Soundness. In every run x is nil or holds a value of a type of the set
// (ifaceset.go), so the branches cover every run; this is recorded as a
// fact of the path (x is nil or holds one of the set's types), true of
// the original and of the condensed run alike. In the branch of T, Go
// runs exactly T's method M on the value x holds, which is what the branch
// translates. The branches are exclusive (a value has one dynamic type).
//
// An open set of a method of unexported name m still runs only bodies of
// m's package (ifacesum.go, packageImpls: another package's type has m
// only by embedding). When none of them has an effect (summaries at most
// Observer), the call has none: its results and whether it panics are
// fresh, arbitrary values on every call, in the original path and the
// condensed run alike, which over-approximates every body (a nil
// receiver's panic included).

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// invoke translates interface method call in.
func (w *walker) invoke(st *state, b *ssa.BasicBlock, i int, in *ssa.Call) bool {
	cc := in.Common()
	name := w.methodName(cc)
	if !isInterface(cc.Value.Type()) || isTypeParamType(cc.Value.Type()) {
		w.refuse(in.Pos(), "call of method %s on a value of a type parameter: not supported", name)
		return true
	}
	x := w.value(st, cc.Value)
	if w.stopped() {
		return true
	}
	if t, ok := w.model.BoxedType(x); ok {
		return w.dispatch(st, b, i, in, t, x)
	}
	set := w.prog.dynTypes(w.argumentOf(st, cc.Value))
	if set.open != "" && !cc.Method.Exported() {
		return w.packageCall(st, b, i, in, name, set.open)
	}
	if set.open != "" {
		w.refuse(in.Pos(), "call of interface method %s: its implementations are open (%s): not supported", name, set.open)
		return true
	}
	impls := w.implementing(cc, set.types)
	alts := []*smt.Term{smt.Eq(x, w.model.Nil())}
	for _, t := range impls {
		alts = append(alts, w.model.HasType(t, x))
	}
	st.facts = append(st.facts, smt.Or(alts...)) // x's sources (ifaceset.go)
	ns := st.clone()
	ns.conds = append(ns.conds, alts[0])
	w.finish(ns, true, []*smt.Term{w.runtimePanic("nilderef")}, in.Pos())
	for k, t := range impls {
		bs := st.clone()
		bs.conds = append(bs.conds, alts[k+1])
		if w.dispatch(bs, b, i, in, t, x) {
			w.instrs(bs, b, i+1)
		}
		if w.stopped() {
			break
		}
	}
	return false
}

// implementing keeps the types of ts that have the method cc calls (a
// type assertion to the interface let through only those).
func (w *walker) implementing(cc *ssa.CallCommon, ts []types.Type) []types.Type {
	var out []types.Type
	for _, t := range ts {
		if w.prog.SSA.MethodSets.MethodSet(t).Lookup(cc.Method.Pkg(), cc.Method.Name()) != nil {
			out = append(out, t)
		}
	}
	return out
}

// dispatch translates in as a call of t's method on the value of type t
// that the interface value x holds; it returns as walker.call does.
func (w *walker) dispatch(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, t types.Type, x *smt.Term) bool {
	cc := in.Common()
	sel := w.prog.SSA.MethodSets.MethodSet(t).Lookup(cc.Method.Pkg(), cc.Method.Name())
	var callee *ssa.Function
	if sel != nil {
		callee = w.prog.SSA.MethodValue(sel)
	}
	via := "call of interface method " + w.methodName(cc) + " on a " + types.TypeString(t, types.RelativeTo(FuncPackage(w.fn))) + ": "
	if callee == nil {
		w.refuse(in.Pos(), "%sno method body: not supported", via)
		return true
	}
	recv := w.model.Unbox(t, x)
	if bt, ok := w.model.BoxedType(x); ok && types.Identical(bt, t) {
		recv = x.Args[0] // the value boxed on the path: its pointer's object known (freshheap.go)
	}
	before := w.refusal
	next := w.staticTail(st, b, i, in, &bound{callee: callee, recv: recv, recvT: t, via: via})
	if r := w.refusal; before == nil && r != nil && inBody(callee, r.Pos) {
		tn := types.TypeString(t, types.RelativeTo(FuncPackage(w.fn)))
		r.Message += fmt.Sprintf(" (in %s.%s, the implementation of %s the call runs)", tn, cc.Method.Name(), w.methodName(cc))
	}
	return next
}

// inBody reports whether pos lies in fn's declaration.
func inBody(fn *ssa.Function, pos token.Pos) bool {
	syn := fn.Syntax()
	return syn != nil && syn.Pos() <= pos && pos < syn.End()
}

// methodName names the interface method cc calls: Logger.V.
func (w *walker) methodName(cc *ssa.CallCommon) string {
	t := types.Unalias(cc.Value.Type())
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name() + "." + cc.Method.Name()
	}
	return cc.Method.Name()
}

func isTypeParamType(t types.Type) bool {
	_, ok := types.Unalias(t).(*types.TypeParam)
	return ok
}

// packageCall translates in, a call of an interface method of unexported
// name whose set is open (why), by the summaries of the bodies of its
// package: an effect-free call with arbitrary results, or refused, naming
// the body with an effect.
func (w *walker) packageCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, name, why string) bool {
	cc := in.Common()
	impls, bad := w.prog.packageImpls(cc.Method)
	for _, fn := range impls {
		if sum := w.prog.Summarize(fn); sum.Kind > Observer && bad == "" {
			bad = sum.Reason(w.prog, fn.RelString(FuncPackage(w.fn)))
		}
	}
	if bad != "" {
		w.refuse(in.Pos(), "call of interface method %s: its implementations are open (%s), and %s: not supported", name, why, bad)
		return true
	}
	ins := []input{{cc.Value.Type(), w.value(st, cc.Value)}}
	for _, a := range cc.Args {
		ins = append(ins, input{a.Type(), w.value(st, a)})
	}
	fc := w.prepareInputs(nil, cc.Method, ins, true)
	w.publishArgs(st, in, fc.args, nil)
	return w.applyFunctional(st, b, i, in, fc)
}

// argumentOf returns the value v stands for on this path: for a parameter
// of an inlined helper, the argument of the call the helper was inlined
// for (in the caller's body, at any depth), whose sources are v's on this
// path, whoever else calls the helper; v itself otherwise.
func (w *walker) argumentOf(st *state, v ssa.Value) ssa.Value {
	for k := len(st.stack) - 1; k >= 0; k-- {
		p, ok := v.(*ssa.Parameter)
		f := st.stack[k]
		if !ok || p.Parent() != f.fn {
			return v
		}
		idx := paramIndex(p)
		cc := f.call.Common()
		switch {
		case f.verb != 0 || f.wrap != nil: // fmt running a method on its operand (stringer.go)
			return v
		case cc.IsInvoke() && idx > 0: // a dispatched method's (iface.go)
			v = cc.Args[idx-1]
		case !cc.IsInvoke() && cc.StaticCallee() == f.fn:
			v = cc.Args[idx]
		default:
			return v
		}
	}
	return v
}

// paramIndex returns p's position among its function's parameters.
func paramIndex(p *ssa.Parameter) int {
	for i, q := range p.Parent().Params {
		if q == p {
			return i
		}
	}
	return -1
}
