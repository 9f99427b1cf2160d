// Package golden checks a verification run against the verdict labels of
// the golden packages: functions whose doc comments state the expected
// verdict ("want: VERDICT") and their real answer ("truth: atomic |
// nonatomic | outside"), and for packages verified in both environments
// the collection environment's ("want-collection:", "truth-collection:").
// Any mismatch fails, in either direction, and a nonatomic function
// reported atomic fails as unsound.
//
// It serves the tests of verify (the golden, adversarial and example
// packages) and of eval (verify/testdata/pkgenv in the package
// environment, whose run eval compares with the oracle's), so that one
// run of a package is both checked and compared.
package golden

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/internal/golden/labels"
	"github.com/snowflakeverify/snowflake/verify"
)

// A Label is what a function's doc comment says of it (labels.Label).
type Label = labels.Label

// Labels reads the labels of every function declared under dirs
// (labels.Read), and fails on a function with one of want: and truth:
// but not the other.
func Labels(t testing.TB, collection bool, dirs ...string) map[string]Label {
	t.Helper()
	out, err := labels.Read(collection, dirs...)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range out {
		if l.Want == "" || l.Truth == "" {
			t.Errorf("%s: %s needs both want: and truth:", l.Pos, l.Name)
		}
	}
	return out
}

// LowLimits are the test runs' options in environment env: a quarter of
// the default resource limit per query, a function's queries limited to
// a 26th of the default and the witness search to a third. The golden
// verdicts are the same as at the defaults (checked when each limit was
// lowered: 1,223 functions in the collection environment and 292 in the
// package one, no verdict changed), and the queries that run to the
// limit on functions no limit proves and the witness searches of
// functions no witness refutes took a fifth of the run's time. A lower
// limit cannot make a verdict unsound, only unproven; a golden function
// proven or refuted only at the defaults shows as a mismatch.
func LowLimits(env string) verify.Options {
	return verify.Options{
		Timeout:        30 * time.Second,
		RLimit:         verify.DefaultRLimit / 4,
		FunctionRLimit: 15_000_000,
		WitnessRLimit:  verify.DefaultWitnessRLimit / 3,
		Environment:    env,
	}
}

// Run verifies patterns at LowLimits in environment env.
func Run(env string, patterns ...string) (*verify.Report, error) {
	return verify.Run(context.Background(), LowLimits(env), patterns...)
}

// Under returns the results of rep for the functions declared under dirs,
// in the run's order; none is a fatal error.
func Under(t testing.TB, rep *verify.Report, dirs ...string) []*verify.Result {
	t.Helper()
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
		t.Fatalf("the run has no function under %v", dirs)
	}
	return out
}

// Check compares the verdict of every function of rep under dirs with
// the labels there (collection: the run is in the collection
// environment), and checks that no output shows the encoding's names. A
// pending line never excuses a verdict its truth contradicts (an atomic
// verdict on a nonatomic function, a violation on an atomic one).
//
// With the oracle's test of the same labels (oracle's
// TestGoldensAndExamples: its verdict agrees with every truth: line
// outside its knownMisses), this is the cross-check of the two engines
// on the golden packages and the examples: an atomic verdict has truth
// atomic, where the oracle finds no violation, and a violation has truth
// nonatomic, where the oracle finds one.
func Check(t testing.TB, rep *verify.Report, collection bool, dirs ...string) {
	t.Helper()
	want := Labels(t, collection, dirs...)
	results := Under(t, rep, dirs...)
	NoInternalNames(t, &verify.Report{Results: results})
	seen := map[string]bool{}
	var rows []string
	for _, r := range results {
		pos := r.Position()
		key := fmt.Sprintf("%s:%d", pos.Filename, pos.Line)
		seen[key] = true
		rows = append(rows, fmt.Sprintf("%-70s %-12s %s", r.Func, r.Verdict, r.Reason))
		l, ok := want[key]
		if !ok {
			t.Errorf("%s: %s: verdict %s for a function with no want: line", r.Pos, r.Func, r.Verdict)
			continue
		}
		checkOne(t, r, l)
	}
	var missing []string
	for key, l := range want {
		if !seen[key] {
			missing = append(missing, key+" "+l.Name)
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("%s: expected a verdict, got none", m)
	}
	if testing.Verbose() {
		t.Logf("verdicts:\n%s", strings.Join(rows, "\n"))
	}
}

// checkOne compares one result with its label.
func checkOne(t testing.TB, r *verify.Result, l Label) {
	t.Helper()
	wrong := string(r.Verdict) != l.Want
	switch {
	case l.Truth == "atomic" && r.Verdict == verify.Violation:
		t.Errorf("%s: FALSE WITNESS: %s is atomic but was reported a violation", r.Pos, r.Func)
	case l.Truth == "nonatomic" && r.Verdict == verify.Atomic:
		t.Errorf("%s: UNSOUND: %s is not atomic but was proven atomic", r.Pos, r.Func)
	case l.Pending != "" && wrong:
		t.Logf("%s: %s: %s (want %s, truth %s): pending %s", r.Pos, r.Func, r.Verdict, l.Want, l.Truth, l.Pending)
	case l.Pending != "":
		t.Errorf("%s: %s passes now: remove its pending line", r.Pos, r.Func)
	case wrong:
		t.Errorf("%s: %s: got %s (%s), want %s", r.Pos, r.Func, r.Verdict, r.Reason, l.Want)
	}
}
