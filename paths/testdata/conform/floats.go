// This file holds floating-point operations, which the encoding leaves
// uninterpreted (deterministic functions of their operands).

package conform

// FloatLess compares two integers as float64 values.
//
// conform: sound
func FloatLess(a, b int) bool { return float64(a) < float64(b) }

// FloatRound halves an integer through float64.
//
// conform: sound
func FloatRound(a int) int { return int(float64(a) * 0.5) }

// FloatParam compares a float64 with itself (false for NaN).
//
// conform: sound
func FloatParam(f float64, a int) bool { return f == f && a > 0 }

// FloatIface compares a boxed float64 with itself.
//
// conform: sound
func FloatIface(f float64) bool { return any(f) == any(f) }

// FloatDiv divides by zero: no panic for floats.
//
// conform: outcome
func FloatDiv(a int) float64 { return float64(a) / 0.0 }
