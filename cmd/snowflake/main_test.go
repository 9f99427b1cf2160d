// This file tests the command as users run it: exit statuses, messages on
// bad input, and the JSON document of CONTRACT.md.

package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/snowflakeverify/snowflake/internal/testgc"
)

// binary is the command the tests run: this test binary, which is the
// command when asCommand is set in its environment (TestMain), so that
// the package is linked once, not once more by go build.
var binary string

const asCommand = "SNOWFLAKE_TEST_AS_COMMAND"

func TestMain(m *testing.M) {
	if os.Getenv(asCommand) != "" {
		main()
		os.Exit(0)
	}
	testgc.Tune()
	exe, err := os.Executable()
	if err != nil {
		panic(err)
	}
	binary = exe
	os.Setenv(asCommand, "1") // for the commands the tests start
	os.Exit(m.Run())
}

// run runs the binary in the module root and returns stdout, stderr and the exit status.
func run(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	stdout, stderr, status := runIn(t, "../..", args...)
	if strings.Contains(stderr, "goroutine ") || strings.Contains(stderr, "panic:") {
		t.Errorf("stack trace on stderr:\n%s", stderr)
	}
	return stdout, stderr, status
}

// examplesRun is `verify -j 4 ./examples/...`, run once for the tests
// that read it.
var examplesRun = sync.OnceValues(func() (string, int) {
	cmd := exec.Command(binary, "verify", "-j", "4", "./examples/...")
	cmd.Dir = "../.."
	out, err := cmd.Output()
	status := 0
	if ee, ok := err.(*exec.ExitError); ok {
		status = ee.ExitCode()
	}
	return string(out), status
})

func TestExamplesExitStatus(t *testing.T) {
	t.Parallel()
	out, status := examplesRun()
	if status != 1 {
		t.Errorf("exit status %d, want 1 (the examples have violations)", status)
	}
	for _, want := range []string{
		"examples/registry/registry.go:22:20: (*registry.Registry).Register: atomic: ",
		"(*registry.Registry).RegisterCheckThenAct: violation: ",
		"snowflake: 52 functions: 29 atomic, 21 violation, 2 unproven, 0 unsupported, 0 error",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	// limiter is the smallest example with a violation.
	if _, _, status := run(t, "verify", "--fail-on", "violation", "./examples/limiter"); status != 1 {
		t.Errorf("--fail-on violation: exit status %d, want 1 (limiter has a violation)", status)
	}
	// testdata/unproven has an unproven function but no violation.
	if _, _, status := run(t, "verify", "--fail-on", "violation", "./cmd/snowflake/testdata/unproven"); status != 0 {
		t.Errorf("--fail-on violation on an unproven function: exit status %d, want 0", status)
	}
	if _, _, status := run(t, "verify", "./cmd/snowflake/testdata/unproven"); status != 1 {
		t.Errorf("default --fail-on on an unproven function: exit status %d, want 1", status)
	}
}

func TestNotCompiling(t *testing.T) {
	t.Parallel()
	_, stderr, status := run(t, "verify", "./verify/testdata/bad/notcompile")
	if status != 2 {
		t.Errorf("exit status %d, want 2", status)
	}
	want := "verify/testdata/bad/notcompile/notcompile.go:14:14: cannot use \"zero\" (untyped string constant) as int value"
	if !strings.Contains(stderr, want) || !strings.Contains(stderr, "# github.com/snowflakeverify/snowflake/verify/testdata/bad/notcompile") {
		t.Errorf("stderr lacks the compiler's message %q:\n%s", want, stderr)
	}
}

func TestNoMatch(t *testing.T) {
	t.Parallel()
	for _, pattern := range []string{"./examples/nothing...", "./no/such/dir"} {
		_, stderr, status := run(t, "verify", pattern)
		if status != 2 || !strings.Contains(stderr, strings.TrimPrefix(strings.TrimSuffix(pattern, "..."), "./")) {
			t.Errorf("verify %s: exit status %d, stderr %q; want 2 and a message naming the pattern", pattern, status, stderr)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"verify", "--bogus"},
		{"verify", "--format", "xml", "./examples/..."},
		{"verify", "--fail-on", "sometimes", "./examples/..."},
		{"frobnicate"},
		{"axioms", "no.Such"},
	} {
		_, stderr, status := run(t, args...)
		if status != 2 || !strings.HasPrefix(stderr, "snowflake: ") {
			t.Errorf("%v: exit status %d, stderr %q; want 2 and a snowflake: message", args, status, stderr)
		}
	}
}

func TestBadBase(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "verify", "./verify/testdata/bad/badbase")
	if status != 2 {
		t.Errorf("exit status %d, want 2", status)
	}
	want := "verify/testdata/bad/badbase/badbase.go:11:2: //snowflake:base on field m of type map[string]int: not a supported collection (supported: atomic.Bool, "
	if !strings.Contains(out, want) || !strings.Contains(out, "(*badbase.Set).Add: atomic") {
		t.Errorf("output lacks %q or the verdict of the valid client:\n%s", want, out)
	}
}

func TestVersionAndAxioms(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "version")
	if status != 0 || out != "snowflake "+version+"\n" {
		t.Errorf("version: %d %q", status, out)
	}
	out, _, status = run(t, "axioms", "--functions")
	if status != 0 || !strings.Contains(out, "strings.ToLower") || !strings.Contains(out, "strconv.Itoa") {
		t.Errorf("axioms --functions (status %d):\n%s", status, out)
	}
	out, _, status = run(t, "axioms", "sync.Map")
	for _, m := range []string{"Load", "Store", "LoadOrStore", "LoadAndDelete", "Delete", "Swap", "CompareAndSwap", "CompareAndDelete", "Clear", "Range"} {
		if status != 0 || !strings.Contains(out, "  "+m+"(") {
			t.Errorf("axioms lacks %s (status %d):\n%s", m, status, out)
		}
	}
}

// TestJSON checks the document of CONTRACT.md field by field.
func TestJSON(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "verify", "--format", "json", "./examples/registry")
	if status != 1 {
		t.Errorf("exit status %d, want 1", status)
	}
	var doc struct {
		Tool    string                       `json:"tool"`
		Version string                       `json:"version"`
		Results []map[string]json.RawMessage `json:"results"`
		Summary map[string]float64           `json:"summary"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if doc.Tool != "snowflake" || doc.Version != version || len(doc.Results) != 5 {
		t.Fatalf("tool %q version %q results %d", doc.Tool, doc.Version, len(doc.Results))
	}
	for _, k := range []string{"atomic", "violation", "unproven", "unsupported", "error", "millis"} {
		if _, ok := doc.Summary[k]; !ok {
			t.Errorf("summary lacks %s", k)
		}
	}
	if doc.Summary["atomic"] != 3 || doc.Summary["violation"] != 2 {
		t.Errorf("summary %v", doc.Summary)
	}
	r := doc.Results[0]
	for _, k := range []string{"func", "pos", "client", "base", "collection", "verdict", "reason", "paths", "witness", "millis"} {
		if _, ok := r[k]; !ok {
			t.Errorf("result lacks %s", k)
		}
	}
	str := func(k string) string {
		var s string
		json.Unmarshal(r[k], &s)
		return s
	}
	if str("func") != "(*github.com/snowflakeverify/snowflake/examples/registry.Registry).Register" ||
		str("pos") != "examples/registry/registry.go:22:20" || str("client") != "Registry" ||
		str("base") != "services" || str("collection") != "sync.Map" || str("verdict") != "atomic" ||
		string(r["witness"]) != "null" {
		t.Errorf("first result: %s", out)
	}
	var paths []struct {
		Calls        []string `json:"calls"`
		Condensation int      `json:"condensation"`
		Status       string   `json:"status"`
	}
	if err := json.Unmarshal(r["paths"], &paths); err != nil || len(paths) == 0 || paths[0].Status != "condensable" {
		t.Errorf("paths: %s (%v)", r["paths"], err)
	}
}

func TestIgnore(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "verify", "./verify/testdata/bad/ignore")
	if status != 0 || !strings.Contains(out, "(*ignore.Seen).Mark: violation: ") || !strings.Contains(out, "[ignored: duplicates are harmless here]") {
		t.Errorf("exit status %d, output:\n%s\nwant 0 and Mark reported a violation, ignored", status, out)
	}
}

func TestBadDirectives(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "verify", "./verify/testdata/bad/directives")
	if status != 2 {
		t.Errorf("exit status %d, want 2", status)
	}
	for _, want := range []string{
		"directives.go:14:1: unknown directive //snowflake:functionl",
		"directives.go:21:1: directive //snowflake:base does not apply here",
		"directives.go:27:2: misplaced directive //snowflake:functional",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestSMTDirAndJobs verifies registry at -j 1 with --smt-dir: its results
// must be those of the shared run of all the examples at -j 4.
func TestSMTDirAndJobs(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out1, _, s1 := run(t, "verify", "-j", "1", "--smt-dir", dir, "./examples/registry")
	out4, s4 := examplesRun()
	results := out1[:strings.LastIndex(out1, "snowflake: ")] // the summary counts one package
	if s1 != 1 || s4 != 1 || !strings.HasPrefix(results, "examples/registry/") || !strings.Contains(out4, "\n"+results) {
		t.Errorf("-j 1 (exit status %d) and -j 4 (exit status %d) differ on registry:\n%s\n%s", s1, s4, out1, out4)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.smt2"))
	if len(files) < 12 {
		t.Fatalf("%d .smt2 files in --smt-dir, want one per obligation", len(files))
	}
	data, _ := os.ReadFile(files[0])
	if !strings.Contains(string(data), "(check-sat)") || !strings.Contains(string(data), "(declare-datatypes ((Any 0))") {
		t.Errorf("%s is not a complete SMT-LIB2 problem:\n%s", files[0], data)
	}
}

func TestExplain(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "explain", "(*histogram.Histogram).Take", "./examples/histogram")
	if status != 0 || !strings.Contains(out, "(*histogram.Histogram).Take: atomic") ||
		!strings.Contains(out, "path 3 (the last iteration of its loops): returns") ||
		!strings.Contains(out, "condensation at call 1: holds") {
		t.Errorf("explain (status %d):\n%s", status, out)
	}
	out, _, _ = run(t, "explain", "--smt", "TakeNaive", "./examples/histogram")
	if !strings.Contains(out, "violation") || !strings.Contains(out, "client goroutine") ||
		!strings.Contains(out, "(check-sat)") || !strings.Contains(out, "fails (the solver found a counterexample)") {
		t.Errorf("explain --smt:\n%s", out)
	}
	if _, stderr, status := run(t, "explain", "NoSuchFunc", "./examples/limiter"); status != 2 || !strings.Contains(stderr, "no client function NoSuchFunc") {
		t.Errorf("explain of an unknown function: %d %s", status, stderr)
	}
}

// TestPartialLoad: a package that does not compile is reported as go build
// reports it, and the others are still verified.
func TestPartialLoad(t *testing.T) {
	t.Parallel()
	out, stderr, status := run(t, "verify", "./examples/limiter", "./verify/testdata/bad/notcompile")
	if status != 2 || !strings.Contains(stderr, "notcompile.go:14:14: cannot use") ||
		!strings.Contains(out, "(*limiter.Limiter).Acquire: atomic") {
		t.Errorf("exit status %d\nstdout:\n%s\nstderr:\n%s", status, out, stderr)
	}
}
