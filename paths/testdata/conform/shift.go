// This file holds the shifts << and >> with counts of several types:
// counts of at least the width give 0 (or the sign), a negative count
// panics, and >> is arithmetic on signed operands.

package conform

// ShlInt8ByUint is x << n with a count of type uint.
func ShlInt8ByUint(x int8, n uint) int8 { return x << n }

// ShrInt8ByUint is x >> n with a count of type uint.
func ShrInt8ByUint(x int8, n uint) int8 { return x >> n }

// ShlInt8ByInt is x << n with a count of type int.
func ShlInt8ByInt(x int8, n int) int8 { return x << n }

// ShrInt8ByInt is x >> n with a count of type int.
func ShrInt8ByInt(x int8, n int) int8 { return x >> n }

// ShlInt8ByInt8 is x << n with a count of type int8.
func ShlInt8ByInt8(x int8, n int8) int8 { return x << n }

// ShrInt8ByUint8 is x >> n with a count of type uint8.
func ShrInt8ByUint8(x int8, n uint8) int8 { return x >> n }

// ShrInt8ByInt64 is x >> n with a count of type int64.
func ShrInt8ByInt64(x int8, n int64) int8 { return x >> n }

// ShlInt8ByUint64 is x << n with a count of type uint64.
func ShlInt8ByUint64(x int8, n uint64) int8 { return x << n }

// ShlInt16ByUint is x << n with a count of type uint.
func ShlInt16ByUint(x int16, n uint) int16 { return x << n }

// ShrInt16ByUint is x >> n with a count of type uint.
func ShrInt16ByUint(x int16, n uint) int16 { return x >> n }

// ShlInt16ByInt is x << n with a count of type int.
func ShlInt16ByInt(x int16, n int) int16 { return x << n }

// ShrInt16ByInt is x >> n with a count of type int.
func ShrInt16ByInt(x int16, n int) int16 { return x >> n }

// ShlInt16ByInt8 is x << n with a count of type int8.
func ShlInt16ByInt8(x int16, n int8) int16 { return x << n }

// ShrInt16ByUint8 is x >> n with a count of type uint8.
func ShrInt16ByUint8(x int16, n uint8) int16 { return x >> n }

// ShrInt16ByInt64 is x >> n with a count of type int64.
func ShrInt16ByInt64(x int16, n int64) int16 { return x >> n }

// ShlInt16ByUint64 is x << n with a count of type uint64.
func ShlInt16ByUint64(x int16, n uint64) int16 { return x << n }

// ShlInt32ByUint is x << n with a count of type uint.
func ShlInt32ByUint(x int32, n uint) int32 { return x << n }

// ShrInt32ByUint is x >> n with a count of type uint.
func ShrInt32ByUint(x int32, n uint) int32 { return x >> n }

// ShlInt32ByInt is x << n with a count of type int.
func ShlInt32ByInt(x int32, n int) int32 { return x << n }

// ShrInt32ByInt is x >> n with a count of type int.
func ShrInt32ByInt(x int32, n int) int32 { return x >> n }

// ShlInt32ByInt8 is x << n with a count of type int8.
func ShlInt32ByInt8(x int32, n int8) int32 { return x << n }

// ShrInt32ByUint8 is x >> n with a count of type uint8.
func ShrInt32ByUint8(x int32, n uint8) int32 { return x >> n }

// ShrInt32ByInt64 is x >> n with a count of type int64.
func ShrInt32ByInt64(x int32, n int64) int32 { return x >> n }

// ShlInt32ByUint64 is x << n with a count of type uint64.
func ShlInt32ByUint64(x int32, n uint64) int32 { return x << n }

// ShlInt64ByUint is x << n with a count of type uint.
func ShlInt64ByUint(x int64, n uint) int64 { return x << n }

// ShrInt64ByUint is x >> n with a count of type uint.
func ShrInt64ByUint(x int64, n uint) int64 { return x >> n }

// ShlInt64ByInt is x << n with a count of type int.
func ShlInt64ByInt(x int64, n int) int64 { return x << n }

// ShrInt64ByInt is x >> n with a count of type int.
func ShrInt64ByInt(x int64, n int) int64 { return x >> n }

// ShlInt64ByInt8 is x << n with a count of type int8.
func ShlInt64ByInt8(x int64, n int8) int64 { return x << n }

// ShrInt64ByUint8 is x >> n with a count of type uint8.
func ShrInt64ByUint8(x int64, n uint8) int64 { return x >> n }

// ShrInt64ByInt64 is x >> n with a count of type int64.
func ShrInt64ByInt64(x int64, n int64) int64 { return x >> n }

// ShlInt64ByUint64 is x << n with a count of type uint64.
func ShlInt64ByUint64(x int64, n uint64) int64 { return x << n }

// ShlIntByUint is x << n with a count of type uint.
func ShlIntByUint(x int, n uint) int { return x << n }

// ShrIntByUint is x >> n with a count of type uint.
func ShrIntByUint(x int, n uint) int { return x >> n }

// ShlIntByInt is x << n with a count of type int.
func ShlIntByInt(x int, n int) int { return x << n }

// ShrIntByInt is x >> n with a count of type int.
func ShrIntByInt(x int, n int) int { return x >> n }

// ShlIntByInt8 is x << n with a count of type int8.
func ShlIntByInt8(x int, n int8) int { return x << n }

// ShrIntByUint8 is x >> n with a count of type uint8.
func ShrIntByUint8(x int, n uint8) int { return x >> n }

// ShrIntByInt64 is x >> n with a count of type int64.
func ShrIntByInt64(x int, n int64) int { return x >> n }

// ShlIntByUint64 is x << n with a count of type uint64.
func ShlIntByUint64(x int, n uint64) int { return x << n }

// ShlUint8ByUint is x << n with a count of type uint.
func ShlUint8ByUint(x uint8, n uint) uint8 { return x << n }

// ShrUint8ByUint is x >> n with a count of type uint.
func ShrUint8ByUint(x uint8, n uint) uint8 { return x >> n }

// ShlUint8ByInt is x << n with a count of type int.
func ShlUint8ByInt(x uint8, n int) uint8 { return x << n }

// ShrUint8ByInt is x >> n with a count of type int.
func ShrUint8ByInt(x uint8, n int) uint8 { return x >> n }

// ShlUint8ByInt8 is x << n with a count of type int8.
func ShlUint8ByInt8(x uint8, n int8) uint8 { return x << n }

// ShrUint8ByUint8 is x >> n with a count of type uint8.
func ShrUint8ByUint8(x uint8, n uint8) uint8 { return x >> n }

// ShrUint8ByInt64 is x >> n with a count of type int64.
func ShrUint8ByInt64(x uint8, n int64) uint8 { return x >> n }

// ShlUint8ByUint64 is x << n with a count of type uint64.
func ShlUint8ByUint64(x uint8, n uint64) uint8 { return x << n }

// ShlUint16ByUint is x << n with a count of type uint.
func ShlUint16ByUint(x uint16, n uint) uint16 { return x << n }

// ShrUint16ByUint is x >> n with a count of type uint.
func ShrUint16ByUint(x uint16, n uint) uint16 { return x >> n }

// ShlUint16ByInt is x << n with a count of type int.
func ShlUint16ByInt(x uint16, n int) uint16 { return x << n }

// ShrUint16ByInt is x >> n with a count of type int.
func ShrUint16ByInt(x uint16, n int) uint16 { return x >> n }

// ShlUint16ByInt8 is x << n with a count of type int8.
func ShlUint16ByInt8(x uint16, n int8) uint16 { return x << n }

// ShrUint16ByUint8 is x >> n with a count of type uint8.
func ShrUint16ByUint8(x uint16, n uint8) uint16 { return x >> n }

// ShrUint16ByInt64 is x >> n with a count of type int64.
func ShrUint16ByInt64(x uint16, n int64) uint16 { return x >> n }

// ShlUint16ByUint64 is x << n with a count of type uint64.
func ShlUint16ByUint64(x uint16, n uint64) uint16 { return x << n }

// ShlUint32ByUint is x << n with a count of type uint.
func ShlUint32ByUint(x uint32, n uint) uint32 { return x << n }

// ShrUint32ByUint is x >> n with a count of type uint.
func ShrUint32ByUint(x uint32, n uint) uint32 { return x >> n }

// ShlUint32ByInt is x << n with a count of type int.
func ShlUint32ByInt(x uint32, n int) uint32 { return x << n }

// ShrUint32ByInt is x >> n with a count of type int.
func ShrUint32ByInt(x uint32, n int) uint32 { return x >> n }

// ShlUint32ByInt8 is x << n with a count of type int8.
func ShlUint32ByInt8(x uint32, n int8) uint32 { return x << n }

// ShrUint32ByUint8 is x >> n with a count of type uint8.
func ShrUint32ByUint8(x uint32, n uint8) uint32 { return x >> n }

// ShrUint32ByInt64 is x >> n with a count of type int64.
func ShrUint32ByInt64(x uint32, n int64) uint32 { return x >> n }

// ShlUint32ByUint64 is x << n with a count of type uint64.
func ShlUint32ByUint64(x uint32, n uint64) uint32 { return x << n }

// ShlUint64ByUint is x << n with a count of type uint.
func ShlUint64ByUint(x uint64, n uint) uint64 { return x << n }

// ShrUint64ByUint is x >> n with a count of type uint.
func ShrUint64ByUint(x uint64, n uint) uint64 { return x >> n }

// ShlUint64ByInt is x << n with a count of type int.
func ShlUint64ByInt(x uint64, n int) uint64 { return x << n }

// ShrUint64ByInt is x >> n with a count of type int.
func ShrUint64ByInt(x uint64, n int) uint64 { return x >> n }

// ShlUint64ByInt8 is x << n with a count of type int8.
func ShlUint64ByInt8(x uint64, n int8) uint64 { return x << n }

// ShrUint64ByUint8 is x >> n with a count of type uint8.
func ShrUint64ByUint8(x uint64, n uint8) uint64 { return x >> n }

// ShrUint64ByInt64 is x >> n with a count of type int64.
func ShrUint64ByInt64(x uint64, n int64) uint64 { return x >> n }

// ShlUint64ByUint64 is x << n with a count of type uint64.
func ShlUint64ByUint64(x uint64, n uint64) uint64 { return x << n }

// ShlUintByUint is x << n with a count of type uint.
func ShlUintByUint(x uint, n uint) uint { return x << n }

// ShrUintByUint is x >> n with a count of type uint.
func ShrUintByUint(x uint, n uint) uint { return x >> n }

// ShlUintByInt is x << n with a count of type int.
func ShlUintByInt(x uint, n int) uint { return x << n }

// ShrUintByInt is x >> n with a count of type int.
func ShrUintByInt(x uint, n int) uint { return x >> n }

// ShlUintByInt8 is x << n with a count of type int8.
func ShlUintByInt8(x uint, n int8) uint { return x << n }

// ShrUintByUint8 is x >> n with a count of type uint8.
func ShrUintByUint8(x uint, n uint8) uint { return x >> n }

// ShrUintByInt64 is x >> n with a count of type int64.
func ShrUintByInt64(x uint, n int64) uint { return x >> n }

// ShlUintByUint64 is x << n with a count of type uint64.
func ShlUintByUint64(x uint, n uint64) uint { return x << n }

// ShlUintptrByUint is x << n with a count of type uint.
func ShlUintptrByUint(x uintptr, n uint) uintptr { return x << n }

// ShrUintptrByUint is x >> n with a count of type uint.
func ShrUintptrByUint(x uintptr, n uint) uintptr { return x >> n }

// ShlUintptrByInt is x << n with a count of type int.
func ShlUintptrByInt(x uintptr, n int) uintptr { return x << n }

// ShrUintptrByInt is x >> n with a count of type int.
func ShrUintptrByInt(x uintptr, n int) uintptr { return x >> n }

// ShlUintptrByInt8 is x << n with a count of type int8.
func ShlUintptrByInt8(x uintptr, n int8) uintptr { return x << n }

// ShrUintptrByUint8 is x >> n with a count of type uint8.
func ShrUintptrByUint8(x uintptr, n uint8) uintptr { return x >> n }

// ShrUintptrByInt64 is x >> n with a count of type int64.
func ShrUintptrByInt64(x uintptr, n int64) uintptr { return x >> n }

// ShlUintptrByUint64 is x << n with a count of type uint64.
func ShlUintptrByUint64(x uintptr, n uint64) uintptr { return x << n }
