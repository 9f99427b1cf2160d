// This file defines the package environment's stored-types invariant of
// a confined keyed collection (paths.Rely.Stored): every entry is absent
// or holds nil or a value of one of a few dynamic types. Each call of the
// package's code is checked to keep it (KeepsStored), and every state of
// a path is assumed to satisfy it at the path's keys (storedStates).
//
// Soundness. In the package environment only the calls of the paths
// paths.Touching lists change a confined object, and a new object's
// entries are all absent (the caller's conditions: verify/stored.go).
// KeepsStored checks call k of a path, under the path's branch
// conditions, with its inputs and locals free and its calls each from a
// state of its own, that when every state the path's earlier calls found
// or left holds the set at the path's keys (they are earlier instants'),
// and the state call k finds holds it at a key x, the state it leaves
// holds it at x, for every x. When every call passes, the set holds of
// every entry at every instant, by induction on the calls that changed
// the object: a call that stores a value it loaded from the object (a
// move from one key to another) keeps the set, since the load found an
// earlier state's entry. So asserting it of the states a path's calls
// find or leave leaves out only runs that cannot happen.

package obligations

import (
	"context"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// KeepsStored checks whether call k of path p of f keeps st: false when
// it may leave an entry outside st, or the solver did not decide.
// keySort is the sort of the collection's keys (KeySort).
func KeepsStored(ctx context.Context, f *paths.Func, p *paths.Path, k int, st *paths.Stored, keySort smt.Sort, solver smt.Solver, timeout time.Duration) bool {
	keyed, ok := entryKeyed(f)
	m, onBase := baseMethod(f, p.Calls[k])
	switch {
	case !ok || st == nil:
		return false
	case !onBase || p.Calls[k].Panicked || !m.MayMutate:
		return true
	}
	e := &encoder{f: f}
	pres, posts := e.original(p)
	e.storedAt(p, st, pres[:k+1], posts[:k])
	x := smt.Const("w!stored!key", keySort)
	e.consts = append(e.consts, x)
	before, after := keyed.Entry(baseState(f, pres[k]), x), keyed.Entry(baseState(f, posts[k]), x)
	e.asserts = append(e.asserts, entryHolds(f.Model, st, before), smt.Not(entryHolds(f.Model, st, after)))
	res, err := solver.Check(ctx, e.script("package environment: whether a call can leave an entry outside the stored types"), timeout)
	return err == nil && res.Status == smt.Unsat
}

// storedStates asserts f.Rely.Stored of the base's entries at p's keys
// in every state p's calls find or leave.
func (e *encoder) storedStates(p *paths.Path, pres, posts []*smt.Term) {
	if e.f.Rely.Stored != nil {
		e.storedAt(p, e.f.Rely.Stored, pres, posts)
	}
}

// storedAt asserts st of the base's entries at p's keys in states.
func (e *encoder) storedAt(p *paths.Path, st *paths.Stored, states ...[]*smt.Term) {
	keyed, ok := entryKeyed(e.f)
	if !ok {
		return
	}
	keys := baseKeys(e.f, p)
	for _, ss := range states {
		for _, s := range ss {
			for _, key := range keys {
				e.asserts = append(e.asserts, entryHolds(e.f.Model, st, keyed.Entry(baseState(e.f, s), key)))
			}
		}
	}
}
