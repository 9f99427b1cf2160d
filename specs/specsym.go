// This file defines the symbolic interpretation of a spec method body: its
// paths (if/else forks), each ending in a return or the end of the body,
// merged into one axioms.Effect of ite terms; panics (explicit, hashing an
// uncomparable key, comparing uncomparable interface values) in the order
// they happen.

package specs

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// A symPath is the state of one path through a body.
type symPath struct {
	cond *smt.Term
	st   symState
	env  map[*local]*smt.Term
}

func (p *symPath) fork(c *smt.Term) *symPath {
	env := make(map[*local]*smt.Term, len(p.env))
	for k, v := range p.env {
		env[k] = v
	}
	return &symPath{cond: smt.And(p.cond, c), st: p.st.clone(), env: env}
}

// A leaf is a path that returned (or ran off the end of the body).
type leaf struct {
	cond    *smt.Term
	st      symState
	results []*smt.Term
}

type panicEvent struct{ guard, value *smt.Term }

// symInterp interprets one method of one instantiation.
type symInterp struct {
	c      *specColl
	m      *SpecMethod
	v      *values.Model
	leaves []leaf
	panics []panicEvent
}

// apply is the Effect of m on pre with the (boxed) arguments args.
func (c *specColl) apply(m *SpecMethod, v *values.Model, pre *smt.Term, args []*smt.Term) axioms.Effect {
	in := &symInterp{c: c, m: m, v: v}
	p := &symPath{cond: smt.True, st: symState{base: pre}, env: map[*local]*smt.Term{}}
	for i, l := range m.paramVars {
		p.env[l] = in.fromArg(args[i], m.params[i].typ)
	}
	if m.clockVar != nil { // after the Go arguments: the call's clock reading
		p.env[m.clockVar] = in.fromArg(args[len(m.paramVars)], tInt64)
	}
	in.run(m.body.List, nil, p)
	return in.effect(pre)
}

// fromArg turns a boxed argument into the representation of its type.
func (in *symInterp) fromArg(a *smt.Term, t styp) *smt.Term {
	if t.native() && a.Sort == values.AnySort {
		return in.v.Unbox(t.t, a)
	}
	return a
}

// run interprets list, then the continuations in rest (innermost last).
func (in *symInterp) run(list []ast.Stmt, rest [][]ast.Stmt, p *symPath) {
	if p.cond.IsFalse() {
		return
	}
	if len(list) == 0 {
		if len(rest) == 0 {
			in.leaves = append(in.leaves, leaf{cond: p.cond, st: p.st})
			return
		}
		in.run(rest[len(rest)-1], rest[:len(rest)-1], p)
		return
	}
	st, tail := list[0], list[1:]
	more := append(rest[:len(rest):len(rest)], tail)
	switch st := st.(type) {
	case *ast.AssignStmt:
		in.assign(st, p)
	case *ast.IfStmt:
		if st.Init != nil {
			in.assign(st.Init.(*ast.AssignStmt), p)
		}
		cond := in.expr(st.Cond, p)
		in.run(st.Body.List, more, p.fork(cond))
		if st.Else != nil {
			in.run([]ast.Stmt{st.Else}, more, p.fork(smt.Not(cond)))
		} else {
			in.run(tail, rest, p.fork(smt.Not(cond)))
		}
		return
	case *ast.BlockStmt:
		in.run(st.List, more, p)
		return
	case *ast.ReturnStmt:
		in.leaves = append(in.leaves, leaf{cond: p.cond, st: p.st, results: in.results(st, p)})
		return
	case *ast.ExprStmt:
		call := st.X.(*ast.CallExpr)
		if id := call.Fun.(*ast.Ident); id.Name == "panic" {
			msg, _ := strconv.Unquote(call.Args[0].(*ast.BasicLit).Value)
			in.panics = append(in.panics, panicEvent{p.cond, in.v.Box(types.Typ[types.String], smt.StringLit(msg))})
			return
		}
		in.call(call, p)
	}
	in.run(tail, rest, p)
}

func (in *symInterp) assign(st *ast.AssignStmt, p *symPath) {
	var vals []*smt.Term
	if len(st.Lhs) == 2 {
		vals = in.call(unparen(st.Rhs[0]).(*ast.CallExpr), p)
	} else {
		vals = []*smt.Term{in.convert(in.expr(st.Rhs[0], p), st.Rhs[0], in.m.types[st.Lhs[0]])}
	}
	for i, lhs := range st.Lhs {
		if l := in.m.refs[lhs.(*ast.Ident)]; l != nil {
			vals[i] = in.convertTo(vals[i], in.typeOfValue(st, i), l.typ, nil)
			p.env[l] = vals[i]
		}
	}
}

// typeOfValue is the type of the i-th value of an assignment's right side.
func (in *symInterp) typeOfValue(st *ast.AssignStmt, i int) styp {
	if len(st.Lhs) == 2 {
		return []styp{in.c.s.val, tBool}[i]
	}
	return in.m.types[st.Lhs[0]]
}

func (in *symInterp) results(st *ast.ReturnStmt, p *symPath) []*smt.Term {
	want := in.m.results
	if call, ok := singleCall(st.Results); ok && len(want) == 2 {
		return in.call(call, p)
	}
	var out []*smt.Term
	for i, r := range st.Results {
		out = append(out, in.convert(in.expr(r, p), r, want[i]))
	}
	return out
}

// convert turns the value x of expression e into the representation of to.
func (in *symInterp) convert(x *smt.Term, e ast.Expr, to styp) *smt.Term {
	return in.convertTo(x, in.m.types[e], to, in.m.consts[e])
}

// convertTo converts between representations: predeclared types are
// native sorts; type parameters and any are interface values (Any).
func (in *symInterp) convertTo(x *smt.Term, from, to styp, k constVal) *smt.Term {
	switch {
	case from.kind == untypedInt && to.isInt():
		return bvConst(k, in.v.Sort(to.t).Width)
	case from.kind == untypedInt:
		return in.v.Box(types.Typ[types.Int], bvConst(k, in.v.Sort(types.Typ[types.Int]).Width))
	case from.kind == untypedNil:
		return in.v.Nil()
	case (to.isAny() || to.isParam()) && from.native():
		return in.v.Box(from.t, x)
	}
	return x
}

// anyOf returns x of type t as an interface value.
func (in *symInterp) anyOf(x *smt.Term, t styp) *smt.Term {
	return in.convertTo(x, t, styp{param: -1, t: types.Universe.Lookup("any").Type()}, nil)
}

// zero is the zero value of t in its representation.
func (in *symInterp) zero(t styp) *smt.Term {
	if t.isParam() {
		return in.c.zeroAny(in.v, t.param)
	}
	return in.v.Zero(t.t)
}

// effect merges the leaves and panics into one Effect.
func (in *symInterp) effect(pre *smt.Term) axioms.Effect {
	eff := axioms.Effect{Post: pre, Panics: smt.False, PanicValue: in.v.Nil()}
	for i := len(in.panics) - 1; i >= 0; i-- {
		eff.Panics = smt.Or(in.panics[i].guard, eff.Panics)
		eff.PanicValue = smt.Ite(in.panics[i].guard, in.panics[i].value, eff.PanicValue)
	}
	if len(in.leaves) == 0 {
		for _, t := range in.m.results {
			eff.Results = append(eff.Results, in.resultRep(in.zero(t), t))
		}
		return eff
	}
	last := in.leaves[len(in.leaves)-1]
	st, res := last.st, last.results
	for i := len(in.leaves) - 2; i >= 0; i-- {
		l := in.leaves[i]
		st = mergeStates(l.cond, l.st, st)
		merged := make([]*smt.Term, len(res))
		for j := range res {
			merged[j] = smt.Ite(l.cond, l.results[j], res[j])
		}
		res = merged
	}
	eff.Post = st.term(in.c.s.keyed)
	for j, r := range res {
		eff.Results = append(eff.Results, in.resultRep(r, in.m.results[j]))
	}
	return eff
}

// resultRep is a result as a Boxed method gives it: booleans as they
// are, every other value as an interface value, which the paths stage
// unboxes to the Go result's type (and witnesses decode with its type).
func (in *symInterp) resultRep(x *smt.Term, t styp) *smt.Term {
	if t.isBool() {
		return x
	}
	return in.anyOf(x, t)
}

// keyOf evaluates a key argument as the interface value a map stores it
// under (values.MapKey), recording the panic of hashing an uncomparable key.
func (in *symInterp) keyOf(e ast.Expr, p *symPath) *smt.Term {
	k := in.anyOf(in.convert(in.expr(e, p), e, in.c.s.key), in.c.s.key)
	if !in.c.s.key.native() || !values.NeverPanicsOnEq(in.c.s.key.t) {
		hp := in.v.HashPanics(k)
		in.panics = append(in.panics, panicEvent{smt.And(p.cond, hp), in.v.Func("panic!unhashable", values.AnySort, in.v.HashType(k))})
		p.cond = smt.And(p.cond, smt.Not(hp))
	}
	return in.v.MapKey(k) // -0.0 is the key 0.0, as in a Go map
}

// call interprets a call of a primitive or zero(T); it returns its results.
func (in *symInterp) call(e *ast.CallExpr, p *symPath) []*smt.Term {
	if to, ok := in.m.convs[e]; ok {
		return []*smt.Term{in.conversion(e, to, p)}
	}
	if _, ok := in.m.errs[e]; ok {
		return []*smt.Term{in.errorsNew(e)}
	}
	name := e.Fun.(*ast.Ident).Name
	s := in.c.s
	switch name {
	case "zero":
		return []*smt.Term{in.zero(in.m.types[e])}
	case "get", "has":
		ent := p.st.sel(in.keyOf(e.Args[0], p))
		ok := isPresent(ent)
		if name == "has" {
			return []*smt.Term{ok}
		}
		val := valOf(ent)
		if s.val.native() {
			val = in.v.Unbox(s.val.t, val)
		}
		return []*smt.Term{smt.Ite(ok, val, in.zero(s.val)), ok}
	case "put":
		k := in.keyOf(e.Args[0], p)
		x := in.anyOf(in.convert(in.expr(e.Args[1], p), e.Args[1], s.val), s.val)
		p.st.write(k, present(x))
	case "del":
		p.st.write(in.keyOf(e.Args[0], p), absentEntry)
	case "clear":
		p.st = symState{base: emptyMap}
	case "load":
		return []*smt.Term{p.st.base}
	case "store":
		p.st.base = in.convert(in.expr(e.Args[0], p), e.Args[0], s.cell)
	}
	return nil
}

// expr evaluates e on path p.
func (in *symInterp) expr(e ast.Expr, p *symPath) *smt.Term {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return in.expr(e.X, p)
	case *ast.Ident:
		switch e.Name {
		case "true", "false":
			return smt.BoolLit(e.Name == "true")
		case "nil":
			return in.v.Nil()
		}
		return p.env[in.m.refs[e]]
	case *ast.BasicLit:
		if e.Kind == token.STRING {
			s, _ := strconv.Unquote(e.Value)
			return smt.StringLit(s)
		}
		return bvConst(in.m.consts[e], 64) // untyped: converted where used
	case *ast.CallExpr:
		return in.call(e, p)[0]
	case *ast.UnaryExpr:
		x := in.expr(e.X, p)
		if e.Op == token.NOT {
			return smt.Not(x)
		}
		if k := in.m.consts[e]; k != nil {
			return bvConst(k, 64)
		}
		return smt.Apply("bvneg", x.Sort, x)
	case *ast.BinaryExpr:
		return in.binary(e, p)
	case *ast.CompositeLit:
		return in.compositeLit(e, p)
	case *ast.SelectorExpr:
		return in.selector(e, p)
	}
	panic("specs: unchecked expression")
}
