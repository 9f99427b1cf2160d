// This file runs the soundness tests on the whole corpus (issue 8): no
// function labelled nonatomic is proven atomic and none labelled atomic is
// reported a violation; every atomic verdict survives the dynamic oracle
// and every violation is reproduced by it; and every label agrees with the
// oracle, except the oracle's known limits listed here (each with why).

package eval

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/internal/golden"
	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
)

const corpus = "github.com/snowflakeverify/snowflake/testdata/corpus/"

// oracleMisses are nonatomic functions whose interleaving lies outside the
// oracle's bounds.
var oracleMisses = map[string]string{
	"(*" + corpus + "tricky.Table).Shift": "needs ±0 inside a struct the body asserts to",
	"(*" + corpus + "attrs.Session).Len":  "Range must see keys stored during the iteration; the oracle's Range visits the keys present at its start",
	"(*" + corpus + "stray.Store).Hit":    "needs another goroutine's call on the *Counter the map holds; the oracle intercepts only the map's calls",
}

func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("verifies and runs the whole corpus")
	}
	ctx := context.Background()
	all, err := ReadLabels("../testdata/corpus/labels.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 120 {
		t.Errorf("only %d labelled functions", len(all))
	}
	patterns, labels := corpusDraw(t, all)
	// The oracle runs beside the verifier: the verifier's run ends with
	// a few functions whose queries run to their time limit, which leaves
	// a core idle.
	var dyn *oracle.Report
	var dynErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		dyn, dynErr = oracle.Run(ctx, oracle.Options{Dir: ".."}, patterns...)
	}()
	defer func() { <-done }()
	// A quarter of the default resource limit per query: the few queries
	// over floating-point terms that run to it would take most of the
	// test's time. What is checked here is soundness, which a lower limit
	// cannot break (it only turns verdicts into unproven); CI verifies the
	// corpus at the default limits (.ci/run, with --cross-check).
	// A third of the witness budget too: the searches that run to it are
	// those of functions no budget refutes (quota's Admit*, memo's
	// Scaled), and every verdict is the same (307 functions, checked when
	// it was lowered): 41 s to 25 s alone. A function's queries stop at
	// 15,000,000 units (verify's shared test run's limit): 26 s to 21 s.
	// These are the golden tests' limits (golden.LowLimits).
	opt := golden.LowLimits(verify.EnvCollection)
	opt.Dir, opt.Timeout = "..", time.Minute
	tab, err := Run(ctx, opt, labels, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range tab.Soundness {
		t.Errorf("soundness: %s", s)
	}
	if len(tab.Unlabelled) > 0 || len(tab.Missing) > 0 {
		t.Errorf("labels and verdicts differ: unlabelled %v, missing %v", tab.Unlabelled, tab.Missing)
	}
	<-done
	if dynErr != nil {
		t.Fatal(dynErr)
	}
	checkAgainstOracle(t, labels, tab.Report, dyn)
	checkPackageEnv(t, ctx, tab.Report, patterns...) // pkgenv_test.go
}

func checkAgainstOracle(t *testing.T, labels []Label, rep *verify.Report, dyn *oracle.Report) {
	label := map[string]string{}
	for _, l := range labels {
		label[l.Func] = l.Label
	}
	byFunc := map[string]*oracle.Result{}
	for _, r := range dyn.Results {
		byFunc[r.Func] = r
	}
	for _, r := range rep.Results {
		d, ok := byFunc[r.Func]
		switch {
		case !ok && r.Discovered:
			t.Logf("%s: verified, found by discovery: the oracle runs only clients", r.Func)
			continue
		case !ok:
			t.Errorf("%s: verified, but the oracle did not plan it", r.Func)
			continue
		case d.Verdict == oracle.Error:
			t.Errorf("%s: the oracle failed: %s", r.Func, d.Reason)
			continue
		case d.Verdict == oracle.Skipped:
			continue
		}
		miss, known := oracleMisses[r.Func]
		switch {
		case r.Verdict == verify.Atomic && r.Scope == verify.EnvPackage:
			// A proof in the package environment: checkPackageEnv.
		case r.Verdict == verify.Atomic && d.Verdict == oracle.Violation:
			t.Errorf("%s: proven atomic, but the oracle found a violation: %s", r.Func, d.Reason)
		case r.Verdict == verify.Violation && d.Verdict != oracle.Violation && !known:
			t.Errorf("%s: a violation with a witness, but the oracle found none", r.Func)
		}
		switch l := label[r.Func]; {
		case l == "atomic" && d.Verdict == oracle.Violation:
			t.Errorf("%s: labelled atomic, the oracle found a violation: %s", r.Func, d.Reason)
		case l == "nonatomic" && d.Verdict != oracle.Violation && !known:
			t.Errorf("%s: labelled nonatomic, the oracle found no violation", r.Func)
		case l == "nonatomic" && d.Verdict == oracle.Violation && known:
			t.Errorf("%s: the oracle now finds a violation; remove it from oracleMisses (%s)", r.Func, miss)
		}
	}
	for f := range oracleMisses {
		if !strings.HasPrefix(f, "(*"+corpus) {
			t.Errorf("bad entry %s", f)
		}
	}
}
