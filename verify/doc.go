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
// Files:
//
//	result.go  Verdict, Result, Report
//	verify.go  Run, RunProgram (a loaded Program: an analysis pass's), the
//	           per-function worker pool, and the verdict rules
//	monitor.go the progress and result callbacks, serialized
//	explain.go Explain: one function's paths (conditions, calls, outcome) and
//	           each obligation's claim, as Go (paths.Func.Go); SMT only on request
package verify
