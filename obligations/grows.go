// This file defines the package environment's rely condition on an
// integer word (a sync/atomic integer, or a word used through sync/atomic's
// functions): its value never decreases (paths.Rely.Grows), checked on
// every call of the package's code (StateGrows) and assumed between the
// client's calls (relyGaps).
//
// Soundness. As for a map's entries (rely.go): in the package environment
// only the calls of the paths paths.Touching lists change a confined
// object. StateGrows checks each such call under its path's branch
// conditions, from any state and with the path's inputs and locals free
// (the earlier calls' results too: nothing ties them to this call's
// state), that the word after it is at least the word before it, in the
// order of the word's Go type (signed or unsigned; bit-vectors wrap, so an
// Add of a positive amount does not pass: at the type's maximum it wraps
// to its minimum). Every run of the call follows one of the paths and
// satisfies its conditions, so every call of the package's code keeps the
// order; the order is reflexive and transitive, so any sequence of them
// between two of the client's calls does too.

package obligations

import (
	"context"
	"go/types"
	"time"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// Word reports whether f's base is an integer word (its state the Go
// integer its collection holds), and whether it is signed.
func Word(f *paths.Func) (signed, ok bool) {
	c := f.Client
	vt, has := c.Collection.(interface{ ValueType() types.Type })
	if c.NoBase || !has {
		return false, false
	}
	b, isBasic := vt.ValueType().Underlying().(*types.Basic)
	if !isBasic || b.Info()&types.IsInteger == 0 || c.Collection.StateSort(f.Model).Kind != smt.KindBV {
		return false, false
	}
	return b.Info()&types.IsUnsigned == 0, true
}

// atLeast is after >= before in the word's order.
func atLeast(after, before *smt.Term, signed bool) *smt.Term {
	if signed {
		return smt.Apply("bvsge", smt.Bool, after, before)
	}
	return smt.Apply("bvuge", smt.Bool, after, before)
}

// StateGrows reports whether call c of path p of f leaves the base word
// at least where it found it, from any state, under p's branch
// conditions. A check the solver does not decide counts as no.
//
// within, when not empty, is a set of values the word only ever holds
// (within.go): the check then starts from a state in it.
func StateGrows(ctx context.Context, f *paths.Func, p *paths.Path, c *paths.Call, within []*smt.Term, solver smt.Solver, timeout time.Duration) bool {
	signed, ok := Word(f)
	m, onBase := baseMethod(f, c)
	switch {
	case !ok:
		return false
	case !onBase || c.Panicked || !m.MayMutate:
		return true
	}
	e, pre, post := callFromAny(f, p, m, c)
	e.asserts = append(e.asserts, smt.Not(atLeast(post, pre, signed)))
	if len(within) > 0 {
		e.asserts = append(e.asserts, oneOf(pre, within))
	}
	res, err := solver.Check(ctx, e.script("package environment: whether a call can lower the word"), timeout)
	return err == nil && res.Status == smt.Unsat
}

// callFromAny encodes call c of path p of f, as base method m, from any
// state pre of the base's sort, under p's branch conditions and with p's
// inputs and locals free: the per-call checks of the package's
// invariants (StateGrows, LeavesSet) assert their property of it.
func callFromAny(f *paths.Func, p *paths.Path, m *axioms.Method, c *paths.Call) (e *encoder, pre, post *smt.Term) {
	c = &paths.Call{Method: m, Args: c.Args, Results: c.Results, Funcs: c.Funcs, Outputs: c.Outputs}
	e = &encoder{f: f}
	e.consts = append(append(e.consts, f.Inputs...), p.Locals...)
	pre = smt.Const("w!rely!pre", f.Client.Collection.StateSort(f.Model))
	e.consts = append(e.consts, pre)
	post, cond := e.call(c, pre)
	e.asserts = append(append(e.asserts, p.Conds...), cond)
	return e, pre, post
}

// growsGaps asserts that the base word does not decrease between each two
// consecutive calls of p (f.Rely.Grows).
func (e *encoder) growsGaps(p *paths.Path, pres, posts []*smt.Term) {
	signed, ok := Word(e.f)
	if !ok || !e.f.Rely.Grows {
		return
	}
	for k := 0; k+1 < len(p.Calls); k++ {
		e.asserts = append(e.asserts, atLeast(baseState(e.f, pres[k+1]), baseState(e.f, posts[k]), signed))
	}
}
