// This file defines the SARIF form of positions and witnesses: a
// "file:line:col" becomes a physical location relative to %SRCROOT%, and a
// witness becomes a code flow with one thread flow per goroutine.

package report

import (
	"net/url"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

// srcRoot is the uriBaseId of every relative URI: the working directory of
// the run, which code scanning takes as the repository's root.
const srcRoot = "%SRCROOT%"

// SplitPos splits a position as verify prints it, "file:line:col"; ok is
// false for "-" and malformed positions.
func SplitPos(pos string) (file string, line, col int, ok bool) {
	i := strings.LastIndexByte(pos, ':')
	if i < 0 {
		return "", 0, 0, false
	}
	j := strings.LastIndexByte(pos[:i], ':')
	if j <= 0 {
		return "", 0, 0, false
	}
	line, err1 := strconv.Atoi(pos[j+1 : i])
	col, err2 := strconv.Atoi(pos[i+1:])
	if err1 != nil || err2 != nil || line < 1 || col < 1 {
		return "", 0, 0, false
	}
	return pos[:j], line, col, true
}

// physical returns the physical location of pos, or nil if it has none.
// Relative files get a relative URI against %SRCROOT%; absolute files
// (outside the working directory) a file: URI.
func physical(pos string) *sarif.PhysicalLocation {
	file, line, col, ok := SplitPos(pos)
	if !ok {
		return nil
	}
	art := sarif.NewArtifactLocation()
	if filepath.IsAbs(file) {
		art.WithURI((&url.URL{Scheme: "file", Path: filepath.ToSlash(file)}).String())
	} else {
		art.WithURI((&url.URL{Path: filepath.ToSlash(file)}).String()).WithURIBaseID(srcRoot)
	}
	return sarif.NewPhysicalLocation().
		WithArtifactLocation(art).
		WithRegion(sarif.NewRegion().WithStartLine(line).WithStartColumn(col))
}

// location returns a location at pos with message msg ("" for none).
func location(pos, msg string) *sarif.Location {
	loc := sarif.NewLocation()
	if p := physical(pos); p != nil {
		loc.WithPhysicalLocation(p)
	}
	if msg != "" {
		loc.WithMessage(sarif.NewTextMessage(msg))
	}
	return loc
}

// codeFlow renders a confirmed witness: the client's thread flow and the
// other goroutine's, each step with its executionOrder in the interleaving.
// The other goroutine's calls have no position of their own; each is placed
// at the client call it precedes (or follows, after the client's last).
func codeFlow(r *verify.Result, w *witness.Witness) *sarif.CodeFlow {
	threads := map[string]*sarif.ThreadFlow{}
	var order []string
	for i, s := range w.Steps {
		tf := threads[s.Thread]
		if tf == nil {
			tf = sarif.NewThreadFlow().WithID(s.Thread).WithMessage(sarif.NewTextMessage(threadName(s.Thread)))
			threads[s.Thread] = tf
			order = append(order, s.Thread)
		}
		pos, msg := s.Pos, StepCall(r.Base, s)
		if s.Thread != "client" {
			pos, msg = otherPos(r, w.Steps, i)
		}
		tf.AddLocation(sarif.NewThreadFlowLocation().
			WithExecutionOrder(i + 1).
			WithLocation(location(pos, msg)))
	}
	cf := sarif.NewCodeFlow().WithMessage(sarif.NewTextMessage(flowMessage(r, w)))
	for _, t := range order {
		cf.AddThreadFlow(threads[t])
	}
	return cf
}

func threadName(thread string) string {
	if thread == "client" {
		return "the client goroutine, running the function"
	}
	return "another goroutine, calling the collection's methods"
}

// otherPos places step i of the other goroutine at the client's next call,
// else at its previous call, else at the function, and says which.
func otherPos(r *verify.Result, steps []witness.Step, i int) (string, string) {
	call := StepCall(r.Base, steps[i])
	for _, s := range steps[i+1:] {
		if s.Thread == "client" && s.Pos != "" {
			return s.Pos, call + " (another goroutine, before this call)"
		}
	}
	for j := i - 1; j >= 0; j-- {
		if s := steps[j]; s.Thread == "client" && s.Pos != "" {
			return s.Pos, call + " (another goroutine, after this call)"
		}
	}
	return r.Pos, call + " (another goroutine)"
}

// flowMessage sums up the witness: inputs and the values fixed for the
// run, initial state, outcome, final state.
func flowMessage(r *verify.Result, w *witness.Witness) string {
	var b strings.Builder
	if header := witnessHeader(w); len(header) > 0 {
		b.WriteString(strings.Join(header, ", ") + "; ")
	}
	b.WriteString(initialText(r.Base, w))
	if len(w.Setup) > 0 {
		b.WriteString(" (" + SetupText(r.Base, w) + ")")
	}
	b.WriteString("; the client " + witnessOutcome(w) + "; finally " + stateOf(r.Base, w, w.Final))
	if w.Pending {
		b.WriteString("; no serial order of the calls explains what the other goroutine's calls saw")
	} else {
		b.WriteString("; no serial order of the calls gives this result and final state")
	}
	if env := EnvironmentText(w, r.Base); env != "" {
		b.WriteString("; " + env)
	}
	return b.String()
}
