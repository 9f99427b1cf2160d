// This file holds the builtins min and max on integers and strings.

package conform

// MinMaxInt is min(a, b) and max(a, b).
func MinMaxInt(a, b int) (int, int) { return min(a, b), max(a, b) }

// MinMaxInt8 is min and max of three int8 values.
func MinMaxInt8(a, b, c int8) (int8, int8) { return min(a, b, c), max(a, b, c) }

// MinMaxUint is min(a, b) and max(a, b), unsigned.
func MinMaxUint(a, b uint) (uint, uint) { return min(a, b), max(a, b) }

// MinMaxUint64 is min and max of a, b and a constant.
func MinMaxUint64(a, b uint64) (uint64, uint64) { return min(a, b, 1<<63), max(a, 7, b) }

// MinMaxUint8 is min and max of two uint8 values.
func MinMaxUint8(a, b uint8) (uint8, uint8) { return min(a, b), max(a, b) }

// MinMaxString is min(a, b) and max(a, b) on strings.
func MinMaxString(a, b string) (string, string) { return min(a, b), max(a, b) }

// MinString3 is the min of three strings.
func MinString3(a, b, c string) string { return min(a, b, c) }
