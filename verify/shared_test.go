// This file shares one verification run among the tests of the package:
// the examples, the golden and adversarial packages and testdata/bad/badbase
// are verified together, once per test binary (one load, and the cores
// kept busy until the last function), and every test that reads their
// verdicts (golden, adversarial, witness shapes) reads its results for
// the directories it checks.

package verify_test

import (
	"sync"
	"testing"

	"github.com/snowflakeverify/snowflake/internal/golden"
	"github.com/snowflakeverify/snowflake/verify"
)

// sharedPatterns are the packages of the shared run, verified in the
// collection environment (their want: lines are its verdicts); the
// packages of testdata/pkgenv are verified in both environments (want:
// in the package environment, want-collection: in the collection one).
var sharedPatterns = []string{"../examples/...", "./testdata/golden/...", "./testdata/adversarial/...", "./testdata/bad/badbase", "./testdata/pkgenv/..."}

// sharedRun verifies them at golden.LowLimits: the same verdicts as at
// the defaults, a fifth less time.
var sharedRun = sync.OnceValues(func() (*verify.Report, error) {
	return golden.Run(verify.EnvCollection, sharedPatterns...)
})

// packagePatterns are the packages of the package environment's run: the
// components whose witnesses and objects this package's tests read (the
// want: lines of all of testdata/pkgenv are eval's to check, in the run
// it compares with the oracle).
var packagePatterns = []string{"./testdata/pkgenv/breaker", "./testdata/pkgenv/replacing", "./testdata/pkgenv/window"}

// packageRun verifies them at golden.LowLimits.
var packageRun = sync.OnceValues(func() (*verify.Report, error) {
	return golden.Run(verify.EnvPackage, packagePatterns...)
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
	return golden.Under(t, rep, dirs...)
}
