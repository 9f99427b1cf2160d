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
	if f.Product != nil {
		return newObjects(f, p)
	}
	if _, isKeyed := f.Client.Collection.(axioms.Keyed); !isKeyed {
		return zeroAt(f, f.Client.Collection, ProbeWhole, false)
	}
	var conds []*smt.Term
	for j := range Keys(f, p) {
		if c := zeroAt(f, f.Client.Collection, j, true); c != nil {
			conds = append(conds, c)
		}
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// newObjects is NewObject over several objects: each point of p's calls
// is zero before the first call. A point of a family (an object reached
// through a collection's value) is left free: the family's members are
// not new objects when the collection holding them is not empty.
func newObjects(f *paths.Func, p *paths.Path) *smt.Term {
	pts, ok := StatePoints(f, p)
	if !ok {
		return nil
	}
	var conds []*smt.Term
	for j, pt := range pts {
		if pt.Ref != nil {
			continue
		}
		if c := zeroAt(f, f.Product.Parts[pt.Part].Coll, j, pt.Key != nil); c != nil {
			conds = append(conds, c)
		}
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
	zero, ok := axioms.ZeroState(sort)
	if z, zeroed := coll.(axioms.Zeroed); zeroed && !keyed {
		zero, ok = z.Zero(f.Model), true
	}
	if keyed {
		sort = coll.(axioms.Keyed).EntrySort()
		zero, ok = axioms.ZeroState(sort)
	}
	if !ok {
		return nil
	}
	return smt.Eq(smt.Const(ProbePre(0, j), sort), zero)
}
