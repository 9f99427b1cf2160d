// This file defines the typing of spec expressions and of the calls of
// the primitive state operations.

package specs

import (
	"go/ast"
	"go/token"
	"math/big"
	"strconv"
)

// A primitive is a state operation a body may call.
type primitive struct {
	keyed   bool   // map state (else cell)
	args    string // "k", "kv", "", "x": key, value, nothing, cell value
	results string // "v?" (value, ok), "b" (bool), "x" (cell value), ""
	mutates bool
}

var primitives = map[string]primitive{
	"get":   {keyed: true, args: "k", results: "v?"},
	"has":   {keyed: true, args: "k", results: "b"},
	"put":   {keyed: true, args: "kv", mutates: true},
	"del":   {keyed: true, args: "k", mutates: true},
	"clear": {keyed: true, mutates: true},
	"load":  {results: "x"},
	"store": {args: "x", mutates: true},
}

// value checks e as an expression with exactly one value.
func (c *checker) value(e ast.Expr, sc *scope) styp {
	if call, ok := unparen(e).(*ast.CallExpr); ok {
		before := len(*c.errs)
		ts := c.call(call, sc, false)
		if len(ts) != 1 && len(*c.errs) > before {
			return noType // reported
		}
		if len(ts) != 1 {
			if len(ts) == 0 {
				c.errorf(e.Pos(), exprString(e)+" (no value) used as value")
			} else {
				c.errorf(e.Pos(), "multiple-value "+exprString(e)+" in single-value context")
			}
			return noType
		}
		c.m.types[e] = ts[0]
		return ts[0]
	}
	return c.expr(e, sc)
}

// expr types e, records its type (and constant value) and returns it.
func (c *checker) expr(e ast.Expr, sc *scope) styp {
	t := c.expr1(e, sc)
	c.m.types[e] = t
	return t
}

func (c *checker) expr1(e ast.Expr, sc *scope) styp {
	switch e := e.(type) {
	case *ast.ParenExpr:
		t := c.value(e.X, sc)
		if k := c.m.consts[e.X]; k != nil {
			c.m.consts[e] = k
		}
		return t
	case *ast.Ident:
		return c.ident(e, sc)
	case *ast.BasicLit:
		switch e.Kind {
		case token.INT:
			k, ok := new(big.Int).SetString(e.Value, 0)
			if !ok {
				c.errorf(e.Pos(), "integer literal "+e.Value+": not supported")
				return noType
			}
			c.m.consts[e] = k
			return tUntyped
		case token.STRING:
			return tString
		}
		c.errorf(e.Pos(), "literal "+e.Value+": only integer and string literals are supported in specs")
	case *ast.CallExpr:
		return c.value(e, sc)
	case *ast.UnaryExpr:
		return c.unary(e, sc)
	case *ast.BinaryExpr:
		return c.binary(e, sc)
	case *ast.CompositeLit:
		return c.compositeLit(e, sc)
	case *ast.SelectorExpr:
		return c.selector(e, sc)
	default:
		c.errorf(e.Pos(), "expression "+exprString(e)+": not supported in specs")
	}
	return noType
}

func (c *checker) ident(e *ast.Ident, sc *scope) styp {
	switch e.Name {
	case "true", "false":
		return tBool
	case "nil":
		return tNil
	}
	if l := sc.lookup(e.Name); l != nil {
		c.m.refs[e] = l
		return l.typ
	}
	if _, ok := primitives[e.Name]; ok || e.Name == "zero" || e.Name == "panic" {
		c.errorf(e.Pos(), e.Name+" must be called")
		return noType
	}
	c.errorf(e.Pos(), "undefined: "+e.Name)
	return noType
}

func (c *checker) unary(e *ast.UnaryExpr, sc *scope) styp {
	t := c.value(e.X, sc)
	switch {
	case e.Op == token.NOT && t.isBool():
		return t
	case e.Op == token.SUB && t.kind == untypedInt:
		c.m.consts[e] = new(big.Int).Neg(c.m.consts[e.X])
		return t
	case e.Op == token.SUB && t.isInt():
		return t
	case t == noType:
		return noType
	}
	c.errorf(e.Pos(), "operator "+e.Op.String()+" on "+t.name(c.s.params)+": not supported in specs")
	return noType
}

func (c *checker) binary(e *ast.BinaryExpr, sc *scope) styp {
	x, y := c.value(e.X, sc), c.value(e.Y, sc)
	if x == noType || y == noType {
		return noType
	}
	kx, ky := c.m.consts[e.X], c.m.consts[e.Y]
	switch e.Op {
	case token.LAND, token.LOR:
		if x.isBool() && y.isBool() {
			return tBool
		}
	case token.EQL, token.NEQ:
		if x.kind != typed && y.kind != typed {
			c.errorf(e.Pos(), "comparison of two untyped constants: not supported in specs")
			return noType
		}
		ok := assignable(x, y, kx) || assignable(y, x, ky)
		if ok && (x.kind != typed || x.comparableIn(c.s.params)) && (y.kind != typed || y.comparableIn(c.s.params)) {
			return tBool
		}
		c.errorf(e.Pos(), "invalid comparison "+exprString(e)+" ("+x.name(c.s.params)+" and "+y.name(c.s.params)+")")
		return noType
	case token.ADD, token.SUB, token.MUL:
		if x.kind == untypedInt && y.kind == untypedInt {
			c.m.consts[e] = fold(e.Op, kx, ky)
			return tUntyped
		}
		if e.Op == token.ADD && x.isString() && y.isString() {
			return tString
		}
		if t, ok := intOperands(x, y, kx, ky); ok {
			return t
		}
	case token.LSS, token.LEQ, token.GTR, token.GEQ:
		if _, ok := intOperands(x, y, kx, ky); ok && (x.kind == typed || y.kind == typed) {
			return tBool
		}
	default:
		c.errorf(e.OpPos, "operator "+e.Op.String()+": not supported in specs (+, -, *, comparisons, &&, ||, !)")
		return noType
	}
	c.errorf(e.OpPos, "operator "+e.Op.String()+" on "+x.name(c.s.params)+" and "+y.name(c.s.params)+": mismatched or unsupported types")
	return noType
}

// intOperands returns the integer type of an arithmetic or ordering.
func intOperands(x, y styp, kx, ky constVal) (styp, bool) {
	switch {
	case x.isInt() && y.same(x):
		return x, true
	case x.isInt() && y.kind == untypedInt:
		return x, fits(ky, x.basic())
	case y.isInt() && x.kind == untypedInt:
		return y, fits(kx, y.basic())
	}
	return noType, false
}

func fold(op token.Token, a, b *big.Int) *big.Int {
	switch op {
	case token.ADD:
		return new(big.Int).Add(a, b)
	case token.SUB:
		return new(big.Int).Sub(a, b)
	}
	return new(big.Int).Mul(a, b)
}

// call checks a call of a primitive, zero(T) or panic("..."); stmt says
// the call stands as a statement. It returns the result types.
func (c *checker) call(e *ast.CallExpr, sc *scope, stmt bool) []styp {
	if isErrorsNew(e) {
		return c.errorsNew(e)
	}
	if t, ok := c.conversionType(e, sc); ok {
		return c.conversion(e, t, sc)
	}
	id, ok := e.Fun.(*ast.Ident)
	if !ok || sc.lookup(id.Name) != nil {
		c.errorf(e.Pos(), "call of "+exprString(e.Fun)+": a spec calls only get, has, put, del, clear (map state), load, store (cell state), zero(T) and panic")
		return nil
	}
	switch id.Name {
	case "zero":
		if len(e.Args) != 1 {
			c.errorf(e.Pos(), "zero takes one type: zero(T)")
			return nil
		}
		t, ok := c.s.resolveType(e.Args[0])
		if !ok {
			c.errorf(e.Args[0].Pos(), "zero("+exprString(e.Args[0])+"): not a type of the spec")
			return nil
		}
		c.m.types[e] = t
		return []styp{t}
	case "panic":
		lit, ok := e.Args[0].(*ast.BasicLit)
		if len(e.Args) != 1 || !ok || lit.Kind != token.STRING || !stmt {
			c.errorf(e.Pos(), "panic: write panic(\"message\") as a statement")
			return nil
		}
		c.m.explicit = true
		return nil
	}
	p, ok := primitives[id.Name]
	if !ok {
		c.errorf(e.Pos(), "unknown function "+id.Name+": a spec calls only get, has, put, del, clear (map state), load, store (cell state), zero(T) and panic")
		return nil
	}
	if p.keyed != c.s.keyed {
		c.errorf(e.Pos(), id.Name+": not an operation of this collection's state ("+c.s.stateName()+")")
		return nil
	}
	c.m.mutates = c.m.mutates || p.mutates
	return c.primitive(e, id.Name, p, sc)
}

// primitive checks a primitive's arguments and returns its result types.
func (c *checker) primitive(e *ast.CallExpr, name string, p primitive, sc *scope) []styp {
	if len(e.Args) != len(p.args) {
		c.errorf(e.Pos(), "wrong number of arguments to "+name+": have "+strconv.Itoa(len(e.Args))+", want "+strconv.Itoa(len(p.args)))
	}
	for i, a := range e.Args {
		if i >= len(p.args) {
			break
		}
		want := c.s.argType(p.args[i])
		if t := c.value(a, sc); t != noType && !assignable(t, want, c.m.consts[a]) {
			c.errorf(a.Pos(), "cannot use "+exprString(a)+" ("+t.name(c.s.params)+") as "+want.name(c.s.params)+" in argument to "+name)
		}
	}
	switch p.results {
	case "v?":
		return []styp{c.s.val, tBool}
	case "b":
		return []styp{tBool}
	case "x":
		return []styp{c.s.cell}
	}
	return nil
}

// argType is the type of a primitive's argument by its letter.
func (s *Spec) argType(letter byte) styp {
	switch letter {
	case 'k':
		return s.key
	case 'v':
		return s.val
	}
	return s.cell
}

func (s *Spec) stateName() string {
	if s.keyed {
		return "map[" + s.key.name(s.params) + "]" + s.val.name(s.params) + ": get, has, put, del, clear"
	}
	return "cell[" + s.cell.name(s.params) + "]: load, store"
}
