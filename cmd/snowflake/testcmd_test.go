// This file tests `snowflake test` as users run it: exit statuses, the
// timeline of a violation, bad input, and the JSON document.

package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestOracleExamples(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "test", "--environment", "collection", "./examples/registry")
	if status != 1 {
		t.Errorf("exit status %d, want 1 (the registry has violations)", status)
	}
	for _, want := range []string{
		"examples/registry/registry.go:22:20: (*registry.Registry).Register: unexplored: no interleaving explored: 16 scenarios, none with another goroutine's call between two calls of Register",
		"(*registry.Registry).RegisterCheckThenAct: violation: RegisterCheckThenAct(",
		"| other goroutine",
		"no serial order gives that:",
		"snowflake test: 5 functions: 0 linearizable, 3 unexplored, 2 violation, 0 skipped, 0 error",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if _, _, status := run(t, "test", "--environment", "collection", "--run", `\.(Register|Lookup)$`, "./examples/registry"); status != 0 {
		t.Errorf("only unexplored functions: exit status %d, want 0", status)
	}
	// Take composes calls that another goroutine's can come between.
	if out, _, status := run(t, "test", "--run", `\.Take$`, "./examples/histogram"); status != 0 ||
		!strings.Contains(out, "(*histogram.Histogram).Take: linearizable: ") {
		t.Errorf("a function with interleavings: exit status %d, want 0 and linearizable:\n%s", status, out)
	}
}

func TestOracleBadInput(t *testing.T) {
	t.Parallel()
	_, stderr, status := run(t, "test", "./verify/testdata/bad/notcompile")
	if status != 2 || !strings.Contains(stderr, `cannot use "zero" (untyped string constant) as int value`) {
		t.Errorf("exit status %d, stderr %q; want 2 and the compiler's message", status, stderr)
	}
	for _, args := range [][]string{
		{"test", "--format", "xml", "./examples/registry"},
		{"test", "--ops", "some", "./examples/registry"},
		{"test", "--environment", "world", "./examples/registry"},
		{"test", "--run", "(", "./examples/registry"},
		{"test", "./no/such/dir"},
	} {
		_, stderr, status := run(t, args...)
		if status != 2 || stderr == "" {
			t.Errorf("%v: exit status %d, stderr %q; want 2 and a message", args, status, stderr)
		}
	}
}

func TestOracleJSON(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "test", "--format", "json", "--environment", "collection", "./examples/registry")
	if status != 1 {
		t.Errorf("exit status %d, want 1", status)
	}
	var doc struct {
		Tool    string `json:"tool"`
		Command string `json:"command"`
		Results []struct {
			Func      string `json:"func"`
			Pos       string `json:"pos"`
			Verdict   string `json:"verdict"`
			Scenarios int    `json:"scenarios"`
			Witness   *struct {
				Call    string   `json:"call"`
				Initial []string `json:"initial"`
				Steps   []struct {
					Thread, Call, Result, Pos string
					Args                      []string
				} `json:"steps"`
				Result string `json:"result"`
				Final  []string
				Serial []struct{ Order, Why string }
			} `json:"witness"`
		} `json:"results"`
		Summary map[string]float64 `json:"summary"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if doc.Tool != "snowflake" || doc.Command != "test" || len(doc.Results) != 5 || doc.Summary["violation"] != 2 {
		t.Fatalf("document %+v", doc)
	}
	r := doc.Results[1]
	if r.Verdict != "violation" || r.Witness == nil || len(r.Witness.Steps) < 3 || len(r.Witness.Serial) < 2 ||
		r.Witness.Steps[0].Thread != "client" || !strings.HasPrefix(r.Witness.Steps[0].Pos, "examples/registry/registry.go:") {
		t.Errorf("second result %+v", r)
	}
}

// TestOraclePackageEnvironment checks the default environment: the other
// goroutine of a witness runs the registry's own methods, printed as Go
// calls on the receiver, and JSON says so.
func TestOraclePackageEnvironment(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "test", "--run", `CheckThenAct$`, "./examples/registry")
	if status != 1 || !strings.Contains(out, "\tenvironment: package\n") || !strings.Contains(out, "| r.Register(") {
		t.Errorf("exit status %d, want 1 and a witness of the registry's calls:\n%s", status, out)
	}
	out, _, _ = run(t, "test", "--format", "json", "--run", `CheckThenAct$`, "./examples/registry")
	var doc struct {
		Results []struct {
			Environment string `json:"environment"`
			Witness     *struct {
				Environment string `json:"environment"`
				Steps       []struct{ Thread, Call, Operation string }
			} `json:"witness"`
		} `json:"results"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc.Results) != 1 || doc.Results[0].Witness == nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	r := doc.Results[0]
	ops := 0
	for _, s := range r.Witness.Steps {
		if s.Thread == "other" && strings.HasSuffix(s.Operation, "Register") {
			ops++
		}
	}
	if r.Environment != "package" || r.Witness.Environment != "package" || ops == 0 {
		t.Errorf("result %+v: want the package environment and a step naming an operation", r)
	}
}
