// This file defines floating-point values. A float32 or float64 is its
// IEEE 754 bits, a bit-vector of 32 or 64: math.Float64bits and
// Float64frombits are identities, and +0, -0 and every NaN are distinct
// values, as they are in memory. Go's operations on them go through the
// SMT floating-point theory (FP reads the bits as a float, Bits writes one
// back); == is the theory's fp.eq (+0 == -0, NaN != NaN). The floating-
// point terms are transient: no constant or field has a floating-point
// sort.

package values

import (
	"go/types"
	"math"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
)

// IsFloat reports whether t is a float32 or float64 type (not complex).
func IsFloat(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsFloat != 0
}

// FPFormat returns the exponent and significand widths of a float of
// width w bits, as the SMT theory indexes them.
func FPFormat(w int) string {
	if w == 32 {
		return "8 24"
	}
	return "11 53"
}

// FPSort is the (transient) sort of floating-point terms of width w.
func FPSort(w int) smt.Sort { return smt.Named("(_ FloatingPoint " + FPFormat(w) + ")") }

// FP returns the floating-point number whose IEEE bits are x.
func FP(x *smt.Term) *smt.Term {
	return smt.Apply("(_ to_fp "+FPFormat(x.Sort.Width)+")", FPSort(x.Sort.Width), x)
}

// Bits returns the IEEE bits, of width w, of the floating-point number r,
// with nan standing for the bits of a NaN result (a NaN's bits depend on
// the hardware: the caller passes an uninterpreted function of the
// operands).
func Bits(r *smt.Term, w int, nan *smt.Term) *smt.Term {
	return smt.Ite(smt.Apply("fp.isNaN", smt.Bool, r), nan, smt.Apply("fp.to_ieee_bv", smt.BV(w), r))
}

// NaNBranch returns, for t built by Bits (an ite on fp.isNaN), the
// uninterpreted function that stands for a NaN result's bits, looking
// through the quieting of paths (a bvor with a mask); ok is false for
// other terms.
func NaNBranch(t *smt.Term) (*smt.Term, bool) {
	if t.Kind != smt.App || t.Op != "ite" || len(t.Args) != 3 {
		return nil, false
	}
	nan := t.Args[1]
	if nan.Kind == smt.App && nan.Op == "bvor" && len(nan.Args) == 2 {
		nan = nan.Args[0]
	}
	return nan, strings.HasPrefix(strings.Trim(nan.Op, "|"), "nan!")
}

// ExactBits returns the IEEE bits of r, which is never NaN.
func ExactBits(r *smt.Term, w int) *smt.Term { return smt.Apply("fp.to_ieee_bv", smt.BV(w), r) }

// RNE is the rounding mode of Go's floating-point arithmetic and
// conversions to floats: to nearest, ties to even.
var RNE = smt.Lit("RNE", smt.Named("RoundingMode"))

// RTZ rounds toward zero: conversions of floats to integers truncate.
var RTZ = smt.Lit("RTZ", smt.Named("RoundingMode"))

// FloatLit returns the float of width w nearest to v, as bits.
func FloatLit(v float64, w int) *smt.Term {
	if w == 32 {
		return smt.BVLit(uint64(math.Float32bits(float32(v))), 32)
	}
	return smt.BVLit(math.Float64bits(v), 64)
}

// FloatEq is Go's x == y on floats given as bits.
func FloatEq(x, y *smt.Term) *smt.Term { return smt.Apply("fp.eq", smt.Bool, FP(x), FP(y)) }

// exactEq reports whether Go's == on values of t is a term of the model's
// own theories (Equal builds no uninterpreted function for it): plain
// types, floats, and structs and small arrays of these.
func exactEq(t types.Type) bool {
	switch {
	case Plain(t), IsFloat(t):
		return true
	case isCompound(t):
		for _, e := range elems(t) {
			if !exactEq(e) {
				return false
			}
		}
		return true
	}
	return false
}
