// This file defines the translation of Go's operators: unary and binary
// operators with Go's integer semantics (wrap-around, division by zero,
// shift counts), conversions, and constants.

package paths

import (
	"go/constant"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

func anySort() smt.Sort { return values.AnySort }

func isInt(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

func isUnsigned(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsUnsigned != 0
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func (w *walker) unop(st *state, b *ssa.BasicBlock, i int, in *ssa.UnOp) bool {
	switch in.Op {
	case token.MUL: // load
		if w.isBase(st, in) {
			return true
		}
		if w.racyRead(st, in) { // racy.go
			return true
		}
		if !w.client.ByPointer && (w.isBaseAddr(st, in.X) || w.client.Global != nil && in.X == w.client.Global) {
			w.refuse(in.Pos(), "reads the base object %s directly, not through its methods: not supported", w.client.Base)
			return true
		}
		return w.nilCheck(st, b, i, in.X, func(st *state) {
			st.env[in] = w.load(st, in)
			w.receiverCell(st, in) // a captured receiver (closures.go)
			w.loadFunc(st, in)     // a function value held by a cell (closures.go)
		})
	case token.ARROW:
		w.refuse(in.Pos(), "channel receive (it blocks until a value or a close comes, as range over a channel does; a receive in a select with default does not): not supported")
		return true
	}
	x := w.value(st, in.X)
	s := w.model.Sort(in.Type())
	switch {
	case in.Op == token.NOT:
		st.env[in] = smt.Not(x)
	case in.Op == token.SUB && isInt(in.Type()):
		st.env[in] = smt.Apply("bvneg", s, x)
	case in.Op == token.XOR && isInt(in.Type()):
		st.env[in] = smt.Apply("bvnot", s, x)
	case in.Op == token.SUB && values.IsFloat(in.Type()):
		st.env[in] = floatNeg(x)
	default: // complex numbers: an uninterpreted function of the operand
		st.env[in] = w.model.Func("unop!"+in.Op.String()+"!"+s.String(), s, x)
	}
	return true
}

var bvOps = map[token.Token]string{token.ADD: "bvadd", token.SUB: "bvsub", token.MUL: "bvmul",
	token.AND: "bvand", token.OR: "bvor", token.XOR: "bvxor"}

func (w *walker) binop(st *state, b *ssa.BasicBlock, i int, in *ssa.BinOp) bool {
	if w.funcNilCompare(st, in) { // a function value the path knows, against nil (closures.go)
		return true
	}
	x, y := w.value(st, in.X), w.value(st, in.Y)
	t := in.X.Type()
	s := w.model.Sort(in.Type())
	switch in.Op {
	case token.EQL, token.NEQ:
		return w.equality(st, b, i, in, x, y)
	case token.LSS, token.LEQ, token.GTR, token.GEQ:
		st.env[in] = w.compare(in.Op, t, x, y)
		return true
	}
	if isString(t) && in.Op == token.ADD {
		st.env[in] = smt.Apply("str.++", smt.String, x, y)
		return true
	}
	if values.IsFloat(t) {
		st.env[in] = w.floatBinop(st, b, i, in, x, y, s)
		return true
	}
	if !isInt(t) { // complex numbers
		st.env[in] = w.model.Func("binop!"+in.Op.String()+"!"+s.String(), s, x, y)
		return true
	}
	if op, ok := bvOps[in.Op]; ok {
		st.env[in] = smt.Apply(op, s, x, y)
		return true
	}
	switch in.Op {
	case token.AND_NOT:
		st.env[in] = smt.Apply("bvand", s, x, smt.Apply("bvnot", s, y))
	case token.QUO, token.REM:
		op := map[bool]map[token.Token]string{true: {token.QUO: "bvudiv", token.REM: "bvurem"},
			false: {token.QUO: "bvsdiv", token.REM: "bvsrem"}}[isUnsigned(t)][in.Op]
		zero := smt.Eq(y, smt.BVLit(0, s.Width))
		return w.guard(st, b, i, zero, w.runtimePanic("divide"), func(st *state) {
			st.env[in] = smt.Apply(op, s, x, y)
		})
	case token.SHL, token.SHR:
		return w.shift(st, b, i, in, x, y)
	default:
		w.refuse(in.Pos(), "operator %s: not supported", in.Op)
	}
	return true
}

// equality translates == and != with Go's semantics per type (values.Equal):
// a comparison that may panic forks a panicking path.
func (w *walker) equality(st *state, b *ssa.BasicBlock, i int, in *ssa.BinOp, x, y *smt.Term) bool {
	eq, panics := w.model.Equal(in.X.Type(), x, y)
	if nilComparison(in) { // a map, slice or func against nil: whether it is the nil value (freshmap.go)
		eq = smt.Eq(x, y)
	}
	if neverPanics(in.X) || neverPanics(in.Y) {
		panics = smt.False
	}
	if in.Op == token.NEQ {
		eq = smt.Not(eq)
	}
	pv := w.runtimePanic("uncomparable", x, y)
	if x.Sort == values.AnySort {
		pv = w.runtimePanic("uncomparable", w.model.TypeOf(x)) // names the dynamic type only
	}
	return w.guard(st, b, i, panics, pv, func(st *state) { st.env[in] = eq })
}

// neverPanics recognises an interface operand whose dynamic type never
// panics under ==: a boxed value of such a type, or nil.
func neverPanics(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.MakeInterface:
		return values.NeverPanicsOnEq(v.X.Type())
	case *ssa.Const:
		return v.IsNil()
	case *ssa.UnOp, *ssa.Call: // a sentinel or a new error: a pointer (errors.go)
		return comparableError(v)
	}
	return false
}

func (w *walker) compare(op token.Token, t types.Type, x, y *smt.Term) *smt.Term {
	switch {
	case isInt(t):
		u := isUnsigned(t)
		name := map[token.Token][2]string{token.LSS: {"bvslt", "bvult"}, token.LEQ: {"bvsle", "bvule"},
			token.GTR: {"bvsgt", "bvugt"}, token.GEQ: {"bvsge", "bvuge"}}[op]
		if u {
			return smt.Apply(name[1], smt.Bool, x, y)
		}
		return smt.Apply(name[0], smt.Bool, x, y)
	case values.IsFloat(t):
		return floatCompare(op, x, y)
	case isString(t):
		switch op {
		case token.LSS:
			return smt.Apply("str.<", smt.Bool, x, y)
		case token.LEQ:
			return smt.Apply("str.<=", smt.Bool, x, y)
		case token.GTR:
			return smt.Apply("str.<", smt.Bool, y, x)
		default:
			return smt.Apply("str.<=", smt.Bool, y, x)
		}
	}
	return w.model.Func("cmp!"+op.String()+"!"+x.Sort.String(), smt.Bool, x, y)
}

// shift translates << and >>: counts at least the width give 0 (or the
// sign), a negative signed count panics.
func (w *walker) shift(st *state, b *ssa.BasicBlock, i int, in *ssa.BinOp, x, y *smt.Term) bool {
	wd, yw := x.Sort.Width, y.Sort.Width
	cnt := y
	switch {
	case yw < wd:
		cnt = smt.Apply(ext(wd-yw, false), smt.BV(wd), y)
	case yw > wd:
		big := smt.Apply("bvuge", smt.Bool, y, smt.BVLit(uint64(wd), yw))
		cnt = smt.Ite(big, smt.BVLit(uint64(wd), wd), smt.Apply(extract(wd-1, 0), smt.BV(wd), y))
	}
	op := "bvshl"
	if in.Op == token.SHR {
		op = "bvashr"
		if isUnsigned(in.X.Type()) {
			op = "bvlshr"
		}
	}
	neg := smt.False
	if !isUnsigned(in.Y.Type()) {
		neg = smt.Apply("bvslt", smt.Bool, y, smt.BVLit(0, yw))
	}
	return w.guard(st, b, i, neg, w.runtimePanic("negativeshift"), func(st *state) {
		st.env[in] = smt.Apply(op, x.Sort, x, cnt)
	})
}

func ext(n int, signed bool) string {
	if signed {
		return "(_ sign_extend " + itoa(n) + ")"
	}
	return "(_ zero_extend " + itoa(n) + ")"
}

func extract(hi, lo int) string { return "(_ extract " + itoa(hi) + " " + itoa(lo) + ")" }

// convert translates a conversion between basic types.
func (w *walker) convert(st *state, in *ssa.Convert) *smt.Term {
	x := w.value(st, in.X)
	from, to := in.X.Type(), in.Type()
	ts := w.model.Sort(to)
	if isInt(from) && isInt(to) {
		fw, tw := x.Sort.Width, ts.Width
		switch {
		case fw == tw:
			return x
		case fw > tw:
			return smt.Apply(extract(tw-1, 0), ts, x)
		default:
			return smt.Apply(ext(tw-fw, !isUnsigned(from)), ts, x)
		}
	}
	if isString(from) && isString(to) {
		return x
	}
	if r, ok := w.floatConvert(x, from, to); ok {
		return r
	}
	if isSlice(to) { // []byte(s), []rune(s): a fresh slice
		return w.havoc(st, in)
	}
	if isSlice(from) { // string(b): reads the elements, which may change
		return w.havoc(st, in)
	}
	return w.model.Func("convert!"+x.Sort.String()+"!"+ts.String(), ts, x)
}

// retype converts between types with one representation.
func (w *walker) retype(x *smt.Term, to types.Type, kind string) *smt.Term {
	ts := w.model.Sort(to)
	if x.Sort.Equal(ts) {
		return x
	}
	return w.model.Func(kind+"!"+x.Sort.String()+"!"+ts.String(), ts, x)
}

// constant translates a constant of any type.
func (w *walker) constant(c *ssa.Const) *smt.Term {
	t := c.Type()
	s := w.model.Sort(t)
	if c.Value == nil {
		if _, ok := t.(*types.TypeParam); ok {
			return w.model.Zero(t)
		}
		if _, ok := t.Underlying().(*types.Interface); ok {
			return w.model.Nil()
		}
		return w.model.Zero(t) // nil pointer, slice, map, chan, func; zero struct
	}
	if values.IsFloat(t) {
		return floatConst(c.Value, s.Width)
	}
	switch s.Kind {
	case smt.KindBool:
		return smt.BoolLit(constant.BoolVal(c.Value))
	case smt.KindBV:
		if isUnsigned(t) {
			v, _ := constant.Uint64Val(c.Value)
			return smt.BVLit(v, s.Width)
		}
		v, _ := constant.Int64Val(c.Value)
		return smt.BVLit(uint64(v), s.Width)
	case smt.KindString:
		return smt.StringLit(constant.StringVal(c.Value))
	}
	return w.model.Func("const!"+s.String()+"!"+c.Value.ExactString(), s)
}
