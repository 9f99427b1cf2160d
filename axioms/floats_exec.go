// This file defines float values of the executable models: their bits,
// their Go literal, and the number == compares.

package axioms

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// FloatValue returns the Value of the float of type typ (float32 or
// float64 underneath) whose IEEE bits of the given width are bits. The
// literal is Go source for that exact value: -0.0, infinities and NaNs go
// through package math.
func FloatValue(bits uint64, width int, typ string) Value {
	f := floatBits(bits, width)
	var lit string
	switch {
	case math.IsNaN(f) && width == 64 && bits == math.Float64bits(math.NaN()):
		lit = "math.NaN()"
	case math.IsNaN(f) && width == 64:
		lit = fmt.Sprintf("math.Float64frombits(%#x)", bits)
	case math.IsNaN(f):
		lit = fmt.Sprintf("math.Float32frombits(%#x)", bits)
	case math.IsInf(f, 1):
		lit = "math.Inf(1)"
	case math.IsInf(f, -1):
		lit = "math.Inf(-1)"
	case f == 0 && math.Signbit(f):
		lit = "math.Copysign(0, -1)"
	default:
		lit = strconv.FormatFloat(f, 'g', -1, width)
		if !strings.ContainsAny(lit, ".e") {
			lit += ".0" // an untyped constant with a point is a float64 in an interface
		}
	}
	litType := "float64" // of the expression printed: untyped constants and math's functions
	if strings.HasPrefix(lit, "math.Float32frombits") {
		litType = "float32"
	}
	if typ != litType {
		lit = typ + "(" + lit + ")"
	}
	return Value{Go: lit, Key: typ + ":" + strconv.FormatUint(bits, 16), Type: typ,
		Int: new(big.Int).SetUint64(bits), Width: width, Float: true}
}

// floatBits is the number whose IEEE bits of the given width are bits.
func floatBits(bits uint64, width int) float64 {
	if width == 32 {
		return float64(math.Float32frombits(uint32(bits)))
	}
	return math.Float64frombits(bits)
}

// floatOf is the number a float Value holds.
func floatOf(v Value) float64 { return floatBits(v.Int.Uint64(), v.Width) }
