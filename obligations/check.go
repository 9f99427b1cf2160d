// This file defines Check, the search for a condensation point of every
// path of a function, and the per-path results.

package obligations

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// Status is the outcome for one path.
type Status int

// The path statuses.
const (
	Condensable Status = iota // proven at Point
	Refuted                   // every point refuted by a model
	Unknown                   // no point proven, some point unknown
)

func (s Status) String() string {
	return [...]string{"condensable", "not condensable", "unknown"}[s]
}

// A PathResult is the outcome for one path.
type PathResult struct {
	Index  int
	Calls  []string // method names, in order; "M (panics)" for a call whose panic ends the path
	Point  int      // the condensation point that proved the path; -1 if none or no calls
	Status Status
	Reason string // for Unknown: the solver's reason
	Order  []int  // the points tried, in order (the witness stage re-solves them)
}

// Options configure Check.
type Options struct {
	Timeout time.Duration // per obligation; 0 means none
	SMTDir  string        // when set, every obligation is written there as an .smt2 file
}

// Check discharges the obligations of every path of f with solver.
func Check(ctx context.Context, f *paths.Func, solver smt.Solver, opt Options) ([]PathResult, error) {
	var out []PathResult
	for i, p := range f.Paths {
		r := PathResult{Index: i, Point: -1}
		for _, c := range p.Calls {
			name := c.Method.Name
			if c.Panicked {
				name += " (panics)"
			}
			r.Calls = append(r.Calls, name)
		}
		r.Order = Points(p)
		r.Status = Refuted
		var unknown []string
		for _, l := range r.Order {
			s := Encode(f, i, l)
			if err := writeSMT(opt.SMTDir, f, i, l, s); err != nil {
				return nil, err
			}
			res, err := solver.Check(ctx, s, opt.Timeout)
			if err != nil {
				res = smt.Result{Status: smt.Unknown, Reason: "solver error: " + err.Error()}
			}
			if res.Status == smt.Unsat {
				r.Status, r.Point = Condensable, l
				break
			}
			if res.Status == smt.Unknown {
				unknown = append(unknown, res.Reason)
			}
		}
		if r.Status != Condensable && len(unknown) > 0 {
			r.Status, r.Reason = Unknown, unknown[0]
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		out = append(out, r)
	}
	return out, nil
}

// Points lists the condensation points to try for p: the last call that
// may mutate (else the first call), then every other call in order. A path
// without calls has the single point -1.
func Points(p *paths.Path) []int {
	n := len(p.Calls)
	if n == 0 {
		return []int{-1}
	}
	first := 0
	for k := n - 1; k >= 0; k-- {
		if p.Calls[k].Method.MayMutate && !p.Calls[k].Panicked {
			first = k
			break
		}
	}
	order := []int{first}
	for k := 0; k < n; k++ {
		if k != first {
			order = append(order, k)
		}
	}
	return order
}

// writeSMT writes one obligation as dir/FUNC.pI.lL.smt2.
func writeSMT(dir string, f *paths.Func, i, l int, s *smt.Script) error {
	if dir == "" {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	name := fmt.Sprintf("%s.p%d.l%d.smt2", fileSafe(f.Fn.String()), i, l)
	return os.WriteFile(filepath.Join(dir, name), []byte(s.String()+"(check-sat)\n"), 0o644)
}

func fileSafe(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '/', '\\', '*', '(', ')', ' ', ':', '[', ']', ',':
			return '_'
		}
		return r
	}, s)
}
