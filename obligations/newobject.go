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
// probed key absent from a keyed one, each of several objects so. Nil when
// p has no call, and for a state without a zero value the encoding knows.
// Witness search prefers such models (a preference, never a claim: the
// contract's initial state is any state of the object's type).
func NewObject(f *paths.Func, p *paths.Path) *smt.Term {
	if len(p.Calls) == 0 {
		return nil
	}
	var conds []*smt.Term
	zero := func(coll axioms.Collection, j int, keyed bool) {
		if c := zeroAt(f, coll, j, keyed); c != nil {
			conds = append(conds, c)
		}
	}
	_, keyed := f.Client.Collection.(axioms.Keyed)
	switch {
	case f.Product != nil:
		// A point of a family (an object reached through a collection's
		// value) is left free: the family's members are no new objects
		// when the collection holding them is not empty.
		pts, ok := StatePoints(f, p)
		if !ok {
			return nil
		}
		for j, pt := range pts {
			if pt.Ref == nil {
				zero(f.Product.Parts[pt.Part].Coll, j, pt.Key != nil)
			}
		}
	case keyed:
		for j := range Keys(f, p) {
			zero(f.Client.Collection, j, true)
		}
	default:
		zero(f.Client.Collection, ProbeWhole, false)
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// zeroAt is the condition that state probe j before the first call holds
// coll's zero value: its whole state, or, keyed, its entry at the probe's
// key (absent); nil when the encoding knows no zero value of the sort.
func zeroAt(f *paths.Func, coll axioms.Collection, j int, keyed bool) *smt.Term {
	sort := coll.StateSort(f.Model)
	z, zeroed := coll.(axioms.Zeroed)
	var zero *smt.Term
	ok := true
	switch {
	case keyed:
		sort = coll.(axioms.Keyed).EntrySort()
		zero, ok = axioms.ZeroState(sort)
	case zeroed:
		zero = z.Zero(f.Model)
	default:
		zero, ok = axioms.ZeroState(sort)
	}
	if !ok {
		return nil
	}
	return smt.Eq(smt.Const(ProbePre(0, j), sort), zero)
}
