// This file tests the analyzer with analysistest over testdata/src: each
// package's `// want` comments are exactly the diagnostics expected.

package analyzer_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// Packages are the testdata packages under the default configuration.
var Packages = []string{"atomic", "violation", "unproven", "directive", "ignored", "lru", "sessions"}

// defaultRun is one run of the default analyzer over Packages and
// outside (whose want comments are for -fail-on=unsupported), with the
// errors analysistest reports: TestAnalyzer, TestFailOn and TestRelated
// read it, and the dependencies are analysed once for the three.
var defaultRun = sync.OnceValues(func() ([]string, []*analysistest.Result) {
	var rec recorder
	results := analysistest.Run(&rec, analysistest.TestData(), analyzer.Analyzer, append(Packages, "outside")...)
	return rec.errs, results
})

// recorder is an analysistest.Testing that keeps the errors.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// resultOf returns the result for package path among results.
func resultOf(t *testing.T, results []*analysistest.Result, path string) *analysistest.Result {
	t.Helper()
	for _, r := range results {
		if r.Pass != nil && r.Pass.Pkg.Path() == path {
			return r
		}
	}
	t.Fatalf("no result for package %s", path)
	return nil
}

func TestAnalyzer(t *testing.T) {
	errs, _ := defaultRun()
	for _, msg := range errs {
		file, _, _ := strings.Cut(msg, ":")
		if filepath.Base(filepath.Dir(file)) == "outside" && strings.Contains(msg, noDiagnostic) {
			continue // checked under -fail-on=unsupported by TestFailOn
		}
		t.Error(msg)
	}
}

// TestFailOn checks the threshold: unsupported functions are reported
// only with -fail-on=unsupported, unproven ones not with violation.
func TestFailOn(t *testing.T) {
	cfg := analyzer.DefaultConfig()
	cfg.FailOn = "unsupported"
	analysistest.Run(t, analysistest.TestData(), analyzer.New(cfg), "outside")

	cfg.FailOn = "violation"
	for _, r := range analysistest.Run(&quiet{T: t}, analysistest.TestData(), analyzer.New(cfg), "unproven", "outside") {
		for _, d := range r.Diagnostics {
			t.Errorf("-fail-on=violation reported %s: %s", r.Pass.Fset.Position(d.Pos), d.Message)
		}
	}
	_, results := defaultRun()
	r := resultOf(t, results, "outside")
	for _, d := range r.Diagnostics {
		t.Errorf("-fail-on=unproven reported %s: %s", r.Pass.Fset.Position(d.Pos), d.Message)
	}
}

// noDiagnostic is in analysistest's message for a want comment no
// diagnostic matches.
const noDiagnostic = ": no diagnostic was reported matching "

// quiet is a testing.T for analysistest that ignores the unmatched `want`
// comments (the packages are checked under another threshold) but fails on
// everything else.
type quiet struct{ *testing.T }

func (q *quiet) Errorf(format string, args ...any) {
	q.T.Helper()
	if msg := fmt.Sprintf(format, args...); !strings.Contains(msg, noDiagnostic) {
		q.T.Error(msg)
	}
}

// TestFlags checks that -fail-on refuses a verdict it does not know.
func TestFlags(t *testing.T) {
	a := analyzer.New(analyzer.DefaultConfig())
	if err := a.Flags.Set("fail-on", "sometimes"); err == nil {
		t.Error("-fail-on=sometimes accepted")
	}
	for _, v := range []string{"violation", "unproven", "unsupported"} {
		if err := a.Flags.Set("fail-on", v); err != nil {
			t.Errorf("-fail-on=%s: %v", v, err)
		}
	}
	if err := a.Flags.Set("timeout", "3s"); err != nil {
		t.Fatal(err)
	}
	if got := a.Flags.Lookup("timeout").Value.(interface{ Get() any }).Get(); got != 3*time.Second {
		t.Errorf("-timeout=3s gives %v", got)
	}
	if analyzer.Analyzer.Flags.Lookup("fail-on").Value.String() != "unproven" {
		t.Error("setting a flag of New's analyzer changed Analyzer's")
	}
}

// TestRelated checks the related positions of a violation: each of the
// client's calls at its position, and the other goroutine's call at the
// client call it precedes.
func TestRelated(t *testing.T) {
	_, results := defaultRun()
	result := resultOf(t, results, "violation")
	var d *analysis.Diagnostic
	for i, diag := range result.Diagnostics {
		if strings.Contains(diag.Message, "RegisterCheckThenAct") {
			d = &result.Diagnostics[i]
		}
	}
	if d == nil {
		t.Fatal("no diagnostic for RegisterCheckThenAct")
	}
	fset := result.Pass.Fset
	var got []string
	for _, r := range d.Related {
		p := fset.Position(r.Pos)
		got = append(got, strings.Join([]string{p.String()[strings.LastIndex(p.String(), "/")+1:], r.Message}, " "))
	}
	want := []string{
		`violation.go:17:29 this goroutine calls services.Load(`,             // the key is the solver's choice
		`violation.go:20:18 another goroutine calls r.RegisterCheckThenAct(`, // the package's own operation (the package environment)
		`violation.go:20:18 this goroutine calls services.Store(`,
	}
	if len(got) != len(want) {
		t.Fatalf("related:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("related %d: %s, want %s...", i, got[i], want[i])
		}
	}
}
