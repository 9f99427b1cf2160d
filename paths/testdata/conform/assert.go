// This file holds type assertions: comma-ok and panicking, to concrete
// types and to interfaces, and type switches.

package conform

// AssertInt is x.(int): panics unless x holds an int.
func AssertInt(x any) int { return x.(int) }

// AssertString is x.(string).
func AssertString(x any) string { return x.(string) }

// AssertMyInt is x.(MyInt): an int is not a MyInt.
func AssertMyInt(x any) MyInt { return x.(MyInt) }

// AssertOkInt is x.(int) with comma-ok.
func AssertOkInt(x any) (int, bool) {
	v, ok := x.(int)
	return v, ok
}

// AssertOkString is x.(string) with comma-ok.
func AssertOkString(x any) (string, bool) {
	v, ok := x.(string)
	return v, ok
}

// AssertOkInt8 is x.(int8) with comma-ok.
func AssertOkInt8(x any) (int8, bool) {
	v, ok := x.(int8)
	return v, ok
}

// AssertStringer is x.(Stringer): panics on nil and on types without String.
func AssertStringer(x any) Stringer { return x.(Stringer) }

// AssertOkStringer is x.(Stringer) with comma-ok.
func AssertOkStringer(x any) (Stringer, bool) {
	v, ok := x.(Stringer)
	return v, ok
}

// AssertAny is x.(any): panics only on nil.
func AssertAny(x any) any { return x.(any) }

// AssertBoxed asserts a value boxed in the function.
func AssertBoxed(a int, s string) (int, bool) {
	x := any(s)
	if a > 0 {
		x = a
	}
	v, ok := x.(int)
	return v, ok
}

// Switch is a type switch.
func Switch(x any) int {
	switch v := x.(type) {
	case nil:
		return -1
	case int:
		return v
	case string:
		return len(v)
	case MyInt, int8:
		return 100
	case Stringer:
		return 200
	}
	return 300
}
