// This file defines Infeasible: whether a path of a function can run at
// all, its branch conditions and facts with its calls each from a state of
// their own and its inputs and locals free.

package obligations

import (
	"context"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// Infeasible reports whether no run of f follows p: the solver finds its
// conditions unsatisfiable from any states of its calls. False when the
// solver does not decide.
//
// Soundness: every run that follows p satisfies p's conditions and facts
// with the states its calls found, so an unsatisfiable encoding has no
// run.
func Infeasible(ctx context.Context, f *paths.Func, p *paths.Path, solver smt.Solver, timeout time.Duration) bool {
	e := &encoder{f: f}
	e.original(p)
	res, err := solver.Check(ctx, e.script("whether a path can run"), timeout)
	return err == nil && res.Status == smt.Unsat
}
