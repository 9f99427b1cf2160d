// This file defines the SARIF rules: one per verdict that is not atomic,
// with its level and the help text code scanning shows next to an alert.

package report

import (
	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"github.com/snowflakeverify/snowflake/verify"
)

// A rule describes the results of one verdict.
type rule struct {
	verdict   verify.Verdict
	id        string // snowflake/<verdict>
	name      string
	level     string // the SARIF level of its results
	precision string // how often a result is a true positive (code scanning sorts by it)
	short     string
	full      string
	help      string // Markdown, also shown as text
}

// Levels: a violation is an error (a confirmed bug); unproven is a warning
// (possibly a false alarm); unsupported is a note (not checked, not refuted);
// a tool error is a warning (the function was not checked at all).
var rules = []rule{{
	verdict: verify.Violation, id: "snowflake/violation", name: "NonAtomicComposition",
	level: sarif.LevelError, precision: "very-high",
	short: "composite operation is not atomic",
	full: "The function composes calls on a concurrent collection, and snowflake found an interleaving with " +
		"another goroutine, replayed it on an executable model of the collection, and checked that no serial " +
		"order of the calls gives the same results and final state.",
	help: "The function is not atomic. The code flow shows the interleaving: the client goroutine's calls, " +
		"the other goroutine's calls between them, and the outcome that no serial order explains.\n\n" +
		"What to do:\n\n" +
		"- make the composition one call on the collection: `LoadOrStore` instead of `Load` then `Store`, " +
		"`LoadAndDelete` or `CompareAndDelete` instead of `Load` then `Delete`, a `CompareAndSwap` loop " +
		"instead of `Load` then `Store` on an atomic value;\n" +
		"- if a helper the function calls has no side effects, annotate it `//snowflake:functional`;\n" +
		"- if the race is acceptable, mark the function `//snowflake:ignore reason`: it is still reported " +
		"but never fails the run.\n\n" +
		"To adopt snowflake on existing code, record today's findings with " +
		"`snowflake verify --write-baseline FILE` and gate pull requests with `--baseline FILE`.",
}, {
	verdict: verify.Unproven, id: "snowflake/unproven", name: "UnprovenComposition",
	level: sarif.LevelWarning, precision: "low",
	short: "composite operation not proven atomic",
	full: "snowflake could not prove the function atomic, and found no interleaving that it could confirm " +
		"on the collection's executable model: this may be a false alarm.",
	help: "The function was neither proven atomic nor refuted by a replayed interleaving.\n\n" +
		"What to do:\n\n" +
		"- run `snowflake explain FUNC` to see its paths, condensation points and the obligation that " +
		"failed (`--smt` prints it);\n" +
		"- if the function calls a helper without side effects, annotate the helper " +
		"`//snowflake:functional` (or `//snowflake:argfunctional`);\n" +
		"- otherwise make the composition one call on the collection, or mark the function " +
		"`//snowflake:ignore reason`.\n\n" +
		"Unproven functions fail the run under the default `--fail-on unproven`; " +
		"`--fail-on violation` gates on confirmed violations only.",
}, {
	verdict: verify.Unsupported, id: "snowflake/unsupported", name: "UnsupportedComposition",
	level: sarif.LevelNote,
	short: "composite operation outside the verified fragment",
	full: "The function uses something outside the fragment snowflake verifies; the message names it and " +
		"where. It is neither proven atomic nor refuted.",
	help: "snowflake did not check this function: it uses something outside the verified fragment " +
		"(an impure loop, a call it cannot see into, an operation it does not model).\n\n" +
		"What to do:\n\n" +
		"- move the composite operation into a function of its own that stays inside the fragment;\n" +
		"- annotate helpers without side effects `//snowflake:functional`;\n" +
		"- or mark the function `//snowflake:ignore reason`.\n\n" +
		"Unsupported functions fail the run only under `--fail-on unsupported`.",
}, {
	verdict: verify.Error, id: "snowflake/error", name: "VerificationError",
	level: sarif.LevelWarning,
	short: "snowflake failed on the function",
	full:  "The tool failed on this function; the message says how. No verdict was reached.",
	help: "snowflake failed on this function, so it was not checked; the run exits with status 3.\n\n" +
		"Please report it with the function's source. To proceed meanwhile, mark the function " +
		"`//snowflake:ignore reason`: ignored functions never fail the run.",
}}

// ruleOf returns the rule of verdict v, or nil for atomic.
func ruleOf(v verify.Verdict) *rule {
	for i := range rules {
		if rules[i].verdict == v {
			return &rules[i]
		}
	}
	return nil
}

// addRules adds every rule to run's driver, in a fixed order, so rule
// indexes and ids do not depend on the results.
func addRules(run *sarif.Run) {
	for _, r := range rules {
		help := sarif.NewMultiformatMessageString().WithText(r.help).WithMarkdown(r.help)
		props := sarif.NewPropertyBag().WithTags([]string{"concurrency", "atomicity"})
		if r.precision != "" {
			props.Add("precision", r.precision)
		}
		run.AddRule(r.id).
			WithName(r.name).
			WithShortDescription(sarif.NewMultiformatMessageString().WithText(r.short)).
			WithFullDescription(sarif.NewMultiformatMessageString().WithText(r.full)).
			WithHelp(help).
			WithHelpURI(informationURI + "#verdicts").
			WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(r.level)).
			WithProperties(props)
	}
}
