// This file is the package map of smt.

// Package smt is snowflake's only contact with an SMT solver: it builds
// quantifier-free SMT-LIB2 problems and decides them with Z3.
//
// # What goes in
//
// Terms ([Term]): immutable SMT-LIB2 expressions of a known [Sort] (Bool,
// bit-vectors, Int, String, arrays, declared sorts and datatypes), built by
// [Lit], [Const], [Apply] and the simplifying helpers [And], [Or], [Not],
// [Implies], [Eq], [Ite]; [Subst] and [FreeVars] walk them.
//
// Scripts ([Script]): declarations (sorts, constants, functions, definitions,
// datatypes) in order of first declaration, then assertions, printed by
// [Script.String] as SMT-LIB2 without check-sat.
//
// # What comes out
//
// A [Solver] checks a Script within a timeout and a context (and the
// Script's resource limit, [Script.RLimit], when set) and returns a
// [Result]: [Sat] with a [Model] (the values of the declared constants,
// printed in SMT-LIB2), [Unsat], or [Unknown] with a Reason ("time-out after
// 100ms", "resource limit 2000000 reached", "interrupted", or the solver's
// own), and the Work the check cost in the solver's resource units. An
// error means the script was
// rejected or the solver failed; callers treat it as Unknown. [Z3] is the
// Solver, backed by the system's libz3 through cgo ([NewZ3]). [Metered]
// wraps a Solver so that each check runs within a resource limit and is
// charged to [Account]s (a function's budget, a witness search's): limits
// in resource units, not time, make answers independent of the machine's
// speed and load. [CVC5] runs the cvc5 command on the same SMT-LIB2 text
// (sat, unsat or unknown, without models), and [CrossChecked] checks each
// definite answer of one solver with another: a disagreement is Unknown,
// and recorded.
//
// # Invariants
//
//   - Unknown is never Unsat: a time-out, a resource limit, an interrupt or
//     a failure is Unknown or an error, never a proof. An answer Z3 reaches while its
//     check is being interrupted is reported as Unknown.
//   - One Z3 context per Solver. A Solver is used by one goroutine at a time;
//     separate Solvers run concurrently. Check releases every Z3 object it
//     creates and stops its interrupt watcher before returning, so a Solver
//     serves any number of checks, and a cancellation never reaches a later
//     check. Models are copied into Go strings and refer to no Z3 memory.
//   - Terms are immutable and shared; no function mutates its arguments.
//   - Strings hold one character per byte ([StringLit]), so str.len and
//     str.< agree with Go's len and < on the byte string. Model values of
//     String constants are printed exactly in StringLit's encoding (a
//     character above 255, which only an unconstrained string can hold, as
//     \u{hex}).
//
// # Model values (libz3 4.8.12)
//
// Bit-vectors print as #x... when the width is a multiple of 4, else #b...,
// with leading zeros (#xff, #b11111); Int as 42 or (- 7); Bool as true or
// false; datatype values as constructor applications ((cons #x03 nil));
// arrays as constant arrays with stores
// ((store ((as const (Array Int Int)) 5) 0 6)) or, when Z3 finds a formula
// shorter, as lambdas ((lambda ((x!1 Int)) (= x!1 3))); elements of
// declared sorts as U!val!0. Values are kept on one line. Strings nested inside arrays or datatypes are printed by Z3,
// which is ambiguous for backslashes. Constants that occur in no assertion
// have no value.
//
// # Files
//
//	doc.go      this map
//	sort.go     Sort: the sorts terms range over
//	term.go     Term and its constructors, Subst, FreeVars
//	script.go   Script: declarations and assertions printed as SMT-LIB2
//	solver.go   the Solver interface, Status, Result, Model
//	z3.go       Z3: the Solver on libz3 (context, parse, check, timeout,
//	            interrupt, errors)
//	z3model.go  the Model of a satisfiable Z3 check
//	meter.go    Metered and Account: checks within resource budgets
//	cvc5.go     CVC5: the cvc5 command as a second Solver (no models)
//	crosscheck.go
//	            CrossChecked: definite answers checked by a second solver
package smt
