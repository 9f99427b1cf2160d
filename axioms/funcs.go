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
	// NoPanic: the body cannot panic.
	NoPanic bool
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
	if f.NoPanic {
		return results, smt.False, v.Nil()
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
