// This file runs `go vet -vettool=snowflake-vet` over the module
// testdata/vetmod: it must print exactly the expected diagnostics and fail,
// and pass on a package whose functions are all atomic. Package sessions
// uses a collection described by the spec file next to package lru: the
// analysis of sessions learns it from the fact the analysis of lru exports.
// Package lru is testdata/src/lru, copied into the module when the test
// runs, its spec naming the module's import path.

package analyzer_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/snowflakeverify/snowflake/internal/testgc"
)

// vetTool builds cmd/snowflake-vet into a temporary directory, once for
// all the tests of the package (TestMain removes it).
func vetTool(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		bin := filepath.Join(built.dir, "snowflake-vet")
		out, err := exec.Command("go", "build", "-o", bin, "../cmd/snowflake-vet").CombinedOutput()
		if err != nil {
			built.err = fmt.Errorf("go build ../cmd/snowflake-vet: %v\n%s", err, out)
		}
		built.bin = bin
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.bin
}

// built is the snowflake-vet binary the tests share.
var built struct {
	once     sync.Once
	dir, bin string
	err      error
}

func TestMain(m *testing.M) {
	testgc.Tune()
	dir, err := os.MkdirTemp("", "snowflake-vet-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	built.dir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// goVet runs go vet with the tool in testdata/vetmod; it returns the exit
// status and the lines of stderr.
func goVet(t *testing.T, bin string, patterns ...string) (int, []string) {
	t.Helper()
	cmd := exec.Command("go", append([]string{"vet", "-vettool=" + bin}, patterns...)...)
	cmd.Dir = vetModule(t)
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	status := 0
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		status = exit.ExitCode()
	case err != nil:
		t.Fatalf("go vet: %v", err)
	}
	var lines []string
	for _, l := range strings.Split(stderr.String(), "\n") {
		if l != "" && !strings.HasPrefix(l, "# ") {
			lines = append(lines, l)
		}
	}
	return status, lines
}

// vetModule returns a temporary copy of testdata/vetmod with package lru
// added from testdata/src/lru.
func vetModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "vetmod"))); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join("testdata", "src", "lru")
	code, err := os.ReadFile(filepath.Join(src, "lru.go"))
	if err != nil {
		t.Fatal(err)
	}
	spec, err := os.ReadFile(filepath.Join(src, "lru.sfspec"))
	if err != nil {
		t.Fatal(err)
	}
	spec = bytes.Replace(spec, []byte("//snowflake:collection lru.Cache"), []byte("//snowflake:collection example.com/vetmod/lru.Cache"), 1)
	lru := filepath.Join(dir, "lru")
	if err := os.Mkdir(lru, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"lru.go": code, "lru.sfspec": spec} {
		if err := os.WriteFile(filepath.Join(lru, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestGoVet(t *testing.T) {
	bin := vetTool(t)
	status, lines := goVet(t, bin, "./...")
	if status == 0 {
		t.Errorf("go vet ./... exits 0, want non-zero")
	}
	// The expected lines, as patterns: the other goroutine runs the
	// package's own Register (the package environment), with the
	// arguments the solver's model gives.
	other := `r\.Register\("\w*", \S+\)`
	want := []string{
		`bad/bad\.go:38:2: misplaced directive //snowflake:functional: it must stand in the doc comment of a declaration it applies to`,
		`bad/bad\.go:13:20: \(\*Registry\)\.Register is not atomic: services\.Load then services\.Store; another goroutine's ` + other +
			` between them makes the result or the final state impossible in any serial order`,
		`bad/bad\.go:14:29: \tthis goroutine calls services\.Load\("\w*"\) = \(nil, false\)`,
		`bad/bad\.go:17:18: \tanother goroutine calls ` + other + `( = .*)? before this call`,
		`bad/bad\.go:17:18: \tthis goroutine calls services\.Store\("\w*", "\w*"\)`,
		// lru.Cache is known from the spec file next to package lru.
		`sessions/sessions\.go:20:20: \(\*Sessions\)\.RenewLoadThenStore is not atomic: ids\.Get then ids\.Put; another goroutine's ids\.\w+\(.*\) between them makes the result or the final state impossible in any serial order`,
		`sessions/sessions\.go:21:22: \tthis goroutine calls ids\.Get\(.*\) = \(.*\)`,
		`sessions/sessions\.go:25:11: \tanother goroutine calls ids\.\w+\(.*\) before this call`,
		`sessions/sessions\.go:25:11: \tthis goroutine calls ids\.Put\(.*\)`,
	}
	matchSet(t, lines, want)

	status, lines = goVet(t, bin, "./good")
	if status != 0 || len(lines) != 0 {
		t.Errorf("go vet ./good: exit %d, stderr:\n%s", status, strings.Join(lines, "\n"))
	}
}

// matchSet checks that each line matches exactly one pattern, and each
// pattern exactly one line, in any order.
func matchSet(t *testing.T, lines, patterns []string) {
	t.Helper()
	used := make([]bool, len(lines))
	for _, p := range patterns {
		re := regexp.MustCompile("^" + p + "$")
		n := 0
		for i, l := range lines {
			if !used[i] && re.MatchString(l) {
				used[i] = true
				n++
				break
			}
		}
		if n == 0 {
			t.Errorf("no line matches %s", p)
		}
	}
	for i, l := range lines {
		if !used[i] {
			t.Errorf("unexpected line: %s", l)
		}
	}
	if t.Failed() {
		t.Logf("go vet printed:\n%s", strings.Join(lines, "\n"))
	}
}
