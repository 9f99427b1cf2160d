// This file runs the golden tests: client packages under testdata/golden
// and the examples, whose functions state their expected verdict in their
// doc comments ("want: VERDICT") and their real answer ("truth: atomic |
// nonatomic | outside"), checked by internal/golden. Any mismatch fails,
// in either direction, and a nonatomic function reported atomic fails as
// unsound.

package verify_test

import (
	"testing"

	"github.com/snowflakeverify/snowflake/internal/golden"
)

// checkGolden compares the verdict of every function under dirs (in the
// shared run, the collection environment) with the labels there.
func checkGolden(t *testing.T, dirs ...string) {
	t.Helper()
	rep, err := sharedRun()
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, rep, true, dirs...)
}

func TestGolden(t *testing.T) {
	checkGolden(t, "testdata/golden")
}

// TestPackageEnvironment checks testdata/pkgenv in the collection
// environment (want-collection: lines; every function there has one).
// Its want: lines, the package environment's verdicts, are checked by
// eval's TestPackageEnvironment, in the run it compares with the oracle.
func TestPackageEnvironment(t *testing.T) {
	checkGolden(t, "testdata/pkgenv")
	for key, l := range golden.Labels(t, false, "testdata/pkgenv") {
		if l.WantCollection == "" {
			t.Errorf("%s: %s needs a want-collection: line", key, l.Name)
		}
	}
}

func TestExamples(t *testing.T) {
	checkGolden(t, "../examples")
}

func TestBadBaseStillVerifiesOthers(t *testing.T) {
	checkGolden(t, "testdata/bad/badbase")
}

// TestAdversarial runs the packages written to break soundness: every
// function there that is not atomic must not be proven atomic.
func TestAdversarial(t *testing.T) {
	checkGolden(t, "testdata/adversarial")
}
