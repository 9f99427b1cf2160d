// This file holds the comparison operators, signed and unsigned.

package conform

// CmpInt8 is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpInt8(a, b int8) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpInt16 is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpInt16(a, b int16) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpInt32 is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpInt32(a, b int32) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpInt64 is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpInt64(a, b int64) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpInt is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpInt(a, b int) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpUint8 is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpUint8(a, b uint8) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpUint16 is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpUint16(a, b uint16) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpUint32 is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpUint32(a, b uint32) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpUint64 is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpUint64(a, b uint64) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpUint is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpUint(a, b uint) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}

// CmpUintptr is a<b, a<=b, a>b, a>=b, a==b and a!=b.
func CmpUintptr(a, b uintptr) (lt, le, gt, ge, eq, ne bool) {
	return a < b, a <= b, a > b, a >= b, a == b, a != b
}
