// This file defines widen: a violation of verify that the oracle missed
// within its default bounds is explored again within the bounds of
// verify's witness (as many calls of the other goroutine, in as long a
// gap, from every method of sync.Map), to tell an oracle bound from a
// disagreement.

package fuzz

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/witness"
)

// widen decides the findings classify left open, with one more oracle run.
func widen(ctx context.Context, dir string, opt Options, fs []*Finding) error {
	open := map[string]*Finding{}
	var names []string
	for _, f := range fs {
		if f.Class == "" {
			open[f.engineFunc()] = f
			names = append(names, regexp.QuoteMeta(f.engineFunc()))
		}
	}
	if len(open) == 0 {
		return nil
	}
	_, ot := opt.timeouts()
	oopt := oracle.Options{Dir: dir, Timeout: ot, Jobs: opt.Jobs, Environment: opt.environment,
		Match:     regexp.MustCompile("^(" + strings.Join(names, "|") + ")$"),
		BoundsFor: func(fn string) oracle.Bounds { return witnessBounds(open[fn]) }}
	rep, err := oracle.Run(ctx, oopt, "./...")
	if err != nil {
		return fmt.Errorf("oracle, within the witnesses' bounds: %w", err)
	}
	for _, r := range rep.Results {
		if f := open[r.Func]; f != nil {
			f.Wide = r
			decide(f)
		}
	}
	for _, f := range open {
		if f.Class == "" {
			return fmt.Errorf("%s: missing from the oracle's report within the witness's bounds", f.Func)
		}
	}
	return nil
}

// decide classifies a violation of verify from the oracle's verdict within
// the witness's bounds.
func decide(f *Finding) {
	w := f.Wide
	b := fmt.Sprintf("(env %d, gap %d, gaps %d, ops %s, values %d)", w.Bounds.EnvCalls, w.Bounds.Gap,
		w.Bounds.MaxGaps, strings.Join(w.Bounds.Ops, ","), w.Bounds.MaxValues)
	switch {
	case w.Verdict == oracle.Violation:
		f.Class = Bound
		f.Note = "the oracle finds it only within the witness's bounds " + b + ": " + beyond(f) + "; " + w.Reason
	case w.Verdict != oracle.Linearizable:
		f.Class = Unchecked
		f.Note = "the oracle, within the witness's bounds: " + string(w.Verdict) + ": " + w.Reason
	case !w.Complete:
		f.Class = Bound
		f.Note = "the oracle stopped at its time limit within the witness's bounds " + b + ": " + w.Reason
	case opsBeyond(f) != "":
		f.Class = Bound
		f.Note = "the witness's other goroutine runs an operation the oracle leaves out: " + opsBeyond(f) + ": " + w.Reason
	case kindsBeyond(f) != "":
		f.Class = Bound
		f.Note = "the witness's values include " + kindsBeyond(f) + ", which the oracle's value domain " +
			strings.Join(w.Values, ", ") + " lacks: " + w.Reason
	case unreachedStart(f):
		f.Class = Bound
		f.Note = fmt.Sprintf("the witness starts from a state verify's setup search did not reach, which the oracle's starting states (the zero object after at most %d operations) may not hold: %s", w.Bounds.Setup, w.Reason)
	case intsBeyond(f) != "":
		f.Class = Bound
		f.Note = "the witness needs the value " + intsBeyond(f) + ", which the oracle's value domain " +
			strings.Join(w.Values, ", ") + " lacks: " + w.Reason
	default:
		f.Class = Disagree
		f.Note = "violation with a confirmed witness, but the oracle finds none, even within the witness's bounds " +
			b + ": " + w.Reason
	}
}

// unreachedStart reports whether f's witness starts from a state verify's
// setup search did not reach (witness.Witness.Unreached): the oracle
// explores only states its operations build, so it may miss the witness
// without either engine being wrong.
func unreachedStart(f *Finding) bool {
	w, ok := f.verify.Witness.(*witness.Witness)
	return ok && w != nil && w.Unreached
}

// floatLit matches a float literal as witnesses print them (axioms
// .FloatValue: a point or an exponent, or one of math's functions), once
// string literals are removed (quoted).
var (
	floatLit = regexp.MustCompile(`(^|[^\w.])\d+(\.\d+(e[+-]\d+)?|e[+-]\d+)|math\.(Copysign|NaN|Inf|Float(32|64)frombits)`)
	quoted   = regexp.MustCompile(`"(\\.|[^"\\])*"`)
)

// hasFloat reports whether a printed value holds a float literal.
func hasFloat(s string) bool { return floatLit.MatchString(quoted.ReplaceAllString(s, `""`)) }

// opsBeyond returns the operation f's package witness runs that the
// oracle left out of its package environment (Result.OpsLeft: "F0 (its
// reason)"), with the oracle's reason; "" when there is none.
func opsBeyond(f *Finding) string {
	w, ok := f.verify.Witness.(*witness.Witness)
	if !ok || w == nil {
		return ""
	}
	for _, s := range w.Steps {
		if s.Operation == "" {
			continue
		}
		name := s.Operation[strings.LastIndex(s.Operation, ".")+1:] // c.F0, or F0 for a package function
		for _, left := range slices.Concat(f.Wide.OpsLeft, f.oracle.OpsLeft) {
			if strings.HasPrefix(left, name+" (") {
				return left
			}
		}
	}
	return ""
}

// refLit matches a channel or map value as witnesses print a reference
// (`(chan int)(@0)`, `(map[string]int)(@1)`).
var refLit = regexp.MustCompile(`\((<-)?chan\b[^@]*\)\(@\d+\)|\(map\[[^@]*\)\(@\d+\)`)

// kindsBeyond names the kind of value f's witness uses that the oracle's
// value domain (of the wider run) cannot hold, or "": floats (±0.0, NaN)
// when the domain has none, anywhere in the witness; channels and maps
// in its initial state or the other goroutine's arguments, since the
// oracle's domains never hold them (its values are built once for all
// runs, and a channel a run closes could not start the next one open).
// Either puts the witness's interleaving out of the oracle's reach,
// whatever the bounds.
func kindsBeyond(f *Finding) string {
	w, ok := f.verify.Witness.(*witness.Witness)
	if !ok || w == nil {
		return ""
	}
	texts, supplied := append([]string{w.Initial, w.Final}, w.Inputs...), []string{w.Initial}
	for _, s := range w.Steps {
		texts = append(append(texts, s.Args...), s.Result...)
		if s.Thread != "client" {
			supplied = append(supplied, s.Args...)
		}
	}
	switch {
	case !slices.ContainsFunc(f.Wide.Values, hasFloat) && slices.ContainsFunc(texts, hasFloat):
		return "floats (±0.0, NaN)"
	case slices.ContainsFunc(supplied, refLit.MatchString):
		return "channels or maps supplied by the other goroutine or the initial state"
	}
	return ""
}

// witnessBounds are the oracle's default bounds, widened to f's witness:
// its number of calls of the other goroutine, its longest run of them, the
// gap of its last one, its setup's runs, and every method of sync.Map.
func witnessBounds(f *Finding) oracle.Bounds {
	b := oracle.DefaultBounds()
	b.MaxValues, b.Ops = 8, oracle.AllOps
	w, ok := f.verify.Witness.(*witness.Witness)
	if !ok || w == nil {
		return b
	}
	env, gap, gaps := shape(w)
	b.EnvCalls, b.Gap, b.MaxGaps = max(b.EnvCalls, env), max(b.Gap, gap), max(b.MaxGaps, gaps)
	b.Setup = max(b.Setup, len(w.Setup)) // the package's runs before the function
	if w.Unreached {
		b.Setup = max(b.Setup, witness.SetupDepth) // as many runs as verify's setup search tried
	}
	return b
}

// shape measures a witness: the other goroutine's calls, the longest run of
// them between two client calls, and the number of the last gap they are in.
func shape(w *witness.Witness) (env, gap, gaps int) {
	run, client := 0, 0
	for _, s := range w.Steps {
		if s.Thread == "client" {
			client++
			run = 0
			continue
		}
		env++
		run++
		gap = max(gap, run)
		gaps = max(gaps, client)
	}
	return env, gap, gaps
}

// beyond says which default bound of the oracle f's witness exceeds.
func beyond(f *Finding) string {
	w, ok := f.verify.Witness.(*witness.Witness)
	if !ok || w == nil {
		return "no witness to compare with"
	}
	def := f.oracle.Bounds
	env, gap, gaps := shape(w)
	var why []string
	if env > def.EnvCalls {
		why = append(why, fmt.Sprintf("the witness has %d calls of the other goroutine (default bound %d)", env, def.EnvCalls))
	}
	if gap > def.Gap {
		why = append(why, fmt.Sprintf("%d of them in one gap (default bound %d)", gap, def.Gap))
	}
	if gaps > def.MaxGaps {
		why = append(why, fmt.Sprintf("one in gap %d (default bound %d)", gaps, def.MaxGaps))
	}
	for _, s := range w.Steps {
		if s.Thread == "other" && !slices.Contains(def.Ops, s.Call) {
			why = append(why, "the other goroutine calls "+s.Call+", not among the default ops")
			break
		}
	}
	if len(why) == 0 {
		return "the witness is within the default bounds: the default run missed what the wider one (more values, all methods) found"
	}
	return strings.Join(why, ", ")
}
