// This file tests a run's counts and record without the engines: findings
// made up for a generated package.

package fuzz

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
)

func TestSummaryRecord(t *testing.T) {
	i := 0
	for Form(Inputs(3, i)) != "twomaps" {
		i++
	}
	p := Generate(Inputs(3, i))
	o := &Outcome{Package: p}
	for _, name := range p.Funcs {
		o.Findings = append(o.Findings, &Finding{Func: name, Verify: verify.Atomic, Oracle: oracle.Linearizable, Class: Agree,
			verify: &verify.Result{Collection: "sync.Map"}, oracle: &oracle.Result{Complete: true}})
	}
	var log bytes.Buffer
	s := newSummary(RunOptions{N: 10, Seed: 3})
	s.add(context.Background(), o, RunOptions{Log: &log})
	path := filepath.Join(t.TempDir(), "runs.jsonl")
	for range 2 {
		if err := s.Append(path); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	var back Summary
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &back); err != nil || len(lines) != 2 {
		t.Fatalf("%d lines, %v:\n%s", len(lines), err, data)
	}
	n := len(p.Funcs)
	if back.Generated != n || back.Verify["atomic"] != n || back.Class["agree"] != n || back.Form["twomaps"] != n || back.Collection["sync.Map"] != n {
		t.Errorf("counts of %d methods: %+v", n, back)
	}
	if back.Construct["second object"] == 0 {
		t.Errorf("no method of the two-maps form counted with its second map: %v\n%s", back.Construct, p.Source)
	}
	if out := s.String(); !strings.Contains(out, "form\ttwomaps\t") || !strings.Contains(out, "class\tagree\t") {
		t.Errorf("printed:\n%s", out)
	}
}

// TestOracleErrors: an oracle error is counted by its reason's first
// line, recorded and printed, and logged with the input.
func TestOracleErrors(t *testing.T) {
	p := Generate(Inputs(3, 0))
	o := &Outcome{Package: p}
	for _, name := range p.Funcs {
		o.Findings = append(o.Findings, &Finding{Func: name, Verify: verify.Atomic, Oracle: oracle.Error, OracleReason: "the driver does not build\ndetails", Class: Unchecked,
			verify: &verify.Result{Collection: "sync.Map"}, oracle: &oracle.Result{}})
	}
	var log bytes.Buffer
	s := newSummary(RunOptions{N: 10, Seed: 3})
	s.add(context.Background(), o, RunOptions{Log: &log})
	if got := s.OracleErrors["the driver does not build"]; got != len(p.Funcs) {
		t.Errorf("oracle errors %v, want %d of the first line", s.OracleErrors, len(p.Funcs))
	}
	if out := s.String(); !strings.Contains(out, "oracle error\tthe driver does not build\t") {
		t.Errorf("printed:\n%s", out)
	}
	if !strings.Contains(log.String(), "oracle error: ") || !strings.Contains(log.String(), "(input ") {
		t.Errorf("logged:\n%s", log.String())
	}
}

// TestRunContinues: a run interrupted before its first batch is counted
// checks no input, and says the next leg starts where it started.
func TestRunContinues(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s := RunMany(ctx, RunOptions{N: 10, Seed: 3, From: 7})
	if s.From != 7 || s.Next != 7 || s.Generated != 0 {
		t.Errorf("from %d, next %d, %d methods: want 7, 7, 0", s.From, s.Next, s.Generated)
	}
	if out := s.String(); !strings.Contains(out, "inputs 7 to 7 (--seed 3 --from 7 continues the run)") {
		t.Errorf("printed:\n%s", out)
	}
}

// TestCollectionNames: a collection named after a batch's sub-package is
// counted under one name.
func TestCollectionNames(t *testing.T) {
	if got := batchPathRE.ReplaceAllString("atomic.Pointer["+ModulePath+"/p14.cfg]", ""); got != "atomic.Pointer[cfg]" {
		t.Errorf("got %q", got)
	}
}
