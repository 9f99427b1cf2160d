// This file defines the Solver interface and its three-valued Result.

package smt

import (
	"context"
	"time"
)

// Status is the three-valued outcome of a satisfiability check. Unknown is
// never collapsed into Unsat: a time-out, an interrupt or a solver failure is
// Unknown.
type Status int

// The statuses.
const (
	Unknown Status = iota
	Sat
	Unsat
)

func (s Status) String() string {
	switch s {
	case Sat:
		return "sat"
	case Unsat:
		return "unsat"
	}
	return "unknown"
}

// A Model assigns values to the constants of a satisfiable Script.
type Model interface {
	// Value returns the value of the declared constant name, printed in
	// SMT-LIB2, and whether the model assigns it.
	Value(name string) (string, bool)
	// Names returns the constants the model assigns, sorted.
	Names() []string
	// String prints the whole model.
	String() string
}

// A Result is the outcome of one check.
type Result struct {
	Status Status
	Model  Model  // non-nil only when Status is Sat
	Reason string // for Unknown: why (time-out, resource limit, interrupted, the solver's reason)
	// Work is what the check cost in the solver's resource units (Z3's
	// rlimit count): the same script on the same solver history costs the
	// same on any machine and load.
	Work uint64
}

// A Solver checks Scripts for satisfiability. A Solver is not safe for
// concurrent use: make one per goroutine.
type Solver interface {
	// Check decides the conjunction of s's assertions. It returns Unknown
	// when the timeout passes or ctx is done first. An error means the
	// script was rejected or the solver failed; the caller treats it as
	// Unknown.
	Check(ctx context.Context, s *Script, timeout time.Duration) (Result, error)
	// Close releases the solver's resources.
	Close()
}
