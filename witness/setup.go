// This file defines the setup of a package witness over a single value
// (setupkeyed.go does a keyed collection's): the states the zero value
// reaches by the package's own operations run one after another, each
// with the runs that reach it (setupsearch.go), searched before the
// witness so that the package search can start from them, and a witness
// starting from one of them shows how the object got there
// (Witness.Setup); one from a state the search did not reach is marked
// (Witness.Unreached).
//
// Soundness. The setup is no part of the interleaving's claim: its runs
// complete before the client and the other goroutine start, so every
// serial order keeps them first, and the state they leave is the
// witness's initial state, which the witness's serial checks start from
// as before. A setup only shows that the package's own code leads there.

package witness

import (
	"context"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// reachable returns the states the zero value of f's single-value
// collection reaches by at most SetupDepth runs of ops, the zero value
// first; nil when the object is no single value or has no zero the
// encoding knows.
func reachable(ctx context.Context, f *paths.Func, ops []*paths.Func, holder *smt.Term, solver smt.Solver, opt Options) []setupState {
	coll := f.Collection()
	if _, keyed := coll.(axioms.Keyed); keyed || f.Product != nil {
		return nil
	}
	start, ok := newState(f, coll)
	if !ok {
		return nil
	}
	sp := &setupSpace{f: f, holder: holder, runs: setupRuns(f, ops, holder)}
	out, _ := sp.search(ctx, start, nil, solver, opt)
	return out
}

// newState is the single value's zero value, where the search starts
// (the collections whose zero is a value of the model, axioms.Zeroed,
// are keyed: not searched here).
func newState(f *paths.Func, coll axioms.Collection) (setupState, bool) {
	zero, ok := axioms.ZeroState(coll.StateSort(f.Model))
	if !ok || !ground(zero) {
		return setupState{}, false
	}
	b := setupBuilder(f, nil)
	return setupState{lits: []*smt.Term{zero}, vals: []axioms.Value{b.whole(zero)}, present: []bool{true}}, b.d.exact
}

// setupRuns lists the paths of ops on f's object and holder that a setup
// may run: they may change the object, return, depend on nothing the
// setup does not fix, and need nothing but the object (an operation over
// more objects than f's is left out: its calls on the others are no
// steps of this object).
func setupRuns(f *paths.Func, ops []*paths.Func, holder *smt.Term) []setupRun {
	var out []setupRun
	for _, op := range ops {
		if !sameObjects(f, op, holder) {
			continue
		}
		for _, src := range opSources(op) { // a loop's exact runs too (pkgenv.go): a CAS loop's first try
			for qi, q := range src.Paths {
				if setupRunnable(src, q) && (src == op || runnableUnrolled(q, src, op)) {
					out = append(out, setupRun{src, qi})
				}
			}
		}
	}
	return out
}

// setupRunnable reports whether a setup may run path q of op: it may
// change the object, returns, fixes no value for the run but nil ones
// and makes no object (obligations.SetupRunnable), depends on nothing the
// setup does not show (inexactPath: memory, the clock, helpers'
// results), and makes no channel event (what a receive or a select
// observed is a choice the setup would not show).
func setupRunnable(op *paths.Func, q *paths.Path) bool {
	return mayChange(q) && !q.Panics && !q.Exceptional && len(q.Events) == 0 &&
		obligations.SetupRunnable(q) && inexactPath(op, q, false, nil) == ""
}

// reachedOther is the condition that the state before path p's first call
// is one of rs but the new object's (rs[0]: the passes on a new object
// have searched it); nil when there is none.
func reachedOther(p *paths.Path, rs []setupState) *smt.Term {
	if len(p.Calls) == 0 || len(rs) < 2 {
		return nil
	}
	var alts []*smt.Term
	for _, r := range rs[1:] {
		alts = append(alts, smt.Eq(smt.Const(obligations.ProbePre(0, obligations.ProbeWhole), r.lits[0].Sort), r.lits[0]))
	}
	return smt.Or(alts...)
}

// withSetup gives w the setup of its initial state: for a single value,
// the runs of the state rs reached that is w's, else of a search with
// w's state as its goal, else it marks w unreached; for a keyed object,
// the runs keyedSetup finds.
func withSetup(ctx context.Context, f *paths.Func, ops []*paths.Func, holder *smt.Term, w *Witness, rs []setupState, solver smt.Solver, opt Options) *Witness {
	if w == nil || w.start == nil || w.Several() {
		return w
	}
	if w.start.keys != nil {
		w.Setup = keyedSetup(ctx, f, ops, holder, w, solver, opt)
		return w
	}
	if len(rs) == 0 || len(w.start.entries) != 1 || !ground(w.start.entries[0]) { // no zero state the search starts from, or a state it cannot reach (a pointer)
		return w
	}
	goal := setupState{lits: w.start.entries}
	for _, r := range rs {
		if r.name() == goal.name() {
			w.Setup = r.steps
			return w
		}
	}
	sp := &setupSpace{f: f, holder: holder, runs: setupRuns(f, ops, holder)}
	if _, hit := sp.search(ctx, rs[0], &goal, solver, opt); hit != nil {
		w.Setup = hit.steps
		return w
	}
	w.Unreached = true
	return w
}
