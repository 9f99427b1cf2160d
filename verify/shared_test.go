// This file shares verification runs among the tests of the package: the
// golden packages and the examples are verified once per test binary, and
// every test that reads their verdicts (golden, witness shapes, the
// oracle's cross-check) reads the same report.

package verify_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// A sharedRun is one verification of a list of patterns, done once.
type sharedRun struct {
	once sync.Once
	rep  *verify.Report
	err  error
}

var (
	sharedMu   sync.Mutex
	sharedRuns = map[string]*sharedRun{}
)

// verifyShared verifies patterns (from this directory, with the options
// every golden test uses) the first time a test asks for them, and returns
// the same report to every later test. The report is shared: read it,
// never change it.
func verifyShared(t *testing.T, patterns ...string) *verify.Report {
	t.Helper()
	key := strings.Join(patterns, "\x00")
	sharedMu.Lock()
	run := sharedRuns[key]
	if run == nil {
		run = &sharedRun{}
		sharedRuns[key] = run
	}
	sharedMu.Unlock()
	run.once.Do(func() {
		run.rep, run.err = verify.Run(context.Background(), verify.Options{Timeout: 30 * time.Second}, patterns...)
	})
	if run.err != nil {
		t.Fatal(run.err)
	}
	return run.rep
}
