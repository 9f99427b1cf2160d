// This file defines Explain: one function's paths, their conditions and
// calls, and every obligation tried, for `snowflake explain`.

package verify

import (
	"context"
	"fmt"
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// An Explanation is what Explain says of one function.
type Explanation struct {
	Result *Result // the function's verdict, as verify gives it
	Paths  []ExplainedPath
}

// An ExplainedPath is one path of the function.
type ExplainedPath struct {
	Conds       []string
	Calls       []string
	Outcome     string
	Exceptional bool
	Points      []ExplainedPoint
}

// An ExplainedPoint is one condensation point tried on a path.
type ExplainedPoint struct {
	Call   int // -1 for a path without calls
	Status string
	SMT    string // the obligation, when asked for
}

// Explain verifies the client function called name (its types.Func full
// name, or a suffix of it such as "(*cache.Cache).Take" or "Take") in the
// packages, and explains it.
func Explain(ctx context.Context, opt Options, name string, withSMT bool, patterns ...string) (*Explanation, error) {
	prog, err := Load(opt, patterns...)
	if err != nil {
		return nil, err
	}
	clients, _ := findClients(opt, prog)
	var match []*job
	for _, c := range clients {
		for _, fn := range c.Funcs {
			full := paths.FullName(fn)
			if full == name || strings.HasSuffix(full, "."+name) || strings.HasSuffix(full, "/"+name) || strings.HasSuffix(paths.ShortName(full), name) {
				match = append(match, &job{client: c, fn: fn, res: newResult(opt, prog, c, fn)})
			}
		}
	}
	switch {
	case len(match) == 0:
		return nil, fmt.Errorf("no client function %s in %s", name, strings.Join(patterns, " "))
	case len(match) > 1:
		var names []string
		for _, m := range match {
			names = append(names, m.res.Func)
		}
		return nil, fmt.Errorf("%s is ambiguous: %s", name, strings.Join(names, ", "))
	}
	j := match[0]
	if err := runJobs(ctx, opt, prog, match); err != nil { // verify only the function explained
		return nil, err
	}
	ex := &Explanation{Result: j.res}
	return ex, explainPaths(ctx, opt, prog, j.client, j.fn, withSMT, ex)
}

func explainPaths(ctx context.Context, opt Options, prog *paths.Program, c *paths.Client, fn *ssa.Function, withSMT bool, ex *Explanation) error {
	f, refusal := paths.Split(prog, c, fn)
	if refusal != nil {
		return nil
	}
	z3, err := smt.NewZ3()
	if err != nil {
		return err
	}
	defer z3.Close()
	solver, _ := meter(opt, z3, nil)
	for i, p := range f.Paths {
		ep := ExplainedPath{Exceptional: p.Exceptional}
		for _, cond := range p.Conds {
			ep.Conds = append(ep.Conds, cond.String())
		}
		for _, call := range p.Calls {
			var args []string
			for _, a := range call.Args {
				args = append(args, a.String())
			}
			s := fmt.Sprintf("%s(%s) at %s", call.Method.Name, strings.Join(args, ", "), paths.RelPos(opt.Dir, prog.Fset.Position(call.Pos)))
			if call.Panicked {
				s += ", panicking"
			}
			ep.Calls = append(ep.Calls, s)
		}
		ep.Outcome = "returns"
		if p.Panics {
			ep.Outcome = "panics"
		}
		for _, l := range obligations.Points(p) {
			s := obligations.Encode(f, i, l)
			res, err := solver.Check(ctx, s, opt.Timeout)
			pt := ExplainedPoint{Call: l, Status: statusOf(res, err)}
			if withSMT {
				pt.SMT = s.String() + "(check-sat)\n"
			}
			ep.Points = append(ep.Points, pt)
			if res.Status == smt.Unsat {
				break
			}
		}
		ex.Paths = append(ex.Paths, ep)
	}
	return nil
}

func statusOf(res smt.Result, err error) string {
	switch {
	case err != nil:
		return "error: " + err.Error()
	case res.Status == smt.Unsat:
		return "holds (condensable here)"
	case res.Status == smt.Sat:
		return "fails (the solver found a counterexample)"
	}
	return "unknown: " + res.Reason
}
