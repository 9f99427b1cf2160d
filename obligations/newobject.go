// This file defines NewObject: a witness whose client starts on a new
// object (Go's zero value of the collection), the state every
// construction makes first, which a maintainer reads without asking how
// the object got there.

package obligations

import (
	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// NewObject returns the condition that the state before p's first call is
// a new object's: the zero state of a single-value collection, every
// probed key absent from a keyed one. Nil when p has no call, for several
// objects, and for a state without a zero value the encoding knows.
// Witness search prefers such models (a preference, never a claim: the
// contract's initial state is any state of the object's type).
func NewObject(f *paths.Func, p *paths.Path) *smt.Term {
	if f.Product != nil || len(p.Calls) == 0 {
		return nil
	}
	keyed, isKeyed := f.Client.Collection.(axioms.Keyed)
	if !isKeyed {
		state := f.Client.Collection.StateSort(f.Model)
		zero, ok := axioms.ZeroState(state)
		if z, zeroed := f.Client.Collection.(axioms.Zeroed); zeroed {
			zero, ok = z.Zero(f.Model), true
		}
		if !ok {
			return nil
		}
		return smt.Eq(smt.Const(ProbePre(0, ProbeWhole), state), zero)
	}
	entry := keyed.EntrySort()
	zero, ok := axioms.ZeroState(entry)
	keys := Keys(f, p)
	if !ok || len(keys) == 0 {
		return nil
	}
	var conds []*smt.Term
	for j := range keys {
		conds = append(conds, smt.Eq(smt.Const(ProbePre(0, j), entry), zero))
	}
	return smt.And(conds...)
}
