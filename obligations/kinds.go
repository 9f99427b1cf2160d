// This file defines the kinds of interference witness search asks for in
// turn, beyond the solver's first choice.

package obligations

import (
	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// KeepsPresence returns, for a keyed collection, the condition that the
// other goroutine's changes between p's calls keep every probed key
// present or absent as it was: they only replace values. nil when there
// is nothing to say. Witness search asks for it after the solver's own
// choices: a solver left free tends to delete the key a check-then-act
// read, which the client running first often explains, while replacing
// the value it read is the change such a function loses.
func KeepsPresence(f *paths.Func, p *paths.Path) *smt.Term {
	keyed, ok := f.Client.Collection.(axioms.Keyed)
	if !ok || keyed.EntrySort() != smt.Named("Entry") || len(p.Calls) < 2 {
		return nil
	}
	isPresent := func(e *smt.Term) *smt.Term { return smt.Apply("(_ is present)", smt.Bool, e) }
	var conds []*smt.Term
	for k := 0; k+1 < len(p.Calls); k++ {
		for j := range Keys(f, p) {
			post, pre := smt.Const(ProbePost(k, j), keyed.EntrySort()), smt.Const(ProbePre(k+1, j), keyed.EntrySort())
			conds = append(conds, smt.Eq(isPresent(post), isPresent(pre)))
		}
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// ChangesContents returns the condition that wherever another goroutine
// replaces the object a single-value collection holds, the new object
// differs from the old in every field the path reads (StatePins), or nil
// when the path reads none: a search kind for copy-on-write clients, whose
// lost update shows only in the contents of the objects.
func ChangesContents(f *paths.Func, p *paths.Path) *smt.Term {
	pins := StatePins(f, p)
	if len(pins) == 0 || len(p.Calls) < 2 {
		return nil
	}
	state := f.Client.Collection.StateSort(f.Model)
	var conds []*smt.Term
	for k := 0; k+1 < len(p.Calls); k++ {
		post, pre := smt.Const(ProbePost(k, ProbeWhole), state), smt.Const(ProbePre(k+1, ProbeWhole), state)
		for n, t := range pins {
			old, nu := smt.Const(ProbeStatePin(n, k, true), t.Sort), smt.Const(ProbeStatePin(n, k+1, false), t.Sort)
			conds = append(conds, smt.Or(smt.Eq(post, pre), smt.Not(smt.Eq(old, nu))))
		}
	}
	return smt.And(conds...)
}
