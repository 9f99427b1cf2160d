// This file holds conversions between integer types: truncation, sign
// extension of signed and zero extension of unsigned operands.

package conform

// FromInt8 converts x to every integer type.
func FromInt8(x int8) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromInt16 converts x to every integer type.
func FromInt16(x int16) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromInt32 converts x to every integer type.
func FromInt32(x int32) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromInt64 converts x to every integer type.
func FromInt64(x int64) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromInt converts x to every integer type.
func FromInt(x int) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromUint8 converts x to every integer type.
func FromUint8(x uint8) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromUint16 converts x to every integer type.
func FromUint16(x uint16) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromUint32 converts x to every integer type.
func FromUint32(x uint32) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromUint64 converts x to every integer type.
func FromUint64(x uint64) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromUint converts x to every integer type.
func FromUint(x uint) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}

// FromUintptr converts x to every integer type.
func FromUintptr(x uintptr) (int8, int16, int32, int64, int, uint8, uint16, uint32, uint64, uint, uintptr) {
	return int8(x), int16(x), int32(x), int64(x), int(x), uint8(x), uint16(x), uint32(x), uint64(x), uint(x), uintptr(x)
}
