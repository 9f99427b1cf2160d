// Package baseline records the findings of a run in a file and matches a
// later run against it, so that a team adopting snowflake on existing code
// gates only on findings that are new.
//
// A finding is a function that fails the run under --fail-on (not ignored,
// verdict at or above the threshold; error verdicts are never findings: a
// tool failure always fails the run). It is keyed by the function's full
// name (types.Func.FullName) and its verdict, never by its position, so
// findings survive line moves and edits of the function's body.
//
// Matching:
//
//   - a finding is baselined when the file has an entry for its function
//     whose verdict is at least as severe (violation > unproven >
//     unsupported): a function that improves from violation to unproven
//     stays baselined; one that gets worse, from unproven to violation, is
//     a new finding;
//   - an entry whose function has no finding in the run is stale (the
//     function was fixed, removed or renamed): it is reported, never fails
//     the run, and --write-baseline drops it.
//
// The file is JSON: {"version": 1, "findings": [{"func": ..., "verdict": ...}]},
// sorted by function and verdict without duplicates, so it diffs well and
// two runs with the same findings write the same bytes.
//
// Files:
//
//	file.go   File and Finding: the format, Read, Write, New
//	match.go  Match: which findings a file baselines, and its stale entries
package baseline
