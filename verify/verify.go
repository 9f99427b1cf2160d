// This file defines Run: the verification pipeline and its verdict rules.

package verify

import (
	"context"
	"fmt"
	"go/token"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/ssa"
)

// Options configure Run.
type Options struct {
	// Dir is the working directory for patterns and printed positions; "" is the current one.
	Dir string
	// RLimit bounds each solver query in the solver's resource units (Z3's
	// rlimit, which counts the solver's steps: unlike time, the same query
	// costs the same on any machine and load); 0 means DefaultRLimit.
	RLimit uint
	// FunctionRLimit bounds, in the same units, all the queries of one
	// function, proofs and witness search; 0 means DefaultFunctionRLimit.
	FunctionRLimit uint64
	// WitnessRLimit bounds, in the same units, the witness search of one
	// refuted function; 0 means DefaultWitnessRLimit. When it is spent,
	// the function stays unproven and its best candidate so far is shown,
	// unconfirmed.
	WitnessRLimit uint64
	// Timeout bounds each solver query in time; 0 means no bound. Like
	// Budget and WitnessBudget, it is a safety net for a machine far
	// slower than the resource limits assume: when a time limit expires,
	// the reason says so, and the verdict may differ from run to run.
	Timeout time.Duration
	// Jobs is the number of functions verified at once; 0 means GOMAXPROCS.
	Jobs int
	// SMTDir, when set, receives every obligation as an .smt2 file.
	SMTDir string
	// Tests includes test files; Tags are build tags.
	Tests bool
	Tags  []string
	// Specs are collection spec files to load, besides those next to the packages.
	Specs []string
	// CrossCheck, when set, is a second solver to which every proof
	// obligation the first decides is sent as well (smt.CrossChecked): a
	// disagreement makes the function's verdict error. It must be safe
	// for concurrent use (smt.CVC5 is: one process per check).
	CrossCheck smt.Solver
	// NewSolver makes one solver per function; nil means Z3.
	NewSolver func() (smt.Solver, error)
	// NoDiscover turns off the discovery of composite operations in
	// functions that are not client functions (paths.Discover).
	NoDiscover bool
	// Budget bounds the time spent on one function; 0 means none.
	Budget time.Duration
	// WitnessBudget bounds the time of the witness search of one refuted
	// function; 0 means none.
	WitnessBudget time.Duration
	// Progress, when set, is called when a function starts and when one
	// ends, with the counts done and in all and the name of a function
	// still being verified ("" when none is). Calls are serialized.
	Progress func(done, all int, running string)
	// OnResult, when set, is called once for each function whose result
	// is final, as soon as it is done, with its index i among the n
	// functions of the run in output order (Report.Results keeps that
	// order, less the functions an interrupt cut short). Calls are serialized; the
	// order of calls is the order in which functions finish, which
	// depends on the parallelism (report.Stream puts them in order).
	OnResult func(i, n int, r *Result)
	// Environment is the environment of the verdicts (DESIGN.md,
	// "Environments"): EnvPackage (the default, for ""), in which the
	// other goroutine of a witness runs the package's own operations when
	// the objects are confined to the package, or EnvCollection, in which
	// it calls the objects' API with any values.
	Environment string
	// invariants caches the invariants of the run's clients
	// (invariants.go); runJobs makes it.
	invariants *invariantCache
	// OnStart, when set, is called once before any function is verified,
	// with the number of functions of the run and the specification
	// diagnostics (which a text report prints before the results).
	OnStart func(n int, diags []Diagnostic)
}

type job struct {
	client   *paths.Client
	fn       *ssa.Function
	res      *Result
	finished bool // the result is final (not cut short by an interrupt)
}

// Run verifies the client functions of the packages matching patterns.
func Run(ctx context.Context, opt Options, patterns ...string) (*Report, error) {
	start := time.Now()
	prog, err := Load(opt, patterns...)
	if err != nil {
		return nil, err
	}
	rep, err := RunProgram(ctx, opt, prog)
	if err != nil {
		return nil, err
	}
	rep.Millis = millis(time.Since(start))
	return rep, nil
}

// Load loads the packages matching patterns as opt says (Dir, Tests, Tags,
// Specs), for RunProgram.
func Load(opt Options, patterns ...string) (*paths.Program, error) {
	return paths.Load(paths.LoadConfig{Dir: opt.Dir, Tests: opt.Tests, Tags: opt.Tags, Specs: opt.Specs}, patterns...)
}

// findClients returns the client functions of prog, with those discovery
// finds unless opt turns it off, and the specification diagnostics.
func findClients(opt Options, prog *paths.Program) ([]*paths.Client, []paths.Diagnostic) {
	clients, diags := paths.FindClients(prog)
	if !opt.NoDiscover {
		clients = append(clients, paths.Discover(prog, clients)...)
	}
	return clients, diags
}

// RunProgram verifies the client functions of a loaded program (paths.Load
// or paths.FromPackage); opt.Dir, Tests and Tags are not used to load, only
// opt.Dir to print positions.
func RunProgram(ctx context.Context, opt Options, prog *paths.Program) (*Report, error) {
	start := time.Now()
	clients, diags := findClients(opt, prog)
	rep := &Report{LoadErrors: prog.LoadErrors}
	for _, d := range diags {
		rep.Diagnostics = append(rep.Diagnostics, Diagnostic{Pos: paths.RelPos(opt.Dir, prog.Fset.Position(d.Pos)), Message: d.Message})
	}
	for _, r := range prog.Roots {
		rep.Packages = append(rep.Packages, r.PkgPath)
	}
	jobs := newJobs(opt, prog, clients)
	if opt.OnStart != nil {
		opt.OnStart(len(jobs), rep.Diagnostics)
	}
	if err := runJobs(ctx, opt, prog, jobs); err != nil {
		return nil, err
	}
	for _, j := range jobs {
		if j.finished {
			rep.Results = append(rep.Results, j.res)
		}
	}
	rep.Interrupted, rep.Total = len(rep.Results) < len(jobs), len(jobs)
	rep.Millis = millis(time.Since(start))
	return rep, nil
}

// newJobs returns a job per client function, in source order. With
// Options.Tests, a package and its test variant list the same functions:
// one job per function and position.
func newJobs(opt Options, prog *paths.Program, clients []*paths.Client) []*job {
	var jobs []*job
	seen := map[string]bool{}
	for _, c := range clients {
		for _, fn := range c.Funcs {
			j := &job{client: c, fn: fn, res: newResult(opt, prog, c, fn)}
			if key := j.res.Func + "\x00" + j.res.Pos; !seen[key] {
				seen[key] = true
				jobs = append(jobs, j)
			}
		}
	}
	sort.SliceStable(jobs, func(a, b int) bool { return paths.Before(jobs[a].res.position, jobs[b].res.position) })
	return jobs
}

func newResult(opt Options, prog *paths.Program, c *paths.Client, fn *ssa.Function) *Result {
	pos := prog.Fset.Position(fn.Pos())
	r := &Result{Func: paths.FullName(fn), Pos: paths.RelPos(opt.Dir, pos), Client: c.Name, Base: c.Base,
		Collection: c.Collection.Name(), Paths: []PathReport{}, position: pos, Discovered: c.Discovered, Skipped: c.Skipped}
	if obj := fn.Object(); obj != nil {
		if d, ok := prog.Directives.Has(obj, specs.Ignore); ok {
			r.Ignored = d.Arg
			if r.Ignored == "" {
				r.Ignored = "ignored"
			}
		}
	}
	return r
}

// runJobs verifies the jobs on opt.Jobs workers, each with its own solver.
// When ctx is done, workers take no new job, and a job cut short by it is
// marked unfinished (Report.Interrupted); runJobs then returns nil.
func runJobs(ctx context.Context, opt Options, prog *paths.Program, jobs []*job) error {
	n := opt.Jobs
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	if n > len(jobs) {
		n = len(jobs)
	}
	newSolver := opt.NewSolver
	if newSolver == nil {
		newSolver = func() (smt.Solver, error) { return smt.NewZ3() }
	}
	if opt.invariants == nil {
		opt.invariants = &invariantCache{of: map[*paths.Client]*invariant{}, newSolver: newSolver}
	}
	next := make(chan int)
	var wg sync.WaitGroup
	mon := newMonitor(opt, jobs)
	errs := make(chan error, n)
	for w := 0; w < n; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if ctx.Err() != nil {
					continue
				}
				// A fresh solver per function: answers (and models, from
				// which witnesses come) must not depend on which functions
				// the same worker checked before.
				solver, err := newSolver()
				if err != nil {
					errs <- fmt.Errorf("starting the solver: %v", err)
					for range next {
					}
					return
				}
				mon.start(i)
				runJob(ctx, opt, prog, solver, jobs[i])
				solver.Close()
				mon.end(i, ctx.Err() == nil)
			}
		}()
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	close(errs)
	return <-errs
}

// judge turns per-path results into the function's verdict; it reports
// whether some path was refuted by a model (the verdict is then
// unproven, and a witness may make it a violation).
func judge(r *Result, f *paths.Func, results []obligations.PathResult, dir string, fset *token.FileSet) bool {
	var refutations, unknown []obligations.PathResult
	for _, pr := range results {
		calls := pr.Calls
		if calls == nil {
			calls = []string{}
		}
		r.Paths = append(r.Paths, PathReport{Calls: calls, Condensation: pr.Point, Status: pr.Status.String(),
			Panics: f.Paths[pr.Index].Panics, Exceptional: f.Paths[pr.Index].Exceptional})
		switch pr.Status {
		case obligations.Refuted:
			refutations = append(refutations, pr)
		case obligations.Unknown:
			unknown = append(unknown, pr)
		}
	}
	switch {
	case len(refutations) > 0:
		pr := refutations[0]
		r.Verdict = Unproven
		r.Reason = fmt.Sprintf("path %d (%s) is not condensable at any call; no interleaving confirmed yet", pr.Index, callList(pr.Calls))
		r.ReasonPos = paths.RelPos(dir, fset.Position(f.Paths[pr.Index].End))
	case len(unknown) > 0:
		pr := unknown[0]
		r.Verdict = Unproven
		r.Reason = fmt.Sprintf("path %d (%s): solver gave up: %s", pr.Index, callList(pr.Calls), pr.Reason)
	default:
		r.Verdict = Atomic
		r.Reason = fmt.Sprintf("%d %s condensable", len(results), plural(len(results), "path", "paths"))
	}
	return len(refutations) > 0
}

func callList(calls []string) string {
	if len(calls) == 0 {
		return "no calls"
	}
	return strings.Join(calls, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
