// This file defines Text, the human-readable report.

package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

// TextOptions configure Text.
type TextOptions struct {
	Color   bool // colour verdicts (only on a terminal)
	Verbose bool // print each path and the annotations relied on
	// Baselined marks findings a baseline accepts ("[baselined]"); nil for none.
	Baselined func(*verify.Result) bool
}

var colors = map[verify.Verdict]string{
	verify.Atomic: "\x1b[32m", verify.Violation: "\x1b[31;1m", verify.Unproven: "\x1b[33m",
	verify.Unsupported: "\x1b[36m", verify.Error: "\x1b[35m",
}

// Text writes rep as one line per function and a summary line.
func Text(w io.Writer, rep *verify.Report, opt TextOptions) error {
	var b strings.Builder
	writeDiagnostics(&b, rep.Diagnostics)
	for _, r := range rep.Results {
		writeResult(&b, r, opt)
	}
	fmt.Fprintf(&b, "%s\n", Summary(rep))
	_, err := io.WriteString(w, b.String())
	return err
}

// writeDiagnostics writes the specification diagnostics, one a line.
func writeDiagnostics(b *strings.Builder, diags []verify.Diagnostic) {
	for _, d := range diags {
		fmt.Fprintf(b, "%s: %s\n", d.Pos, d.Message)
	}
}

// writeResult writes one function's line, then its witness and, verbose,
// its paths.
func writeResult(b *strings.Builder, r *verify.Result, opt TextOptions) {
	verdict := string(r.Verdict)
	if opt.Color {
		verdict = colors[r.Verdict] + verdict + "\x1b[0m"
	}
	if r.Verdict == verify.Atomic && r.Scope == verify.EnvPackage {
		verdict += " (package scope)"
	}
	fmt.Fprintf(b, "%s: %s: %s: %s", r.Pos, paths.ShortName(r.Func), verdict, r.Reason)
	if r.ReasonPos != "" && r.ReasonPos != "-" && r.ReasonPos != r.Pos && r.Verdict != verify.Atomic {
		fmt.Fprintf(b, " (at %s)", r.ReasonPos)
	}
	if r.Ignored != "" {
		fmt.Fprintf(b, " [ignored: %s]", r.Ignored)
	}
	if r.Discovered {
		b.WriteString(" [discovered]")
	}
	if opt.Baselined != nil && opt.Baselined(r) {
		b.WriteString(" [baselined]")
	}
	b.WriteByte('\n')
	if w, ok := r.Witness.(*witness.Witness); ok && w != nil && (w.Confirmed || opt.Verbose) {
		writeWitness(b, r, w)
	}
	if opt.Verbose {
		writePaths(b, r)
	}
}

func writePaths(b *strings.Builder, r *verify.Result) {
	for i, p := range r.Paths {
		calls := strings.Join(p.Calls, ", ")
		if calls == "" {
			calls = "no calls"
		}
		end := "returns"
		if p.Panics {
			end = "panics"
		}
		if p.Exceptional {
			end += "; last loop iteration"
		}
		status := p.Status
		switch {
		case p.Condensation >= 0:
			status += fmt.Sprintf(" at call %d", p.Condensation)
		case len(p.Calls) > 0:
			status += " at any call"
		}
		fmt.Fprintf(b, "\tpath %d: %s; %s; %s\n", i, calls, end, status)
	}
	for _, t := range r.Trusted {
		fmt.Fprintf(b, "\ttrusts %s (%s)\n", t.What, t.Pos)
	}
}

// Summary is the closing line: counts per verdict and time; after an
// interrupt, "snowflake: interrupted: 12 of 43 functions: ...".
func Summary(rep *verify.Report) string {
	var parts []string
	for _, v := range verify.Verdicts {
		parts = append(parts, fmt.Sprintf("%d %s", rep.Count(v), v))
	}
	n := len(rep.Results)
	fn := "functions"
	if n == 1 {
		fn = "function"
	}
	discovered := 0
	for _, r := range rep.Results {
		if r.Discovered {
			discovered++
		}
	}
	extra := ""
	if discovered > 0 {
		extra = fmt.Sprintf("; %d found by discovery", discovered)
	}
	extra += skippedSummary(rep) + crossCheckSummary(rep)
	count := fmt.Sprintf("%d %s", n, fn)
	switch {
	case rep.Interrupted && rep.Total == 0:
		count = "interrupted while loading the packages: no function verified"
	case rep.Interrupted:
		count = fmt.Sprintf("interrupted: %d of %d functions", n, rep.Total)
	}
	return fmt.Sprintf("snowflake: %s: %s%s (%.0fms)", count, strings.Join(parts, ", "), extra, rep.Millis)
}

// crossCheckSummary counts the proof obligations of a --cross-check run:
// "; cross-check: 120 obligations agreed, 3 unchecked, 0 disagreed", or ""
// when the run had no second solver.
func crossCheckSummary(rep *verify.Report) string {
	agreed, unchecked, disagreed, asked := 0, 0, 0, false
	for _, r := range rep.Results {
		if c := r.CrossCheck; c != nil {
			asked = true
			agreed, unchecked, disagreed = agreed+c.Agreed, unchecked+c.Unchecked, disagreed+len(c.Disagreements)
		}
	}
	if !asked {
		return ""
	}
	return fmt.Sprintf("; cross-check: %d obligations agreed, %d unchecked, %d disagreed", agreed, unchecked, disagreed)
}
