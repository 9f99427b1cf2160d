// This file defines Stored: the values a package's code can leave
// in a keyed collection, by their dynamic types, for package witnesses
// that start from states the package can make.

package obligations

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// Stored is what the code of some functions can leave in a keyed
// collection of interface values: nil (withNil), or values of the
// dynamic types an interface argument besides the key of one of their
// mutating calls boxes (a superset of the values the calls store:
// CompareAndSwap's old value counts too).
type Stored struct {
	kinds   []types.Type
	withNil bool
}

// StoredBy returns what the paths of fs can store, or nil when a stored
// value's type is not known (an interface value a path did not box).
//
// Package witnesses assert it (Before) with fs the package's operations
// and the function: a state outside it is one no run of the package makes
// from a new object, since only those calls store into the object; a
// witness it rules out is only a witness not found.
func StoredBy(m *values.Model, fs []*paths.Func) *Stored {
	kinds, withNil, ok := storedKinds(m, fs)
	if !ok {
		return nil
	}
	return &Stored{kinds, withNil}
}

// Before returns the condition that, before p's first call, each entry
// at p's probed keys is absent or holds what st says; nil for a nil st,
// several objects, and collections whose entries are not of sort Entry.
func (st *Stored) Before(f *paths.Func, p *paths.Path) *smt.Term {
	keyed, ok := f.Client.Collection.(axioms.Keyed)
	if st == nil || f.Product != nil || !ok || !keyed.EntrySort().Equal(smt.Named("Entry")) {
		return nil
	}
	var conds []*smt.Term
	for j := range Keys(f, p) {
		e := smt.Const(ProbePre(0, j), keyed.EntrySort())
		val := smt.Apply("val", values.AnySort, e)
		alts := []*smt.Term{smt.Apply("(_ is absent)", smt.Bool, e)}
		if st.withNil {
			alts = append(alts, smt.Eq(val, f.Model.Nil()))
		}
		for _, t := range st.kinds {
			alts = append(alts, f.Model.HasType(t, val))
		}
		conds = append(conds, smt.Or(alts...))
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// storedKinds lists the dynamic types of the interface arguments, the key
// aside, that the mutating calls of fs's paths may store (storedArgs),
// and whether one is nil; false when one is neither a boxed value nor nil.
func storedKinds(m *values.Model, fs []*paths.Func) ([]types.Type, bool, bool) {
	var kinds []types.Type
	withNil := false
	for _, fn := range fs {
		for _, q := range fn.Paths {
			for _, c := range q.Calls {
				if !c.Method.MayMutate || len(c.Args) < 2 {
					continue
				}
				for _, a := range storedArgs(m, fn, c) {
					if a.Sort != values.AnySort {
						continue
					}
					if a.String() == m.Nil().String() {
						withNil = true
						continue
					}
					t, ok := m.BoxedType(a)
					if !ok {
						return nil, false, false
					}
					if !containsType(kinds, t) {
						kinds = append(kinds, t)
					}
				}
			}
		}
	}
	return kinds, withNil, true
}

// storedArgs returns the arguments, the key aside, that call c of fn may
// store: those its effect on fn's object (a single one) puts into an entry
// (present(a) in the post-state: Store's value, CompareAndSwap's new one,
// but not its old one, nor CompareAndDelete's, which a call only compares
// with). For a call whose effect is not one term (callbacks) or of a
// function over several objects, every argument but the key counts.
//
// A value the post-state does not hold under present is one the call
// cannot leave in the object: that is all Stored claims.
func storedArgs(m *values.Model, fn *paths.Func, c *paths.Call) []*smt.Term {
	if c.Method.Apply == nil || fn.Product != nil {
		return c.Args[1:]
	}
	pre := smt.Const("stored!pre", fn.Client.Collection.StateSort(m))
	put := map[string]bool{}
	var walk func(t *smt.Term)
	walk = func(t *smt.Term) {
		if v, ok := axioms.PresentValue(t); ok {
			put[v.String()] = true
		}
		for _, a := range t.Args {
			walk(a)
		}
	}
	walk(c.Method.Apply(m, pre, c.Args).Post)
	var out []*smt.Term
	for _, a := range c.Args[1:] {
		if put[a.String()] {
			out = append(out, a)
		}
	}
	return out
}

func containsType(ts []types.Type, t types.Type) bool {
	for _, x := range ts {
		if types.Identical(x, t) {
			return true
		}
	}
	return false
}
