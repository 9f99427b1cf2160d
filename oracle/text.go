// This file defines the oracle's text and JSON reports and its exit
// status. A violation is printed with its interleaving as a two-column
// timeline (the client's calls on the left, the other goroutine's on the
// right) and the serial orders that fail to reproduce it.

package oracle

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/snowflakeverify/snowflake/oracle/harness"
	"github.com/snowflakeverify/snowflake/paths"
)

// Exit statuses, as for verify (CONTRACT.md).
const (
	ExitOK       = 0 // no violation
	ExitFailed   = 1 // some violation
	ExitUsage    = 2 // usage error, packages that do not load
	ExitInternal = 3 // the oracle failed on some function
)

// ExitStatus returns the exit status of rep.
func ExitStatus(rep *Report) int {
	switch {
	case rep.Count(Error) > 0:
		return ExitInternal
	case rep.Count(Violation) > 0:
		return ExitFailed
	}
	return ExitOK
}

// Text writes rep: one line per function, the witness of each violation,
// and a summary line. Verbose adds each function's value domain and its
// scenarios per number of the other goroutine's calls.
func Text(w io.Writer, rep *Report, verbose bool) error {
	var b strings.Builder
	for _, d := range rep.Diagnostics {
		fmt.Fprintf(&b, "%s: %s\n", d.Pos, d.Message)
	}
	for _, r := range rep.Results {
		fmt.Fprintf(&b, "%s: %s: %s: %s\n", r.Pos, paths.ShortName(r.Func), r.Verdict, r.Reason)
		if verbose && (r.Verdict == Linearizable || r.Verdict == Unexplored || r.Verdict == Violation) {
			fmt.Fprintf(&b, "\tvalues: %s; scenarios by calls of the other goroutine: %s\n",
				strings.Join(r.Values, ", "), strings.Trim(fmt.Sprint(r.PerLevel), "[]"))
		}
		if r.Witness != nil {
			writeWitness(&b, r.Witness)
		}
	}
	fmt.Fprintf(&b, "%s\n", Summary(rep))
	_, err := io.WriteString(w, b.String())
	return err
}

func writeWitness(b *strings.Builder, w *harness.Witness) {
	fmt.Fprintf(b, "\tenvironment: %s\n", w.Environment)
	fmt.Fprintf(b, "\tinitial state {%s}\n", strings.Join(w.Initial, ", "))
	for _, s := range w.Setup {
		fmt.Fprintf(b, "\tbefore the function: %s\n", s)
	}
	left := []string{"client: " + w.Call}
	right := []string{"other goroutine"}
	repeat := 1 // times the last client line repeats
	for i, s := range w.Steps {
		call := stepText(s)
		if s.Thread == "other" {
			left, right = append(left, ""), append(right, call)
			continue
		}
		if s.Pos != "" {
			call += "  (" + filepath.Base(s.Pos) + ")"
		}
		if i > 0 && w.Steps[i-1].Thread == s.Thread && stepText(w.Steps[i-1]) == stepText(s) && w.Steps[i-1].Pos == s.Pos {
			repeat++
			left[len(left)-1] = fmt.Sprintf("  %s  ×%d", call, repeat)
			continue
		}
		repeat = 1
		left, right = append(left, "  "+call), append(right, "")
	}
	width := 0
	for _, l := range left {
		width = max(width, len(l))
	}
	for i := range left {
		b.WriteString(strings.TrimRight(fmt.Sprintf("\t%-*s | %s", width, left[i], right[i]), " ") + "\n")
	}
	fmt.Fprintf(b, "\t  %s\n\tfinal state {%s}\n\tno serial order gives that:\n", w.Result, strings.Join(w.Final, ", "))
	for _, s := range w.Serial {
		fmt.Fprintf(b, "\t  %s: %s\n", s.Order, s.Why)
	}
}

// stepText renders one call of the interleaving.
func stepText(s harness.Step) string {
	obj := s.Object
	if obj != "" {
		obj += "."
	}
	call := obj + s.Call + "(" + strings.Join(s.Args, ", ") + ")"
	if s.Call == "visit" {
		call = obj + "Range visits " + strings.Join(s.Args, ", ")
	}
	if s.Result != "" {
		call += " = " + s.Result
	}
	return call
}

// Summary is the closing line: counts per verdict and time.
func Summary(rep *Report) string {
	var parts []string
	for _, v := range Verdicts {
		parts = append(parts, fmt.Sprintf("%d %s", rep.Count(v), v))
	}
	fn := "functions"
	if len(rep.Results) == 1 {
		fn = "function"
	}
	return fmt.Sprintf("snowflake test: %d %s: %s (%.0fms)", len(rep.Results), fn, strings.Join(parts, ", "), rep.Millis)
}

// JSON writes rep as one JSON document, in the shape of verify's.
func JSON(w io.Writer, rep *Report, version string) error {
	summary := map[string]any{"millis": rep.Millis}
	for _, v := range Verdicts {
		summary[string(v)] = rep.Count(v)
	}
	results := rep.Results
	if results == nil {
		results = []*Result{}
	}
	doc := map[string]any{"tool": "snowflake", "version": version, "command": "test",
		"results": results, "summary": summary}
	if len(rep.Diagnostics) > 0 {
		doc["diagnostics"] = rep.Diagnostics
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}
