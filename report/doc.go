// Package report prints a verify.Report: text in the style of Go tooling
// (file:line:col: func: verdict: reason, then a summary line), the JSON
// document of CONTRACT.md, or SARIF 2.1.0 for code scanning. It also decides
// the exit status (Gate: the --fail-on threshold and, with a baseline, the
// findings it accepts).
//
// Files:
//
//	text.go         the text format, with colour on terminals
//	stream.go       the text format written while the run runs, each result once those before it are done
//	witness.go      the text rendering of a witness, and the Go form of its calls
//	json.go         the JSON format
//	skipped.go      the functions skipped by form (verify.Result.Skipped), for the summary line and JSON
//	loaderrors.go   load errors as diagnostics with a position, for JSON and SARIF
//	sarif.go        the SARIF format: the run, one result per function not proven atomic, the invocation
//	sarif_rules.go  the SARIF rules, one per verdict kind: levels and help text
//	sarif_flow.go   SARIF locations (relative to %SRCROOT%) and a witness as a code flow
//	sarif_trusted.go  a result's trusted assumptions and data races as properties
//	exit.go         gating: --fail-on thresholds, baselined findings, exit statuses
//	explain.go      the text of `snowflake explain` (Go expressions; SMT-LIB2 only with --smt)
//	leaks.go        InternalName: the encoding's names no output may show (tests)
//
// testdata/sarif holds the OASIS SARIF 2.1.0 JSON schema the tests validate
// the SARIF output against (see its README for its origin).
package report
