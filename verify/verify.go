// This file defines Run: the verification pipeline and its verdict rules.

package verify

import (
	"context"
	"fmt"
	"go/token"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/specs"
	"github.com/snowflakeverify/snowflake/witness"
	"golang.org/x/tools/go/ssa"
)

// Options configure Run.
type Options struct {
	// Dir is the working directory for patterns and printed positions; "" is the current one.
	Dir string
	// Timeout bounds each solver query; 0 means no bound.
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
	// NewSolver makes one solver per function; nil means Z3.
	NewSolver func() (smt.Solver, error)
	// NoDiscover turns off the discovery of composite operations in
	// functions that are not client functions (paths.Discover).
	NoDiscover bool
	// Budget bounds the time spent on one function; 0 means none.
	Budget time.Duration
	// WitnessBudget bounds the search for a witness of one refuted
	// function; 0 means none. When it runs out, the function stays
	// unproven and its best candidate so far is shown, unconfirmed.
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
		Collection: c.Collection.Name(), Paths: []PathReport{}, position: pos, Discovered: c.Discovered}
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

// runJob verifies one job within opt.Budget and records its time.
func runJob(ctx context.Context, opt Options, prog *paths.Program, solver smt.Solver, j *job) {
	jctx, cancel := ctx, context.CancelFunc(func() {})
	if opt.Budget > 0 {
		jctx, cancel = context.WithTimeout(ctx, opt.Budget)
	}
	defer cancel()
	t := time.Now()
	verifyOne(jctx, opt, prog, solver, j)
	if ctx.Err() == nil && jctx.Err() != nil && j.res.Verdict != Unsupported && j.res.Verdict != Error && j.res.Verdict != Violation {
		// A refusal, an error or a confirmed witness stands; any
		// other verdict was cut short.
		j.res.Verdict, j.res.Witness, j.res.ReasonPos, j.res.Paths = Unproven, nil, "", nil
		j.res.Reason = fmt.Sprintf("budget: verification took more than %v (the --budget time limit)", opt.Budget)
	}
	j.res.Millis = millis(time.Since(t))
}

// verifyOne sets j.res's verdict. A panic in the tool becomes verdict error.
func verifyOne(ctx context.Context, opt Options, prog *paths.Program, solver smt.Solver, j *job) {
	defer func() {
		if p := recover(); p != nil {
			j.res.Verdict = Error
			j.res.Reason = fmt.Sprintf("internal error: %v", p)
			if os.Getenv("SNOWFLAKE_DEBUG") != "" {
				j.res.Reason += "\n" + string(debug.Stack())
			}
		}
	}()
	where := func(pos token.Pos) string { return paths.RelPos(opt.Dir, prog.Fset.Position(pos)) }
	f, refusal := paths.Split(prog, j.client, j.fn)
	if refusal != nil {
		j.res.Verdict = Unsupported
		if refusal.NotAtomic {
			j.res.Verdict = Unproven
		}
		j.res.Reason = refusal.Message
		j.res.ReasonPos = where(refusal.Pos)
		if d := refusal.Delegate; d != nil { // the function is the call: the call's own interleavings are its
			splitWitness(ctx, opt, j.res, "the function is that call: another goroutine's calls during it make the outcome impossible in any serial order",
				func(context.Context) *witness.Witness { return witness.FindSplit(j.fn, d, where) })
		}
		if f := refusal.Outcome; f != nil { // the function computes its outcome from the call's results
			splitWitness(ctx, opt, j.res, "what the function makes of its result sets another goroutine's calls during it apart from any serial order",
				func(wctx context.Context) *witness.Witness {
					return witness.FindSplitOutcome(wctx, f, solver, witness.Options{Timeout: opt.Timeout, Where: where})
				})
		}
		if f := refusal.AsWritten; f != nil && j.res.Verdict != Violation {
			how := ""
			if refusal.Instantiation != "" {
				how = "instantiated with " + refusal.Instantiation
			}
			asWritten(ctx, opt, j.res, f, solver, where, how)
		}
		return
	}
	for _, t := range f.Trusted {
		j.res.Trusted = append(j.res.Trusted, Trusted{What: t.What, Pos: where(t.Pos)})
	}
	if imp := obligations.Purity(ctx, f, solver, opt.Timeout); imp != nil {
		j.res.Verdict, j.res.Reason = Unproven, imp.Message
		j.res.ReasonPos = where(imp.Loop)
		searchWitness(ctx, opt, j.res, func(wctx context.Context) *witness.Witness {
			return inLoops(wctx, f, solver, witness.Options{Timeout: opt.Timeout, Where: where})
		})
		return
	}
	results, err := obligations.Check(ctx, f, solver, obligations.Options{Timeout: opt.Timeout, SMTDir: opt.SMTDir})
	if err != nil {
		j.res.Verdict, j.res.Reason = Error, err.Error()
		return
	}
	if judge(j.res, f, results, opt.Dir, prog.Fset) {
		searchWitness(ctx, opt, j.res, func(wctx context.Context) *witness.Witness {
			return witness.Find(wctx, f, results, solver, witness.Options{Timeout: opt.Timeout, Where: where})
		})
		if j.res.Verdict != Violation && f.AsWritten != nil {
			// Helpers reading memory through their arguments, inlined.
			asWritten(ctx, opt, j.res, f.AsWritten, solver, where, "with its functional helpers that read memory through their arguments run as written")
		}
	}
}

// asWritten searches a confirmed witness of f, a function refused for a
// call of a helper whose functional annotation does not hold or of a
// method that is no instant, walked with such helpers inlined and such
// calls at one instant (paths.Refusal.AsWritten), or a generic method
// refused for what depends on its instantiation, walked at one
// (paths.Refusal.Instantiation), or one whose helpers
// read memory, walked with them inlined (paths.Func.AsWritten). A
// confirmed interleaving of the code as written makes r a violation
// whatever the annotations say, its reason saying how the code ran (how,
// or else the reason r had); otherwise r keeps its reason. No proof is
// attempted.
func asWritten(ctx context.Context, opt Options, r *Result, f *paths.Func, solver smt.Solver, where func(token.Pos) string, how string) {
	wopt := witness.Options{Timeout: opt.Timeout, Where: where}
	find := func(wctx context.Context) *witness.Witness {
		if imp := obligations.Purity(wctx, f, solver, opt.Timeout); imp != nil {
			return inLoops(wctx, f, solver, wopt)
		}
		results, err := obligations.Check(wctx, f, solver, obligations.Options{Timeout: opt.Timeout})
		if err != nil {
			return nil
		}
		return witness.Find(wctx, f, results, solver, wopt)
	}
	w, wctx, done := runWitness(ctx, opt, r, find)
	defer done()
	if w != nil && w.Confirmed {
		if how == "" {
			how = r.Reason
		}
		applyWitness(r, w, ctx, wctx, opt)
		r.Reason += " (" + how + ")"
	}
}

// splitWitness makes r a violation when find gives a witness inside the
// call that is no instant (witness.FindSplit, FindSplitOutcome; its first
// step is that call), its reason ending with how.
func splitWitness(ctx context.Context, opt Options, r *Result, how string, find func(context.Context) *witness.Witness) {
	w, _, done := runWitness(ctx, opt, r, find)
	done()
	if w != nil {
		r.Verdict, r.Witness = Violation, w
		r.Reason = fmt.Sprintf("the call of %s is not atomic, and %s", w.Steps[0].Call, how)
	}
}

// searchWitness runs find within the witness budget, records the time it
// took and applies the witness it returns.
func searchWitness(ctx context.Context, opt Options, r *Result, find func(context.Context) *witness.Witness) {
	w, wctx, done := runWitness(ctx, opt, r, find)
	defer done()
	applyWitness(r, w, ctx, wctx, opt)
}

// runWitness runs find within the witness budget (wctx, which the caller
// releases with done) and records the time it took.
func runWitness(ctx context.Context, opt Options, r *Result, find func(context.Context) *witness.Witness) (w *witness.Witness, wctx context.Context, done context.CancelFunc) {
	wctx, done = witnessContext(ctx, opt)
	start := time.Now()
	w = find(wctx)
	r.WitnessMillis = millis(time.Since(start))
	return w, wctx, done
}

// witnessContext bounds witness search by opt.WitnessBudget.
func witnessContext(ctx context.Context, opt Options) (context.Context, context.CancelFunc) {
	if opt.WitnessBudget <= 0 {
		return ctx, func() {}
	}
	return context.WithTimeout(ctx, opt.WitnessBudget)
}

// inLoops searches a witness of f, whose loops are not proven pure: among
// its runs that return (witness.FindInLoops), then among those that never
// do (witness.FindPending).
func inLoops(ctx context.Context, f *paths.Func, solver smt.Solver, opt witness.Options) *witness.Witness {
	w := witness.FindInLoops(ctx, f, solver, opt)
	if w != nil && w.Confirmed {
		return w
	}
	if p := witness.FindPending(ctx, f, solver, opt); p != nil && (p.Confirmed || w == nil) {
		return p
	}
	return w
}

// applyWitness makes an unproven result a violation when w is confirmed,
// and otherwise says why the candidate was not, and whether the search
// stopped at its budget (wctx done while ctx is not).
func applyWitness(r *Result, w *witness.Witness, ctx, wctx context.Context, opt Options) {
	if (w == nil || !w.Confirmed) && wctx.Err() != nil && ctx.Err() == nil {
		r.Reason += fmt.Sprintf("; witness search stopped at its budget (%v)", opt.WitnessBudget)
	}
	if w == nil {
		return
	}
	r.Witness = w
	switch {
	case w.Confirmed && w.Pending:
		r.Verdict = Violation
		r.Reason = "a call still running: another goroutine's calls see effects of it that no serial order explains (a pending call is either left out or completed by a sequential run that returns)"
	case w.Confirmed:
		r.Verdict = Violation
		r.Reason = fmt.Sprintf("path %d: another goroutine's calls between the client's make the result or the final state impossible in any serial order", w.Path)
	default:
		r.Reason += "; candidate interleaving not confirmed: " + w.Note
	}
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
