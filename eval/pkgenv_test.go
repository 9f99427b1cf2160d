// This file checks the verifier's package-environment verdicts against
// the oracle's package environment (issue #24) on verify/testdata/pkgenv:
// every atomic verdict must be linearizable in the oracle's package
// environment, and every violation whose witness runs the package's
// operations must be an oracle violation. What the oracle cannot judge
// (skipped, unexplored, an escaping base, a collection witness) is logged.

package eval

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

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
	rep, err := verify.Run(ctx, verify.Options{Dir: "..", Environment: verify.EnvPackage, Timeout: time.Minute}, pkgenvRoot)
	<-done
	if err != nil {
		t.Fatal(err)
	}
	if dynErr != nil {
		t.Fatal(dynErr)
	}
	if n := comparePackageEnv(t, rep, dyn); n == 0 && len(rep.Results) > 0 {
		t.Errorf("no verdict of %d could be judged by the oracle", len(rep.Results))
	}
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
