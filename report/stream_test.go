// This file checks that the streamed text report is the text report: for a
// whole run (verbose, witnesses, baseline marks, diagnostics), results
// arriving out of order, and a run an interrupt cut short.

package report_test

import (
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
)

// streamOpt are the text options of the shared run's streamed report
// (mixedRun): paths, and violations marked as baselined.
var streamOpt = report.TextOptions{Verbose: true, Baselined: func(r *verify.Result) bool { return r.Verdict == verify.Violation }}

func TestStreamIsText(t *testing.T) {
	run, err := mixedRun()
	if err != nil {
		t.Fatal(err)
	}
	var whole strings.Builder
	if err := report.Text(&whole, run.rep, streamOpt); err != nil {
		t.Fatal(err)
	}
	if len(run.rep.Diagnostics) == 0 || !strings.Contains(whole.String(), "[baselined]") || !strings.Contains(whole.String(), "\tpath 0: ") {
		t.Fatalf("the run lacks diagnostics, baselined findings or paths:\n%s", whole.String())
	}
	if run.streamed != whole.String() {
		t.Errorf("streamed output (results in order %v):\n%s\nwant the text report:\n%s", run.order, run.streamed, whole.String())
	}
}

func TestStreamOrder(t *testing.T) {
	results := []*verify.Result{
		{Func: "a.A", Pos: "a.go:1:1", Verdict: verify.Atomic, Reason: "1 path condensable"},
		{Func: "a.B", Pos: "a.go:2:1", Verdict: verify.Unproven, Reason: "why"},
		{Func: "a.C", Pos: "a.go:3:1", Verdict: verify.Violation, Reason: "how"},
		{Func: "a.D", Pos: "a.go:4:1", Verdict: verify.Atomic, Reason: "2 paths condensable"},
	}
	var b strings.Builder
	writes := 0
	s := report.NewStream(&b, report.TextOptions{})
	s.Before = func() { writes++ }
	s.Start(4, nil)
	s.Result(2, 4, results[2])
	if b.Len() != 0 {
		t.Fatalf("result 2 written before results 0 and 1:\n%s", b.String())
	}
	s.Result(0, 4, results[0])
	if got := b.String(); !strings.Contains(got, "a.A") || strings.Contains(got, "a.C") {
		t.Fatalf("after results 2 and 0, wrote:\n%s\nwant result 0 alone", got)
	}
	// Result 1 never finishes: an interrupt; result 3 did.
	s.Result(3, 4, results[3])
	rep := &verify.Report{Results: []*verify.Result{results[0], results[2], results[3]}, Interrupted: true, Total: 4}
	if err := s.Finish(rep); err != nil {
		t.Fatal(err)
	}
	var whole strings.Builder
	if err := report.Text(&whole, rep, report.TextOptions{}); err != nil {
		t.Fatal(err)
	}
	if b.String() != whole.String() {
		t.Errorf("streamed:\n%s\nwant:\n%s", b.String(), whole.String())
	}
	if !strings.Contains(b.String(), "snowflake: interrupted: 3 of 4 functions: 2 atomic, 1 violation, ") {
		t.Errorf("summary not marked interrupted:\n%s", b.String())
	}
	if writes != 2 {
		t.Errorf("%d writes, want 2 (result 0, then the rest and the summary)", writes)
	}
}

// TestCrossCheckSummary: a --cross-check run's summary counts the
// obligations; a run without it says nothing of them.
func TestCrossCheckSummary(t *testing.T) {
	rep := &verify.Report{Results: []*verify.Result{
		{Verdict: verify.Atomic, CrossCheck: &verify.CrossCheck{Agreed: 3, Unchecked: 1}},
		{Verdict: verify.Error, CrossCheck: &verify.CrossCheck{Agreed: 1, Disagreements: []string{"path 0 at call 1: ..."}}},
		{Verdict: verify.Unsupported},
	}}
	if got, want := report.Summary(rep), "; cross-check: 4 obligations agreed, 1 unchecked, 1 disagreed"; !strings.Contains(got, want) {
		t.Errorf("summary %q lacks %q", got, want)
	}
	rep.Results[0].CrossCheck, rep.Results[1].CrossCheck = nil, nil
	if got := report.Summary(rep); strings.Contains(got, "cross-check") {
		t.Errorf("summary %q speaks of a cross-check that did not run", got)
	}
}
