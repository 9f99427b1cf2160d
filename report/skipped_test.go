package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/verify"
)

// TestSkippedSummary checks that the summary line and the JSON document
// count skipped functions by form, most frequent first, and say nothing
// of them when there are none.
func TestSkippedSummary(t *testing.T) {
	rep := &verify.Report{Results: []*verify.Result{
		{Func: "a.F", Verdict: verify.Unsupported, Skipped: "parameter"},
		{Func: "a.G", Verdict: verify.Unsupported, Skipped: "nested field"},
		{Func: "a.H", Verdict: verify.Unsupported, Skipped: "nested field"},
		{Func: "a.I", Verdict: verify.Atomic},
	}}
	line := Summary(rep)
	if want := "; 3 skipped, their objects reached in forms not followed yet: 2 nested field, 1 parameter"; !strings.Contains(line, want) {
		t.Errorf("summary %q lacks %q", line, want)
	}
	var buf bytes.Buffer
	if err := JSON(&buf, rep, "test"); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Summary map[string]float64 `json:"summary"`
		Skipped map[string]int     `json:"skipped"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Summary["skipped"] != 3 || doc.Skipped["nested field"] != 2 || doc.Skipped["parameter"] != 1 {
		t.Errorf("JSON summary %v, skipped %v", doc.Summary, doc.Skipped)
	}
	rep.Results = rep.Results[3:]
	if line := Summary(rep); strings.Contains(line, "skipped") {
		t.Errorf("summary without skipped functions: %q", line)
	}
	buf.Reset()
	if err := JSON(&buf, rep, "test"); err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(buf.Bytes(), []byte("skipped")) {
		t.Errorf("JSON without skipped functions mentions them:\n%s", buf.String())
	}
}
