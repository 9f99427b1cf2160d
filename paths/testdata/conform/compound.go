// This file holds structs and small arrays: composite literals, fields and
// ==, which compares field by field in order and panics on uncomparable
// dynamic types inside interface fields.

package conform

// StructEq is P{a, b} == P{b, a}.
func StructEq(a, b int) bool { return P{a, b} == P{b, a} }

// StructField builds a P and reads its fields.
func StructField(a, b int) int {
	p := P{A: a}
	p.B = b
	return p.A - p.B
}

// ArrayEq is [2]int{a, b} == [2]int{b, c}.
func ArrayEq(a, b, c int) bool { return [2]int{a, b} == [2]int{b, c} }

// StructIface compares structs holding interfaces: panics when both hold
// the same uncomparable dynamic type.
func StructIface(x, y any) bool { return Q{x} == Q{y} }

// StructOrder compares R values: an int field, then an interface field.
func StructOrder(a, b int, x, y any) bool { return R{a, x} == R{b, y} }

// StructOrderRev compares RX values: an interface field, then an int field.
func StructOrderRev(a, b int, x, y any) bool { return RX{x, a} == RX{y, b} }

// StructOrderPanic compares R values whose interface fields both hold a
// nil slice: the comparison panics only when the int fields are equal.
func StructOrderPanic(a, b int) bool { return R{a, []int(nil)} == R{b, []int(nil)} }

// StructOrderRevPanic compares RX values whose interface fields both hold
// a nil slice: the interface field comes first, so it always panics.
func StructOrderRevPanic(a, b int) bool { return RX{[]int(nil), a} == RX{[]int(nil), b} }

// ArrayIface compares arrays of interfaces.
func ArrayIface(x, y any) bool { return [2]any{x, y} == [2]any{y, x} }

// StructBox compares structs boxed in interfaces. == on interfaces holding
// a struct with an interface field is uninterpreted (values/any.go), and so
// is whether it panics.
//
// conform: sound
func StructBox(x, y any) bool { return any(Q{x}) == any(Q{y}) }
