// Package analyzer is snowflake as a go/analysis analyzer: go vet (through
// cmd/snowflake-vet), golangci-lint (through package golangci) and any
// analysis driver run it, one package at a time.
//
// In: an analysis pass — one type-checked package, its dependencies known
// from their types only. That is all the verifier needs: collection calls
// are recognised by their types, and inlining and the check of functional
// annotations use only the package's own bodies. The package becomes a
// paths.Program (paths.FromPackage, which builds its SSA form) and is
// verified as `snowflake verify` verifies it (verify.RunProgram).
//
// Out: diagnostics, in vet's style, lower-case, at the declaration of each
// function whose verdict reaches the threshold (Config.FailOn):
//
//	verdict      reported                 message
//	violation    always                   F is not atomic: A then B; another goroutine's C between them makes ...
//	unproven     fail-on unproven (default) or unsupported
//	                                      F is not proven atomic: reason
//	unsupported  fail-on unsupported      F is outside the verified fragment: reason
//	error        always                   F could not be verified: reason
//
// A violation's related information lists the witness's calls: the
// client's at their positions, and each call of the other goroutine at the
// client call it precedes. Unproven and unsupported verdicts relate the
// position of their reason. Functions marked //snowflake:ignore are never
// reported; specification diagnostics (misplaced, unknown or broken
// directives) always are. A run that fails as a whole (the solver does not
// start) is returned as the pass's error, so the driver reports it: the
// analyzer never stays silent about a package it could not verify.
//
// Collection spec files (*.sfspec) are found as `snowflake verify` finds
// them, next to the package and next to every package it imports: a small
// analyzer that Analyzer requires (specs.go) exports each package's spec
// files as a fact, so that drivers run only it, cheaply, on dependencies.
//
// Functions of other packages of the module are known as `snowflake verify
// ./...` knows them from their bodies: a second small analyzer that
// Analyzer requires (summaries.go) builds each package's SSA form and
// exports, as a fact on each exported function and method, its effect
// summary (paths/summary.go: functional, observer, or effects and why, its
// position as text), the definition of a functional helper for witnesses
// (paths/importdef.go), and its //snowflake:functional annotation with the
// annotation's check (paths/importann.go). The analysis of an importer
// reads them back (paths.UnitOptions): an unannotated functional helper of
// another package is an uninterpreted function of its inputs, an annotated
// one is trusted or refused as its check says, one with effects is refused
// with the reason its body gives. Facts are exported for every package —
// the module's, other modules', the standard library's — but the run
// time's own (runtime, internal/..., reflect, syscall: paths.OpaquePackage),
// since `snowflake verify` reads every body its program loads but those:
// both tools then give each function the same verdict. It costs an SSA
// build and a summary per function, no solver; drivers cache facts per
// package (go vet in its build cache), and the run time's packages, whose
// SSA form would cost the most, are skipped.
//
// Files:
//
//	analyzer.go    Config, New, Analyzer and its flags, the run of a pass
//	specs.go       the spec files of a package and its dependencies, as facts
//	summaries.go   the summaries, helper definitions and annotations of a package's functions, as facts
//	diagnostic.go  the diagnostic of one function's verdict
//	position.go    positions of a verify.Report back in the pass's files
package analyzer
