// This file translates floating-point operations. Floats are their IEEE
// bits (values/floats.go); arithmetic, comparisons and conversions go
// through the SMT floating-point theory with Go's rounding (to nearest
// even; conversions to integers truncate). What Go leaves to the
// implementation stays an uninterpreted function of the operands: the
// bits of a NaN result, a float-to-integer conversion out of range, and an
// addition or subtraction of a product, which Go may fuse into one
// rounding (the Go specification, "Arithmetic operators").

package paths

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"math"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

var fpOps = map[token.Token]string{token.ADD: "fp.add", token.SUB: "fp.sub", token.MUL: "fp.mul", token.QUO: "fp.div"}

// floatBinop translates x op y on floats of sort s. An addition or a
// subtraction may be fused with a product into one rounding (the product
// may be out of sight: in a helper Go inlines, in the caller of an
// inlined function); whether a site is fused is a property of the
// compiled code, one choice per site (fuse?SITE, shared by every run), and
// a fused result is an uninterpreted function of the site, of the
// operands and of what they were computed from (the factors of a visible
// product, the arguments of a helper call).
func (w *walker) floatBinop(st *state, b *ssa.BasicBlock, i int, in *ssa.BinOp, x, y *smt.Term, s smt.Sort) *smt.Term {
	name := in.Op.String() + "!" + s.String()
	op, ok := fpOps[in.Op]
	if !ok {
		return w.model.Func("binop!"+name, s, x, y)
	}
	r := smt.Apply(op, values.FP(x).Sort, values.RNE, values.FP(x), values.FP(y))
	exact := values.Bits(r, s.Width, quiet(w.model.Func("nan!"+name, s, x, y)))
	fromX, mayX := provenance(x)
	fromY, mayY := provenance(y)
	if in.Op != token.ADD && in.Op != token.SUB || !mayX && !mayY {
		return exact
	}
	site := w.site(st, b, i)
	args := append(append([]*smt.Term{x, y}, fromX...), fromY...)
	fused := w.model.Func("fused!"+site+"!"+s.String(), s, args...)
	return smt.Ite(w.model.Func("fuse?"+site, smt.Bool), fused, exact)
}

// quiet makes bits a quiet NaN (exponent all ones, the quiet bit set),
// the only NaNs arithmetic and conversions produce; sign and payload stay
// as given.
func quiet(bits *smt.Term) *smt.Term {
	mask := uint64(0x7ff8000000000000)
	if bits.Sort.Width == 32 {
		mask = 0x7fc00000
	}
	return smt.Apply("bvor", bits.Sort, bits, smt.BVLit(mask, bits.Sort.Width))
}

// site names instruction i of block b of the walked code for per-site
// choices: its function, block and index, and the calls of the inlined
// helpers it is in (Go may inline, and fuse, each copy differently).
func (w *walker) site(st *state, b *ssa.BasicBlock, i int) string {
	name := fmt.Sprintf("%s!%d!%d", b.Parent(), b.Index, i)
	for _, f := range st.stack {
		name += fmt.Sprintf("@%d!%d", f.block.Index, f.index)
	}
	return name
}

// provenance says whether a float operand may be a product Go could
// fuse with an addition, and what it was computed from, for the fused
// result: the factors of a visible product (negated or not), the
// arguments of a functional call. Only values known to be rounded are
// ruled out (rounded); anything else (an input: the caller's product
// once Go inlines the function; a value read from memory or out of a
// struct: a product the compiler forwarded) may be one.
func provenance(t *smt.Term) (from []*smt.Term, may bool) {
	if t.Kind == smt.App && t.Op == "bvxor" && len(t.Args) == 2 { // a negation
		t = t.Args[0]
	}
	if nan, ok := values.NaNBranch(t); ok && strings.HasPrefix(strings.Trim(nan.Op, "|"), "nan!*!") {
		return nan.Args, true // the unfused product's factors
	}
	if rounded(t) {
		return nil, false
	}
	if name := strings.Trim(t.Op, "|"); t.Kind == smt.App && (strings.HasPrefix(name, "fn!") || strings.HasPrefix(name, "std!")) {
		return t.Args, true
	}
	return nil, true
}

// rounded reports whether a float term is a rounded value no addition
// can fuse with: a constant, a conversion from an integer, the result of
// an operation other than a product, of a fused site, or of math's bit
// functions (Abs, Copysign).
func rounded(t *smt.Term) bool {
	switch {
	case t.Kind == smt.Literal:
		return true
	case t.Kind != smt.App:
		return false
	case t.Op == "fp.to_ieee_bv", t.Op == "bvand", t.Op == "bvor":
		return true
	case t.Op == "ite" && len(t.Args) == 3:
		if _, ok := values.NaNBranch(t); ok {
			return true // not a product: checked first by provenance
		}
		return strings.HasPrefix(strings.Trim(t.Args[1].Op, "|"), "fused!")
	}
	return false
}

// floatCompare translates x op y (<, <=, >, >=) on floats.
func floatCompare(op token.Token, x, y *smt.Term) *smt.Term {
	name := map[token.Token]string{token.LSS: "fp.lt", token.LEQ: "fp.leq", token.GTR: "fp.gt", token.GEQ: "fp.geq"}[op]
	return smt.Apply(name, smt.Bool, values.FP(x), values.FP(y))
}

// floatNeg translates -x: the sign bit flips (NaNs included).
func floatNeg(x *smt.Term) *smt.Term {
	return smt.Apply("bvxor", x.Sort, x, signBit(x.Sort.Width))
}

func signBit(w int) *smt.Term { return smt.BVLit(1<<(w-1), w) }

// floatConvert translates conversions from or to floats; ok is false for
// other conversions.
func (w *walker) floatConvert(x *smt.Term, from, to types.Type) (*smt.Term, bool) {
	ts := w.model.Sort(to)
	switch {
	case values.IsFloat(from) && values.IsFloat(to):
		if x.Sort.Width == ts.Width {
			return x, true
		}
		r := smt.Apply("(_ to_fp "+values.FPFormat(ts.Width)+")", values.FPSort(ts.Width), values.RNE, values.FP(x))
		return values.Bits(r, ts.Width, quiet(w.model.Func("nan!convert!"+x.Sort.String()+"!"+ts.String(), ts, x))), true
	case isInt(from) && values.IsFloat(to):
		op := "(_ to_fp " + values.FPFormat(ts.Width) + ")"
		if isUnsigned(from) {
			op = "(_ to_fp_unsigned " + values.FPFormat(ts.Width) + ")"
		}
		return values.ExactBits(smt.Apply(op, values.FPSort(ts.Width), values.RNE, x), ts.Width), true
	case values.IsFloat(from) && isInt(to):
		f := values.FP(x)
		r := smt.Apply("fp.roundToIntegral", f.Sort, values.RTZ, f)
		lo, hi := -math.Ldexp(1, ts.Width-1), math.Ldexp(1, ts.Width-1) // the truncation must lie in [lo, hi)
		op := "(_ fp.to_sbv " + itoa(ts.Width) + ")"
		if isUnsigned(to) {
			lo, hi = 0, math.Ldexp(1, ts.Width)
			op = "(_ fp.to_ubv " + itoa(ts.Width) + ")"
		}
		in := smt.And(smt.Apply("fp.leq", smt.Bool, values.FP(values.FloatLit(lo, x.Sort.Width)), r),
			smt.Apply("fp.lt", smt.Bool, r, values.FP(values.FloatLit(hi, x.Sort.Width))))
		out := w.model.Func("outofrange!"+x.Sort.String()+"!"+ts.String(), ts, x) // implementation-defined
		return smt.Ite(smt.Not(in), out, smt.Apply(op, ts, values.RTZ, f)), true
	}
	return nil, false
}

// floatConst returns the bits of a float constant of width w: the nearest
// float (go/constant rounds exactly once).
func floatConst(v constant.Value, w int) *smt.Term {
	if w == 32 {
		f, _ := constant.Float32Val(constant.ToFloat(v))
		return smt.BVLit(uint64(math.Float32bits(f)), 32)
	}
	f, _ := constant.Float64Val(constant.ToFloat(v))
	return smt.BVLit(math.Float64bits(f), 64)
}

// mathCall translates the functions of package math that are exact on a
// float's bits or correctly rounded (Floor, Ceil, Trunc, Sqrt); ok is
// false for the others.
func (w *walker) mathCall(st *state, in *ssa.Call, obj *types.Func) (*smt.Term, bool) {
	if obj.Pkg() == nil || obj.Pkg().Path() != "math" {
		return nil, false
	}
	args := in.Common().Args
	arg := func(i int) *smt.Term { return w.value(st, args[i]) }
	switch obj.Name() {
	case "Float64bits", "Float64frombits", "Float32bits", "Float32frombits":
		return arg(0), true
	case "Signbit":
		x := arg(0)
		return smt.Eq(smt.Apply(extract(x.Sort.Width-1, x.Sort.Width-1), smt.BV(1), x), smt.BVLit(1, 1)), true
	case "IsNaN":
		return smt.Apply("fp.isNaN", smt.Bool, values.FP(arg(0))), true
	case "Abs":
		x := arg(0)
		return smt.Apply("bvand", x.Sort, x, smt.Apply("bvnot", x.Sort, signBit(x.Sort.Width))), true
	case "Copysign":
		x, y := arg(0), arg(1)
		sign := signBit(x.Sort.Width)
		return smt.Apply("bvor", x.Sort, smt.Apply("bvand", x.Sort, x, smt.Apply("bvnot", x.Sort, sign)), smt.Apply("bvand", x.Sort, y, sign)), true
	case "Inf":
		sign := arg(0)
		pos := smt.Apply("bvsge", smt.Bool, sign, smt.BVLit(0, sign.Sort.Width))
		return smt.Ite(pos, values.FloatLit(math.Inf(1), 64), values.FloatLit(math.Inf(-1), 64)), true
	case "IsInf":
		x, sign := arg(0), arg(1)
		zero := smt.BVLit(0, sign.Sort.Width)
		pos, neg := smt.Eq(x, values.FloatLit(math.Inf(1), 64)), smt.Eq(x, values.FloatLit(math.Inf(-1), 64))
		return smt.Ite(smt.Apply("bvsgt", smt.Bool, sign, zero), pos,
			smt.Ite(smt.Apply("bvslt", smt.Bool, sign, zero), neg, smt.Or(pos, neg))), true
	case "NaN":
		return smt.BVLit(math.Float64bits(math.NaN()), 64), true
	case "Floor", "Ceil", "Trunc", "Sqrt": // correctly rounded; a NaN result's bits stay the hardware's
		x := arg(0)
		f := values.FP(x)
		var r *smt.Term
		switch obj.Name() {
		case "Sqrt":
			r = smt.Apply("fp.sqrt", f.Sort, values.RNE, f)
		default:
			mode := map[string]string{"Floor": "RTN", "Ceil": "RTP", "Trunc": "RTZ"}[obj.Name()]
			r = smt.Apply("fp.roundToIntegral", f.Sort, smt.Lit(mode, values.RNE.Sort), f)
		}
		return values.Bits(r, 64, w.model.Func("nan!math."+obj.Name(), x.Sort, x)), true
	}
	return nil, false
}
