// This file tests interrupts: SIGINT during a long run stops it, prints
// the finished results with a summary marked interrupted, and exits 130.

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// resultLine matches a function's line of the text report.
var resultLine = regexp.MustCompile(`: (atomic|violation|unproven|unsupported|error): `)

// start starts the binary on the golden package loops, one function at a
// time (43 functions, a run of many seconds, after a load of one package
// rather than of all the golden ones), with stdout read through a pipe.
func start(t *testing.T, args ...string) (*exec.Cmd, io.Reader, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(binary, append([]string{"verify", "-j", "1"}, append(args, "./verify/testdata/golden/loops")...)...)
	cmd.Dir = "../.."
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// A guard against a run that does not stop, not a timing assertion.
	guard := time.AfterFunc(60*time.Second, func() { cmd.Process.Kill() })
	t.Cleanup(func() { guard.Stop() })
	return cmd, stdout, &stderr
}

// wait waits for cmd and returns its exit status.
func wait(t *testing.T, cmd *exec.Cmd) int {
	t.Helper()
	err := cmd.Wait()
	if ee, ok := err.(*exec.ExitError); ok {
		if !ee.Exited() {
			t.Fatalf("killed by the guard or a signal: %v", err)
		}
		return ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return 0
}

func TestInterruptText(t *testing.T) {
	t.Parallel()
	cmd, stdout, stderr := start(t)
	var out strings.Builder
	sc := bufio.NewScanner(stdout)
	signalled := false
	for sc.Scan() {
		out.WriteString(sc.Text() + "\n")
		if !signalled && resultLine.MatchString(sc.Text()) {
			cmd.Process.Signal(os.Interrupt)
			signalled = true
		}
	}
	status := wait(t, cmd)
	if !signalled {
		t.Fatalf("no result line before the run ended:\n%s", out.String())
	}
	text := out.String()
	results := len(resultLine.FindAllString(text, -1))
	sum := regexp.MustCompile(`snowflake: interrupted: (\d+) of (\d+) functions: `).FindStringSubmatch(text)
	if strings.ContainsAny(stderr.String(), "\r\x1b") || strings.Contains(stderr.String(), "functions, verifying") {
		t.Errorf("a progress line on stderr, which is not a terminal: %q", stderr)
	}
	if status != 130 || results == 0 || sum == nil || sum[1] == sum[2] {
		t.Errorf("exit status %d, %d results, summary %q; want 130, at least one result and an interrupted summary\nstdout:\n%s\nstderr:\n%s",
			status, results, sum, text, stderr)
	}
}

func TestInterruptJSON(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cmd, stdout, stderr := start(t, "--format", "json", "--smt-dir", dir)
	// JSON is written at the end: wait for the run to be under way (its
	// obligations appear in --smt-dir), then interrupt it.
	for i := 0; i < 1200; i++ { // the guard ends the run after 60 s
		files, _ := filepath.Glob(filepath.Join(dir, "*.smt2"))
		if len(files) >= 5 {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	data, _ := io.ReadAll(stdout)
	status := wait(t, cmd)
	var doc struct {
		Results []json.RawMessage `json:"results"`
		Summary map[string]any    `json:"summary"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("not JSON (%v):\n%s\nstderr:\n%s", err, data, stderr)
	}
	if status != 130 || doc.Summary["interrupted"] != true {
		t.Errorf("exit status %d, summary %v; want 130 and interrupted: true\nstderr:\n%s", status, doc.Summary, stderr)
	}
}
