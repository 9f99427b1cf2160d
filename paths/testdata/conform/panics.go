// This file holds implicit and explicit panics: division by zero, negative
// shift counts, nil dereferences and panic(v).

package conform

// DivZero divides a constant by a.
func DivZero(a int) int { return 100 / a }

// RemZero is a % b on uint8, which panics when b is 0.
func RemZero(a, b uint8) uint8 { return a % b }

// NegShift shifts a constant by a signed count.
func NegShift(n int) int { return 1 << n }

// NegShiftGuarded shifts only by non-negative counts: never panics.
func NegShiftGuarded(x int32, n int16) int32 {
	if n < 0 {
		return -1
	}
	return x >> n
}

// Explicit panics with a string when a is negative.
func Explicit(a int) int {
	if a < 0 {
		panic("negative")
	}
	return a
}

// ExplicitValue panics with a boxed int.
func ExplicitValue(a int) int {
	if a%2 == 0 {
		panic(a)
	}
	return a
}

// NilDeref dereferences a pointer that is nil unless b.
//
// conform: outcome
func NilDeref(b bool) int {
	var p *int
	if b {
		p = new(int)
	}
	return *p
}

// NilDerefDirect dereferences a nil pointer unless b.
func NilDerefDirect(b bool) int {
	if b {
		return 0
	}
	var p *int
	return *p
}

// ShortCircuit divides only when the left operand allows it.
func ShortCircuit(a int) (bool, bool) { return a != 0 && 100/a > 1, a == 0 || 100/a > 1 }
