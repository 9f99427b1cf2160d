// This file defines the package environment's rely conditions: what the
// moves of other goroutines keep of a keyed collection's entries between
// two of the client's calls (paths.Rely), checked on every call of the
// package's code (EntryMoves) and assumed by the obligations (relyGaps).
//
// Soundness. In the package environment only the package's code touches
// a confined object (paths.Confinement), and every call it makes on the
// object is a call of one of the paths of the functions paths.Touching
// lists. When no such call, from any state and with any arguments (any
// state its path's calls can find and leave, when the package keeps its
// entries among stored values: storedkept.go, whose invariant holds at
// every instant), deletes a present entry (or changes one), no sequence
// of them does:
// the relation "every entry present before is present after (with the
// same value)" is reflexive and transitive, and holds of each call. So
// between two calls of the client, whatever the other goroutines ran, the
// entries at the path's keys present after the first call are present
// (and the same) before the second: constraining the obligation's gaps so
// leaves out only runs that cannot happen.

package obligations

import (
	"context"
	"time"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// isPresent tests an entry of a built-in keyed collection (sort Entry).
func isPresent(e *smt.Term) *smt.Term { return smt.Apply("(_ is present)", smt.Bool, e) }

// entryKeyed returns f's base collection as Keyed when its entries are
// of sort Entry (the built-in maps), else false.
func entryKeyed(f *paths.Func) (axioms.Keyed, bool) {
	keyed, ok := f.Client.Collection.(axioms.Keyed)
	return keyed, ok && !f.Client.NoBase && keyed.EntrySort() == smt.Named("Entry")
}

// baseMethod returns the base's own method that c calls, or false when c
// calls another object of f's product.
func baseMethod(f *paths.Func, c *paths.Call) (*axioms.Method, bool) {
	if f.Product == nil {
		return c.Method, true
	}
	l := c.Method.Lifted
	if l == nil || l.Part != 0 || f.Product.Parts[0].Ref != nil {
		return nil, false
	}
	return l.Of, true
}

// baseState is the base's state in a state of f (its component, over
// several objects).
func baseState(f *paths.Func, state *smt.Term) *smt.Term {
	if f.Product == nil {
		return state
	}
	return f.Product.Component(state, 0)
}

// baseKeys returns the distinct keys of p's calls on the base.
func baseKeys(f *paths.Func, p *paths.Path) []*smt.Term {
	return keysOf(f, p, func(c *paths.Call) (*axioms.Method, bool) { return baseMethod(f, c) })
}

// relyGaps asserts f.Rely between each two consecutive calls of p, at p's
// keys.
func (e *encoder) relyGaps(p *paths.Path, pres, posts []*smt.Term) {
	r := e.f.Rely
	keyed, ok := entryKeyed(e.f)
	if !ok || !r.NoDelete && !r.Kept {
		return
	}
	keys := baseKeys(e.f, p)
	for k := 0; k+1 < len(p.Calls); k++ {
		for _, key := range keys {
			post, pre := keyed.Entry(baseState(e.f, posts[k]), key), keyed.Entry(baseState(e.f, pres[k+1]), key)
			kept := isPresent(pre)
			if r.Kept {
				kept = smt.Eq(pre, post)
			}
			e.asserts = append(e.asserts, smt.Implies(isPresent(post), kept))
		}
	}
}

// EntryMoves checks what call k of path p of f can do to an entry
// present before it: delete it, or change it (delete it, or give it
// another value). The call is encoded with the path's branch conditions
// and its calls each from a state of its own, its inputs and locals free;
// with st, what the package keeps its entries among (storedkept.go), the
// states of the path's calls up to call k are assumed in it at the path's
// keys, as at every instant they are. A check the solver does not decide
// counts as can. keySort is the sort of the collection's keys (KeySort).
func EntryMoves(ctx context.Context, f *paths.Func, p *paths.Path, k int, keySort smt.Sort, st *paths.Stored, solver smt.Solver, timeout time.Duration) (deletes, changes bool) {
	keyed, ok := entryKeyed(f)
	m, onBase := baseMethod(f, p.Calls[k])
	switch {
	case !ok:
		return true, true
	case !onBase || p.Calls[k].Panicked || !m.MayMutate:
		return false, false
	}
	can := func(moved func(pre, post *smt.Term) *smt.Term) bool {
		e := &encoder{f: f}
		pres, posts := e.original(p)
		if st != nil {
			e.storedAt(p, st, pres[:k+1], posts[:k])
		}
		kx := smt.Const("w!rely!key", keySort)
		e.consts = append(e.consts, kx)
		before, after := keyed.Entry(baseState(f, pres[k]), kx), keyed.Entry(baseState(f, posts[k]), kx)
		e.asserts = append(e.asserts, isPresent(before), moved(before, after))
		res, err := solver.Check(ctx, e.script("package environment: what a call does to a present entry"), timeout)
		return err != nil || res.Status != smt.Unsat
	}
	deletes = can(func(_, after *smt.Term) *smt.Term { return smt.Not(isPresent(after)) })
	changes = deletes || can(func(before, after *smt.Term) *smt.Term { return smt.Not(smt.Eq(before, after)) })
	return deletes, changes
}

// KeySort returns the sort of f's keys as the state is indexed by them:
// that of the first key its paths use.
func KeySort(f *paths.Func) (smt.Sort, bool) {
	for _, p := range f.Paths {
		if keys := baseKeys(f, p); len(keys) > 0 {
			return keys[0].Sort, true
		}
	}
	return smt.Sort{}, false
}
