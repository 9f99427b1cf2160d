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
	// ExitInterrupted: SIGINT or SIGTERM stopped the run; the finished
	// results were printed (128 + SIGINT's number, as shells report it).
	ExitInterrupted = 130
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

// A Gate decides which results fail a run: the --fail-on threshold and,
// with a baseline, the findings it accepts.
type Gate struct {
	FailOn string // violation, unproven or unsupported
	// Baselined reports whether a finding is accepted by a baseline (it is
	// still printed, but does not fail the run); nil means no baseline.
	Baselined func(*verify.Result) bool
}

// Finding reports whether r fails the run under the threshold alone:
// not ignored, and its verdict at or above --fail-on. Error verdicts are
// not findings: they always make the run exit with ExitInternal.
func (g Gate) Finding(r *verify.Result) bool {
	if r.Ignored != "" {
		return false
	}
	for _, v := range thresholds[g.FailOn] {
		if r.Verdict == v {
			return true
		}
	}
	return false
}

// Fails reports whether r fails the run: a finding the baseline does not accept.
func (g Gate) Fails(r *verify.Result) bool {
	return g.Finding(r) && (g.Baselined == nil || !g.Baselined(r))
}

// Status returns the exit status of rep. Ignored functions and baselined
// findings never gate; errors, load errors and misused directives always do.
func (g Gate) Status(rep *verify.Report) int {
	if len(rep.Diagnostics) > 0 || len(rep.LoadErrors) > 0 {
		return ExitUsage
	}
	status := ExitOK
	for _, r := range rep.Results {
		if r.Ignored != "" {
			continue
		}
		if r.Verdict == verify.Error {
			return ExitInternal
		}
		if g.Fails(r) {
			status = ExitFailed
		}
	}
	return status
}

// ExitStatus returns the exit status of rep under the --fail-on threshold,
// without a baseline. Ignored functions never gate.
func ExitStatus(rep *verify.Report, failOn string) int {
	return Gate{FailOn: failOn}.Status(rep)
}
