// This file holds constant operands: large unsigned constants, negative
// constants, and constant shift counts.

package conform

// ConstOps mixes an operand with constants.
func ConstOps(a int8) (int8, int8, bool, int8) { return a + 100, a * -3, a < -100, a >> 3 }

// ConstUnsigned uses constants with the top bit set.
func ConstUnsigned(a uint64) (uint64, bool, uint64) {
	return a ^ 1<<63, a > 1<<63, a / 0x8000000000000001
}

// ConstShift shifts constants by a variable count.
func ConstShift(n uint) (int8, uint16, int64) { return -128 >> n, 0xffff >> n, 1 << n }

// ConstUintptr mixes a uintptr with constants.
func ConstUintptr(a uintptr) (uintptr, bool) { return a - 1, a < 1<<40 }
