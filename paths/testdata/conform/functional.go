// This file holds calls of functions annotated //snowflake:functional:
// uninterpreted functions of their arguments (with their panics), also
// when deferred.

package conform

// square is a pure helper.
//
//snowflake:functional
func square(a int) int { return a * a }

// positive panics on negative numbers.
//
//snowflake:functional
func positive(a int) bool {
	if a < 0 {
		panic("negative")
	}
	return a > 0
}

// Functional calls annotated helpers.
//
// conform: sound
func Functional(a int) (int, bool) { return square(a), positive(a) }

// Deferred defers a functional call that panics on negative numbers.
//
// conform: sound
func Deferred(a int) int {
	defer positive(a)
	return a * 2
}
