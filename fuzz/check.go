// This file defines Check: a generated package written into a temporary
// module, verified by both engines, and their verdicts compared per method.

package fuzz

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
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
	environment   string        // the package's (Package.Environment), set by Check
}

// A Class says how the engines' verdicts on one method compare.
type Class string

// The classes.
const (
	// Agree: verify atomic and the oracle's complete exploration finds no
	// violation, or both find a violation.
	Agree Class = "agree"
	// Unchecked: verify claims nothing (unproven, unsupported, error), or
	// the oracle could not run the method (skipped, error).
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
// on each method with the oracle's. An error means the check itself failed:
// the package does not load, an engine failed as a whole, or ctx ended.
func Check(ctx context.Context, pkg *Package, opt Options) (*Outcome, error) {
	start := time.Now()
	dir, err := writeModule(pkg)
	if err != nil {
		return nil, err
	}
	out := &Outcome{Package: pkg, Dir: dir}
	opt.environment = pkg.Environment // both engines judge in the form's environment (gen_forms.go)
	if !opt.Keep {
		defer removeModule(dir)
	}
	vr, or, err := runBoth(ctx, dir, opt)
	if err != nil {
		return nil, err
	}
	if out.Findings, err = pair(pkg, vr, or); err != nil {
		return nil, err
	}
	for _, f := range out.Findings {
		classify(f)
	}
	if err := widen(ctx, dir, opt, out.Findings); err != nil {
		return nil, err
	}
	out.Millis = float64(time.Since(start).Microseconds()) / 1000
	return out, nil
}

// writeModule writes go.mod and the package into a fresh temporary directory.
func writeModule(pkg *Package) (string, error) {
	dir, err := os.MkdirTemp("", "snowflake-fuzz-")
	if err != nil {
		return "", err
	}
	mod, sum := moduleOf([]*Package{pkg}) // gen_forms.go: the keyed form's requirements
	err = os.WriteFile(filepath.Join(dir, "go.mod"), []byte(mod), 0o644)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, FileName), pkg.Source, 0o644)
	}
	if err == nil && sum != "" {
		err = os.WriteFile(filepath.Join(dir, "go.sum"), []byte(sum), 0o644)
	}
	if err != nil {
		os.RemoveAll(dir)
		return "", err
	}
	return dir, nil
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

// runBoth runs verify and the oracle on the module at dir, at once.
func runBoth(ctx context.Context, dir string, opt Options) (*verify.Report, *oracle.Report, error) {
	vt, ot := opt.timeouts()
	var (
		vr         *verify.Report
		or         *oracle.Report
		verr, oerr error
		wg         sync.WaitGroup
	)
	wg.Add(2)
	go func() {
		defer wg.Done()
		vr, verr = verify.Run(ctx, verify.Options{Dir: dir, Timeout: vt, Environment: opt.verifyEnv()}, ".") // the oracle's environment
	}()
	go func() {
		defer wg.Done()
		or, oerr = oracle.Run(ctx, oracle.Options{Dir: dir, Timeout: ot, Environment: opt.environment}, ".")
	}()
	wg.Wait()
	if verr != nil {
		return nil, nil, fmt.Errorf("verify: %w", verr)
	}
	if oerr != nil {
		return nil, nil, fmt.Errorf("oracle: %w", oerr)
	}
	return vr, or, nil
}

// pair matches the engines' results with the package's methods.
func pair(pkg *Package, vr *verify.Report, or *oracle.Report) ([]*Finding, error) {
	vs, ors := map[string]*verify.Result{}, map[string]*oracle.Result{}
	for _, r := range vr.Results {
		vs[r.Func] = r
	}
	for _, r := range or.Results {
		ors[r.Func] = r
	}
	if len(vs) != len(pkg.Funcs) || len(ors) != len(pkg.Funcs) {
		return nil, fmt.Errorf("%d methods generated, verify reports %d, the oracle %d", len(pkg.Funcs), len(vs), len(ors))
	}
	var fs []*Finding
	for _, name := range pkg.Funcs {
		v, o := vs[name], ors[name]
		if v == nil || o == nil {
			return nil, fmt.Errorf("%s: missing from a report", name)
		}
		fs = append(fs, &Finding{Func: name, Verify: v.Verdict, VerifyReason: v.Reason,
			Oracle: o.Verdict, OracleReason: o.Reason, verify: v, oracle: o})
	}
	return fs, nil
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
	case f.Verify == verify.Atomic && f.Oracle == oracle.Violation:
		f.Class, f.Note = Disagree, "proven atomic, but the oracle found a violation: "+f.OracleReason
	case f.Oracle != oracle.Violation && !f.oracle.Complete:
		// An exploration cut short confirms no proof and refutes no witness.
		f.Class, f.Note = Bound, "the oracle stopped at its time limit: "+f.OracleReason
	case f.Verify == verify.Atomic || f.Oracle == oracle.Violation:
		f.Class = Agree
	}
}
