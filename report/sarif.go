// This file defines SARIF, the SARIF 2.1.0 report for code scanning: one
// result per function not proven atomic, built with go-sarif.

package report

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

const informationURI = "https://github.com/snowflakeverify/snowflake"

// FingerprintKey names the stable identity of a result in its
// partialFingerprints: a hash of the function's full name and the verdict,
// so it survives line moves and edits of the function's body.
const FingerprintKey = "snowflake/function-verdict/v1"

// SARIFOptions configure SARIF.
type SARIFOptions struct {
	Version string // snowflake's version
	// Root is the absolute working directory, recorded as the meaning of
	// %SRCROOT%; "" leaves it to the consumer (code scanning takes the
	// repository's root).
	Root string
	// Gate, when it has a baseline, sets each finding's baselineState:
	// "unchanged" when the baseline accepts it, else "new".
	Gate Gate
	// ExitStatus is the run's exit status, recorded in the invocation.
	ExitStatus int
	// Notes are extra notifications of the run (stale baseline entries).
	Notes []string
}

// SARIF writes rep as a SARIF 2.1.0 log with one run. Atomic functions are
// left out; ignored functions are included with an in-source suppression
// whose justification is the //snowflake:ignore reason. Diagnostics, load
// errors and opt.Notes become the invocation's tool execution notifications.
func SARIF(w io.Writer, rep *verify.Report, opt SARIFOptions) error {
	log := sarif.NewReport()
	run := sarif.NewRunWithInformationURI("snowflake", informationURI)
	run.Tool.Driver.WithVersion(opt.Version).WithSemanticVersion(opt.Version).
		WithFullName("snowflake " + opt.Version + ": atomicity of composite operations over concurrent Go collections")
	if opt.Root != "" {
		root := (&url.URL{Scheme: "file", Path: strings.TrimSuffix(filepath.ToSlash(opt.Root), "/") + "/"}).String()
		run.WithOriginalUriBaseIds(map[string]sarif.ArtifactLocation{srcRoot: *sarif.NewArtifactLocation().WithURI(root)})
	}
	addRules(run)
	for _, r := range rep.Results {
		if rule := ruleOf(r.Verdict); rule != nil {
			run.AddResult(sarifResult(run, r, rule, opt.Gate))
		}
	}
	run.AddInvocation(invocation(rep, opt))
	log.AddRun(run)
	return log.PrettyWrite(w)
}

// sarifResult is the result of one function.
func sarifResult(run *sarif.Run, r *verify.Result, rule *rule, gate Gate) *sarif.Result {
	res := sarif.NewRuleResult(rule.id).
		WithRuleIndex(run.GetRuleIndex(rule.id)).
		WithLevel(rule.level).
		WithMessage(sarif.NewTextMessage(paths.ShortName(r.Func) + ": " + string(r.Verdict) + ": " + r.Reason)).
		WithPartialFingerprints(map[string]string{FingerprintKey: Fingerprint(r)})
	loc := location(r.Pos, "")
	loc.AddLogicalLocation(sarif.NewLogicalLocation().WithFullyQualifiedName(r.Func).
		WithName(paths.ShortName(r.Func)).WithKind("function"))
	res.AddLocation(loc)
	if r.ReasonPos != "" && r.ReasonPos != "-" && r.ReasonPos != r.Pos {
		res.AddRelatedLocation(location(r.ReasonPos, r.Reason).WithID(1))
	}
	if w, ok := r.Witness.(*witness.Witness); ok && w != nil && w.Confirmed && r.Verdict == verify.Violation {
		res.AddCodeFlow(codeFlow(r, w))
	}
	if r.Ignored != "" {
		res.AddSuppression(sarif.NewSuppression().WithKind("inSource").WithStatus("accepted").
			WithJustification(r.Ignored))
	}
	if gate.Baselined != nil && gate.Finding(r) {
		state := "new"
		if gate.Baselined(r) {
			state = "unchanged"
		}
		res.WithBaselineState(state)
	}
	props := sarif.NewPropertyBag().Add("func", r.Func).Add("client", r.Client).Add("base", r.Base).
		Add("collection", r.Collection)
	if r.Discovered {
		props.Add("discovered", true)
	}
	if r.Skipped != "" { // the form discovery does not follow yet (skipped.go)
		props.Add("skipped", r.Skipped)
	}
	addTrustedAndRaces(props, r) // sarif_trusted.go
	return res.WithProperties(props)
}

// Fingerprint is the stable identity of a result: the function's full name
// and its verdict, hashed.
func Fingerprint(r *verify.Result) string {
	sum := sha256.Sum256([]byte(r.Func + "\x00" + string(r.Verdict)))
	return hex.EncodeToString(sum[:16])
}

// invocation records how the run ended and what went wrong on the way.
func invocation(rep *verify.Report, opt SARIFOptions) *sarif.Invocation {
	ok := opt.ExitStatus != ExitInternal && opt.ExitStatus != ExitUsage && !rep.Interrupted
	inv := sarif.NewInvocation().WithExecutionSuccessful(ok).WithExitCode(opt.ExitStatus)
	if rep.Interrupted {
		inv.AddToolExecutionNotification(sarif.NewNotification().WithLevel(sarif.LevelError).
			WithMessage(sarif.NewTextMessage(interruptedNote(rep))))
	}
	for _, d := range rep.Diagnostics {
		inv.AddToolExecutionNotification(sarif.NewNotification().WithLevel(sarif.LevelError).
			WithMessage(sarif.NewTextMessage(d.Message)).AddLocation(location(d.Pos, "")))
	}
	for _, d := range LoadDiagnostics(rep) {
		n := sarif.NewNotification().WithLevel(sarif.LevelError).WithMessage(sarif.NewTextMessage(d.Message))
		if d.Pos != "-" {
			n.AddLocation(location(d.Pos, ""))
		}
		inv.AddToolExecutionNotification(n)
	}
	for _, n := range opt.Notes {
		inv.AddToolExecutionNotification(sarif.NewNotification().WithLevel(sarif.LevelNote).
			WithMessage(sarif.NewTextMessage(n)))
	}
	return inv
}

// interruptedNote says how far an interrupted run got.
func interruptedNote(rep *verify.Report) string {
	if rep.Total == 0 {
		return "interrupted while loading the packages: no function verified"
	}
	return fmt.Sprintf("interrupted: %d of %d functions verified; the others have no result", len(rep.Results), rep.Total)
}
