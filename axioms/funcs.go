// This file defines Func: a callback argument of a collection method (the
// closure passed to xsync's Compute or concurrent-map's Upsert), and the
// dispatch of a method's axioms over its arguments and callbacks.

package axioms

import (
	"go/types"
	"strconv"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// A Func is a callback passed to a collection method: a function the paths
// stage checked to be functional (no effect outside itself, reading only
// its captured values and its arguments). A call of it is an
// uninterpreted function of the captured values and the arguments, the same
// in the original path and in the condensed run; so is whether it panics.
type Func struct {
	// Name identifies the function's body (and instantiation).
	Name string
	// Captured are the values the closure captured, in order.
	Captured []*smt.Term
	// Sig is the callback's Go signature.
	Sig *types.Signature
	// Def, when the body translates (no loops, no calls of uninterpreted
	// helpers, no memory but the captured cells), is the body as terms.
	// Proofs never use it (the callback stays uninterpreted there);
	// witness search defines the callback by it, so that its models and
	// replays run the callback the client wrote.
	Def *FuncDef
}

// A FuncDef is a callback's body as terms over formal parameters: its
// captured values, then its arguments (the order of Func.Call's inputs).
type FuncDef struct {
	Params []*smt.Term
	// Types are the Go types of Params.
	Types []types.Type
	// Results, Panics and PanicValue are the body's outcome: an ite over
	// its paths' conditions.
	Results            []*smt.Term
	Panics, PanicValue *smt.Term
	// Deep, when not nil, is the condition on Params under which the body
	// runs longer than its translation was unrolled: there the outcome is
	// unknown, and Results, Panics and PanicValue say nothing.
	Deep *smt.Term
}

// Instance returns the definition's outcome at the given inputs (captured
// values, then arguments): results, then the panic condition and value.
func (d *FuncDef) Instance(in []*smt.Term) []*smt.Term {
	m := d.bind(in)
	var out []*smt.Term
	for _, r := range append(append([]*smt.Term(nil), d.Results...), d.Panics, d.PanicValue) {
		out = append(out, smt.Subst(r, m))
	}
	return out
}

// DeepAt returns the definition's Deep condition at the given inputs,
// false when the definition covers every input.
func (d *FuncDef) DeepAt(in []*smt.Term) *smt.Term {
	if d.Deep == nil {
		return smt.False
	}
	return smt.Subst(d.Deep, d.bind(in))
}

// bind maps the definition's formal parameters to the given inputs.
func (d *FuncDef) bind(in []*smt.Term) map[string]*smt.Term {
	m := map[string]*smt.Term{}
	for i, p := range d.Params {
		m[p.Op] = in[i]
	}
	return m
}

// Applied names the uninterpreted functions of f's applications, in the
// order Instance returns their definitions: its results, whether it
// panics, its panic value.
func (f *Func) Applied() []string {
	var names []string
	for i := 0; i < f.Sig.Results().Len(); i++ {
		names = append(names, f.Name+"!r"+strconv.Itoa(i))
	}
	return append(names, f.Name+"!panics", f.Name+"!panicval")
}

// Call returns the results of calling f on args (of the callback's
// parameter sorts), the condition under which the call panics, and the
// panic's value.
func (f *Func) Call(v *values.Model, args ...*smt.Term) (results []*smt.Term, panics, panicValue *smt.Term) {
	in := append(append([]*smt.Term(nil), f.Captured...), args...)
	apply := func(name string, s smt.Sort) *smt.Term {
		if len(in) == 0 {
			return v.Func(name, s)
		}
		return v.Func(name, s, in...)
	}
	rs := f.Sig.Results()
	for i := 0; i < rs.Len(); i++ {
		results = append(results, apply(f.Name+"!r"+strconv.Itoa(i), v.Sort(rs.At(i).Type())))
	}
	return results, apply(f.Name+"!panics", smt.Bool), apply(f.Name+"!panicval", values.AnySort)
}

// Effect applies m's axioms to pre with the given arguments and callbacks.
func (m *Method) Effect(v *values.Model, pre *smt.Term, args []*smt.Term, fns []*Func) Effect {
	if m.ApplyFuncs != nil {
		return m.ApplyFuncs(v, pre, args, fns)
	}
	return m.Apply(v, pre, args)
}

// callPanics adds a callback's panic to an effect: the call then panics
// with the callback's value and leaves the state as it was.
func callPanics(eff Effect, pre, panics, value *smt.Term) Effect {
	if panics.IsFalse() {
		return eff
	}
	eff.Post = smt.Ite(panics, pre, eff.Post)
	return panicsFirst(eff, panics, value)
}

// panicsFirst adds to eff a panic with the given condition and value that
// happens before the panics eff already has (hashing the key before the
// axiom's own comparisons, a callback before what follows it).
func panicsFirst(eff Effect, panics, value *smt.Term) Effect {
	if eff.Panics == nil || eff.Panics.IsFalse() {
		eff.Panics, eff.PanicValue = panics, value
		return eff
	}
	eff.PanicValue = smt.Ite(panics, value, eff.PanicValue)
	eff.Panics = smt.Or(panics, eff.Panics)
	return eff
}
