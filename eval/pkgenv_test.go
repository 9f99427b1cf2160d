// This file checks the verifier's package-environment verdicts on
// verify/testdata/pkgenv against their want: lines (internal/golden) and
// against the oracle's package environment (issue #24): every atomic
// verdict must be linearizable in the oracle's package environment, and
// every violation whose witness runs the package's operations must be an
// oracle violation. What the oracle cannot judge
// (skipped, unexplored, an escaping base, a collection witness) is logged.

package eval

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/internal/golden"
	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

const pkgenvRoot = "./verify/testdata/pkgenv/..."

// zeroState matches a witness's initial state that is the zero object:
// an empty collection, a zero register.
var zeroState = regexp.MustCompile(`^(|\{\}|[\w.]*\(?(0|false|nil|"")\)?|\(\*[\w.]+\)\(nil\))$`)

func TestPackageEnvironment(t *testing.T) {
	if testing.Short() {
		t.Skip("verifies and runs verify/testdata/pkgenv")
	}
	ctx := context.Background()
	var dyn *oracle.Report
	var dynErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		dyn, dynErr = oracle.Run(ctx, oracle.Options{Dir: "..", Environment: oracle.EnvPackage, Timeout: 5 * time.Second}, pkgenvRoot)
	}()
	// The golden tests' limits, at which the package environment's want:
	// lines hold; checked here, in the run compared with the oracle.
	opt := golden.LowLimits(verify.EnvPackage)
	opt.Dir = ".."
	rep, err := verify.Run(ctx, opt, pkgenvRoot)
	<-done
	if err != nil {
		t.Fatal(err)
	}
	if dynErr != nil {
		t.Fatal(dynErr)
	}
	golden.Check(t, rep, false, "../verify/testdata/pkgenv")
	if n := comparePackageEnv(t, rep, dyn); n == 0 && len(rep.Results) > 0 {
		t.Errorf("no verdict of %d could be judged by the oracle", len(rep.Results))
	}
	checkSetups(t, ctx, rep, dyn)
}

// checkSetups runs the oracle again on the package witnesses with a
// setup (witness.Witness.Setup) that its first run found no violation
// of, with as many operations before the function as the setup runs: the
// state the setup reaches is among the oracle's starting states then,
// and it must find a violation.
func checkSetups(t *testing.T, ctx context.Context, rep *verify.Report, dyn *oracle.Report) {
	t.Helper()
	found := map[string]bool{}
	for _, r := range dyn.Results {
		found[r.Func] = r.Verdict == oracle.Violation
	}
	setup := map[string]int{}
	var names []string
	for _, r := range rep.Results {
		w, _ := r.Witness.(*witness.Witness)
		if r.Verdict == verify.Violation && w != nil && w.Environment == verify.EnvPackage && len(w.Setup) > 0 && !found[r.Func] {
			setup[r.Func] = len(w.Setup)
			names = append(names, regexp.QuoteMeta(r.Func))
		}
	}
	if len(names) == 0 {
		return
	}
	wide, err := oracle.Run(ctx, oracle.Options{Dir: "..", Environment: oracle.EnvPackage, Timeout: 5 * time.Second,
		Match: regexp.MustCompile("^(" + strings.Join(names, "|") + ")$"),
		BoundsFor: func(fn string) oracle.Bounds {
			b := oracle.DefaultBounds()
			b.Setup = max(b.Setup, setup[fn])
			return b
		}}, pkgenvRoot)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range wide.Results {
		_, ok := setup[r.Func]
		switch {
		case !ok || r.Verdict == oracle.Violation:
		case r.Verdict == oracle.Unexplored || r.Verdict == oracle.Skipped: // the oracle cannot judge it
			t.Logf("%s: a package witness after a setup of %d operations; the oracle cannot judge it: %s", r.Func, setup[r.Func], r.Reason)
		default:
			t.Errorf("%s: a package witness after a setup of %d operations, but the oracle with as many found none: %s", r.Func, setup[r.Func], r.Reason)
		}
		delete(setup, r.Func)
	}
	for fn := range setup {
		t.Errorf("%s: a package witness after a setup, which the oracle did not run again", fn)
	}
	t.Logf("%d package witnesses with a setup run again by the oracle with as many operations before the function", len(names))
}

// comparePackageEnv compares the verdicts function by function and
// returns how many it judged.
func comparePackageEnv(t *testing.T, rep *verify.Report, dyn *oracle.Report) int {
	t.Helper()
	byFunc := map[string]*oracle.Result{}
	for _, r := range dyn.Results {
		byFunc[r.Func] = r
	}
	judged := 0
	for _, r := range rep.Results {
		d, ok := byFunc[r.Func]
		var env, initial string
		if w, isW := r.Witness.(*witness.Witness); isW && w != nil {
			env, initial = w.Environment, w.Initial
		}
		switch {
		case !ok:
			t.Logf("%s: %s; not run by the oracle (not a client)", r.Func, r.Verdict)
		case d.Verdict == oracle.Error:
			t.Errorf("%s: the oracle failed: %s", r.Func, d.Reason)
		case d.Verdict == oracle.Skipped:
			t.Logf("%s: %s; the oracle skips it: %s", r.Func, r.Verdict, d.Reason)
		case r.Verdict == verify.Atomic && d.Verdict == oracle.Violation:
			t.Errorf("%s: atomic (scope %s), but the oracle's %s environment found a violation: %s", r.Func, r.Scope, d.Environment, d.Reason)
		case r.Verdict == verify.Atomic:
			judged++
		case r.Verdict == verify.Violation && env == verify.EnvPackage && d.Verdict == oracle.Violation:
			judged++
		case r.Verdict == verify.Violation && env == verify.EnvPackage && d.Verdict == oracle.Unexplored:
			t.Logf("%s: a package witness; the oracle explored no interleaving: %s", r.Func, d.Reason)
		case r.Verdict == verify.Violation && env == verify.EnvPackage && !zeroState.MatchString(initial):
			t.Logf("%s: a package witness from the state %s, which the oracle's starting states (the zero object after at most %d operations) may not hold; the oracle says %s",
				r.Func, initial, d.Bounds.Setup, d.Verdict)
		case r.Verdict == verify.Violation && env == verify.EnvCollection && d.Environment == oracle.EnvCollection && d.EnvReason != "":
			// The base escapes: both explored the collection environment.
			if d.Verdict != oracle.Violation {
				t.Errorf("%s: escapes, a violation with a collection witness, but the oracle found none: %s", r.Func, d.Reason)
			}
			judged++
		case r.Verdict == verify.Violation && env == verify.EnvPackage:
			t.Errorf("%s: a violation with a package witness, but the oracle's %s environment found none: %s", r.Func, d.Environment, d.Reason)
		default:
			t.Logf("%s: %s (witness environment %q); the oracle says %s: not compared", r.Func, r.Verdict, env, d.Verdict)
		}
	}
	return judged
}

// inPackageEnv lists the functions of rep whose verdict holds in the
// package environment: atomic with scope package, or a violation whose
// witness runs the package's operations.
func inPackageEnv(rep *verify.Report) []string {
	var fns []string
	for _, r := range rep.Results {
		w, _ := r.Witness.(*witness.Witness)
		if (r.Verdict == verify.Atomic && r.Scope == verify.EnvPackage) ||
			(r.Verdict == verify.Violation && w != nil && w.Environment == verify.EnvPackage) {
			fns = append(fns, r.Func)
		}
	}
	return fns
}

// checkPackageEnv runs the oracle in the package environment on the
// functions of rep whose verdict is the package environment's (the
// corpus's are few) and compares them.
func checkPackageEnv(t *testing.T, ctx context.Context, rep *verify.Report, patterns ...string) {
	t.Helper()
	fns := inPackageEnv(rep)
	if len(fns) == 0 {
		return
	}
	quoted := make([]string, len(fns))
	for i, f := range fns {
		quoted[i] = regexp.QuoteMeta(f)
	}
	match := regexp.MustCompile("^(" + strings.Join(quoted, "|") + ")$")
	dyn, err := oracle.Run(ctx, oracle.Options{Dir: "..", Environment: oracle.EnvPackage, Match: match, Timeout: 30 * time.Second}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	sub := &verify.Report{}
	for _, r := range rep.Results {
		if match.MatchString(r.Func) {
			sub.Results = append(sub.Results, r)
		}
	}
	t.Logf("%d of %d package-environment verdicts judged by the oracle", comparePackageEnv(t, sub, dyn), len(fns))
}
