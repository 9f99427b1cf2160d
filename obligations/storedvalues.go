// This file defines what a package's code can leave in a keyed
// collection, by the values' dynamic types (paths.Stored): for package
// witnesses that start from states the package can make (StoredBy,
// StoredBefore), and, for a confined base, as an invariant of every
// state that proofs assume (storedkept.go).

package obligations

import (
	"go/types"
	"slices"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// StoredBy returns what the paths of fs can store, or nil when a stored
// value's type is not known (an interface value a path did not box).
//
// Package witnesses assert it (StoredBefore) with fs the package's
// operations and the function: a state outside it is one no run of the
// package makes from a new object, since only those calls store into the
// object; a witness it rules out is only a witness not found.
func StoredBy(fs []*paths.Func) *paths.Stored {
	return storedKinds(fs, false)
}

// StoredCandidate returns the set a proof's invariant is tried with
// (KeepsStored): the dynamic types of the boxed values, and nil, that the
// mutating calls of fs pass besides the key, the other values aside.
func StoredCandidate(fs []*paths.Func) *paths.Stored {
	return storedKinds(fs, true)
}

// StoredBefore returns the condition that, before p's first call, each
// entry at p's probed keys is absent or holds what st says; nil for a nil
// st, several objects, and collections whose entries are not of sort
// Entry.
func StoredBefore(st *paths.Stored, f *paths.Func, p *paths.Path) *smt.Term {
	keyed, ok := f.Client.Collection.(axioms.Keyed)
	if st == nil || f.Product != nil || !ok || !keyed.EntrySort().Equal(smt.Named("Entry")) {
		return nil
	}
	var conds []*smt.Term
	for j := range Keys(f, p) {
		conds = append(conds, entryHolds(f.Model, st, smt.Const(ProbePre(0, j), keyed.EntrySort())))
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// entryHolds is the condition that entry e (sort Entry) is absent or
// holds what st allows.
func entryHolds(m *values.Model, st *paths.Stored, e *smt.Term) *smt.Term {
	val := smt.Apply("val", values.AnySort, e)
	alts := []*smt.Term{smt.Apply("(_ is absent)", smt.Bool, e)}
	if st.Nil {
		alts = append(alts, smt.Eq(val, m.Nil()))
	}
	for _, t := range st.Kinds {
		alt := m.HasType(t, val)
		if _, ptr := t.Underlying().(*types.Pointer); ptr && st.NonNil {
			alt = smt.And(alt, smt.Not(smt.Eq(m.Unbox(t, val), m.Zero(t))))
		}
		alts = append(alts, alt)
	}
	for _, v := range st.Values {
		alts = append(alts, smt.Eq(val, m.Box(v.Type, v.Lit)))
	}
	return smt.Or(alts...)
}

// storedKinds lists the dynamic types of the interface arguments, the key
// aside, that the mutating calls of fs's paths and repeating iterations
// may store (storedArgs), and whether one is nil; nil when one is neither
// a boxed value nor nil, unless lenient, which leaves such values out.
func storedKinds(fs []*paths.Func, lenient bool) *paths.Stored {
	st := &paths.Stored{}
	for _, fn := range fs {
		m := fn.Model // each function's own: its boxes are numbered in it
		for _, c := range fnCalls(fn) {
			if !c.Method.MayMutate {
				continue
			}
			if len(c.Args) < 2 {
				continue
			}
			for _, a := range storedArgs(m, fn, c) {
				if a.Sort != values.AnySort {
					continue
				}
				if a.String() == m.Nil().String() {
					st.Nil = true
					continue
				}
				t, ok := m.BoxedType(a)
				switch {
				case !ok && lenient:
				case !ok:
					return nil
				case a.Args[0].Kind == smt.Literal:
					addValue(st, t, a.Args[0])
				case !containsType(st.Kinds, t):
					st.Kinds = append(st.Kinds, t)
				}
			}
		}
	}
	st.Values = slices.DeleteFunc(st.Values, func(v paths.StoredValue) bool { return containsType(st.Kinds, v.Type) })
	return st
}

// addValue adds the constant lit of type t to st's values.
func addValue(st *paths.Stored, t types.Type, lit *smt.Term) {
	for _, v := range st.Values {
		if types.Identical(v.Type, t) && v.Lit.String() == lit.String() {
			return
		}
	}
	st.Values = append(st.Values, paths.StoredValue{Type: t, Lit: lit})
}

// fnCalls lists the calls of fn's paths and of its loops' repeating
// iterations.
func fnCalls(fn *paths.Func) []*paths.Call {
	var out []*paths.Call
	for _, q := range fn.Paths {
		out = append(out, q.Calls...)
	}
	for _, n := range fn.Normal {
		out = append(out, n.Calls...)
	}
	return out
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
