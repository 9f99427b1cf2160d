// This file defines check: the verification of one function (runJob,
// verifyOne) within its budgets, in resource units and in time.

package verify

import (
	"context"
	"fmt"
	"go/token"
	"os"
	"runtime/debug"
	"time"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/witness"
)

// The default resource limits, in Z3's resource units (rlimit). On the
// development machine Z3 spends about 1.5 to 2.5 million units a second
// on snowflake's queries; most queries use a few thousand, and the
// hardest queries of the golden tests a few million.
const (
	// DefaultRLimit bounds one solver query.
	DefaultRLimit = 20_000_000
	// DefaultFunctionRLimit bounds all the queries of one function.
	DefaultFunctionRLimit = 400_000_000
	// DefaultWitnessRLimit bounds the witness search of one function.
	DefaultWitnessRLimit = 12_000_000
)

// A check verifies one function: its options, its solvers (charged to the
// function's resource account) and where positions are printed from.
type check struct {
	opt    Options
	prog   *paths.Program
	solver *smt.Metered // for witness searches
	proof  *smt.Metered // for proofs: solver, or solver cross-checked by cvc5
	cross  *smt.CrossChecked
	// split and results are the function's paths and their obligations'
	// outcomes, once checked (environment.go).
	split   *paths.Func
	results []obligations.PathResult
	// section, when set, is the critical section of a function the lock
	// discipline does not make atomic (locked.go): split is its walk,
	// and the package search runs only operations that take no lock.
	section *paths.Section
}

// runJob verifies one job within its budgets and records its time. The
// function's resource budget and its time budget (opt.Budget) both end
// the job's context; a job cut short by either is unproven, its reason
// naming the budget, unless its verdict already stands (a refusal, a
// confirmed witness, an internal error).
func runJob(ctx context.Context, opt Options, prog *paths.Program, solver smt.Solver, j *job) {
	jctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if opt.Budget > 0 {
		var stop context.CancelFunc
		jctx, stop = context.WithTimeout(jctx, opt.Budget)
		defer stop()
	}
	metered, fn := meter(opt, solver, cancel)
	c := &check{opt: opt, prog: prog, solver: metered, proof: metered}
	if opt.CrossCheck != nil {
		c.cross = &smt.CrossChecked{Solver: solver, Second: opt.CrossCheck}
		c.proof = metered.Over(c.cross)
	}
	t := time.Now()
	c.verifyOne(jctx, j)
	c.environment(jctx, j) // environment.go
	c.crossChecked(j.res)
	if ctx.Err() == nil && jctx.Err() != nil && j.res.Verdict != Unsupported && j.res.Verdict != Error && j.res.Verdict != Violation {
		j.res.Verdict, j.res.Witness, j.res.ReasonPos, j.res.Paths = Unproven, nil, "", nil
		j.res.Reason = "budget: " + fn.Name + " is spent"
		if !fn.Exhausted() {
			j.res.Reason = fmt.Sprintf("budget: verification took more than %v (the --budget time limit)", opt.Budget)
		}
	}
	j.res.Millis = millis(time.Since(t))
}

// crossChecked records the cross-check of the function's proofs: a
// disagreement of the two solvers makes the verdict error (a solver is
// wrong, so no verdict can rest on them).
func (c *check) crossChecked(r *Result) {
	x := c.cross
	if x == nil {
		return
	}
	r.CrossCheck = &CrossCheck{Agreed: x.Agreed, Unchecked: x.Unchecked}
	for _, d := range x.Disagreements {
		r.CrossCheck.Disagreements = append(r.CrossCheck.Disagreements, d.String())
	}
	if len(x.Disagreements) > 0 {
		r.Verdict, r.Witness = Error, nil
		r.Reason = fmt.Sprintf("cross-check: z3 and cvc5 disagree on %d %s: %s (z3 first)", len(x.Disagreements),
			plural(len(x.Disagreements), "obligation", "obligations"), x.Disagreements[0])
	}
}

// meter returns solver bounded by opt's resource limit per query and
// charged to a new account of the function's resource budget, which calls
// empty when it is spent.
func meter(opt Options, solver smt.Solver, empty func()) (*smt.Metered, *smt.Account) {
	units := orDefault(opt.FunctionRLimit, DefaultFunctionRLimit)
	fn := smt.NewAccount(fmt.Sprintf("the function's resource budget (--function-rlimit %d)", units), units, empty)
	per := uint(orDefault(uint64(opt.RLimit), DefaultRLimit))
	return &smt.Metered{Solver: solver, PerCheck: per, PerCheckName: fmt.Sprintf("the query's resource limit (--rlimit %d)", per),
		Accounts: []*smt.Account{fn}}, fn
}

func orDefault(v, def uint64) uint64 {
	if v == 0 {
		return def
	}
	return v
}

// where prints pos relative to the working directory.
func (c *check) where(pos token.Pos) string {
	return paths.RelPos(c.opt.Dir, c.prog.Fset.Position(pos))
}

// wopt returns the witness options of the function.
func (c *check) wopt() witness.Options {
	return witness.Options{Timeout: c.opt.Timeout, Where: c.where}
}

// verifyOne sets j.res's verdict. A panic in the tool becomes verdict
// error; a context ended while the verdict was being decided leaves it
// to runJob.
func (c *check) verifyOne(ctx context.Context, j *job) {
	defer func() {
		if p := recover(); p != nil {
			j.res.Verdict = Error
			j.res.Reason = fmt.Sprintf("internal error: %v", p)
			if os.Getenv("SNOWFLAKE_DEBUG") != "" {
				j.res.Reason += "\n" + string(debug.Stack())
			}
		}
	}()
	f, refusal := paths.Split(c.prog, j.client, j.fn)
	if refusal != nil {
		c.refused(ctx, j, refusal)
		return
	}
	defer c.racy(j.res, f) // never atomic with a data race (racy.go)
	for _, t := range f.Trusted {
		j.res.Trusted = append(j.res.Trusted, Trusted{What: t.What, Pos: c.where(t.Pos)})
	}
	if imp := obligations.Purity(ctx, f, c.proof, c.opt.Timeout); imp != nil {
		if c.purePackageProof(ctx, j, f) { // pure under the values the package keeps the word among (invariants.go)
			return
		}
		c.split, c.results = f, nil // no path checked: the package search tries the unrolled runs (environment.go)
		j.res.Verdict, j.res.Reason = Unproven, imp.Message
		j.res.ReasonPos = c.where(imp.Loop)
		c.searchWitness(ctx, j.res, func(wctx context.Context, s smt.Solver) *witness.Witness {
			return inLoops(wctx, f, s, c.wopt())
		})
		return
	}
	results, err := obligations.Check(ctx, f, c.proof, obligations.Options{Timeout: c.opt.Timeout, SMTDir: c.opt.SMTDir})
	if err != nil {
		if ctx.Err() == nil {
			j.res.Verdict, j.res.Reason = Error, err.Error()
		}
		return
	}
	c.split, c.results = f, results
	if judge(j.res, f, results, c.opt.Dir, c.prog.Fset) && !c.packageProof(ctx, j, f) {
		c.searchWitness(ctx, j.res, func(wctx context.Context, s smt.Solver) *witness.Witness {
			return witness.Find(wctx, f, results, s, c.wopt())
		})
		if j.res.Verdict != Violation && f.AsWritten != nil {
			// Helpers reading memory through their arguments, inlined.
			c.asWritten(ctx, j.res, f.AsWritten, "with its functional helpers that read memory through their arguments run as written")
		}
	}
}

// refused sets the verdict of a function paths.Split refused, and
// searches the witnesses the refusal allows.
func (c *check) refused(ctx context.Context, j *job, refusal *paths.Refusal) {
	if ok, note := c.lockedAtomic(j); ok { // atomic by the package's lock discipline (locked.go)
		return
	} else if note != "" {
		defer func() { j.res.Reason = withLockNote(j.res.Reason, note) }()
	}
	j.res.Verdict = Unsupported
	j.res.Reason = refusal.Message
	switch {
	case refusal.Budget:
		j.res.Verdict, j.res.Reason = Unproven, "budget: "+refusal.Message
	case refusal.NotAtomic:
		j.res.Verdict = Unproven
	}
	j.res.ReasonPos = c.where(refusal.Pos)
	if c.section != nil {
		c.sectionRefuted(ctx, j)
	}
	if d := refusal.Delegate; d != nil { // the function is the call: the call's own interleavings are its
		c.splitWitness(ctx, j.res, "the function is that call: another goroutine's calls during it make the outcome impossible in any serial order",
			func(context.Context, smt.Solver) *witness.Witness { return witness.FindSplit(j.fn, d, c.where) })
	}
	if f := refusal.Outcome; f != nil { // the function computes its outcome from the call's results
		c.splitWitness(ctx, j.res, "what the function makes of its result sets another goroutine's calls during it apart from any serial order",
			func(wctx context.Context, s smt.Solver) *witness.Witness {
				return witness.FindSplitOutcome(wctx, f, s, c.wopt())
			})
	}
	if f := refusal.AsWritten; f != nil && j.res.Verdict != Violation {
		how := ""
		if refusal.Instantiation != "" {
			how = "instantiated with " + refusal.Instantiation
		}
		c.asWritten(ctx, j.res, f, how)
	}
}
