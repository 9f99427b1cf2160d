// This file defines Check: a generated package written into a temporary
// module, verified by both engines, and their verdicts compared per method
// (batch.go: many packages at once).

package fuzz

import (
	"context"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
)

// Options configure Check.
type Options struct {
	VerifyTimeout time.Duration // per solver query (default 5s)
	OracleTimeout time.Duration // per function and oracle run (default 5s)
	Keep          bool          // keep the module directory (Outcome.Dir)
	// Jobs is the functions each engine judges at once (default
	// GOMAXPROCS); with 1, the engines also run one after the other.
	Jobs int
	// WitnessRLimit bounds verify's witness search of one refuted method
	// (verify.Options.WitnessRLimit; 0: verify's default). A lower bound
	// leaves more methods unproven (unchecked) and changes no proof.
	WitnessRLimit uint64
	// Twins has the oracle judge a generic-wrapper package, whose generic
	// client it skips, on its plain twin (batch.go's withTwins); the twin
	// is verified too, which costs time.
	Twins       bool
	environment string // the packages' (Package.Environment), set by CheckBatch per group
}

// A Class says how the engines' verdicts on one method compare.
type Class string

// The classes.
const (
	// Agree: verify atomic and the oracle's complete exploration finds no
	// violation (linearizable: it explored interleavings), or both find a
	// violation.
	Agree Class = "agree"
	// Unchecked: verify claims nothing (unproven, unsupported, error), or
	// the oracle could not run the method (skipped, error) or explored no
	// interleaving of it (unexplored) where verify says atomic.
	Unchecked Class = "unchecked"
	// Bound: verify's violation, which the oracle misses within its
	// default bounds and finds within the bounds of verify's witness
	// (more calls of the other goroutine, every method of sync.Map), or
	// cannot decide, for a violation or an atomic verdict, because its
	// exploration hit the time limit.
	Bound Class = "oracle-bound"
	// Disagree: a soundness error of one engine: verify atomic and an
	// oracle violation, or verify's confirmed violation that the oracle
	// does not reproduce even within the witness's bounds.
	Disagree Class = "disagreement"
)

// A Finding compares the engines on one method.
type Finding struct {
	Func         string
	Verify       verify.Verdict
	VerifyReason string
	Oracle       oracle.Verdict
	OracleReason string
	Class        Class
	Note         string         // why the class, for Bound and Disagree
	Wide         *oracle.Result // the oracle within the witness's bounds, when run
	full         string         // the method's name in the engines' reports (batch.go)
	verify       *verify.Result
	oracle       *oracle.Result
}

// An Outcome is the check of one generated package.
type Outcome struct {
	Package  *Package
	Dir      string // the module directory (removed unless Options.Keep)
	Findings []*Finding
	Millis   float64
}

// Check writes pkg into a temporary module and compares verify's verdict
// on each method with the oracle's: CheckBatch of one package. An error
// means the check itself failed: the package does not load, an engine
// failed as a whole, or ctx ended.
func Check(ctx context.Context, pkg *Package, opt Options) (*Outcome, error) {
	outs, err := CheckBatch(ctx, []*Package{pkg}, opt)
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

func removeModule(dir string) error { return os.RemoveAll(dir) }

func (opt Options) timeouts() (time.Duration, time.Duration) {
	vt, ot := opt.VerifyTimeout, opt.OracleTimeout
	if vt <= 0 {
		vt = 5 * time.Second
	}
	if ot <= 0 {
		ot = 5 * time.Second
	}
	return vt, ot
}

// runBoth runs verify and the oracle on the packages of the module at
// dir, at once (one after the other with one job).
func runBoth(ctx context.Context, dir string, opt Options) (*verify.Report, *oracle.Report, error) {
	vt, ot := opt.timeouts()
	var (
		vr         *verify.Report
		or         *oracle.Report
		verr, oerr error
		wg         sync.WaitGroup
	)
	runVerify := func() {
		defer wg.Done()
		vr, verr = verify.Run(ctx, verify.Options{Dir: dir, Timeout: vt, Jobs: opt.Jobs, WitnessRLimit: opt.WitnessRLimit, Environment: opt.verifyEnv()}, "./...") // the oracle's environment
	}
	wg.Add(2)
	if opt.Jobs == 1 {
		runVerify()
	} else {
		go runVerify()
	}
	go func() {
		defer wg.Done()
		or, oerr = oracle.Run(ctx, oracle.Options{Dir: dir, Timeout: ot, Jobs: opt.Jobs, Environment: opt.environment}, "./...")
	}()
	wg.Wait()
	if verr != nil {
		return nil, nil, fmt.Errorf("verify: %w", verr)
	}
	if oerr != nil {
		return nil, nil, fmt.Errorf("oracle: %w", oerr)
	}
	if len(vr.Results) != len(or.Results) {
		return nil, nil, fmt.Errorf("verify reports %d methods, the oracle %d", len(vr.Results), len(or.Results))
	}
	return vr, or, nil
}

// classify compares the verdicts within the oracle's default bounds; a
// violation the oracle missed is left for widen.
func classify(f *Finding) {
	switch {
	case f.Verify != verify.Atomic && f.Verify != verify.Violation,
		f.Oracle == oracle.Skipped || f.Oracle == oracle.Error:
		f.Class = Unchecked
	case len(f.verify.Races) > 0 && f.Oracle != oracle.Violation: // gen_racy.go
		f.Class, f.Note = Unchecked, "its plain accesses (data races) are no steps the oracle can come between"
	case f.Verify == verify.Atomic && f.Oracle == oracle.Unexplored:
		// No scenario had a call of another goroutine between the
		// method's: the oracle checked nothing (CONTRACT.md).
		f.Class, f.Note = Unchecked, "the oracle explored no interleaving: "+f.OracleReason
	case f.Verify == verify.Atomic && f.Oracle == oracle.Violation:
		f.Class, f.Note = Disagree, "proven atomic, but the oracle found a violation: "+f.OracleReason
	case f.Oracle != oracle.Violation && !f.oracle.Complete:
		// An exploration cut short confirms no proof and refutes no witness.
		f.Class, f.Note = Bound, "the oracle stopped at its time limit: "+f.OracleReason
	case f.Verify == verify.Atomic || f.Oracle == oracle.Violation:
		f.Class = Agree
	}
}
