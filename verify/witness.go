// This file defines the witness searches of a refuted or refused function
// and their budget: the witness search's own resource account (and time
// limit), on top of the function's.

package verify

import (
	"context"
	"fmt"
	"time"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/witness"
)

// A finder searches a witness with the context and solver of its budget.
type finder func(wctx context.Context, s smt.Solver) *witness.Witness

// A search is one witness search under way: its context, ended when its
// resource account is spent or its time limit (opt.WitnessBudget) passes.
type search struct {
	ctx  context.Context
	acct *smt.Account
	done context.CancelFunc
}

// stopped says why the search stopped before its end, or "" when it was
// not stopped by its own budget (it ended, or the function's budget or an
// interrupt ended it).
func (s *search) stopped(ctx context.Context, opt Options) string {
	switch {
	case s.ctx.Err() == nil || ctx.Err() != nil:
		return ""
	case s.acct.Exhausted():
		return s.acct.Name + " is spent"
	}
	return fmt.Sprintf("its time limit (--witness-budget %v) passed", opt.WitnessBudget)
}

// runWitness runs find within the witness budget and records the time it
// took; the caller ends the search with s.done.
func (c *check) runWitness(ctx context.Context, r *Result, find finder) (*witness.Witness, *search) {
	units := orDefault(c.opt.WitnessRLimit, DefaultWitnessRLimit)
	return c.runWitnessWithin(ctx, r, units, fmt.Sprintf("the witness search's resource budget (--witness-rlimit %d)", units), find)
}

// runWitnessWithin is runWitness within units of the solver's resources,
// an account the reasons call budget.
func (c *check) runWitnessWithin(ctx context.Context, r *Result, units uint64, budget string, find finder) (*witness.Witness, *search) {
	wctx, cancel := context.WithCancel(ctx)
	done := cancel
	if c.opt.WitnessBudget > 0 {
		var stop context.CancelFunc
		wctx, stop = context.WithTimeout(wctx, c.opt.WitnessBudget)
		done = func() { stop(); cancel() }
	}
	s := &search{ctx: wctx, done: done,
		acct: smt.NewAccount(budget, units, cancel)}
	start := time.Now()
	w := find(wctx, c.solver.With(s.acct))
	r.WitnessMillis += millis(time.Since(start))
	return w, s
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
func (c *check) asWritten(ctx context.Context, r *Result, f *paths.Func, how string) {
	w, s := c.runWitness(ctx, r, func(wctx context.Context, solver smt.Solver) *witness.Witness {
		if imp := obligations.Purity(wctx, f, solver, c.opt.Timeout); imp != nil {
			return inLoops(wctx, f, solver, c.wopt())
		}
		results, err := obligations.Check(wctx, f, solver, obligations.Options{Timeout: c.opt.Timeout})
		if err != nil {
			return nil
		}
		return witness.Find(wctx, f, results, solver, c.wopt())
	})
	defer s.done()
	if w != nil && w.Confirmed {
		if how == "" {
			how = r.Reason
		}
		applyWitness(r, w, "")
		r.Reason += " (" + how + ")"
	}
}

// splitWitness makes r a violation when find gives a witness inside the
// call that is no instant (witness.FindSplit, FindSplitOutcome; its first
// step is that call), its reason ending with how.
func (c *check) splitWitness(ctx context.Context, r *Result, how string, find finder) {
	w, s := c.runWitness(ctx, r, find)
	s.done()
	if w != nil {
		r.Verdict, r.Witness = Violation, w
		r.Reason = fmt.Sprintf("the call of %s is not atomic, and %s", w.Steps[0].Call, how)
	}
}

// searchWitness runs find within the witness budget and applies the
// witness it returns.
func (c *check) searchWitness(ctx context.Context, r *Result, find finder) {
	w, s := c.runWitness(ctx, r, find)
	defer s.done()
	applyWitness(r, w, s.stopped(ctx, c.opt))
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
// and otherwise says why the candidate was not, and why the search
// stopped when its own budget stopped it (stopped).
func applyWitness(r *Result, w *witness.Witness, stopped string) {
	if (w == nil || !w.Confirmed) && stopped != "" {
		r.Reason += "; witness search stopped: " + stopped
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
