// This file defines the diagnostic of one function: what its verdict says,
// in vet's style, at its declaration, with the witness's calls (or the
// reason's position) as related information.

package analyzer

import (
	"fmt"
	"strings"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/report"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
	"golang.org/x/tools/go/analysis"
)

// diagnostic reports res at its function's declaration.
func diagnostic(pass *analysis.Pass, r *resolver, res *verify.Result) analysis.Diagnostic {
	at := r.position(res.Position(), r.fallback())
	name := funcName(pass.Pkg.Path(), res.Func)
	reason := firstLine(res.Reason)
	d := analysis.Diagnostic{Pos: at, Category: string(res.Verdict)}
	switch res.Verdict {
	case verify.Violation:
		w, _ := res.Witness.(*witness.Witness)
		if w == nil || len(w.Steps) == 0 {
			d.Message = fmt.Sprintf("%s is not atomic: %s", name, reason)
			break
		}
		d.Message = fmt.Sprintf("%s is not atomic: %s", name, interleaving(res.Base, w))
		d.Related = related(r, res.Base, w)
	case verify.Unproven:
		d.Message = fmt.Sprintf("%s is not proven atomic: %s", name, reason)
		d.Related = reasonAt(r, res.ReasonPos, "not proven here")
	case verify.Unsupported:
		d.Message = fmt.Sprintf("%s is outside the verified fragment: %s", name, reason)
		d.Related = reasonAt(r, res.ReasonPos, "not supported here")
	default:
		d.Message = fmt.Sprintf("%s could not be verified: %s", name, reason)
	}
	return d
}

// interleaving says what the witness shows: the client's calls, and the
// other goroutine's calls between them (or, when some fall outside, the
// whole interleaving in order).
func interleaving(base string, w *witness.Witness) string {
	var client, other, all []string
	first, last := -1, -1
	for i, s := range w.Steps {
		if s.Thread == "client" {
			client = append(client, base+"."+s.Call)
			all = append(all, base+"."+s.Call)
			if first < 0 {
				first = i
			}
			last = i
			continue
		}
		other = append(other, report.Call(base, s))
		all = append(all, "another goroutine's "+report.Call(base, s))
	}
	outcome := "makes the result or the final state impossible in any serial order"
	between := first >= 0
	for i, s := range w.Steps {
		if s.Thread != "client" && (i < first || i > last) {
			between = false
		}
	}
	if between && len(other) > 0 {
		return fmt.Sprintf("%s; another goroutine's %s between them %s", strings.Join(client, " then "), strings.Join(other, ", "), outcome)
	}
	return fmt.Sprintf("the interleaving %s %s", strings.Join(all, ", then "), outcome)
}

// related lists the client's calls at their positions, and each call of the
// other goroutine at the client call it precedes (or, after the last, the
// one it follows).
func related(r *resolver, base string, w *witness.Witness) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	var pending []string
	lastPos := r.fallback()
	for _, s := range w.Steps {
		if s.Thread != "client" {
			pending = append(pending, report.StepCall(base, s))
			continue
		}
		pos := r.pos(s.Pos, r.fallback())
		for _, o := range pending {
			out = append(out, analysis.RelatedInformation{Pos: pos, Message: "another goroutine calls " + o + " before this call"})
		}
		pending = nil
		out = append(out, analysis.RelatedInformation{Pos: pos, Message: "this goroutine calls " + report.StepCall(base, s)})
		lastPos = pos
	}
	for _, o := range pending {
		out = append(out, analysis.RelatedInformation{Pos: lastPos, Message: "another goroutine calls " + o + " after this call"})
	}
	return out
}

// reasonAt is the related information at the reason's position, if any.
func reasonAt(r *resolver, pos, msg string) []analysis.RelatedInformation {
	if p := r.pos(pos, 0); p.IsValid() {
		return []analysis.RelatedInformation{{Pos: p, Message: msg}}
	}
	return nil
}

// funcName is the function's full name with its own package's path left
// out, and other packages' paths shortened to their last element.
func funcName(pkgPath, full string) string {
	return paths.ShortName(strings.ReplaceAll(full, pkgPath+".", ""))
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
