// This file defines CrossChecked: a Solver whose definite answers are
// checked by a second solver, so that a proof never rests on one solver's
// bug.

package smt

import (
	"context"
	"fmt"
	"time"
)

// A Disagreement is a script that two solvers answered oppositely: one
// sat, the other unsat.
type Disagreement struct {
	What          string // the script's first comment line: what it checks
	First, Second Status
}

func (d Disagreement) String() string {
	return fmt.Sprintf("%s: the first solver answered %s, the second %s", d.What, d.First, d.Second)
}

// CrossChecked answers with Solver, and checks each of its sat and unsat
// answers with Second. When the two disagree, the answer is Unknown and
// the script is recorded. An Unknown or a failure of Second leaves the
// first answer standing and is counted as Unchecked: it is no
// disagreement, only a check not made.
type CrossChecked struct {
	Solver
	Second Solver

	Agreed, Unchecked int
	Disagreements     []Disagreement
}

// Check decides s with the first solver and cross-checks a definite answer.
func (x *CrossChecked) Check(ctx context.Context, s *Script, timeout time.Duration) (Result, error) {
	r, err := x.Solver.Check(ctx, s, timeout)
	if err != nil || r.Status == Unknown {
		return r, err
	}
	r2, err := x.Second.Check(ctx, s, timeout)
	switch {
	case err != nil || r2.Status == Unknown:
		x.Unchecked++
	case r2.Status == r.Status:
		x.Agreed++
	default:
		d := Disagreement{What: firstLine(s.Comment), First: r.Status, Second: r2.Status}
		x.Disagreements = append(x.Disagreements, d)
		return Result{Status: Unknown, Reason: "the solvers disagree: " + d.String(), Work: r.Work}, nil
	}
	return r, nil
}

// Close closes both solvers.
func (x *CrossChecked) Close() {
	x.Solver.Close()
	x.Second.Close()
}

func firstLine(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return s[:i]
		}
	}
	return s
}
