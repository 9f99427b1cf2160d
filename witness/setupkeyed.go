// This file defines the setups of package witnesses over a keyed
// collection (setup.go does a single value's): once a witness is found,
// the runs of the package's operations, at the witness's keys only, that
// take the zero value (every key absent) to the witness's initial entries
// (setupsearch.go, with that goal). Nothing is claimed when the search
// does not reach them: keys other than the witness's are no part of it.
//
// Soundness: as setup.go's, the runs complete before both goroutines
// start, and the state they leave at the witness's keys is its initial
// state, the only state the interleaving and its serial orders read.

package witness

import (
	"context"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// A setupStart is a package witness's initial state, kept for its setup:
// for a keyed collection its keys as values and literals and the entries
// there as literals; for a single value (no keys) the whole state.
type setupStart struct {
	keys             []axioms.Value
	keyLits, entries []*smt.Term
}

// keyedSetup returns the runs of ops that take the zero value to w's
// initial entries at its keys; nil when w starts from the zero value, is no
// keyed package witness, or none is found.
func keyedSetup(ctx context.Context, f *paths.Func, ops []*paths.Func, holder *smt.Term, w *Witness, solver smt.Solver, opt Options) []Step {
	ks := w.start
	keyed, ok := f.Collection().(axioms.Keyed)
	if ks == nil || !ok || ks.keys == nil || f.Product != nil {
		return nil
	}
	absent, ok := axioms.ZeroState(keyed.EntrySort())
	if !ok {
		return nil
	}
	var start setupState
	for range ks.keys {
		start.lits, start.vals, start.present = append(start.lits, absent), append(start.vals, axioms.Nil), append(start.present, false)
	}
	goal := &setupState{lits: ks.entries}
	if start.name() == goal.name() {
		return nil
	}
	sp := &setupSpace{f: f, holder: holder, runs: setupRuns(f, ops, holder), keys: ks.keys, keyLits: ks.keyLits}
	if _, hit := sp.search(ctx, start, goal, solver, opt); hit != nil {
		return hit.steps
	}
	return nil
}
