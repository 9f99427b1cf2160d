// This file defines the concrete interpretation of spec statements and
// expressions over axioms.Values (the executable model's engine).

package specs

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"math/big"
	"strconv"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/values"
)

func (in *concInterp) stmt(st ast.Stmt) ([]axioms.Value, bool, error) {
	switch st := st.(type) {
	case *ast.AssignStmt:
		return nil, false, in.assign(st)
	case *ast.IfStmt:
		if st.Init != nil {
			if err := in.assign(st.Init.(*ast.AssignStmt)); err != nil {
				return nil, false, err
			}
		}
		c, err := in.expr(st.Cond)
		switch {
		case err != nil:
			return nil, false, err
		case c.Key == axioms.Bool(true).Key:
			return in.block(st.Body.List)
		case st.Else != nil:
			return in.stmt(st.Else)
		}
	case *ast.BlockStmt:
		return in.block(st.List)
	case *ast.ReturnStmt:
		var out []axioms.Value
		if call, ok := singleCall(st.Results); ok && len(in.m.results) == 2 {
			out, err := in.call(call)
			return out, true, err
		}
		for i, r := range st.Results {
			x, err := in.expr(r)
			if err != nil {
				return nil, false, err
			}
			out = append(out, in.typed(x, r, in.m.results[i]))
		}
		return out, true, nil
	case *ast.ExprStmt:
		call := st.X.(*ast.CallExpr)
		if call.Fun.(*ast.Ident).Name == "panic" {
			return nil, false, errPanic
		}
		_, err := in.call(call)
		return nil, false, err
	}
	return nil, false, nil
}

func (in *concInterp) assign(st *ast.AssignStmt) error {
	var vals []axioms.Value
	if len(st.Lhs) == 2 {
		vs, err := in.call(unparen(st.Rhs[0]).(*ast.CallExpr))
		if err != nil {
			return err
		}
		vals = vs
	} else {
		x, err := in.expr(st.Rhs[0])
		if err != nil {
			return err
		}
		vals = []axioms.Value{in.typed(x, st.Rhs[0], in.m.types[st.Lhs[0]])}
	}
	for i, lhs := range st.Lhs {
		if l := in.m.refs[lhs.(*ast.Ident)]; l != nil {
			in.env[l] = vals[i]
		}
	}
	return nil
}

// typed gives an untyped constant the type it is used at.
func (in *concInterp) typed(x axioms.Value, e ast.Expr, t styp) axioms.Value {
	k := in.m.consts[e]
	if k == nil {
		return x
	}
	if t.isInt() {
		return axioms.IntValue(k, values.Width(t.basic()), valueTypeName(t.t))
	}
	return axioms.IntValue(k, 64, "int")
}

func (in *concInterp) key(e ast.Expr) (axioms.Value, error) {
	k, err := in.expr(e)
	if err != nil {
		return k, err
	}
	k = in.typed(k, e, in.e.c.s.key)
	if !k.Plain {
		return k, fmt.Errorf("key %s: hashing is beyond the model", k.Go)
	}
	return k, nil
}

func (in *concInterp) call(e *ast.CallExpr) ([]axioms.Value, error) {
	if to, ok := in.m.convs[e]; ok {
		v, err := in.conversion(e, to)
		return []axioms.Value{v}, err
	}
	if msg, ok := in.m.errs[e]; ok {
		return []axioms.Value{errorValue(msg)}, nil
	}
	ex, s := in.e, in.e.c.s
	name := e.Fun.(*ast.Ident).Name
	one := func(v axioms.Value, err error) ([]axioms.Value, error) { return []axioms.Value{v}, err }
	switch name {
	case "zero":
		return one(ex.c.zeroValue(in.m.types[e]))
	case "load":
		return []axioms.Value{ex.cell}, nil
	case "store":
		x, err := in.expr(e.Args[0])
		ex.cell = in.typed(x, e.Args[0], s.cell)
		return nil, err
	case "clear":
		ex.m = map[string][2]axioms.Value{}
		return nil, nil
	}
	k, err := in.key(e.Args[0])
	if err != nil {
		return nil, err
	}
	cur, ok := ex.m[k.Key]
	switch name {
	case "get":
		if ok {
			return []axioms.Value{cur[1], axioms.Bool(true)}, nil
		}
		z, err := ex.c.zeroValue(s.val)
		return []axioms.Value{z, axioms.Bool(false)}, err
	case "has":
		return []axioms.Value{axioms.Bool(ok)}, nil
	case "del":
		delete(ex.m, k.Key)
		return nil, nil
	}
	x, err := in.expr(e.Args[1]) // put
	ex.m[k.Key] = [2]axioms.Value{k, in.typed(x, e.Args[1], s.val)}
	return nil, err
}

func (in *concInterp) expr(e ast.Expr) (axioms.Value, error) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return in.expr(e.X)
	case *ast.Ident:
		switch e.Name {
		case "true", "false":
			return axioms.Bool(e.Name == "true"), nil
		case "nil":
			return axioms.Nil, nil
		}
		return in.env[in.m.refs[e]], nil
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			s, _ := strconv.Unquote(e.Value)
			return stringValue(s, "string"), nil
		}
		return axioms.IntValue(in.m.consts[e], 64, "int"), nil
	case *ast.CallExpr:
		vs, err := in.call(e)
		if err != nil {
			return axioms.Value{}, err
		}
		return vs[0], nil
	case *ast.UnaryExpr:
		x, err := in.expr(e.X)
		if err != nil || e.Op == token.NOT {
			return axioms.Bool(x.Key != axioms.Bool(true).Key), err
		}
		x = in.typed(x, e.X, in.m.types[e])
		return axioms.IntValue(new(big.Int).Neg(x.Int), x.Width, x.Type), nil
	case *ast.BinaryExpr:
		return in.binary(e)
	case *ast.CompositeLit:
		return in.compositeLit(e)
	case *ast.SelectorExpr:
		return in.selector(e)
	}
	return axioms.Value{}, fmt.Errorf("unchecked expression")
}

func (in *concInterp) binary(e *ast.BinaryExpr) (axioms.Value, error) {
	x, err := in.expr(e.X)
	if err != nil {
		return x, err
	}
	isTrue := x.Key == axioms.Bool(true).Key
	if e.Op == token.LAND && !isTrue || e.Op == token.LOR && isTrue {
		return x, nil
	}
	y, err := in.expr(e.Y)
	if err != nil || e.Op == token.LAND || e.Op == token.LOR {
		return y, err
	}
	tx, ty := in.m.types[e.X], in.m.types[e.Y]
	if tx.kind == untypedInt {
		x = in.typed(x, e.X, ty)
	}
	if ty.kind == untypedInt {
		y = in.typed(y, e.Y, tx)
	}
	switch e.Op {
	case token.EQL, token.NEQ:
		eq, panics, err := axioms.GoEq(x, y)
		if panics && err == nil {
			err = fmt.Errorf("comparing %s and %s panics", x.Go, y.Go)
		}
		return axioms.Bool(eq == (e.Op == token.EQL)), err
	case token.ADD:
		if x.Int == nil {
			s1, _ := strings.CutPrefix(x.Key, x.Type+":")
			s2, _ := strings.CutPrefix(y.Key, y.Type+":")
			return stringValue(s1+s2, x.Type), nil
		}
		return axioms.IntValue(new(big.Int).Add(x.Int, y.Int), x.Width, x.Type), nil
	case token.SUB:
		return axioms.IntValue(new(big.Int).Sub(x.Int, y.Int), x.Width, x.Type), nil
	case token.MUL:
		return axioms.IntValue(new(big.Int).Mul(x.Int, y.Int), x.Width, x.Type), nil
	}
	unsigned := tx.basic() != nil && tx.basic().Info()&types.IsUnsigned != 0 // as specops decides
	if tx.kind == untypedInt {
		unsigned = ty.basic() != nil && ty.basic().Info()&types.IsUnsigned != 0
	}
	c := signed(x, unsigned).Cmp(signed(y, unsigned))
	r := map[token.Token]bool{token.LSS: c < 0, token.LEQ: c <= 0, token.GTR: c > 0, token.GEQ: c >= 0}[e.Op]
	return axioms.Bool(r), nil
}

// signed is x's integer value, two's complement unless unsigned (the
// operands' static type decides: a value's type name does not, as byte
// and named unsigned types show).
func signed(x axioms.Value, unsigned bool) *big.Int {
	v := new(big.Int).Set(x.Int)
	if !unsigned && v.Bit(x.Width-1) == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(x.Width)))
	}
	return v
}
