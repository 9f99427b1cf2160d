// This file keeps witnesses to states the package can make: a field
// fixed at construction holds one of the values the package's
// construction sites give it (paths.Func.Constructed). A registry every
// constructor seals is never shown unsealed.
//
// Soundness. The constraint only narrows the models a search may find:
// a witness found under it is confirmed as any other, and one it rules
// out is left unfound (the function stays unproven), never proven.

package witness

import (
	"context"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// constructedSolver asserts, for each check, that every application in
// the script of a function standing for a field fixed at construction
// equals one of the field's constructed values. The facts are asserted
// for the check only: callers truncate a script's assertions after a
// check (stdeval.go's checkPinned).
type constructedSolver struct {
	smt.Solver
	values map[string][]*smt.Term
}

// constructed wraps solver for the searches of f's witnesses, whose
// other goroutine may run ops: nothing when no field they read has known
// constructed values.
func constructed(solver smt.Solver, fs ...*paths.Func) smt.Solver {
	values := map[string][]*smt.Term{}
	for _, f := range fs {
		for ; f != nil; f = f.AsWritten {
			for name, vs := range f.Constructed {
				values[name] = vs
			}
		}
	}
	if len(values) == 0 {
		return solver
	}
	return &constructedSolver{Solver: solver, values: values}
}

func (c *constructedSolver) Check(ctx context.Context, s *smt.Script, timeout time.Duration) (smt.Result, error) {
	var facts []*smt.Term
	smt.Walk(s.Asserts, func(t *smt.Term) {
		if vs, ok := c.values[strings.Trim(t.Op, "|")]; ok && t.Kind == smt.App {
			var eqs []*smt.Term
			for _, v := range vs {
				eqs = append(eqs, smt.Eq(t, v))
			}
			facts = append(facts, smt.Or(eqs...))
		}
	})
	if len(facts) == 0 {
		return c.Solver.Check(ctx, s, timeout)
	}
	n := len(s.Asserts)
	s.Asserts = append(s.Asserts, facts...)
	defer func() { s.Asserts = s.Asserts[:n] }()
	return c.Solver.Check(ctx, s, timeout)
}

// searchSolver is solver as every witness search of f uses it: fields
// fixed at construction hold constructed values (above), bounded helpers
// and std functions agree with Go (stdeval.go), callbacks run their
// bodies (callbacks.go).
func searchSolver(solver smt.Solver, f *paths.Func, ops ...*paths.Func) smt.Solver {
	return defining(f, grounding(constructed(solver, append([]*paths.Func{f}, ops...)...), boundedHelpers(f)))
}
