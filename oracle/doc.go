// Package oracle is snowflake's independent dynamic judge (DESIGN.md,
// "Testing"), behind `snowflake test`: it runs client functions for real
// against an adversarial goroutine and decides linearizability by brute
// force. It shares nothing with obligations, smt or values: it uses paths
// only to load the packages and find the client functions.
//
// In: package patterns as go build takes them, and Options (bounds).
// Out: a Report with one Result per client function, in source order:
// linearizable (no violation among the scenarios within the bounds),
// violation (with a witness: the interleaving, the client's result, the
// final state, and why each serial order fails), skipped (the oracle
// cannot run the function: the reason says why) or error. Load failures
// come back as a *paths.LoadError.
//
// How. For each module of the packages, one driver binary is built with
// `go build -overlay`, so the user's files, go.mod and imports stay as they
// are on disk:
//
//	module/snowflakeoraclert/*.go      the harness package (harness/, embedded)
//	module/snowflakeoraclemain/main.go  calls harness.Main with every package's specs
//	pkg/snowflakeoracle_driver.go       SnowflakeOracleSpecs: one harness.Spec per function
//	pkg/*.go (and the module's         every sync.Map type expression replaced by
//	  packages they import)              the harness's Map; loop bodies start with Tick
//
// A Spec carries the function's parameter domains, the values its body
// suggests, and a Run closure that makes a fresh receiver (or picks a
// package-level variable of the client type), binds its base object to
// the current run and calls the function. Each function is then explored
// in its own driver process (-j of them at once), which prints a
// harness.Report as JSON; a process that fails or does not answer in time
// is an error for that function only.
//
// Domains (the bounds are Options.Bounds; see harness for the scenarios):
//
//	parameter type              values
//	string                      "a", "B" (one changes under ToLower); "a", "b", "ab" when ranged over
//	signed integers             0, 1, 2, -1, and min and max of sized types
//	unsigned integers, floats   0, 1, 2 (0, 1.5, -2), and max of sized types
//	bool                        false, true
//	any                         nil, 1, "x"
//	error                       nil, an error
//	slices of basic elements    nil, [a], [a b]
//	arrays, structs             the zero value, and one with every element or field set
//	maps of basic types         nil, one entry (a range over more is not replayable)
//	pointers                    nil, new(T)
//	funcs                       one that records its arguments (part of the result)
//	other                       none: the function is skipped
//
// Constants a parameter is compared with join its domain. The map's
// values are nil, two values of every type the body asserts to (-1 too
// for signed integers, the extremes for sized ones; two fresh pointers for
// pointer types),
// the constants the body compares with, the domains of the parameters it
// compares with, 0.0 and -0.0 when it compares loaded values of unknown
// type with CompareAndSwap or CompareAndDelete, and the values the client
// passes to the map.
//
// Skipped: functions that start goroutines or use channels (runs must be
// deterministic and single-threaded), generic functions and client types,
// parameters without a domain, results of func type, packages named main,
// cgo packages, and clients whose base is not a sync.Map.
//
// Not modelled: another goroutine that writes memory other than the map
// (a pointer or slice argument, a field of the receiver); non-base fields
// of the receiver are zero; package-level state other than the base
// persists between runs.
//
// Files:
//
//	result.go      Verdict, Result, Report, Options, Bounds
//	oracle.go      Run: load, plan (a spec or a skip per function), build, explore
//	driver.go      the generated driver file and main package
//	domains.go     parameter domains and typed values as Go expressions
//	body.go        what a function's body suggests (values) or forbids (goroutines, channels)
//	instrument.go  the rewrite of a package's files: sync.Map → harness Map, loop ticks
//	build.go       the overlay and go build
//	exec.go        building per module, exploring each function in its own process
//	text.go        the text and JSON reports, the exit status
//	harness/       the code that runs inside the driver binary
package oracle
