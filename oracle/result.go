// This file defines the oracle's output: Verdict, Result (one per client
// function) and Report, and the options of a run.

package oracle

import (
	"go/token"
	"regexp"
	"time"

	"github.com/snowflakeverify/snowflake/oracle/harness"
)

// A Verdict is the oracle's answer for one function.
type Verdict string

// The verdicts.
const (
	Linearizable Verdict = "linearizable" // every scenario within the bounds is linearizable
	// Unexplored: no scenario had a call of another goroutine between the
	// function's calls, so nothing was checked (a function making one call
	// of its base object, or bounds that allow no such call); it claims
	// nothing and fails nothing.
	Unexplored Verdict = "unexplored"
	Violation  Verdict = "violation" // a scenario that no serial order reproduces
	Skipped    Verdict = "skipped"   // the oracle cannot run the function; Reason says why
	Error      Verdict = "error"     // the driver failed on the function
)

// Verdicts lists the verdicts in report order.
var Verdicts = []Verdict{Linearizable, Unexplored, Violation, Skipped, Error}

// Bounds bound the scenarios of one function.
type Bounds struct {
	EnvCalls  int      `json:"env_calls"`  // calls of the other goroutine per scenario (default 2)
	Gap       int      `json:"gap"`        // calls of the other goroutine between two client calls (default 2)
	MaxGaps   int      `json:"max_gaps"`   // gaps between client calls, from the first, in which the other goroutine may act (default 6)
	MaxCalls  int      `json:"max_calls"`  // client calls after which a run counts as not terminating (default 50)
	MaxKeys   int      `json:"max_keys"`   // keys per argument tuple (default 3)
	MaxValues int      `json:"max_values"` // values besides nil (default 6)
	MaxTuples int      `json:"max_tuples"` // argument tuples (default 32): the last parameters' domains shrink to two values
	Setup     int      `json:"setup"`      // in the package environment: operations before the function (default 1)
	Ops       []string `json:"ops"`        // the other goroutine's methods, named as sync.Map's (and Add, And, Or of integers; default Load, Store, LoadOrStore, LoadAndDelete, Delete, Swap, Add)
}

// DefaultOps are the other goroutine's methods by default; AllOps adds the
// conditional ones and Clear.
var (
	DefaultOps = []string{"Load", "Store", "LoadOrStore", "LoadAndDelete", "Delete", "Swap", "Add"}
	AllOps     = append(append([]string(nil), DefaultOps...), "CompareAndSwap", "CompareAndDelete", "Clear")
)

// Options configure Run.
type Options struct {
	Dir       string                 // the working directory; "" is the current one
	Tags      []string               // build tags
	Jobs      int                    // functions explored in parallel (default GOMAXPROCS)
	Timeout   time.Duration          // time limit per function (default 1m)
	Bounds    Bounds                 // zero fields take the defaults
	BoundsFor func(fn string) Bounds // bounds of the function with this full name; nil: Bounds
	Match     *regexp.Regexp         // only the functions whose full name matches
	Work      bool                   // keep the temporary directory (Report.WorkDir)
	// Environment is who the other goroutine is (pkgenv.go): EnvPackage,
	// the package's own operations for a client whose base object only
	// the package's code reaches, or EnvCollection ("" too: the zero
	// Options keep the collection environment; the CLI's default is
	// package).
	Environment string
}

// The environments (Options.Environment, Result.Environment).
const (
	EnvPackage    = "package"
	EnvCollection = "collection"
)

// A Result is the oracle's outcome for one client function.
type Result struct {
	Func       string           `json:"func"`
	Pos        string           `json:"pos"`
	Client     string           `json:"client"`
	Base       string           `json:"base"`
	Collection string           `json:"collection"`
	Verdict    Verdict          `json:"verdict"`
	Reason     string           `json:"reason"`
	Scenarios  int              `json:"scenarios"`
	Diverged   int              `json:"diverged"`  // scenarios cut off while the client was still running
	PerLevel   []int            `json:"per_level"` // scenarios with 0, 1, ... calls of the other goroutine
	Complete   bool             `json:"complete"`  // false when the time limit cut the exploration short
	Values     []string         `json:"values"`    // the value domain
	Bounds     Bounds           `json:"bounds"`
	Witness    *harness.Witness `json:"witness"`
	// Environment is the environment the function was explored in:
	// "package" or "collection" (an escaping base in the package
	// environment, with EnvReason saying where it escapes).
	Environment string `json:"environment"`
	EnvReason   string `json:"environment_reason,omitempty"`
	// Operations are the package's operations the other goroutine ran in
	// the package environment; OpsLeft those left out, with why.
	Operations []string `json:"operations,omitempty"`
	OpsLeft    []string `json:"operations_left_out,omitempty"`
	Millis     float64  `json:"millis"`
	position   token.Position
}

// Position is the declaration's position, with an absolute file name.
func (r *Result) Position() token.Position { return r.position }

// A Diagnostic is a problem with the specification found while loading.
type Diagnostic struct {
	Pos     string `json:"pos"`
	Message string `json:"message"`
}

// A Report is the outcome of a run, results in source order.
type Report struct {
	Results     []*Result
	Diagnostics []Diagnostic
	Millis      float64
	WorkDir     string // the kept temporary directory (Options.Work)
}

// Count returns the number of results with verdict v.
func (rep *Report) Count(v Verdict) int {
	n := 0
	for _, r := range rep.Results {
		if r.Verdict == v {
			n++
		}
	}
	return n
}

// DefaultBounds are the bounds a run uses when Options leave them zero.
func DefaultBounds() Bounds { return Bounds{}.withDefaults() }

func (b Bounds) withDefaults() Bounds {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&b.EnvCalls, 2)
	def(&b.Gap, 2)
	def(&b.MaxGaps, 6)
	def(&b.MaxCalls, 50)
	def(&b.MaxKeys, 3)
	def(&b.MaxValues, 6)
	def(&b.MaxTuples, 32)
	def(&b.Setup, 1)
	if len(b.Ops) == 0 {
		b.Ops = DefaultOps
	}
	return b
}
