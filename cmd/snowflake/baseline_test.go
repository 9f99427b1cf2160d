// This file tests --format sarif and baselines as users run them: the
// binary in a module of its own, written to a temporary directory.

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// runIn runs the binary in dir and returns stdout, stderr and the exit status.
func runIn(t *testing.T, dir string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	status := 0
	if ee, ok := err.(*exec.ExitError); ok {
		status = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return stdout.String(), stderr.String(), status
}

// regGo and evictGo are the module's files. Their base is an atomic.Int64:
// a package over sync/atomic loads in a third of the time of one over
// sync.Map (go/types checks the standard library beneath it from source),
// and baselines work the same whatever the collection.
const regGo = `package reg

import "sync/atomic"

type Registry struct {
	//snowflake:base
	n atomic.Int64
}

// Register is atomic.
func (r *Registry) Register() int64 {
	return r.n.Add(1)
}

// Put is check-then-act: not atomic.
func (r *Registry) Put(v int64) bool {
	if r.n.Load() != 0 {
		return false
	}
	r.n.Store(v)
	return true
}
`

const evictGo = `package reg

// Evict is load-then-store: not atomic.
func (r *Registry) Evict() int64 {
	v := r.n.Load()
	r.n.Store(0)
	return v
}
`

// module writes a module example.com/reg with the given files to a temporary directory.
func module(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	files["go.mod"] = "module example.com/reg\n\ngo 1.26\n"
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func write(t *testing.T, path, data string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

const putBaseline = `{
  "version": 1,
  "findings": [
    {
      "func": "(*example.com/reg.Registry).Put",
      "verdict": "violation"
    }
  ]
}
`

// TestBaselineRoundTrip: record the findings, add a non-atomic function:
// only it fails; without it the run passes; a fixed function leaves a stale
// entry that is reported but does not fail.
func TestBaselineRoundTrip(t *testing.T) {
	t.Parallel()
	dir := module(t, map[string]string{"reg.go": regGo})
	_, stderr, status := runIn(t, dir, "verify", "--write-baseline", "bl.json", ".")
	data, _ := os.ReadFile(filepath.Join(dir, "bl.json"))
	if status != 0 || string(data) != putBaseline || !strings.Contains(stderr, "wrote 1 finding to baseline bl.json") {
		t.Fatalf("--write-baseline: status %d, stderr %q, file:\n%s", status, stderr, data)
	}
	if _, _, status := runIn(t, dir, "verify", "."); status != 1 {
		t.Errorf("without the baseline: status %d, want 1", status)
	}

	write(t, filepath.Join(dir, "evict.go"), evictGo)
	out, stderr, status := runIn(t, dir, "verify", "--baseline", "bl.json", ".")
	if status != 1 || !strings.Contains(out, "(*reg.Registry).Put: violation: ") ||
		!strings.Contains(lineOf(out, "Put"), "[baselined]") || strings.Contains(lineOf(out, "Evict"), "[baselined]") ||
		!strings.Contains(lineOf(out, "Evict"), "violation") ||
		!strings.Contains(stderr, "baseline bl.json: 1 of 2 findings baselined, 1 new") {
		t.Errorf("a new violation: status %d, want 1 and only Evict new\nstdout:\n%s\nstderr:\n%s", status, out, stderr)
	}
	out, _, _ = runIn(t, dir, "verify", "--baseline", "bl.json", "--format", "json", ".")
	var doc struct {
		Results []struct {
			Func      string `json:"func"`
			Baselined bool   `json:"baselined"`
		} `json:"results"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	for _, r := range doc.Results {
		if r.Baselined != strings.HasSuffix(r.Func, ".Put") {
			t.Errorf("json: %s baselined %v", r.Func, r.Baselined)
		}
	}

	os.Remove(filepath.Join(dir, "evict.go"))
	if out, stderr, status := runIn(t, dir, "verify", "--baseline", "bl.json", "."); status != 0 {
		t.Errorf("without the new function: status %d, want 0\n%s%s", status, out, stderr)
	}

	fixed := regGo[:strings.Index(regGo, "\tif r.n.Load() != 0")] + "\treturn r.n.CompareAndSwap(0, v)\n}\n"
	write(t, filepath.Join(dir, "reg.go"), fixed)
	_, stderr, status = runIn(t, dir, "verify", "--baseline", "bl.json", ".")
	if status != 0 || !strings.Contains(stderr, "1 entry matches no finding in this run (fixed, removed or renamed") ||
		!strings.Contains(stderr, "\t(*reg.Registry).Put: violation\n") {
		t.Errorf("a fixed function: status %d, want 0 and a stale entry\n%s", status, stderr)
	}
}

// lineOf returns the first line of out that mentions fn.
func lineOf(out, fn string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, ")."+fn+": ") {
			return l
		}
	}
	return ""
}

// TestBaselineWorse: a violation is a new finding when the baseline recorded
// the function as unproven; an improvement stays baselined.
func TestBaselineWorse(t *testing.T) {
	t.Parallel()
	dir := module(t, map[string]string{"reg.go": regGo})
	write(t, filepath.Join(dir, "unproven.json"), strings.Replace(putBaseline, `"violation"`, `"unproven"`, 1))
	if out, _, status := runIn(t, dir, "verify", "--baseline", "unproven.json", "."); status != 1 ||
		strings.Contains(out, "[baselined]") {
		t.Errorf("unproven → violation: status %d, want 1 and nothing baselined\n%s", status, out)
	}
	write(t, filepath.Join(dir, "unsupported.json"), strings.Replace(putBaseline, `"violation"`, `"unsupported"`, 1))
	if _, _, status := runIn(t, dir, "verify", "--baseline", "unsupported.json", "."); status != 1 {
		t.Errorf("unsupported → violation: status %d, want 1", status)
	}
}

func TestBaselineUsageErrors(t *testing.T) {
	t.Parallel()
	dir := module(t, map[string]string{"reg.go": regGo})
	write(t, filepath.Join(dir, "bad.json"), "{not json")
	write(t, filepath.Join(dir, "v2.json"), `{"version": 2, "findings": []}`)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--baseline", "none.json"}, "snowflake: read baseline: open none.json: no such file or directory"},
		{[]string{"--baseline", "bad.json"}, "snowflake: baseline bad.json: not a baseline file: "},
		{[]string{"--baseline", "v2.json"}, "snowflake: baseline v2.json: version 2, want 1"},
		{[]string{"--baseline", "bad.json", "--write-baseline", "new.json"}, "snowflake: --baseline and --write-baseline cannot be used together"},
		{[]string{"--write-baseline", filepath.Join("no", "such", "dir.json")}, "snowflake: write baseline: open no/such/dir.json: no such file or directory"},
	} {
		_, stderr, status := runIn(t, dir, append(append([]string{"verify"}, c.args...), ".")...)
		if status != 2 || !strings.HasPrefix(stderr, c.want) {
			t.Errorf("%v: status %d, stderr %q; want 2 and %q", c.args, status, stderr, c.want)
		}
	}
}

// TestSARIFFormat: the command writes SARIF on stdout and keeps its exit status.
func TestSARIFFormat(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "verify", "--format", "sarif", "./examples/limiter")
	var doc struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []struct {
				RuleID string `json:"ruleId"`
			} `json:"results"`
			Invocations []struct {
				ExitCode int `json:"exitCode"`
			} `json:"invocations"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if status != 1 || doc.Version != "2.1.0" || len(doc.Runs) != 1 || len(doc.Runs[0].Results) != 1 ||
		doc.Runs[0].Results[0].RuleID != "snowflake/violation" || doc.Runs[0].Invocations[0].ExitCode != 1 {
		t.Errorf("status %d, document:\n%s", status, out)
	}
	if _, stderr, status := run(t, "verify", "--format", "xml", "./examples/limiter"); status != 2 ||
		!strings.Contains(stderr, "want text, json or sarif") {
		t.Errorf("--format xml: status %d, stderr %q", status, stderr)
	}
}
