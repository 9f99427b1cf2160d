// This file holds calls of small unexported helpers, which the encoding
// inlines: their paths, results and panics become the caller's.

package conform

func twice(a int) int { return a * 2 }

func safeDiv(a, b int) (int, bool) {
	if b == 0 {
		return 0, false
	}
	return a / b, true
}

func mustDiv(a, b int8) int8 { return a / b }

func isInt(x any) bool {
	_, ok := x.(int)
	return ok
}

func newBox(a int) *int {
	p := new(int)
	*p = a
	return p
}

// Inlined calls helpers with one and two results.
func Inlined(a, b int) (int, int, bool) {
	q, ok := safeDiv(a, b)
	return twice(a) + 1, q, ok
}

// InlinedPanic calls a helper that panics on a zero divisor, twice.
func InlinedPanic(a, b int8) int8 { return mustDiv(a, b) + mustDiv(b, a) }

// InlinedAssert calls a helper on an interface and on a boxed int.
func InlinedAssert(x any, a int) (bool, bool) { return isInt(x), isInt(a) }

// InlinedAlloc runs one allocation site twice; the pointers escape the
// helper, so loads through them are arbitrary.
//
// conform: outcome
func InlinedAlloc(a, b int) bool { return *newBox(a) == *newBox(b) }

func derefInt(p *int) int { return *p }

// InlinedNil dereferences through one helper twice: the second pointer may
// be nil when the first is not (what the first run learnt of the helper's
// parameter does not hold of the second).
//
// conform: outcome
func InlinedNil(x, y any) int {
	a, _ := x.(*int)
	b, _ := y.(*int)
	n := 0
	if a == nil {
		a = &n
	}
	return derefInt(a) + derefInt(b)
}
