// This file defines calls of interface methods whose implementations are
// open (ifaceset.go), made with values only, in a function whose base
// object only its package's code can reach: grpc-go's
// `logger.V(2)` and `logger.Infof("... %v", val)` on a package variable
// set from grpclog.Component, whose methods end in a logger the user may
// replace (grpclog.SetLoggerV2).
//
// The rule. Such a call is translated as an observer's: its results and
// whether it panics are fresh, arbitrary values on every call, read by
// the condensed run as the path read them (inputs from the environment,
// as the clock's readings), and it has no effect on the path's own
// memory; it is listed as trusted. It applies when
//   - the client's base object is confined (Confinement: an unexported
//     field or variable whose address never leaves the package's code),
//     and the function touches no other object (places and families may
//     be reachable from outside the package);
//   - the package hands none of its own code to other packages' code
//     (handsout.go: no function or method value of it, and no value of
//     one of its types with methods in an interface, passed to another
//     package's function or stored but in a variable of its own whose
//     value is only called);
//   - the receiver is the interface value of a package variable;
//   - every argument holds no reference and no value of the package's
//     types with methods (at any depth: formatting would run them): a
//     boolean, number or string, a struct or array of those, nil, such a
//     value in an interface, or the variadic slice the call site builds of
//     such values.
// Otherwise the call stays refused (iface.go).
//
// Soundness. What the implementation does while the function runs is
// part of the function's own run: a call back into the package (reading
// the object, changing it) would make its answers depend on the object's
// state, which a condensed run at another point need not share, so such
// calls must be ruled out, not taken as other goroutines' operations. The
// implementation reaches the package's code only if it is handed some
// (ruled out above: the package hands none, and the arguments carry none)
// or through the package's exported API, which is the trusted part: the
// trust entry says the implementations do not call the package's
// functions (a logger calling back into the package it logs for).
// Reflection and unsafe aside, code outside the package cannot reach the
// confined object otherwise (Go's visibility rules). The implementation
// cannot reach the path's own memory: its arguments and receiver hold no
// reference to it (a package variable holds none: the walk refuses
// stores to memory outside the path's own), so the fresh objects, local
// variables and maps the path models exactly keep their contents; any
// other memory the path reads is already arbitrary at every load, and
// fields and package variables taken as constants are so because no
// function of the loaded packages writes them and, for exported ones, no
// other package does (already listed as trusted). So the implementation's
// answers depend on nothing the function touches: a sequential run at the
// condensation point in which it answers as it did on the path is one of
// the function's runs, as for the clock. Its results and its panic, fresh
// on every call, over-approximate every implementation, and a call that
// never returns ends the path (nothing to prove).

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// openCall translates in, a call of interface method name whose set is
// open (why), by the rule above; false when the rule does not apply (ok
// false) and the call is to be refused.
func (w *walker) openCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, name, why string) (next, ok bool) {
	cc := in.Common()
	if w.defining || w.client == nil || !globalValue(w.argumentOf(st, cc.Value)) {
		return false, false
	}
	for _, a := range cc.Args {
		if !valueArg(w.argumentOf(st, a), w.client.Pkg.Types) {
			return false, false
		}
	}
	if w.prog.Confinement(w.client) != nil || w.prog.HandsOutCode(w.client.Pkg.Types) != "" {
		return false, false
	}
	if w.openPos == token.NoPos {
		w.openPos, w.openWhat = in.Pos(), fmt.Sprintf("call of interface method %s: its implementations are open (%s)", name, why)
	}
	w.trust(fmt.Sprintf("the implementations of %s (open: %s) do not call this package's functions or methods, which the package hands them none of, and do not reach its objects by reflection or unsafe", name, why), in.Pos())
	ins := []input{{cc.Value.Type(), w.value(st, cc.Value)}}
	for _, a := range cc.Args {
		ins = append(ins, input{a.Type(), w.value(st, a)})
	}
	fc := w.prepareInputs(nil, cc.Method, ins, true)
	w.publishArgs(st, in, fc.args, nil)
	return w.openApply(st, b, i, in, fc), true
}

// openApply forks on the call's panic, then binds its results: fresh
// values, each recorded as an input from the environment (ClockRead.Env),
// which the condensed run reads at the same site and occurrence
// (obligations' sameClocks). Sound as for the clock: the implementation
// is unknown, so a sequential run in which it answers what it answered on
// the path is one of the function's runs, and the obligation asks for one
// sequential run that explains the path.
func (w *walker) openApply(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, fc *fnCall) bool {
	panics, pv := w.fnPanics(st, fc)
	name := w.callName(in)
	w.envRead(st, in, panics, "whether "+name+" panics", types.Typ[types.Bool])
	w.envRead(st, in, pv, "the panic value of "+name, types.Universe.Lookup("any").Type())
	return w.guard(st, b, i, panics, pv, func(st *state) {
		out := w.fnResults(st, fc, in)
		results := fc.sig.Results()
		for j, o := range out {
			w.envRead(st, in, o, w.resultName(in, j), results.At(j).Type())
			if len(out) == 1 {
				w.nameAs(o, in)
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

// envRead records v, a fresh value the call in answered, as an input from
// the environment at in (ClockRead.Env), named what.
func (w *walker) envRead(st *state, in *ssa.Call, v *smt.Term, what string, t types.Type) {
	if v.Kind != smt.Var {
		return // not the call's own value
	}
	w.setName(v.Op, what)
	occ := 0
	for _, c := range st.clocks {
		if c.Site == in {
			occ++
		}
	}
	st.clocks = append(st.clocks, ClockRead{Site: in, Occurrence: occ, Value: v, Pos: in.Pos(), Type: t, Env: true})
	st.effects++ // the next iteration of a loop reads other values
}

// openObjects refuses f when it made a call by the rule above and touches
// more objects than its base: those may be reachable from outside the
// package.
func (w *walker) openObjects() {
	if w.openPos != token.NoPos && w.refusal == nil && len(w.out.Objects) > 1 {
		w.refuse(w.openPos, "%s, and the function touches other objects than its base: not supported", w.openWhat)
	}
}

// globalValue reports whether v is the value of a package variable.
func globalValue(v ssa.Value) bool {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return false
	}
	_, ok = load.X.(*ssa.Global)
	return ok
}

// valueArg reports whether argument v holds no reference (see the rule),
// and, boxed in an interface, is of no type with methods of pkg (which
// formatting would run on the path's behalf).
func valueArg(v ssa.Value, pkg *types.Package) bool {
	switch a := v.(type) {
	case *ssa.Const:
		return true // a value, or nil
	case *ssa.MakeInterface:
		return !holdsMethodsOf(a.X.Type(), pkg, 0) && referenceFree(a.X.Type(), 0) // handsout.go
	case *ssa.Slice:
		return variadicValues(a, pkg)
	}
	return referenceFree(v.Type(), 0)
}

// variadicValues reports whether s slices an array the function allocated
// whose only uses are s and stores of values holding no reference into
// its elements (the slice of a variadic call's arguments).
func variadicValues(s *ssa.Slice, pkg *types.Package) bool {
	arr, ok := s.X.(*ssa.Alloc)
	if !ok || arr.Referrers() == nil {
		return false
	}
	for _, r := range *arr.Referrers() {
		switch r := r.(type) {
		case *ssa.Slice:
			if r != s {
				return false
			}
		case *ssa.IndexAddr:
			for _, u := range *r.Referrers() {
				st, isStore := u.(*ssa.Store)
				if !isStore || st.Addr != r || !valueArg(st.Val, pkg) {
					return false
				}
			}
		case *ssa.DebugRef:
		default:
			return false
		}
	}
	return true
}

// referenceFree reports whether values of t hold no reference: booleans,
// numbers, strings, and structs and arrays of those.
func referenceFree(t types.Type, depth int) bool {
	if depth > 32 {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsBoolean|types.IsNumeric|types.IsString) != 0
	case *types.Array:
		return referenceFree(u.Elem(), depth+1)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !referenceFree(u.Field(i).Type(), depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// openBlock says why the rule above cannot take the client's open calls
// when it is that the package hands its own code to other packages'
// (handsout.go): ", and <where>".
func (w *walker) openBlock() string {
	if w.client == nil {
		return ""
	}
	if why := w.prog.HandsOutCode(w.client.Pkg.Types); why != "" {
		return ", and " + why + ", which the implementations may call back"
	}
	return ""
}
