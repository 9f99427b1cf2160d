// This file holds calls of unannotated helpers that the encoding does not
// inline (recursive, or nested deeper than the inlining limit) and treats
// by the summaries it infers from their bodies: uninterpreted functions of
// their arguments for pure bodies, with their panics; arbitrary results
// for observers of package variables.

package conform

// digits is pure and recursive.
func digits(n int) int {
	if n < 10 && n > -10 {
		return 1
	}
	return 1 + digits(n/10)
}

// checkedDiv is pure, recursive and panics on a zero divisor.
func checkedDiv(a, b int, depth int) int {
	if depth > 0 {
		return checkedDiv(a, b, depth-1)
	}
	return a / b
}

// level is an observer: setLevel writes what it reads.
var level int

// setLevel writes level.
func setLevel(n int) { level = n }

var _ = setLevel

func currentLevel() int { return level }

// Summarized calls pure recursive helpers, one of which may panic.
//
// conform: sound
func Summarized(a, b int) (int, int) {
	return digits(a), checkedDiv(a, b, 2)
}

// SummarizedDefer defers a pure recursive helper that may panic.
//
// conform: sound
func SummarizedDefer(a, b int) int {
	defer checkedDiv(a, b, 1)
	return a + b
}

// Observed reads a package variable through an observer helper.
//
// conform: sound
func Observed(a int) (int, bool) {
	return a, currentLevel() > a
}
