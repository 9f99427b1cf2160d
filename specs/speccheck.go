// This file defines the static check of spec method bodies: the fragment
// of Go a body may use, the types of its expressions, and that every path
// of a method with results ends in a return or a panic.

package specs

import (
	"go/ast"
	"go/scanner"
	"go/token"
	"math/big"
	"strconv"
)

// A constVal is the value of an untyped integer constant expression.
type constVal = *big.Int

type checker struct {
	s    *Spec
	m    *SpecMethod
	errs *scanner.ErrorList
}

type scope struct {
	parent *scope
	vars   map[string]*local
}

type local struct {
	typ   styp
	param bool
}

func (sc *scope) lookup(name string) *local {
	for ; sc != nil; sc = sc.parent {
		if l, ok := sc.vars[name]; ok {
			return l
		}
	}
	return nil
}

func newScope(parent *scope) *scope { return &scope{parent: parent, vars: map[string]*local{}} }

func (c *checker) errorf(pos token.Pos, msg string) {
	c.errs.Add(c.s.fset.Position(pos), msg)
}

// checkMethod checks m's body and records the types of its expressions.
func (s *Spec) checkMethod(m *SpecMethod, errs *scanner.ErrorList) {
	if m.notAtomic != "" || m.body == nil {
		return
	}
	c := &checker{s: s, m: m, errs: errs}
	m.types, m.consts, m.refs = map[ast.Expr]styp{}, map[ast.Expr]constVal{}, map[*ast.Ident]*local{}
	m.lits, m.fields, m.convs = map[*ast.CompositeLit][]ast.Expr{}, map[*ast.SelectorExpr]int{}, map[*ast.CallExpr]styp{}
	m.errs = map[*ast.CallExpr]string{}
	m.paramVars = nil
	sc := newScope(nil)
	if m.clock != "" { // the call's reading of the clock (specclock.go)
		m.clockVar = &local{typ: tInt64, param: true}
		sc.vars[m.clock] = m.clockVar
	}
	for _, p := range m.params {
		l := &local{typ: p.typ, param: true}
		m.paramVars = append(m.paramVars, l)
		if p.name == "_" {
			continue
		}
		if sc.vars[p.name] != nil && sc.vars[p.name] != m.clockVar {
			c.errorf(m.body.Pos(), "duplicate parameter "+p.name)
		}
		sc.vars[p.name] = l
	}
	c.block(m.body.List, newScope(sc))
	if len(m.results) > 0 && !terminates(m.body) {
		c.errorf(m.body.Rbrace, "missing return")
	}
}

func (c *checker) block(list []ast.Stmt, sc *scope) {
	for _, st := range list {
		c.stmt(st, sc)
	}
}

func (c *checker) stmt(st ast.Stmt, sc *scope) {
	switch st := st.(type) {
	case *ast.AssignStmt:
		c.assign(st, sc)
	case *ast.IfStmt:
		inner := newScope(sc)
		if st.Init != nil {
			if a, ok := st.Init.(*ast.AssignStmt); ok && a.Tok == token.DEFINE {
				c.assign(a, inner)
			} else {
				c.errorf(st.Init.Pos(), "if statement: only x := e may precede the condition")
			}
		}
		if t := c.expr(st.Cond, inner); !t.isBool() && t != noType {
			c.errorf(st.Cond.Pos(), "non-boolean condition in if statement")
		}
		c.block(st.Body.List, newScope(inner))
		if st.Else != nil {
			c.stmt(st.Else, inner)
		}
	case *ast.BlockStmt:
		c.block(st.List, newScope(sc))
	case *ast.ReturnStmt:
		c.ret(st, sc)
	case *ast.ExprStmt:
		call, ok := st.X.(*ast.CallExpr)
		if !ok {
			c.errorf(st.Pos(), exprString(st.X)+" is not used")
			return
		}
		if rs := c.call(call, sc, true); len(rs) > 0 {
			c.errorf(st.Pos(), exprString(st.X)+" is not used")
		}
	case *ast.EmptyStmt:
	default:
		c.errorf(st.Pos(), "statement: not supported in specs (use if/else, :=, =, return, and calls of put, del, clear, store, panic)")
	}
}

// assign checks x := e, x, ok := get(k), and x = e.
func (c *checker) assign(st *ast.AssignStmt, sc *scope) {
	if st.Tok != token.DEFINE && st.Tok != token.ASSIGN || len(st.Rhs) != 1 {
		c.errorf(st.Pos(), "assignment: only x := e, x = e and x, ok := get(k) are supported in specs")
		return
	}
	var ts []styp
	if call, ok := st.Rhs[0].(*ast.CallExpr); ok && len(st.Lhs) == 2 {
		ts = c.call(call, sc, false)
	} else {
		ts = []styp{c.value(st.Rhs[0], sc)}
	}
	if len(ts) != len(st.Lhs) {
		if ts == nil && len(st.Lhs) == 2 {
			return // the call's error is reported
		}
		c.errorf(st.Pos(), "assignment mismatch: "+strconv.Itoa(len(st.Lhs))+" variables but "+strconv.Itoa(len(ts))+" values")
		return
	}
	fresh := 0
	for i, lhs := range st.Lhs {
		id, ok := lhs.(*ast.Ident)
		if !ok {
			c.errorf(lhs.Pos(), "assignment to "+exprString(lhs)+": only local variables may be assigned")
			continue
		}
		t := ts[i]
		if t.kind == untypedInt {
			t = tInt
			if k := c.m.consts[st.Rhs[0]]; k == nil || !fits(k, tInt.basic()) {
				c.errorf(st.Rhs[0].Pos(), "constant overflows int")
			}
		}
		if t.kind == untypedNil {
			c.errorf(st.Rhs[0].Pos(), "use of untyped nil in assignment")
		}
		c.m.types[id] = t
		if id.Name == "_" {
			continue
		}
		l := sc.vars[id.Name]
		if st.Tok == token.ASSIGN {
			l = sc.lookup(id.Name)
		}
		switch {
		case l == nil && st.Tok == token.DEFINE:
			l = &local{typ: t}
			sc.vars[id.Name] = l
			c.m.refs[id] = l
			fresh++
		case l == nil:
			c.errorf(id.Pos(), "undefined: "+id.Name)
		case l.param:
			c.errorf(id.Pos(), "assignment to parameter "+id.Name+": not supported in specs (use a local)")
		case !assignable(ts[i], l.typ, c.m.consts[st.Rhs[0]]):
			c.errorf(id.Pos(), "cannot assign "+ts[i].name(c.s.params)+" to "+id.Name+" of type "+l.typ.name(c.s.params))
		default:
			c.m.refs[id] = l
		}
	}
	if st.Tok == token.DEFINE && fresh == 0 {
		c.errorf(st.Pos(), "no new variables on left side of :=")
	}
}

// ret checks a return statement against the method's results.
func (c *checker) ret(st *ast.ReturnStmt, sc *scope) {
	want := c.m.results
	before := len(*c.errs)
	var got []styp
	if call, ok := singleCall(st.Results); ok && len(want) == 2 {
		got = c.call(call, sc, false)
	} else {
		for _, r := range st.Results {
			got = append(got, c.value(r, sc))
		}
	}
	if len(got) != len(want) {
		if len(*c.errs) > before {
			return // reported already
		}
		c.errorf(st.Pos(), "wrong number of return values: have "+strconv.Itoa(len(got))+", want "+strconv.Itoa(len(want)))
		return
	}
	for i, t := range got {
		var k constVal
		if len(st.Results) == len(got) {
			k = c.m.consts[st.Results[i]]
		}
		if t != noType && !assignable(t, want[i], k) {
			c.errorf(st.Pos(), "cannot return "+t.name(c.s.params)+" as "+want[i].name(c.s.params))
		}
	}
}

func singleCall(es []ast.Expr) (*ast.CallExpr, bool) {
	if len(es) != 1 {
		return nil, false
	}
	call, ok := unparen(es[0]).(*ast.CallExpr)
	return call, ok
}

func unparen(e ast.Expr) ast.Expr {
	for {
		p, ok := e.(*ast.ParenExpr)
		if !ok {
			return e
		}
		e = p.X
	}
}

// terminates reports whether st always ends in a return or a panic.
func terminates(st ast.Stmt) bool {
	switch st := st.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		call, ok := st.X.(*ast.CallExpr)
		id, isID := func() (*ast.Ident, bool) {
			if !ok {
				return nil, false
			}
			id, ok := call.Fun.(*ast.Ident)
			return id, ok
		}()
		return isID && id.Name == "panic"
	case *ast.BlockStmt:
		return len(st.List) > 0 && terminates(st.List[len(st.List)-1])
	case *ast.IfStmt:
		return st.Else != nil && terminates(st.Body) && terminates(st.Else)
	}
	return false
}
