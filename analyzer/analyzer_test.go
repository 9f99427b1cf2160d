// This file tests the analyzer with analysistest over testdata/src: each
// package's `// want` comments are exactly the diagnostics expected.

package analyzer_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/analyzer"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// Packages are the testdata packages under the default configuration.
var Packages = []string{"atomic", "violation", "unproven", "directive", "ignored", "lru", "sessions"}

func TestAnalyzer(t *testing.T) {
	analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, Packages...)
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
	for _, r := range analysistest.Run(&quiet{T: t}, analysistest.TestData(), analyzer.Analyzer, "outside") {
		for _, d := range r.Diagnostics {
			t.Errorf("-fail-on=unproven reported %s: %s", r.Pass.Fset.Position(d.Pos), d.Message)
		}
	}
}

// quiet is a testing.T for analysistest that ignores the unmatched `want`
// comments (the packages are checked under another threshold) but fails on
// everything else.
type quiet struct{ *testing.T }

func (q *quiet) Errorf(format string, args ...any) {
	q.T.Helper()
	if msg := fmt.Sprintf(format, args...); !strings.Contains(msg, ": no diagnostic was reported matching ") {
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
	results := analysistest.Run(t, analysistest.TestData(), analyzer.Analyzer, "violation")
	var d *analysis.Diagnostic
	for i, diag := range results[0].Diagnostics {
		if strings.Contains(diag.Message, "RegisterCheckThenAct") {
			d = &results[0].Diagnostics[i]
		}
	}
	if d == nil {
		t.Fatal("no diagnostic for RegisterCheckThenAct")
	}
	fset := results[0].Pass.Fset
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
