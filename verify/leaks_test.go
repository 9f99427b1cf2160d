// This file checks that no reason, witness or note of a golden run shows
// an internal name of the encoding (report.InternalName), in any output
// format: the golden tests' own report is rendered as text (verbose),
// JSON and SARIF in memory, without verifying anything again.

package verify_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
)

// checkNoInternalNames renders rep in every format and fails on each
// line or string that shows an internal name.
func checkNoInternalNames(t *testing.T, rep *verify.Report) {
	t.Helper()
	var text bytes.Buffer
	if err := report.Text(&text, rep, report.TextOptions{Verbose: true}); err != nil {
		t.Fatal(err)
	}
	for _, line := range bytes.Split(text.Bytes(), []byte("\n")) {
		if bad := report.InternalName(string(line)); bad != "" {
			t.Errorf("text output shows the internal name %q: %s", bad, line)
		}
	}
	var js, sarif bytes.Buffer
	if err := report.JSON(&js, rep, "test"); err != nil {
		t.Fatal(err)
	}
	if err := report.SARIF(&sarif, rep, report.SARIFOptions{Version: "test"}); err != nil {
		t.Fatal(err)
	}
	for format, doc := range map[string][]byte{"JSON": js.Bytes(), "SARIF": sarif.Bytes()} {
		var v any
		if err := json.Unmarshal(doc, &v); err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		eachString(v, func(s string) {
			if bad := report.InternalName(s); bad != "" {
				t.Errorf("%s output shows the internal name %q: %s", format, bad, s)
			}
		})
	}
}

// eachString calls f on every string of a decoded JSON document.
func eachString(v any, f func(string)) {
	switch v := v.(type) {
	case string:
		f(v)
	case []any:
		for _, e := range v {
			eachString(e, f)
		}
	case map[string]any:
		for _, e := range v {
			eachString(e, f)
		}
	}
}
