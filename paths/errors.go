// This file defines errors as values. errors.New, fmt.Errorf (any verbs,
// %w included) and errors.Join make a new object on every call (a fresh
// allocation: not nil, distinct from the path's other new objects) whose
// contents are the call's arguments: obligations identify the original
// path's error with the condensed run's from the same site and equal
// arguments, as for any allocation (Alloc.Fresh), and a deterministic
// message goes with equal arguments because formatting them is a function
// of their values (format.go: strings, numbers, bools, values that cannot
// reach memory, and error values, trusted immutable). errors.Join returns
// nil when every argument is nil, exactly. errors.Is and errors.Unwrap
// are exact on nil and along the chains of errors the path built
// (errchain.go); elsewhere they are functions of their error arguments
// (trusted: the Is and Unwrap methods of the chain are effect-free
// functions of the error, listed in Func.Trusted), the same in the
// original path and the condensed run. A new error is a pointer: == to
// itself, and to no sentinel or earlier new object. A
// comparison err == ErrX is interface equality, exact; a sentinel (a
// package variable only its initialization writes) is a constant of every
// run (constglobals.go).

package paths

import (
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// freshErrors are the functions whose error result is a new object.
var freshErrors = map[string]bool{"errors.New": true, "fmt.Errorf": true, "errors.Join": true}

// errorResult binds the result of call in of obj, a standard-library
// function whose inputs are fc's, when it makes a fresh error; it reports
// whether it did. args are the call's SSA inputs (a ...error built in
// place by its elements).
func (w *walker) errorResult(st *state, in *ssa.Call, obj *types.Func, fc *fnCall, args []ssa.Value) bool {
	if !freshErrors[obj.FullName()] {
		return false
	}
	fc.fresh = true // unless an argument reaches memory (fc.havoc): then the result is arbitrary
	if obj.FullName() != "errors.Join" {
		return false // applyFunctional binds the fresh result
	}
	_, built := variadicElems(in.Common().Args[0])
	fc.noPanic = true
	out := w.fnResults(st, fc, in)[0]
	if built {
		var nils []*smt.Term
		for j, a := range args {
			nils = append(nils, smt.Eq(fc.args[j], w.nilOf(a.Type())))
		}
		out = smt.Ite(smt.And(nils...), w.model.Nil(), out)
	}
	w.nameAs(out, in)
	st.env[in] = out
	return true
}

// errorsIs translates errors.Is(err, target): when either is nil, Go
// returns err == target without running code, exactly; otherwise it walks
// err's chain (trusted effect-free Is and Unwrap methods), a function of
// the two errors, which may panic only by those methods.
func (w *walker) errorsIs(st *state, b *ssa.BasicBlock, i int, in *ssa.Call) bool {
	if why := w.effectfulMethod(errorNames); why != "" { // closedworld.go
		w.refuse(in.Pos(), "call to errors.Is: the errors' chain may run %s: not supported", why)
		return true
	}
	w.trust("errors.Is (standard library, treated as functional)", token.NoPos)
	w.trust("error values are immutable: their Error and Unwrap methods are effect-free functions of the value", token.NoPos)
	args := in.Common().Args
	err, target := w.value(st, args[0]), w.value(st, args[1])
	anyNil := smt.Or(smt.Eq(err, w.model.Nil()), smt.Eq(target, w.model.Nil()))
	// Is compares with target when its dynamic type is comparable (known for
	// some targets, else a function of target); == on it is reflexive.
	comparable := w.model.Func("std!errors.Is!comparable", smt.Bool, target)
	if comparableError(args[1]) {
		comparable = smt.True
	}
	eq := func(x *smt.Term) *smt.Term {
		return smt.And(comparable, smt.Or(smt.Eq(x, target), w.model.GoEq(x, target)))
	}
	found, panics := w.isChain(st, err, target, eq, 0) // errchain.go
	pv := w.model.Func("std!errors.Is!panicval", values.AnySort, err, target)
	return w.guard(st, b, i, smt.And(smt.Not(anyNil), panics), pv, func(st *state) {
		st.env[in] = smt.Ite(anyNil, smt.Eq(err, target), found)
	})
}

// errorsUnwrap translates errors.Unwrap(x) when x is nil or an error the
// path built (errchain.go): exact, and it reports true; else the call is
// the standard library's function (stdCall).
func (w *walker) errorsUnwrap(st *state, in *ssa.Call) bool {
	r, ok := w.unwrapOf(st, w.value(st, in.Common().Args[0]))
	if ok {
		w.nameAs(r, in)
		st.env[in] = r
	}
	return ok
}

// comparableError reports whether error value v's dynamic type is known
// to be comparable: a sentinel, a new error of errors.New or fmt.Errorf
// (pointers), a value of a comparable concrete type, or a choice (a phi)
// between such values and nil.
func comparableError(v ssa.Value) bool {
	return comparableErrorDepth(v, 0)
}

func comparableErrorDepth(v ssa.Value, depth int) bool {
	switch v := v.(type) {
	case *ssa.Phi:
		for _, e := range v.Edges {
			if depth > 3 || !isNilConst(e) && !comparableErrorDepth(e, depth+1) {
				return false
			}
		}
		return true
	case *ssa.UnOp:
		g, ok := v.X.(*ssa.Global)
		return ok && v.Op == token.MUL && isSentinel(g)
	case *ssa.MakeInterface:
		return types.Comparable(v.X.Type())
	case *ssa.Call:
		f := v.Common().StaticCallee()
		return f != nil && freshErrors[f.String()] && f.String() != "errors.Join"
	}
	return false
}

// sentinelFacts records, for a load of a package variable constant after
// initialization whose initializer is errors.New or fmt.Errorf (a
// sentinel), that its value v is not nil and differs from every other
// sentinel's: each is a distinct new object.
func (w *walker) sentinelFacts(st *state, in *ssa.UnOp, v *smt.Term) {
	g, ok := in.X.(*ssa.Global)
	if !ok || !isSentinel(g) {
		return
	}
	st.facts = append(st.facts, smt.Not(smt.Eq(v, w.model.Nil())))
	for _, o := range w.sentinels {
		if o.Op != v.Op {
			w.distinct(st, v, o)
		}
	}
	for _, a := range st.fnAllocs { // new objects of the path
		if a.Fresh && a.Ptr.Sort.Equal(v.Sort) {
			w.distinct(st, v, a.Ptr)
		}
	}
	for _, o := range w.sentinels {
		if o.Op == v.Op {
			return
		}
	}
	w.sentinels = append(w.sentinels, v)
}

// isSentinel reports whether g's package initialization stores into it
// once, the result of errors.New or fmt.Errorf (constGlobals has checked
// that nothing else writes it): the package initializer and the init
// functions it calls.
func isSentinel(g *ssa.Global) bool {
	if g.Pkg == nil || g.Pkg.Func("init") == nil {
		return false
	}
	var stores []*ssa.Store
	fns := []*ssa.Function{g.Pkg.Func("init")}
	for j := 0; j < len(fns); j++ {
		for _, b := range fns[j].Blocks {
			for _, instr := range b.Instrs {
				switch in := instr.(type) {
				case *ssa.Store:
					if in.Addr == g {
						stores = append(stores, in)
					}
				case *ssa.Call:
					if f := in.Common().StaticCallee(); f != nil && f.Pkg == g.Pkg && initializes(f, g) && f != fns[0] {
						fns = append(fns, f)
					}
				}
			}
		}
	}
	if len(stores) != 1 {
		return false
	}
	c, ok := stores[0].Val.(*ssa.Call)
	if !ok {
		return false
	}
	f := c.Common().StaticCallee()
	return f != nil && freshErrors[f.String()] && f.String() != "errors.Join"
}

// quietArgs reports whether fmt formats every argument of args without
// running a method that may panic: strings, numbers, bools and nil, and
// errors made by errors.New or fmt.Errorf (sentinels included), whose
// Error methods return a field.
func quietArgs(args []ssa.Value) bool {
	for _, a := range args {
		if _, isConst := a.(*ssa.Const); isConst || isPlainBox(a) {
			continue
		}
		if ci, ok := a.(*ssa.ChangeInterface); ok {
			a = ci.X
		}
		if !stdError(a, 0) {
			return false
		}
	}
	return true
}

// stdError reports whether v is nil, a sentinel, a new error of
// errors.New or fmt.Errorf, or a choice (a phi) between such values.
func stdError(v ssa.Value, depth int) bool {
	switch v := v.(type) {
	case *ssa.Phi:
		for _, e := range v.Edges {
			if depth > 3 || !stdError(e, depth+1) {
				return false
			}
		}
		return true
	case *ssa.UnOp, *ssa.Call:
		return comparableError(v)
	}
	return isNilConst(v)
}

// distinct records that interface values x and y differ, under == too.
func (w *walker) distinct(st *state, x, y *smt.Term) {
	st.facts = append(st.facts, smt.Not(smt.Eq(x, y)), smt.Not(w.model.GoEq(x, y)), smt.Not(w.model.GoEq(y, x)))
}

// freshFromSentinels records that new object ptr is none of the sentinels
// loaded so far, which existed before it.
func (w *walker) freshFromSentinels(st *state, ptr *smt.Term) {
	for _, o := range w.sentinels {
		if o.Sort.Equal(ptr.Sort) {
			w.distinct(st, ptr, o)
		}
	}
}

// newError records that r, a new error object, is a pointer: == to itself
// and, under == too, to none of the path's earlier new objects.
func (w *walker) newError(st *state, r *smt.Term) {
	st.facts = append(st.facts, w.model.GoEq(r, r))
	for _, a := range st.fnAllocs {
		if a.Fresh && a.Ptr != r && a.Ptr.Sort.Equal(r.Sort) {
			w.distinct(st, r, a.Ptr)
		}
	}
}
