// Package report prints a verify.Report: text in the style of Go tooling
// (file:line:col: func: verdict: reason, then a summary line), or the JSON
// document of CONTRACT.md. It also decides the exit status.
//
// Files:
//
//	text.go  the text format, with colour on terminals
//	json.go  the JSON format
//	exit.go  gating: --fail-on thresholds and exit statuses
package report
