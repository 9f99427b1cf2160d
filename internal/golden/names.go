package golden

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
)

// NoInternalNames renders rep in every format (text, verbose; JSON;
// SARIF) in memory and fails on each line or string that shows an
// internal name of the encoding (report.InternalName): no reason,
// witness or note may show one.
func NoInternalNames(t testing.TB, rep *verify.Report) {
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
