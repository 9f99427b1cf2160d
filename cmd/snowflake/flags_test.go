// This file tests the small promises of the command: flags checked up
// front, --version, --tests listing each function once, baselines on a
// subset of packages, load errors in the JSON diagnostics and plain go
// command messages.

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestFlagValues(t *testing.T) {
	t.Parallel()
	notDir := filepath.Join(t.TempDir(), "file")
	write(t, notDir, "")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-j", "0"}, "snowflake: invalid -j 0: want at least 1"},
		{[]string{"-j", "-1"}, "snowflake: invalid -j -1: want at least 1"},
		{[]string{"--jobs=0"}, "snowflake: invalid -j 0: want at least 1"},
		{[]string{"--budget=-1s"}, "snowflake: invalid --budget -1s: want a duration of 0 or more"},
		{[]string{"--timeout=-2s"}, "snowflake: invalid --timeout -2s: "},
		{[]string{"--witness-budget=-1ms"}, "snowflake: invalid --witness-budget -1ms: "},
		{[]string{"--rlimit", "0"}, "snowflake: invalid --rlimit 0: want at least 1"},
		{[]string{"--function-rlimit=0"}, "snowflake: invalid --function-rlimit 0: "},
		{[]string{"--witness-rlimit", "0"}, "snowflake: invalid --witness-rlimit 0: "},
		{[]string{"--smt-dir", filepath.Join(notDir, "smt")}, "snowflake: --smt-dir " + filepath.Join(notDir, "smt") + ": mkdir " + notDir + ": not a directory"},
	} {
		out, stderr, status := run(t, append(append([]string{"verify"}, c.args...), "./examples/limiter")...)
		if status != 2 || !strings.HasPrefix(stderr, c.want) || out != "" {
			t.Errorf("%v: exit status %d, stderr %q, stdout %q; want 2, %q and no result", c.args, status, stderr, out, c.want)
		}
	}
	if _, stderr, status := run(t, "verify", "-j", "1", "--budget=0", "./examples/limiter"); status != 1 {
		t.Errorf("-j 1 --budget=0: exit status %d, want 1 (the violation)\n%s", status, stderr)
	}
}

func TestVersionFlag(t *testing.T) {
	t.Parallel()
	flag, _, s1 := run(t, "--version")
	cmd, _, s2 := run(t, "version")
	if s1 != 0 || s2 != 0 || flag != cmd || flag != "snowflake "+version+"\n" {
		t.Errorf("--version: %d %q; version: %d %q", s1, flag, s2, cmd)
	}
}

func TestTestsOnce(t *testing.T) {
	t.Parallel()
	dir := module(t, map[string]string{"reg.go": regGo,
		"reg_test.go": "package reg\n\nimport \"testing\"\n\nfunc TestPut(t *testing.T) { new(Registry).Put(1) }\n"})
	out, stderr, _ := runIn(t, dir, "verify", "--tests", ".")
	if n := strings.Count(out, "(*reg.Registry).Put: "); n != 1 || !strings.Contains(out, "snowflake: 2 functions: ") {
		t.Errorf("--tests: Put reported %d times, want once\nstdout:\n%s\nstderr:\n%s", n, out, stderr)
	}
}

// TestBaselineSubset: a baseline of two packages, used on one, has no stale
// entry for the other.
func TestBaselineSubset(t *testing.T) {
	t.Parallel()
	dir := module(t, map[string]string{"reg.go": regGo})
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	write(t, filepath.Join(dir, "sub", "sub.go"), strings.Replace(regGo, "package reg", "package sub", 1))
	if _, stderr, status := runIn(t, dir, "verify", "--write-baseline", "bl.json", "./..."); status != 0 ||
		!strings.Contains(stderr, "wrote 2 findings") {
		t.Fatalf("--write-baseline: status %d\n%s", status, stderr)
	}
	_, stderr, status := runIn(t, dir, "verify", "--baseline", "bl.json", "./sub")
	if status != 0 || strings.Contains(stderr, "stale") || strings.Contains(stderr, "no finding") {
		t.Errorf("--baseline on ./sub: status %d, want 0 and no stale entry\n%s", status, stderr)
	}
	os.Remove(filepath.Join(dir, "sub", "sub.go"))
	write(t, filepath.Join(dir, "sub", "sub.go"), "package sub\n")
	_, stderr, _ = runIn(t, dir, "verify", "--baseline", "bl.json", "./...")
	if !strings.Contains(stderr, "1 entry matches no finding") || !strings.Contains(stderr, "\t(*sub.Registry).Put: violation\n") {
		t.Errorf("a removed function of a loaded package: want its entry stale\n%s", stderr)
	}
}

func TestLoadErrorsInJSON(t *testing.T) {
	t.Parallel()
	out, _, status := run(t, "verify", "--format", "json", "./examples/limiter", "./verify/testdata/bad/notcompile")
	var doc struct {
		Diagnostics []struct{ Pos, Message string } `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	found := false
	for _, d := range doc.Diagnostics {
		found = found || d.Pos == "verify/testdata/bad/notcompile/notcompile.go:14:14" && strings.HasPrefix(d.Message, "cannot use \"zero\"")
	}
	if status != 2 || !found {
		t.Errorf("exit status %d, diagnostics %+v; want 2 and the compiler's error at its position", status, doc.Diagnostics)
	}
}

func TestOutsideModule(t *testing.T) {
	t.Parallel()
	_, stderr, status := runIn(t, t.TempDir(), "verify", ".")
	if status != 2 || strings.Contains(stderr, "err: exit status") || !strings.HasPrefix(stderr, "go: ") {
		t.Errorf("outside a module: exit status %d, stderr %q; want 2 and the go command's message", status, stderr)
	}
}

func TestSyntaxErrorPosition(t *testing.T) {
	t.Parallel()
	dir := module(t, map[string]string{"reg.go": "package reg\n\nfunc f() {\n\tx := \n}\n"})
	_, stderr, status := runIn(t, dir, "verify", ".")
	if status != 2 || !strings.Contains(stderr, "reg.go:5:1: expected operand, found '}'") {
		t.Errorf("a syntax error: exit status %d, stderr %q; want 2 and the error at its position", status, stderr)
	}
	// No package loads: the JSON document still says why.
	out, _, status := runIn(t, dir, "verify", "--format", "json", ".")
	var doc struct {
		Diagnostics []struct{ Pos, Message string } `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || status != 2 || len(doc.Diagnostics) == 0 ||
		doc.Diagnostics[0].Pos != "reg.go:5:1" || doc.Diagnostics[0].Message != "expected operand, found '}'" {
		t.Errorf("--format json: exit status %d, %v, document:\n%s", status, err, out)
	}
}
