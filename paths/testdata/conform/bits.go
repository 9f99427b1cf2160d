// This file holds the bitwise operators & | ^ &^.

package conform

// BitsInt8 is a&b, a|b, a^b and a&^b.
func BitsInt8(a, b int8) (and, or, xor, andNot int8) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsInt16 is a&b, a|b, a^b and a&^b.
func BitsInt16(a, b int16) (and, or, xor, andNot int16) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsInt32 is a&b, a|b, a^b and a&^b.
func BitsInt32(a, b int32) (and, or, xor, andNot int32) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsInt64 is a&b, a|b, a^b and a&^b.
func BitsInt64(a, b int64) (and, or, xor, andNot int64) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsInt is a&b, a|b, a^b and a&^b.
func BitsInt(a, b int) (and, or, xor, andNot int) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsUint8 is a&b, a|b, a^b and a&^b.
func BitsUint8(a, b uint8) (and, or, xor, andNot uint8) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsUint16 is a&b, a|b, a^b and a&^b.
func BitsUint16(a, b uint16) (and, or, xor, andNot uint16) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsUint32 is a&b, a|b, a^b and a&^b.
func BitsUint32(a, b uint32) (and, or, xor, andNot uint32) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsUint64 is a&b, a|b, a^b and a&^b.
func BitsUint64(a, b uint64) (and, or, xor, andNot uint64) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsUint is a&b, a|b, a^b and a&^b.
func BitsUint(a, b uint) (and, or, xor, andNot uint) {
	return a & b, a | b, a ^ b, a &^ b
}

// BitsUintptr is a&b, a|b, a^b and a&^b.
func BitsUintptr(a, b uintptr) (and, or, xor, andNot uintptr) {
	return a & b, a | b, a ^ b, a &^ b
}
