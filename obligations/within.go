// This file defines the package environment's state invariant of an
// integer word: the word only ever holds one of a few values
// (paths.Rely.Within), the values it starts with and those the package's
// calls make of them. Each call of the package's code is checked from the
// set (LeavesSet) and every state of a path is assumed in it
// (withinStates).
//
// Soundness. In the package environment only the calls of the paths
// paths.Touching lists change a confined object. LeavesSet checks one
// such call under its path's branch conditions, from any state of the
// set and with the path's inputs and locals free (the earlier calls'
// results too: nothing ties them to this call's state), that the word
// after it is in the set again. When every call passes and the word's
// every starting value is in the set (its zero value, when the package's
// code gives a new object no other: verify/within.go), the set holds
// of the word at every instant, by induction on the calls that changed
// it. So every state a path's call finds or leaves, each an instant's, is
// in the set: asserting it leaves out only runs that cannot happen.

package obligations

import (
	"context"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// oneOf is the fact that state is one of vals.
func oneOf(state *smt.Term, vals []*smt.Term) *smt.Term {
	var eqs []*smt.Term
	for _, v := range vals {
		eqs = append(eqs, smt.Eq(state, v))
	}
	return smt.Or(eqs...)
}

// LeavesSet checks whether call c of path p of f, from a word in set and
// under p's branch conditions, can leave a word outside it: out is such a
// value (nil when the call cannot), and ok is false when the solver did
// not decide or its value could not be read.
func LeavesSet(ctx context.Context, f *paths.Func, p *paths.Path, c *paths.Call, set []*smt.Term, solver smt.Solver, timeout time.Duration) (out *smt.Term, ok bool) {
	_, word := Word(f)
	m, onBase := baseMethod(f, c)
	switch {
	case !word || len(set) == 0:
		return nil, false
	case !onBase || c.Panicked || !m.MayMutate:
		return nil, true
	}
	e, pre, post := callFromAny(f, p, m, c) // grows.go
	sort := pre.Sort
	after := smt.Const("w!within!post", sort)
	e.consts = append(e.consts, after)
	e.asserts = append(e.asserts, oneOf(pre, set), smt.Eq(after, post), smt.Not(oneOf(after, set)))
	res, err := solver.Check(ctx, e.script("package environment: whether a call can leave the word's set"), timeout)
	switch {
	case err != nil || res.Status == smt.Unknown:
		return nil, false
	case res.Status == smt.Unsat:
		return nil, true
	}
	lit, found := res.Model.Value(after.Op)
	if !found {
		return nil, false
	}
	v, perr := smt.ParseValue(lit)
	if perr != nil || v.Sort != sort {
		return nil, false
	}
	return v, true
}

// withinStates asserts that every state p's calls find or leave the base
// word in is one of f.Rely.Within.
func (e *encoder) withinStates(p *paths.Path, pres, posts []*smt.Term) {
	set := e.f.Rely.Within
	if _, ok := Word(e.f); !ok || len(set) == 0 {
		return
	}
	for k := range p.Calls {
		e.asserts = append(e.asserts, oneOf(baseState(e.f, pres[k]), set), oneOf(baseState(e.f, posts[k]), set))
	}
}

// WithinStart is the condition that the base word before p's first call
// holds one of f.Rely.Within, as a package witness's starting state must
// (any state outside the set is one the package never reaches); nil when
// f keeps no such set or p makes no call.
func WithinStart(f *paths.Func, p *paths.Path) *smt.Term {
	if _, ok := Word(f); !ok || len(f.Rely.Within) == 0 || len(p.Calls) == 0 || f.Product != nil {
		return nil
	}
	return oneOf(smt.Const(ProbePre(0, ProbeWhole), f.Client.Collection.StateSort(f.Model)), f.Rely.Within)
}
