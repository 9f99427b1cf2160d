// This file holds function literals and function values called on the
// path (closures.go): their bodies run inlined, their captured variables
// are the function's own cells, exact.

package conform

func applyInt(f func(int) int, x int) int { return f(x) }

func double(x int) int { return x * 2 }

// ClosureFlag sets a captured flag in a closure called on one branch.
func ClosureFlag(a int) (bool, int) {
	set := false
	mark := func() { set = true }
	if a > 3 {
		mark()
	}
	return set, a
}

// ClosureCounter increments a captured counter, called twice.
func ClosureCounter(a, b int) int {
	n := 0
	add := func(x int) {
		if x > 0 {
			n += x
		}
	}
	add(a)
	add(b)
	return n
}

// ClosureHelper passes a literal capturing a to a helper that calls it.
func ClosureHelper(a, b int) int {
	return applyInt(func(x int) int { return x - a }, b)
}

// ClosureNamed passes a named function to the helper.
func ClosureNamed(a int) int { return applyInt(double, a) + 1 }

// ClosurePanic divides in a closure: it panics on a zero divisor, the
// panic being the function's.
func ClosurePanic(a, b int8) int8 {
	div := func() int8 { return a / b }
	return div() + 1
}

// ClosureStruct writes a field of a captured struct and reads it after.
func ClosureStruct(a, b int) P {
	var p P
	setB := func(v int) { p.B = v }
	p.A = a
	setB(b)
	setB(p.B + 1)
	return p
}

// ClosureResults returns two results through a literal called directly.
func ClosureResults(a, b int) (int, bool) {
	return func() (int, bool) {
		if a < b {
			return b - a, true
		}
		return 0, false
	}()
}

// ClosureLoop increments a captured counter in a loop: the loop-free walk
// sees the counter's contents unknown at the loop's exceptional iteration.
//
// conform: sound
func ClosureLoop(a int) int {
	n := 0
	inc := func() { n++ }
	for i := 0; i < a&3; i++ {
		inc()
	}
	return n
}
