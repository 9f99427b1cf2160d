// This file holds calls through function values read from memory
// (paths/funccall.go): a field of a local struct set to a named function
// or left nil (a nil function value panics), a package variable set by
// the package's initialization only (a fork over its closed set), and a
// field set to one of two named functions.

package conform

func dbl(k int) int { return 2 * k }

func halve(k int) int { return k / 2 }

// stepper's step is set only below.
type stepper struct{ step func(int) int }

// FuncNilField calls a field that is nil unless b: calling nil panics.
func FuncNilField(b bool, a int) int {
	var s stepper
	if b {
		s.step = dbl
	}
	return s.step(a)
}

// FuncEitherField calls a field set to dbl or halve by a's sign.
func FuncEitherField(a int) int {
	s := &stepper{step: dbl}
	if a < 0 {
		s.step = halve
	}
	return s.step(a) + s.step(1)
}

// defaultStep is set by the package's initialization only.
var defaultStep = halve

// FuncGlobal calls a package variable: the path forks on which function
// it is (halve, or nil).
// conform: sound
func FuncGlobal(k int) int { return defaultStep(k) }
