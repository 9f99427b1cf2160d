// This file defines the text rendering of a witness: the client's calls in
// the left column, the other goroutine's in the right, in order, then the
// client's outcome, the final state, and why no serial order fits.

package report

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

// minColumn is the least width of the client's column.
const minColumn = 46

func writeWitness(b *strings.Builder, r *verify.Result, w *witness.Witness) {
	if !w.Confirmed {
		fmt.Fprintf(b, "\tunconfirmed interleaving (%s):\n", w.Note)
	}
	if env := EnvironmentText(w, r.Base); env != "" {
		fmt.Fprintf(b, "\t%s\n", env)
	}
	fmt.Fprintf(b, "\t%s; %s\n", strings.Join(witnessHeader(w), ", "), initialText(r.Base, w))
	if len(w.Setup) > 0 {
		fmt.Fprintf(b, "\t%s\n", SetupText(r.Base, w))
	}
	if len(w.Objects) > 0 {
		fmt.Fprintf(b, "\twhere %s\n", strings.Join(w.Objects, ", "))
	}
	left, right := stepCells(r.Base, w.Steps)
	column := minColumn
	for _, c := range left {
		column = max(column, len(c))
	}
	fmt.Fprintf(b, "\t%-*s | %s\n", column, "client goroutine", "other goroutine")
	for i := range left {
		fmt.Fprintf(b, "\t%s\n", strings.TrimRight(fmt.Sprintf("%-*s | %s", column, left[i], right[i]), " "))
	}
	outcome := witnessOutcome(w)
	if len(w.Events) > 0 {
		outcome += ", after " + strings.Join(w.Events, ", ")
	}
	if w.Observed != "" {
		outcome += ", " + w.Observed
	}
	fmt.Fprintf(b, "\t%s; finally %s\n", outcome, stateOf(r.Base, w, w.Final))
	for _, s := range w.Serial {
		verdict := "does not fit"
		if s.Fits {
			verdict = "fits"
		}
		fmt.Fprintf(b, "\t%s %s: %s\n", s.Order, verdict, s.Why)
	}
}

// SetupText says how the zero value reaches the witness's initial state:
// the package's calls run one after another before both goroutines start
// (witness.Witness.Setup).
func SetupText(base string, w *witness.Witness) string {
	var calls []string
	for _, s := range w.Setup {
		calls = append(calls, StepCall(base, s))
	}
	return "reached from the zero value by " + strings.Join(calls, "; ") + ", before both goroutines start"
}

// initialText says the witness's initial state, qualified when the
// package's runs did not reach it from the zero value
// (witness.Witness.Unreached).
func initialText(base string, w *witness.Witness) string {
	text := "initially " + stateOf(base, w, w.Initial)
	if w.Unreached {
		text += fmt.Sprintf(" (no setup found: the search from the zero value, by up to %d runs of the package's operations that read only the object, did not reach it)", witness.SetupDepth)
	}
	return text
}

// EnvironmentText says in words who the witness's other goroutine is:
// the package's own code (package environment), or code calling the
// objects' API directly (collection environment); "" when the witness
// does not say.
func EnvironmentText(w *witness.Witness, base string) string {
	switch w.Environment {
	case verify.EnvPackage:
		return "the other goroutine runs the package's own operations (package environment)"
	case verify.EnvCollection:
		return fmt.Sprintf("the other goroutine calls the methods of %s directly, with any values (collection environment)", base)
	}
	return ""
}

// stateOf prints a state of the witness: the base's (`m = {...}`), or,
// over several objects, each object's as the witness names them.
func stateOf(base string, w *witness.Witness, state string) string {
	if w.Several() {
		if state == "" {
			return "every object zero"
		}
		return state
	}
	return base + " = " + state
}

// witnessHeader lists the witness's inputs, then the values it fixes for
// the run that the client reads (`s.max = -7`).
func witnessHeader(w *witness.Witness) []string {
	return append(append([]string(nil), w.Inputs...), w.Fixed...)
}

// stepCells returns the cells of the two-goroutine table, one row per
// step: the client's call on the left, the other goroutine's on the right.
func stepCells(base string, steps []witness.Step) (left, right []string) {
	for _, s := range steps {
		call := StepCall(base, s)
		if s.Note != "" {
			call += " (" + s.Note + ")"
		}
		if s.Thread != "client" {
			left, right = append(left, ""), append(right, call)
			continue
		}
		if s.Pos != "" {
			call += "  " + filepath.Base(s.Pos)
		}
		left, right = append(left, call), append(right, "")
	}
	return left, right
}

// Call prints one call of a witness as Go, on base: `m.Load("k")`; a
// write of memory as its assignment.
func Call(base string, s witness.Step) string {
	if s.Write != "" {
		return s.Write
	}
	if s.Operation != "" {
		return fmt.Sprintf("%s(%s)", s.Operation, strings.Join(s.Args, ", "))
	}
	if s.Object != "" {
		base = s.Object
	}
	return fmt.Sprintf("%s.%s(%s)", base, s.Call, strings.Join(s.Args, ", "))
}

// StepCall prints one call of a witness as Go with its outcome:
// `m.Load("k") = (nil, false)`, `m.Load(k) panics`.
func StepCall(base string, s witness.Step) string {
	call := Call(base, s)
	switch {
	case s.Panics:
		call += " panics"
	case len(s.Result) == 1:
		call += " = " + s.Result[0]
	case len(s.Result) > 1:
		call += " = (" + strings.Join(s.Result, ", ") + ")"
	}
	return call
}

// witnessOutcome says how the client's call ended: `returns "x", true`.
func witnessOutcome(w *witness.Witness) string {
	switch {
	case w.Pending:
		return "has not returned (it is still running, in a loop)"
	case w.Panics && len(w.Result) == 1 && w.Result[0] == strconv.Quote(obligations.ExitMessage):
		return "ends the program (log.Fatal: exit status 1)"
	case w.Panics:
		return "panics with " + strings.Join(w.Result, ", ")
	case len(w.Result) == 0:
		return "returns"
	}
	return "returns " + strings.Join(w.Result, ", ")
}
