// This file defines the gate: which verdicts fail a run, and the exit status.

package report

import (
	"fmt"

	"github.com/snowflakeverify/snowflake/verify"
)

// Exit statuses (CONTRACT.md).
const (
	ExitOK       = 0 // every gated function below the threshold
	ExitFailed   = 1 // some gated function at or above the threshold
	ExitUsage    = 2 // usage error, packages that do not load, a bad directive
	ExitInternal = 3 // the tool failed on some function
)

// thresholds maps a --fail-on value to the verdicts that fail.
var thresholds = map[string][]verify.Verdict{
	"violation":   {verify.Violation},
	"unproven":    {verify.Violation, verify.Unproven},
	"unsupported": {verify.Violation, verify.Unproven, verify.Unsupported},
}

// CheckFailOn validates a --fail-on value.
func CheckFailOn(v string) error {
	if _, ok := thresholds[v]; !ok {
		return fmt.Errorf("invalid --fail-on %q: want violation, unproven or unsupported", v)
	}
	return nil
}

// ExitStatus returns the exit status of rep under the --fail-on threshold.
// Ignored functions never gate.
func ExitStatus(rep *verify.Report, failOn string) int {
	if len(rep.Diagnostics) > 0 || len(rep.LoadErrors) > 0 {
		return ExitUsage
	}
	failing := map[verify.Verdict]bool{}
	for _, v := range thresholds[failOn] {
		failing[v] = true
	}
	status := ExitOK
	for _, r := range rep.Results {
		if r.Ignored != "" {
			continue
		}
		if r.Verdict == verify.Error {
			return ExitInternal
		}
		if failing[r.Verdict] {
			status = ExitFailed
		}
	}
	return status
}
