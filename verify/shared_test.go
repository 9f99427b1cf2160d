// This file shares one verification run among the tests of the package:
// the examples, the golden and adversarial packages and testdata/bad/badbase
// are verified together, once per test binary (one load, and the cores
// kept busy until the last function), and every test that reads their
// verdicts (golden, adversarial, witness shapes) reads its results for
// the directories it checks.

package verify_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// sharedPatterns are the packages of the shared run, verified in the
// collection environment (their want: lines are its verdicts); the
// packages of testdata/pkgenv are verified in both environments (want:
// in the package environment, want-collection: in the collection one).
var sharedPatterns = []string{"../examples/...", "./testdata/golden/...", "./testdata/adversarial/...", "./testdata/bad/badbase", "./testdata/pkgenv/..."}

// sharedRun verifies them at a quarter of the default resource limit per
// query, with a function's queries limited to a 26th of the default and
// the witness search to a third: the verdicts are the same as at the
// defaults (checked when each limit was lowered: 1,223 functions, no
// verdict changed), and the queries that run to the limit on functions no
// limit proves (cow's Enable and Raise) and the witness searches of
// functions no witness refutes took a fifth of the run's time. A lower
// limit cannot make a verdict unsound, only unproven; a golden function
// proven or refuted only at the defaults would show as a mismatch here.
var sharedRun = sync.OnceValues(func() (*verify.Report, error) {
	return verify.Run(context.Background(), lowLimits(verify.EnvCollection), sharedPatterns...)
})

// lowLimits are sharedRun's options in environment env.
func lowLimits(env string) verify.Options {
	return verify.Options{
		Timeout:        30 * time.Second,
		RLimit:         verify.DefaultRLimit / 4,
		FunctionRLimit: 15_000_000,
		WitnessRLimit:  verify.DefaultWitnessRLimit / 3,
		Environment:    env,
	}
}

// packagePatterns are the packages of the package environment's run.
var packagePatterns = []string{"./testdata/pkgenv/..."}

// packageRun verifies them at sharedRun's limits: the same verdicts as at
// the defaults (checked when they were lowered: 292 functions, none
// changed), a sixth less time.
var packageRun = sync.OnceValues(func() (*verify.Report, error) {
	return verify.Run(context.Background(), lowLimits(verify.EnvPackage), packagePatterns...)
})

// verifyShared returns the results of the shared run for the functions
// declared under dirs (directories of sharedPatterns, or below them), in
// the run's order. The results are shared: read them, never change them.
func verifyShared(t *testing.T, dirs ...string) []*verify.Result {
	t.Helper()
	return resultsUnder(t, sharedRun, dirs...)
}

// resultsUnder returns the results of run for the functions declared
// under dirs.
func resultsUnder(t *testing.T, run func() (*verify.Report, error), dirs ...string) []*verify.Result {
	t.Helper()
	rep, err := run()
	if err != nil {
		t.Fatal(err)
	}
	var prefixes []string
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			t.Fatal(err)
		}
		prefixes = append(prefixes, abs+string(os.PathSeparator))
	}
	var out []*verify.Result
	for _, r := range rep.Results {
		for _, p := range prefixes {
			if strings.HasPrefix(r.Position().Filename, p) {
				out = append(out, r)
				break
			}
		}
	}
	if len(out) == 0 {
		t.Fatalf("the shared run has no function under %v", dirs)
	}
	return out
}
