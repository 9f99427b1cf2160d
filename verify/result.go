// This file defines Verdict, Result and Report: what a verification run
// says about each function.

package verify

import "go/token"

// Verdict is the answer for one function (CONTRACT.md).
type Verdict string

// The verdicts, from best to worst for gating.
const (
	Atomic      Verdict = "atomic"
	Violation   Verdict = "violation"
	Unproven    Verdict = "unproven"
	Unsupported Verdict = "unsupported"
	Error       Verdict = "error"
)

// The environments of a verdict (Options.Environment) and of a witness.
const (
	EnvPackage    = "package"
	EnvCollection = "collection"
)

// Verdicts lists the verdicts in the order of the summary.
var Verdicts = []Verdict{Atomic, Violation, Unproven, Unsupported, Error}

// A PathReport is the outcome of one path.
type PathReport struct {
	Calls        []string `json:"calls"`
	Condensation int      `json:"condensation"`
	Status       string   `json:"status"`
	Panics       bool     `json:"panics,omitempty"`
	// Exceptional marks a path that runs the last iteration of its loops
	// (loop-carried values arbitrary): an exceptional variant.
	Exceptional bool `json:"exceptional,omitempty"`
}

// A Trusted is an annotation or assumption a verdict relies on.
type Trusted struct {
	What string `json:"what"`
	Pos  string `json:"pos,omitempty"`
}

// A Result is the verdict for one function.
type Result struct {
	Func       string       `json:"func"`
	Pos        string       `json:"pos"`
	Client     string       `json:"client"`
	Base       string       `json:"base"`
	Collection string       `json:"collection"`
	Verdict    Verdict      `json:"verdict"`
	Reason     string       `json:"reason"`
	ReasonPos  string       `json:"reason_pos,omitempty"`
	Paths      []PathReport `json:"paths"`
	Witness    any          `json:"witness"`
	// Scope, on an atomic result, is where the proof holds: "collection"
	// when it holds whatever the objects' API is called with, "package"
	// when it relies on what the package's own operations keep (listed in
	// Trusted).
	Scope   string    `json:"scope,omitempty"`
	Trusted []Trusted `json:"trusted,omitempty"`
	// Escape, in the package environment, says how code outside the
	// package can reach the function's objects (then the collection
	// environment applies), with its position.
	Escape  string `json:"escape,omitempty"`
	Ignored string `json:"ignored,omitempty"`
	// Races are the function's plain accesses of a word accessed
	// atomically (data races: the verdict is never atomic).
	Races []Race `json:"races,omitempty"`
	// Discovered: the function composes calls on a collection that no
	// directive marks (found by discovery, not declared as a client).
	Discovered bool `json:"discovered,omitempty"`
	// Skipped, for a discovered function reported unsupported because
	// discovery does not follow how it reaches its objects, names that
	// form ("nested field", "several objects").
	Skipped string  `json:"skipped,omitempty"`
	Millis  float64 `json:"millis"`
	// CrossCheck is the cross-check of the function's proof obligations
	// by a second solver (Options.CrossCheck), when asked for.
	CrossCheck *CrossCheck `json:"cross_check,omitempty"`
	// WitnessMillis is the time spent searching for a witness.
	WitnessMillis float64        `json:"witness_millis,omitempty"`
	position      token.Position // for ordering and text output
}

// Position returns the function's declaration position.
func (r *Result) Position() token.Position { return r.position }

// A CrossCheck counts the obligations both solvers answered alike
// (Agreed), those the second did not decide (Unchecked: unknown, or a
// failure), and lists those they answered oppositely.
type CrossCheck struct {
	Agreed        int      `json:"agreed"`
	Unchecked     int      `json:"unchecked"`
	Disagreements []string `json:"disagreements,omitempty"`
}

// A Diagnostic is a problem with the user's specification.
type Diagnostic struct {
	Pos     string `json:"pos"`
	Message string `json:"message"`
}

// A Report is the outcome of a run.
type Report struct {
	Results     []*Result
	Diagnostics []Diagnostic
	// LoadErrors are the messages of packages that did not load (printed
	// as go build prints them); the other packages were verified.
	LoadErrors []string
	// Packages are the import paths of the packages verified (those that
	// loaded), sorted; with Options.Tests, test variants are listed too.
	Packages []string
	Millis   float64
	// Interrupted: the run was stopped (its context done) before every
	// function was verified; Results holds those that finished.
	Interrupted bool
	// Total is the number of functions of the run: len(Results), or more
	// when Interrupted.
	Total int
}

// SkippedCounts counts the results skipped (Result.Skipped) by form.
func (r *Report) SkippedCounts() map[string]int {
	n := map[string]int{}
	for _, res := range r.Results {
		if res.Skipped != "" {
			n[res.Skipped]++
		}
	}
	return n
}

// Count returns how many results have verdict v.
func (r *Report) Count(v Verdict) int {
	n := 0
	for _, res := range r.Results {
		if res.Verdict == v {
			n++
		}
	}
	return n
}
