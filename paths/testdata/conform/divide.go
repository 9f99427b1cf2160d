// This file holds / and %: truncated division, a panic on a zero
// divisor, and MinInt / -1 wrapping around.

package conform

// QuoInt8 is a / b.
func QuoInt8(a, b int8) int8 { return a / b }

// RemInt8 is a % b.
func RemInt8(a, b int8) int8 { return a % b }

// QuoMinusOneInt8 divides by the constant -1.
func QuoMinusOneInt8(a int8) (int8, int8) { return a / -1, a % -1 }

// QuoInt16 is a / b.
func QuoInt16(a, b int16) int16 { return a / b }

// RemInt16 is a % b.
func RemInt16(a, b int16) int16 { return a % b }

// QuoMinusOneInt16 divides by the constant -1.
func QuoMinusOneInt16(a int16) (int16, int16) { return a / -1, a % -1 }

// QuoInt32 is a / b.
func QuoInt32(a, b int32) int32 { return a / b }

// RemInt32 is a % b.
func RemInt32(a, b int32) int32 { return a % b }

// QuoMinusOneInt32 divides by the constant -1.
func QuoMinusOneInt32(a int32) (int32, int32) { return a / -1, a % -1 }

// QuoInt64 is a / b.
func QuoInt64(a, b int64) int64 { return a / b }

// RemInt64 is a % b.
func RemInt64(a, b int64) int64 { return a % b }

// QuoMinusOneInt64 divides by the constant -1.
func QuoMinusOneInt64(a int64) (int64, int64) { return a / -1, a % -1 }

// QuoInt is a / b.
func QuoInt(a, b int) int { return a / b }

// RemInt is a % b.
func RemInt(a, b int) int { return a % b }

// QuoMinusOneInt divides by the constant -1.
func QuoMinusOneInt(a int) (int, int) { return a / -1, a % -1 }

// QuoUint8 is a / b.
func QuoUint8(a, b uint8) uint8 { return a / b }

// RemUint8 is a % b.
func RemUint8(a, b uint8) uint8 { return a % b }

// QuoUint16 is a / b.
func QuoUint16(a, b uint16) uint16 { return a / b }

// RemUint16 is a % b.
func RemUint16(a, b uint16) uint16 { return a % b }

// QuoUint32 is a / b.
func QuoUint32(a, b uint32) uint32 { return a / b }

// RemUint32 is a % b.
func RemUint32(a, b uint32) uint32 { return a % b }

// QuoUint64 is a / b.
func QuoUint64(a, b uint64) uint64 { return a / b }

// RemUint64 is a % b.
func RemUint64(a, b uint64) uint64 { return a % b }

// QuoUint is a / b.
func QuoUint(a, b uint) uint { return a / b }

// RemUint is a % b.
func RemUint(a, b uint) uint { return a % b }

// QuoUintptr is a / b.
func QuoUintptr(a, b uintptr) uintptr { return a / b }

// RemUintptr is a % b.
func RemUintptr(a, b uintptr) uintptr { return a % b }
