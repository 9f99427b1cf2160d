// This file holds integer arithmetic: + - * and the unary - and ^, which
// wrap around at every width.

package conform

// AddInt8 is a + b.
func AddInt8(a, b int8) int8 { return a + b }

// SubInt8 is a - b.
func SubInt8(a, b int8) int8 { return a - b }

// MulInt8 is a * b.
func MulInt8(a, b int8) int8 { return a * b }

// NegInt8 is -a and ^a.
func NegInt8(a int8) (int8, int8) { return -a, ^a }

// AddInt16 is a + b.
func AddInt16(a, b int16) int16 { return a + b }

// SubInt16 is a - b.
func SubInt16(a, b int16) int16 { return a - b }

// MulInt16 is a * b.
func MulInt16(a, b int16) int16 { return a * b }

// NegInt16 is -a and ^a.
func NegInt16(a int16) (int16, int16) { return -a, ^a }

// AddInt32 is a + b.
func AddInt32(a, b int32) int32 { return a + b }

// SubInt32 is a - b.
func SubInt32(a, b int32) int32 { return a - b }

// MulInt32 is a * b.
func MulInt32(a, b int32) int32 { return a * b }

// NegInt32 is -a and ^a.
func NegInt32(a int32) (int32, int32) { return -a, ^a }

// AddInt64 is a + b.
func AddInt64(a, b int64) int64 { return a + b }

// SubInt64 is a - b.
func SubInt64(a, b int64) int64 { return a - b }

// MulInt64 is a * b.
func MulInt64(a, b int64) int64 { return a * b }

// NegInt64 is -a and ^a.
func NegInt64(a int64) (int64, int64) { return -a, ^a }

// AddInt is a + b.
func AddInt(a, b int) int { return a + b }

// SubInt is a - b.
func SubInt(a, b int) int { return a - b }

// MulInt is a * b.
func MulInt(a, b int) int { return a * b }

// NegInt is -a and ^a.
func NegInt(a int) (int, int) { return -a, ^a }

// AddUint8 is a + b.
func AddUint8(a, b uint8) uint8 { return a + b }

// SubUint8 is a - b.
func SubUint8(a, b uint8) uint8 { return a - b }

// MulUint8 is a * b.
func MulUint8(a, b uint8) uint8 { return a * b }

// NegUint8 is -a and ^a.
func NegUint8(a uint8) (uint8, uint8) { return -a, ^a }

// AddUint16 is a + b.
func AddUint16(a, b uint16) uint16 { return a + b }

// SubUint16 is a - b.
func SubUint16(a, b uint16) uint16 { return a - b }

// MulUint16 is a * b.
func MulUint16(a, b uint16) uint16 { return a * b }

// NegUint16 is -a and ^a.
func NegUint16(a uint16) (uint16, uint16) { return -a, ^a }

// AddUint32 is a + b.
func AddUint32(a, b uint32) uint32 { return a + b }

// SubUint32 is a - b.
func SubUint32(a, b uint32) uint32 { return a - b }

// MulUint32 is a * b.
func MulUint32(a, b uint32) uint32 { return a * b }

// NegUint32 is -a and ^a.
func NegUint32(a uint32) (uint32, uint32) { return -a, ^a }

// AddUint64 is a + b.
func AddUint64(a, b uint64) uint64 { return a + b }

// SubUint64 is a - b.
func SubUint64(a, b uint64) uint64 { return a - b }

// MulUint64 is a * b.
func MulUint64(a, b uint64) uint64 { return a * b }

// NegUint64 is -a and ^a.
func NegUint64(a uint64) (uint64, uint64) { return -a, ^a }

// AddUint is a + b.
func AddUint(a, b uint) uint { return a + b }

// SubUint is a - b.
func SubUint(a, b uint) uint { return a - b }

// MulUint is a * b.
func MulUint(a, b uint) uint { return a * b }

// NegUint is -a and ^a.
func NegUint(a uint) (uint, uint) { return -a, ^a }

// AddUintptr is a + b.
func AddUintptr(a, b uintptr) uintptr { return a + b }

// SubUintptr is a - b.
func SubUintptr(a, b uintptr) uintptr { return a - b }

// MulUintptr is a * b.
func MulUintptr(a, b uintptr) uintptr { return a * b }

// NegUintptr is -a and ^a.
func NegUintptr(a uintptr) (uintptr, uintptr) { return -a, ^a }
