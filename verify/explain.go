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
	Call int // -1 for a path without calls
	// Obligation says what condensing the path here claims, in words and
	// Go expressions.
	Obligation string
	Status     string
	SMT        string // the obligation, when asked for
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
		ep := explainedPath(opt, prog, f, p)
		for _, l := range obligations.Points(p) {
			s := obligations.Encode(f, i, l)
			res, err := solver.Check(ctx, s, opt.Timeout)
			pt := ExplainedPoint{Call: l, Obligation: obligationText(f, p, l), Status: statusOf(res, err)}
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

// explainedPath prints p's conditions, calls and outcome as Go.
func explainedPath(opt Options, prog *paths.Program, f *paths.Func, p *paths.Path) ExplainedPath {
	ep := ExplainedPath{Exceptional: p.Exceptional}
	for _, cond := range p.Conds {
		ep.Conds = append(ep.Conds, f.Go(cond))
	}
	for _, call := range p.Calls {
		var args []string
		goArgs := len(call.Args) - call.Method.Choices
		if call.Method.Clock { // the call's own reading of the clock (paths/specclock.go)
			goArgs--
		}
		first := 0
		if call.Ref != nil && f.Product != nil { // a family member's pointer: the receiver (paths/objects.go)
			first = 1
		}
		for _, a := range call.Args[first:goArgs] {
			args = append(args, f.Go(a))
		}
		s := fmt.Sprintf("%s.%s(%s) at %s", f.ObjectName(call), call.Method.Name, strings.Join(args, ", "), paths.RelPos(opt.Dir, prog.Fset.Position(call.Pos)))
		if call.Method.Clock {
			s += ", reading the clock"
		}
		if call.Plain != "" { // a data race (racy.go)
			s = plainCall(call, args) + " at " + paths.RelPos(opt.Dir, prog.Fset.Position(call.Pos))
		}
		if call.Panicked {
			s += ", panicking"
		}
		ep.Calls = append(ep.Calls, s)
	}
	var results []string
	for _, r := range p.Result {
		results = append(results, f.Go(r))
	}
	switch {
	case p.Panics:
		ep.Outcome = "panics with " + strings.Join(results, ", ")
	case len(results) > 0:
		ep.Outcome = "returns " + strings.Join(results, ", ")
	default:
		ep.Outcome = "returns"
	}
	if evs := paths.EventsGo(f, p); len(evs) > 0 {
		ep.Outcome += ", after " + strings.Join(evs, ", ")
	}
	return ep
}

// obligationText says, in words and Go, what condensing p at call l
// claims (obligations.Encode states it to the solver).
func obligationText(f *paths.Func, p *paths.Path, l int) string {
	cond := "on this path"
	if len(p.Conds) > 0 {
		var cs []string
		for _, c := range p.Conds {
			cs = append(cs, f.Go(c))
		}
		cond = "when " + strings.Join(cs, " && ")
	}
	if l < 0 {
		return cond + ", the function run alone from any state gives this path's outcome and leaves the state unchanged"
	}
	other := "every other call leaves the state unchanged, and "
	if len(p.Calls) == 1 {
		other = ""
	}
	return fmt.Sprintf("%s, %sthe function run alone from the state before call %d gives the same outcome and final state", cond, other, l)
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
