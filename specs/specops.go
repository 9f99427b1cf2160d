// This file defines the symbolic operators of spec expressions: Go's ==
// (on interface values with its panic), integer arithmetic that wraps,
// orderings, string concatenation, && and ||.

package specs

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

func itoa(i int) string { return strconv.Itoa(i) }

// binary evaluates a binary expression on path p.
func (in *symInterp) binary(e *ast.BinaryExpr, p *symPath) *smt.Term {
	if k := in.m.consts[e]; k != nil {
		return bvConst(k, 64)
	}
	tx, ty := in.m.types[e.X], in.m.types[e.Y]
	x := in.expr(e.X, p)
	if e.Op == token.LAND || e.Op == token.LOR {
		// The right operand is evaluated only when needed: its panics too.
		c := x
		if e.Op == token.LOR {
			c = smt.Not(x)
		}
		q := &symPath{cond: smt.And(p.cond, c), st: p.st, env: p.env}
		y := in.expr(e.Y, q)
		if e.Op == token.LAND {
			return smt.And(x, y)
		}
		return smt.Or(x, y)
	}
	y := in.expr(e.Y, p)
	t := tx // the operands' common type
	switch {
	case tx.kind != typed:
		t = ty
	case ty.isAny() || ty.isParam() && !tx.isParam():
		t = ty
	}
	x = in.convertTo(x, tx, t, in.m.consts[e.X])
	y = in.convertTo(y, ty, t, in.m.consts[e.Y])
	switch e.Op {
	case token.EQL, token.NEQ:
		eq := in.equal(x, y, t, p)
		if e.Op == token.NEQ {
			return smt.Not(eq)
		}
		return eq
	case token.ADD:
		if t.isString() {
			return smt.Apply("str.++", smt.String, x, y)
		}
		return smt.Apply("bvadd", x.Sort, x, y)
	case token.SUB:
		return smt.Apply("bvsub", x.Sort, x, y)
	case token.MUL:
		return smt.Apply("bvmul", x.Sort, x, y)
	}
	op := map[token.Token]string{token.LSS: "lt", token.LEQ: "le", token.GTR: "gt", token.GEQ: "ge"}[e.Op]
	if t.basic().Info()&types.IsUnsigned != 0 {
		return smt.Apply("bvu"+op, smt.Bool, x, y)
	}
	return smt.Apply("bvs"+op, smt.Bool, x, y)
}

// equal is Go's x == y at type t; on interface values it may panic.
func (in *symInterp) equal(x, y *smt.Term, t styp, p *symPath) *smt.Term {
	if t.native() && values.IsCompound(t.t) {
		eq, panics := in.v.Equal(t.t, x, y)
		if !panics.IsFalse() {
			in.panics = append(in.panics, panicEvent{smt.And(p.cond, panics), in.v.Func("panic!uncomparable", values.AnySort, smt.IntLit(0))})
			p.cond = smt.And(p.cond, smt.Not(panics))
		}
		return eq
	}
	if t.native() {
		return smt.Eq(x, y)
	}
	ep := in.v.EqPanics(x, y)
	in.panics = append(in.panics, panicEvent{smt.And(p.cond, ep), in.v.Func("panic!uncomparable", values.AnySort, in.v.TypeOf(x))})
	p.cond = smt.And(p.cond, smt.Not(ep))
	return in.v.GoEq(x, y)
}
