// This file holds the Boolean operators: !, &&, || (control flow), == and !=.

package conform

// Not is !a.
func Not(a bool) bool { return !a }

// AndOr is a && b and a || b.
func AndOr(a, b bool) (and, or bool) { return a && b, a || b }

// EqBool is a == b and a != b.
func EqBool(a, b bool) (eq, ne bool) { return a == b, a != b }

// BoolMix is a && !b || c == a.
func BoolMix(a, b, c bool) bool { return a && !b || c == a }

// BoolBranch returns an integer chosen by two conditions.
func BoolBranch(a, b bool) int {
	if a {
		if b {
			return 3
		}
		return 2
	}
	if b {
		return 1
	}
	return 0
}
