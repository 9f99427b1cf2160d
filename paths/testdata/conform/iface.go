// This file holds interface values: boxing (MakeInterface), == and != on
// interfaces (dynamic type and value; a panic on uncomparable dynamic
// types), and comparisons with nil.

package conform

// BoxIntString is any(a) == any(s): different dynamic types.
func BoxIntString(a int, s string) bool { return any(a) == any(s) }

// BoxInts is any(a) == any(b).
func BoxInts(a, b int) bool { return any(a) == any(b) }

// BoxNamed is any(MyInt(a)) == any(a): a named type is its own dynamic type.
func BoxNamed(a int) bool { return any(MyInt(a)) == any(a) }

// BoxWidths is any(int8(a)) == any(a) and any(uintptr(a)) == any(uint(a)).
func BoxWidths(a int8) (bool, bool) { return any(int8(a)) == any(a), any(uintptr(a)) == any(uint(a)) }

// BoxInt8Int is any(a) == any(int(a)).
func BoxInt8Int(a int8) bool { return any(a) == any(int(a)) }

// BoxBools is any(a) != any(b).
func BoxBools(a, b bool) bool { return any(a) != any(b) }

// IfaceEq is x == y and x != y.
func IfaceEq(x, y any) (bool, bool) { return x == y, x != y }

// IfaceEqBoxed is x == any(a): never panics.
func IfaceEqBoxed(x any, a int) bool { return x == any(a) }

// IfaceEqConst compares with boxed constants.
func IfaceEqConst(x any) (bool, bool, bool) { return x == 3, x == "a", x == MyInt(1) }

// IsNil is x == nil and nil != x.
func IsNil(x any) (bool, bool) { return x == nil, nil != x }

// Identity returns its argument.
func Identity(x any) any { return x }

// Box returns a boxed int.
func Box(a int) any { return a }

// BoxString returns a boxed string, or nil for the empty string.
func BoxString(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// BoxStringer returns a Stringer holding a Stringy.
func BoxStringer(a int) Stringer { return Stringy(a) }

// StringerEq compares two Stringer values.
func StringerEq(a, b int) bool {
	var x, y Stringer = Stringy(a), Stringy(b)
	return x == y
}

// Uncomparable compares interfaces holding nil slices: the comparison panics.
func Uncomparable(b bool) bool {
	var x, y any = 1, 2
	if b {
		x, y = []int(nil), []int(nil)
	}
	return x == y
}

// UncomparableMap compares an interface holding a map with x.
func UncomparableMap(x any) bool { return x == any(map[string]int(nil)) }

// UncomparableMixed compares a slice and a map in interfaces: different
// dynamic types, no panic.
func UncomparableMixed() bool { return any([]int(nil)) == any(map[int]int(nil)) }

// BoxStruct compares boxed structs of integers.
func BoxStruct(a, b int) bool { return any(P{a, b}) == any(P{b, a}) }

// BoxPointer compares a boxed nil pointer with x.
func BoxPointer(x any) bool { return x == any((*int)(nil)) }

// NilPointerBoxed boxes a pointer, nil or not: never a nil interface.
func NilPointerBoxed(b bool) bool {
	var p *int
	if b {
		p = new(int)
	}
	var x any = p
	return x == nil
}

// SwitchValue switches on an interface's value.
func SwitchValue(x any) int {
	switch x {
	case 1:
		return 1
	case "a":
		return 2
	case MyInt(1):
		return 3
	case nil:
		return 4
	}
	return 0
}

// MethodCall calls a method of the package on a converted value.
func MethodCall(a int) string { return Stringy(a).String() }
