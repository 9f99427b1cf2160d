// This file holds floating-point operations: IEEE arithmetic on the bits,
// exact except for what Go leaves to the hardware (a NaN's bits, an
// out-of-range conversion to an integer, a fusable addition of a product).

package conform

import "math"

// FloatLess compares two integers as float64 values.
func FloatLess(a, b int) bool { return float64(a) < float64(b) }

// FloatRound halves an integer through float64.
func FloatRound(a int) int { return int(float64(a) * 0.5) }

// FloatParam compares a float64 with itself (false for NaN).
func FloatParam(f float64, a int) bool { return f == f && a > 0 }

// FloatIface compares a boxed float64 with itself.
func FloatIface(f float64) bool { return any(f) == any(f) }

// FloatDiv divides by zero: no panic for floats.
//
// conform: outcome
func FloatDiv(a int) float64 { return float64(a) / 0.0 }

// FloatAdd adds two floats: exact but for the bits of a NaN sum.
//
// conform: outcome
func FloatAdd(a, b float64) float64 { return a + b }

// FloatSum adds two integers as floats: never NaN.
func FloatSum(a, b int32) float64 { return float64(a) + float64(b) }

// FloatZeros tells the zeros apart by their sign and compares them.
func FloatZeros(f float64) (bool, bool, bool) {
	return f == 0, math.Signbit(f), f == math.Copysign(0, -1)
}

// FloatNegBits negates and reads the bits: the sign flips, NaNs included.
func FloatNegBits(f float64) uint64 { return math.Float64bits(-f) }

// FloatFromBits reads bits as a float and compares it.
func FloatFromBits(b uint64) (bool, bool) {
	f := math.Float64frombits(b)
	return f < 1, math.IsNaN(f)
}

// FloatAbs clears the sign; Inf tests it.
func FloatAbs(f float64) (float64, bool) { return math.Abs(f), math.IsInf(f, 0) }

// FloatTrunc converts to an integer: exact in range, the hardware's
// choice out of range (NaN, infinities, 1e300).
//
// conform: outcome
func FloatTrunc(f float64) int64 { return int64(f) }

// FloatTruncSmall converts values in range, negative ones included.
func FloatTruncSmall(a int16) (int8, uint8) {
	f := float64(a) / 300
	return int8(f), uint8(f * f / 50)
}

// FloatFused may fuse the product into the addition.
//
// conform: outcome
func FloatFused(a, b, c float64) float64 { return a*b + c }

// FloatNarrow rounds to float32 and back.
func FloatNarrow(a int64) float64 { return float64(float32(float64(a) * 0.1)) }

// FloatUnsigned converts an unsigned integer, large ones included.
func FloatUnsigned(a uint64) float64 { return float64(a) }

// FloatIfaceZero compares boxed zeros of both signs.
func FloatIfaceZero(f float64) bool { return any(f) == any(math.Copysign(0, -1)) }

// FloatRounding rounds in each direction and takes a square root.
//
// conform: outcome
func FloatRounding(f float64) (float64, float64, float64, float64) {
	return math.Floor(f), math.Ceil(f), math.Trunc(f), math.Sqrt(f)
}

// FloatRoundingInts rounds quotients of integers: never NaN.
func FloatRoundingInts(a int16) (int, int, int) {
	f := float64(a) / 7
	return int(math.Floor(f)), int(math.Ceil(f)), int(math.Trunc(f))
}

// FloatFusedConst adds a constant to a product of inputs: the addition may
// be fused although neither operand is an input.
//
// conform: outcome
func FloatFusedConst(a, b float64) float64 { return a*b + 1 }
