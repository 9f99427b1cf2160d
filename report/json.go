// This file defines JSON, the machine-readable report of CONTRACT.md.

package report

import (
	"encoding/json"
	"io"

	"github.com/snowflakeverify/snowflake/verify"
)

type jsonDoc struct {
	Tool        string              `json:"tool"`
	Version     string              `json:"version"`
	Results     []jsonResult        `json:"results"`
	Summary     map[string]any      `json:"summary"`
	Diagnostics []verify.Diagnostic `json:"diagnostics"`
	// Skipped counts the functions discovery skipped, by reason (skipped.go).
	Skipped map[string]int `json:"skipped,omitempty"`
}

// A jsonResult is a verify.Result with the marks of this run.
type jsonResult struct {
	*verify.Result
	Baselined bool `json:"baselined,omitempty"` // a finding the baseline accepts
}

// JSONOptions configure JSONWith.
type JSONOptions struct {
	// Baselined marks findings a baseline accepts ("baselined": true); nil for none.
	Baselined func(*verify.Result) bool
}

// JSON writes rep as the JSON document of CONTRACT.md.
func JSON(w io.Writer, rep *verify.Report, version string) error {
	return JSONWith(w, rep, version, JSONOptions{})
}

// JSONWith writes rep as the JSON document of CONTRACT.md, with the marks of opt.
func JSONWith(w io.Writer, rep *verify.Report, version string, opt JSONOptions) error {
	doc := jsonDoc{Tool: "snowflake", Version: version, Results: []jsonResult{}, Summary: map[string]any{},
		Diagnostics: append(append([]verify.Diagnostic(nil), rep.Diagnostics...), LoadDiagnostics(rep)...)}
	for _, r := range rep.Results {
		doc.Results = append(doc.Results, jsonResult{Result: r, Baselined: opt.Baselined != nil && opt.Baselined(r)})
	}
	if doc.Diagnostics == nil {
		doc.Diagnostics = []verify.Diagnostic{}
	}
	for _, v := range verify.Verdicts {
		doc.Summary[string(v)] = rep.Count(v)
	}
	doc.Summary["millis"] = rep.Millis
	if by, n := skippedJSON(rep); n > 0 { // only then: a run without skipped functions prints as before
		doc.Summary["skipped"], doc.Skipped = n, by
	}
	if rep.Interrupted { // only then: the other fields are all numbers
		doc.Summary["interrupted"] = true
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}
