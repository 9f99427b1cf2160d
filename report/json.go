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
	Results     []*verify.Result    `json:"results"`
	Summary     map[string]any      `json:"summary"`
	Diagnostics []verify.Diagnostic `json:"diagnostics"`
}

// JSON writes rep as the JSON document of CONTRACT.md.
func JSON(w io.Writer, rep *verify.Report, version string) error {
	doc := jsonDoc{Tool: "snowflake", Version: version, Results: rep.Results, Summary: map[string]any{},
		Diagnostics: rep.Diagnostics}
	if doc.Results == nil {
		doc.Results = []*verify.Result{}
	}
	if doc.Diagnostics == nil {
		doc.Diagnostics = []verify.Diagnostic{}
	}
	for _, v := range verify.Verdicts {
		doc.Summary[string(v)] = rep.Count(v)
	}
	doc.Summary["millis"] = rep.Millis
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}
