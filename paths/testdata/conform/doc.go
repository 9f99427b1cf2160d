// Package conform holds one small function per encoding rule of the paths
// package, with scalar parameters and results. The conformance test
// (paths/conform_test.go) runs each function on many concrete inputs and
// checks that the encoding allows Go's outcome (soundness) and, for exact
// rules, no other outcome (precision).
//
// A function's doc comment may lower what the test demands with a line
//
//	conform: outcome   only whether it panics (and how) is exact; values may be arbitrary
//	conform: sound     nothing is exact (uninterpreted or arbitrary values)
//
// Without such a line the function is exact: outcome and values.
//
// arith.go, bits.go, compare.go, convert.go, divide.go and shift.go hold
// one function per operator (or operator family) and integer type, the
// same for all eleven types; keep them uniform when editing. Every
// exported function must also be listed in paths/conform_table_test.go
// (the test says which are missing).
package conform
