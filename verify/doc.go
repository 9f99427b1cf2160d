// Package verify is the pipeline of `snowflake verify`: packages → clients
// → paths → obligations → solver → verdicts. It prints nothing; cmd/ and
// report/ present its Report.
//
// In: package patterns as go build takes them, and Options; or (RunProgram)
// a Program already loaded.
// Out: a Report with one Result per client function, in source order
// (deterministic whatever the parallelism), and the specification
// diagnostics (misplaced directives, a base of an unsupported type).
// Load failures come back as a *paths.LoadError.
//
// Verdicts (CONTRACT.md): atomic when every path is condensable; unproven
// when some path is not proven and no interleaving was confirmed, or when
// the function calls a method that is never atomic (Range); unsupported
// when the function leaves the fragment; error when the tool failed on the
// function (a panic inside the tool is contained to that function).
//
// Budgets: every solver query runs within a resource limit (Options.RLimit)
// and is charged to the function's resource budget (FunctionRLimit), and
// each witness search to its own as well (WitnessRLimit). They count the
// solver's steps, not time, so the same input gives the same verdicts and
// reasons on any machine, load and parallelism. A budget that runs out
// makes the function unproven with a reason naming the budget, never
// error. The time limits (Timeout, Budget, WitnessBudget) are safety nets
// for a much slower machine; a reason says when one of them expired.
//
// Files:
//
//	result.go  Verdict, Result, Report
//	verify.go  Run, RunProgram (a loaded Program: an analysis pass's), the
//	           per-function worker pool, and the verdict rules
//	check.go   one function's verification within its budgets (runJob,
//	           verifyOne), the default resource limits
//	witness.go the witness searches of a refuted or refused function,
//	           each within the witness budget
//	environment.go  the environments' verdict rules: scope, escape, the package
//	           environment's witnesses (a collection-API witness alone: unproven)
//	invariants.go  the invariants a package keeps of a confined map or word (checked per call
//	           of every function touching it), and proofs that rely on them (scope package)
//	within.go  a word's finite set of values: its starting value closed under the package's calls
//	locked.go  in the package environment, a function atomic by its package's lock
//	           discipline (paths.LockDiscipline, CriticalSection): scope package
//	racy.go    a function with data races (plain accesses of a base word accessed
//	           atomically): never atomic; violation noting the race, else unproven
//	monitor.go the progress and result callbacks, serialized
//	explain.go Explain: one function's paths (conditions, calls, outcome) and
//	           each obligation's claim, as Go (paths.Func.Go); SMT only on request
package verify
