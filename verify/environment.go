// This file defines the verdict rules of the environments (CONTRACT.md,
// "Verdicts"; DESIGN.md, "Environments").
//
// In the collection environment (today's verdicts) the other goroutine of
// a witness calls the objects' API with any values. In the package
// environment, when the function's base object is confined to its package
// (paths.Confinement), the other goroutines that can touch it run the
// package's own operations (paths.Operations): a violation then needs a
// witness made of those (witness.FindPackage), and a witness that calls the
// objects' API directly leaves the function unproven, the witness shown as
// a candidate of the collection environment. A proof holds in both: with
// no invariant assumed, its scope is the collection. When the object
// escapes, the two environments are one, and the result says where it
// escapes (Result.Escape).

package verify

import (
	"context"
	"fmt"
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/witness"
)

// environment applies the environment's rules to j's result: the scope of
// a proof, who a witness's other goroutine is, and, in the package
// environment, the search of a witness made of the package's operations.
func (c *check) environment(ctx context.Context, j *job) {
	r := j.res
	defer func() {
		if p := recover(); p != nil {
			r.Verdict, r.Witness, r.Scope = Error, nil, ""
			r.Reason = fmt.Sprintf("internal error: %v", p)
		}
	}()
	if r.Verdict == Atomic && r.Scope == "" {
		r.Scope = EnvCollection
	}
	w, _ := r.Witness.(*witness.Witness)
	if w != nil && w.Environment == "" {
		w.Environment = EnvCollection
	}
	if c.opt.Environment == EnvCollection || r.Verdict == Unsupported || r.Verdict == Error {
		return
	}
	esc := c.confinement(j)
	if esc != nil && !esc.Undecided {
		r.Escape = fmt.Sprintf("%s (%s): the collection environment applies", esc.Why, c.where(esc.Pos))
		return
	}
	if esc != nil {
		if r.Verdict == Violation {
			r.Verdict = Unproven
			r.Reason = "not proven; " + severalObjects
		}
		return
	}
	if r.Verdict != Violation && r.Verdict != Unproven {
		return
	}
	// Every witness found so far is the collection environment's: the
	// package's operations are searched when a path was refuted; a
	// violation found another way (a loop's, a refused function's split)
	// has no package witness and is unproven here.
	var pw *witness.Witness
	stopped := ""
	if c.split != nil && (refuted(c.results) || len(c.split.Unrolled) > 0) {
		pw, stopped = c.packageWitness(ctx, r, j)
	}
	if pw != nil {
		r.Verdict, r.Witness = Violation, pw
		ops, verb := operationOf(pw)
		r.Reason = fmt.Sprintf("path %d: another goroutine's %s between the client's calls %s the result or the final state impossible in any serial order", pw.Path, ops, verb)
		return
	}
	if r.Verdict == Violation {
		r.Verdict = Unproven
		r.Reason = "not proven; the interleaving shown needs another goroutine calling the object's methods directly, which only the package's own code can do, and no run of its operations between the client's calls was found to make one (collection environment)"
	}
	if stopped != "" {
		r.Reason += "; the search of the package's operations stopped: " + stopped
	}
}

// confinement returns nil when only the package's code can reach the
// objects j's function touches, else how one escapes (or that it is not
// decided): its client's base (none for a client without one) and its
// other objects.
func (c *check) confinement(j *job) *paths.Escape {
	product := c.split != nil && c.split.Product != nil
	if !j.client.NoBase || !product {
		if esc := c.prog.Confinement(j.client); esc != nil {
			return esc
		}
	}
	if product {
		return c.split.ObjectsEscape()
	}
	return nil
}

// severalObjects says why a function over objects whose confinement is
// not decided (reached through pointers) found refuted is unproven in the
// package environment: only the collection environment's witnesses are
// searched.
const severalObjects = "the function touches objects reached through pointers, whose confinement to the package is not decided: the interleaving shown is the collection environment's (another goroutine calling the objects' methods directly)"

// packageWitness searches, within half the witness budget, a witness
// whose other goroutine runs the package's operations; when it finds none
// it says why the search stopped before its end ("" when it ended, or was
// not stopped by its own budget).
func (c *check) packageWitness(ctx context.Context, r *Result, j *job) (*witness.Witness, string) {
	f, splitOps, refusal := c.splitShared(j)
	if refusal != nil || len(f.Paths) != len(c.split.Paths) {
		return nil, ""
	}
	inv := c.invariantOf(ctx, j.client).rely
	f.Rely.Within = inv.Within // the witness starts among the values the package keeps the word (within.go)
	f.Rely.Stored = inv.Stored // and from entries of the types it stores (stored.go)
	// Half the witness budget: the collection environment's search has
	// run already, and most package witnesses come from the first runs
	// (the function's own paths).
	units := orDefault(c.opt.WitnessRLimit, DefaultWitnessRLimit) / 2
	budget := fmt.Sprintf("its resource budget (half of --witness-rlimit: %d)", units)
	w, s := c.runWitnessWithin(ctx, r, units, budget, func(wctx context.Context, solver smt.Solver) *witness.Witness {
		return witness.FindPackage(wctx, f, c.results, splitOps, solver, c.wopt())
	})
	defer s.done()
	if w != nil {
		return w, ""
	}
	return nil, s.stopped(ctx, c.opt)
}

// splitShared splits j's function and the package's operations over one
// value model: a locked function (c.section, locked.go) as its section's
// walk, with only the operations that take no lock.
func (c *check) splitShared(j *job) (*paths.Func, []*paths.Func, *paths.Refusal) {
	ops := c.prog.OperationsOf(j.client, j.fn)
	if c.section != nil {
		return paths.SplitSharedLocked(c.prog, j.client, j.fn, c.section, ops)
	}
	return paths.SplitShared(c.prog, j.client, j.fn, ops)
}

// refuted reports whether some path's obligation was refuted.
func refuted(results []obligations.PathResult) bool {
	for _, pr := range results {
		if pr.Status == obligations.Refuted {
			return true
		}
	}
	return false
}

// operationOf names the operations a package witness's other goroutine
// runs ("run of s.Set", "runs of Hit then Miss"), with the verb that
// agrees ("makes", "make").
func operationOf(w *witness.Witness) (string, string) {
	var ops []string
	for _, s := range w.Steps {
		if s.Operation != "" { // the setup's runs are in w.Setup
			ops = append(ops, s.Operation)
		}
	}
	switch len(ops) {
	case 0:
		return "operation", "makes"
	case 1:
		return "run of " + ops[0], "makes"
	}
	return "runs of " + strings.Join(ops, " then "), "make"
}
