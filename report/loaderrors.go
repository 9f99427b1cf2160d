// This file turns load errors (lines as go build prints them) into
// diagnostics with a position, for the JSON and SARIF reports.

package report

import (
	"regexp"
	"strings"

	"github.com/snowflakeverify/snowflake/verify"
)

// positioned matches "file.go:3:5: message" (or "file.go:3: message").
var positioned = regexp.MustCompile(`^(\S+\.go:\d+(?::\d+)?): (.*)$`)

// LoadDiagnostics returns the load errors of rep as diagnostics: position
// and message, as go build prints them; "-" for an error without a
// position. The "# package" lines that head a package's errors are left
// out (the positions name the files).
func LoadDiagnostics(rep *verify.Report) []verify.Diagnostic {
	var out []verify.Diagnostic
	for _, l := range rep.LoadErrors {
		if strings.HasPrefix(l, "# ") {
			continue
		}
		d := verify.Diagnostic{Pos: "-", Message: l}
		if m := positioned.FindStringSubmatch(l); m != nil {
			d = verify.Diagnostic{Pos: m[1], Message: m[2]}
		}
		out = append(out, d)
	}
	return out
}
