// This file defines Sanity, a checker of the paths stage's output: the
// conditions of a function's paths (its exits and, in loops, its repeating
// iterations), run sequentially from any state, must cover every execution
// (else a condensed run could silently match nothing, which would prove
// anything) and exclude each other.

package obligations

import (
	"context"
	"fmt"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// Sanity checks that f's path conditions partition its executions. It
// returns nil when the solver proves both coverage and exclusion, and an
// error naming the failure (or the solver's doubt) otherwise.
func Sanity(ctx context.Context, f *paths.Func, solver smt.Solver, timeout time.Duration) error {
	var conds []*smt.Term
	build := func() *encoder {
		e := &encoder{f: f}
		e.consts = append(e.consts, f.Inputs...)
		start := e.state("o!any")
		conds = conds[:0]
		for _, q := range f.Paths {
			b, _, _ := e.copyPath(q, "r!", start)
			conds = append(conds, b)
		}
		for _, n := range f.Normal { // a repeating iteration is the rest of the partition
			b, _, _ := e.copyPath(&n.Path, "r!", start)
			conds = append(conds, b)
		}
		return e
	}
	check := func(what string, goal func() *smt.Term) error {
		e := build()
		e.asserts = append(e.asserts, goal())
		res, err := solver.Check(ctx, e.script(f.Fn.String()+": sanity: "+what), timeout)
		if err != nil {
			return fmt.Errorf("%s: %s: %v", f.Fn, what, err)
		}
		if res.Status != smt.Unsat {
			model := ""
			if res.Model != nil {
				model = "\n" + res.Model.String()
			}
			return fmt.Errorf("%s: %s: %s%s", f.Fn, what, res.Status, model)
		}
		return nil
	}
	if err := check("paths do not cover every execution", func() *smt.Term { return smt.Not(smt.Or(conds...)) }); err != nil {
		return err
	}
	return check("two paths overlap", func() *smt.Term {
		var pairs []*smt.Term
		for i := range conds {
			for j := i + 1; j < len(conds); j++ {
				pairs = append(pairs, smt.And(conds[i], conds[j]))
			}
		}
		return smt.Or(pairs...)
	})
}
