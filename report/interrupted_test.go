// This file checks how each format says a run was interrupted, and that
// load errors become positioned diagnostics.

package report_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
)

func interrupted() *verify.Report {
	return &verify.Report{Results: []*verify.Result{
		{Func: "(*a.T).F", Pos: "a.go:3:1", Verdict: verify.Unproven, Reason: "why", Paths: []verify.PathReport{}},
	}, Interrupted: true, Total: 3, LoadErrors: []string{"# b", "b/b.go:4:2: undefined: x", "go: something"}}
}

func TestInterruptedJSON(t *testing.T) {
	var b bytes.Buffer
	if err := report.JSON(&b, interrupted(), "0"); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Summary     map[string]any      `json:"summary"`
		Diagnostics []verify.Diagnostic `json:"diagnostics"`
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Summary["interrupted"] != true {
		t.Errorf("summary %v, want interrupted: true", doc.Summary)
	}
	want := []verify.Diagnostic{{Pos: "b/b.go:4:2", Message: "undefined: x"}, {Pos: "-", Message: "go: something"}}
	if len(doc.Diagnostics) != 2 || doc.Diagnostics[0] != want[0] || doc.Diagnostics[1] != want[1] {
		t.Errorf("diagnostics %+v, want %+v", doc.Diagnostics, want)
	}
	b.Reset()
	if err := report.JSON(&b, &verify.Report{}, "0"); err != nil || strings.Contains(b.String(), "interrupted") {
		t.Errorf("a whole run's summary mentions an interrupt (%v):\n%s", err, b.String())
	}
}

func TestInterruptedSARIF(t *testing.T) {
	var b bytes.Buffer
	if err := report.SARIF(&b, interrupted(), report.SARIFOptions{Version: "0", ExitStatus: report.ExitInterrupted}); err != nil {
		t.Fatal(err)
	}
	if err := validate(t, b.Bytes()); err != nil {
		t.Fatalf("schema: %v", err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	inv := run(doc)["invocations"].([]any)[0].(map[string]any)
	notes, _ := json.Marshal(inv["toolExecutionNotifications"])
	if inv["executionSuccessful"] != false || inv["exitCode"] != float64(130) ||
		!strings.Contains(string(notes), "interrupted: 1 of 3 functions verified") ||
		!strings.Contains(string(notes), `"uri":"b/b.go"`) {
		t.Errorf("invocation %v", inv)
	}
}
