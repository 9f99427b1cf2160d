// This file reads a client function's body for what it suggests about
// values (the types it asserts to, the constants it compares values and
// parameters with, whether it compares loaded values of unknown type) and
// for what keeps the oracle from running it (goroutines, channels).

package oracle

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// bodyScan collects the values a body suggests, without repeats.
type bodyScan struct {
	g        *gen
	info     *types.Info
	params   *types.Tuple
	vals     []string
	seen     map[string]bool
	seenType map[string]bool
	asserts  bool     // the body asserts the type of some value
	compares bool     // it calls CompareAndSwap or CompareAndDelete with an old value that is not a constant
	next     []string // the next value of each integer constant stored, added last
}

// bodyValues collects the values a function's body suggests: two values of
// every type it asserts to or switches on, the constants it stores in or
// compares with an object (and, for an integer one stored in an
// atomic.Value, the next of its type), the constants it compares with
// (not those in panic calls), the domain of every basic-typed parameter it
// compares with, and 0.0, -0.0 and 1.0 when it compares values of unknown
// type with CompareAndSwap or CompareAndDelete (== equates the first two,
// which results tell apart; the third is a value it tells from them, so
// that a comparison with a value another goroutine replaced can fail). foreign is a value of a type the body asserts none to, ""
// when it asserts nothing (bodyScan.foreign).
func (g *gen) bodyValues(body *ast.BlockStmt, info *types.Info, params *types.Tuple) (vals []string, foreign string) {
	b := &bodyScan{g: g, info: info, params: params, seen: map[string]bool{}, seenType: map[string]bool{}}
	ast.Inspect(body, b.visit)
	if b.compares && !b.asserts {
		b.add("float64(0)", rtAlias+".NegZero()", "float64(1)")
	}
	b.add(b.next...) // last: the domains keep the body's own values first
	if b.asserts {
		foreign = b.foreign()
	}
	return b.vals, foreign
}

// foreign returns a value of a type the body asserts no value to: "x",
// else 1, else true; "" when it asserts to all three. An assertion that
// fails on a present value (the comma-ok form's zero value, or a panic)
// is a run of its own, which values of the asserted types alone never
// show (another goroutine's Swap of a string into a map of ints).
func (b *bodyScan) foreign() string {
	for _, c := range []struct{ typ, val string }{{"string", `"x"`}, {"int", "1"}, {"bool", "true"}} {
		if !b.seenType[c.typ] {
			return c.val
		}
	}
	return ""
}

func (b *bodyScan) visit(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.CallExpr:
		if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "panic" {
			return false
		}
		if sel, ok := n.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "CompareAndSwap" || sel.Sel.Name == "CompareAndDelete") && len(n.Args) > 1 {
			if tv, ok := b.info.Types[n.Args[1]]; !ok || tv.Value == nil {
				b.compares = true
			}
		}
		for _, tv := range b.g.callConsts(n, b.info) { // the constants the code stores or compares in an object (argconsts.go)
			b.add(b.g.constValue(tv.Type, tv.Value))
			if next := b.g.neighbours(tv.Type, tv.Value); len(next) > 0 && b.onValue(n) {
				b.next = append(b.next, next[0]) // a second value of its type: an atomic.Value holding int64(0) takes no untyped 1
			}
		}
	case *ast.TypeAssertExpr:
		b.asserts = true
		if n.Type != nil {
			b.addTyped(b.info.TypeOf(n.Type))
		}
	case *ast.TypeSwitchStmt:
		b.asserts = true
		for _, cc := range n.Body.List {
			for _, e := range cc.(*ast.CaseClause).List {
				if tv, ok := b.info.Types[e]; !ok || !tv.IsNil() {
					b.addTyped(b.info.TypeOf(e))
				}
			}
		}
	case *ast.BinaryExpr:
		switch n.Op {
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			b.compared(n.X)
			b.compared(n.Y)
		}
	case *ast.SwitchStmt:
		if n.Tag != nil {
			b.compared(n.Tag)
			for _, cc := range n.Body.List {
				for _, e := range cc.(*ast.CaseClause).List {
					b.compared(e)
				}
			}
		}
	}
	return true
}

// onValue reports whether call is a method call on an atomic.Value, which
// holds values of one type: the default values, untyped, do not fit it
// once the body stored a typed one.
func (b *bodyScan) onValue(call *ast.CallExpr) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	t := b.info.TypeOf(sel.X)
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "sync/atomic" && n.Obj().Name() == "Value"
}

func (b *bodyScan) add(vs ...string) {
	for _, v := range vs {
		if v != "" && !b.seen[v] {
			b.seen[v] = true
			b.vals = append(b.vals, v)
		}
	}
}

// addTyped adds the values of t once (two new(T) are two values, not a repeat).
func (b *bodyScan) addTyped(t types.Type) {
	if t != nil && !b.seenType[t.String()] {
		b.seenType[t.String()] = true
		b.vals = append(b.vals, b.g.typedValues(t)...)
	}
}

// compared adds e's value when it is a constant, the domain of every
// basic-typed parameter e mentions, and the package variables it names.
func (b *bodyScan) compared(e ast.Expr) {
	if tv, ok := b.info.Types[e]; ok && tv.Value != nil {
		b.add(b.g.constValue(tv.Type, tv.Value))
		b.add(b.g.neighbours(tv.Type, tv.Value)...)
	}
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		v, ok := b.info.Uses[id].(*types.Var)
		switch {
		case ok && isParam(b.params, v):
			if _, basic := v.Type().Underlying().(*types.Basic); basic {
				d, _ := b.g.paramDomain(v.Type())
				b.add(d...)
			}
		case ok && v.Pkg() == b.g.pkg && v.Parent() == v.Pkg().Scope():
			// A package variable (a sentinel such as var gone = new(int)):
			// the driver, a file of the same package, names it; another
			// package's exported one through an import.
			b.add(v.Name())
		case ok && v.Pkg() != nil && v.Exported() && v.Parent() == v.Pkg().Scope():
			b.add(b.g.qualifier(v.Pkg()) + "." + v.Name())
		}
		return true
	})
}

// neighbours returns c+1 and c-1 for an integer constant c, those that
// its type represents: a comparison with c tells them apart.
func (g *gen) neighbours(t types.Type, c constant.Value) []string {
	if c.Kind() != constant.Int {
		return nil
	}
	if b, ok := t.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
		t = types.Default(t)
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok || b.Info()&types.IsInteger == 0 {
		return nil
	}
	var out []string
	for _, d := range []int64{1, -1} {
		n := constant.BinaryOp(c, token.ADD, constant.MakeInt64(d))
		if representable(b, n) {
			out = append(out, g.constValue(t, n))
		}
	}
	return out
}

// representable reports whether the integer constant v fits b.
func representable(b *types.Basic, v constant.Value) bool {
	bits := map[types.BasicKind]uint{types.Int8: 8, types.Int16: 16, types.Int32: 32, types.Uint8: 8, types.Uint16: 16, types.Uint32: 32}[b.Kind()]
	if bits == 0 {
		bits = 64
	}
	var lo, hi constant.Value
	if b.Info()&types.IsUnsigned != 0 {
		lo = constant.MakeInt64(0)
		hi = constant.Shift(constant.MakeInt64(1), token.SHL, bits)
		hi = constant.BinaryOp(hi, token.SUB, constant.MakeInt64(1))
	} else {
		hi = constant.Shift(constant.MakeInt64(1), token.SHL, bits-1)
		lo = constant.UnaryOp(token.SUB, hi, 0)
		hi = constant.BinaryOp(hi, token.SUB, constant.MakeInt64(1))
	}
	return constant.Compare(v, token.GEQ, lo) && constant.Compare(v, token.LEQ, hi)
}

// comparedConsts returns the constants the body compares the parameter v
// with (v == c, v < c, switch v { case c: }), as Go expressions of v's
// type, and for an ordering (v > 2) the integers next to the constant, so
// that the domain holds both sides of the boundary (the constant alone
// and the small defaults may all lie on one side). The neighbour on the
// other side of the boundary from the constant comes first (v > 2: 3,
// then 1; v < 2: 1, then 3), so that a domain the explorer trims to its
// first two values (harness trimParams) still takes both branches.
func (g *gen) comparedConsts(body *ast.BlockStmt, info *types.Info, v *types.Var) []string {
	var out []string
	isV := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == v
	}
	add := func(e ast.Expr, ordered, lowerFirst bool) {
		if tv, ok := info.Types[e]; ok && tv.Value != nil {
			if c := g.constValue(v.Type(), tv.Value); c != "" {
				out = append(out, c)
				if ordered { // both sides of the boundary: v > 2 takes 3 as well as 2
					next := g.neighbours(v.Type(), tv.Value) // c+1, c-1
					if lowerFirst {
						slices.Reverse(next)
					}
					out = append(out, next...)
				}
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			switch n.Op {
			case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
				ordered := n.Op != token.EQL && n.Op != token.NEQ
				// For v >= c and v < c (c <= v, c > v) the constant and the
				// integer above it take the same branch: the one below comes
				// first. For v > c and v <= c the one above does.
				if isV(n.X) {
					add(n.Y, ordered, n.Op == token.GEQ || n.Op == token.LSS)
				} else if isV(n.Y) {
					add(n.X, ordered, n.Op == token.LEQ || n.Op == token.GTR)
				}
			}
		case *ast.SwitchStmt:
			if n.Tag != nil && isV(n.Tag) {
				for _, cc := range n.Body.List {
					for _, e := range cc.(*ast.CaseClause).List {
						add(e, false, false)
					}
				}
			}
		}
		return true
	})
	return out
}

// ranged reports whether body ranges over the parameter v.
func ranged(body *ast.BlockStmt, info *types.Info, v *types.Var) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if r, ok := n.(*ast.RangeStmt); ok {
			if id, ok := r.X.(*ast.Ident); ok && info.Uses[id] == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// isParam reports whether v is one of params.
func isParam(params *types.Tuple, v *types.Var) bool {
	for i := 0; i < params.Len(); i++ {
		if params.At(i) == v {
			return true
		}
	}
	return false
}

// screen returns why the oracle cannot run a function with this body, or "".
func screen(body *ast.BlockStmt) string {
	reason := ""
	ast.Inspect(body, func(n ast.Node) bool {
		if reason != "" {
			return false
		}
		switch n := n.(type) {
		case *ast.GoStmt:
			reason = "starts a goroutine: its runs are not deterministic"
		case *ast.SendStmt, *ast.SelectStmt:
			reason = "uses channels: its runs may block"
		case *ast.UnaryExpr:
			if n.Op == token.ARROW {
				reason = "uses channels: its runs may block"
			}
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && (strings.HasPrefix(sel.Sel.Name, "Fatal") || sel.Sel.Name == "Exit") {
				reason = "may end the program (" + sel.Sel.Name + "): the driver cannot observe such a run"
			}
			if readsClock(n) {
				reason = "reads the clock: its serial runs would read other values than the interleaving did"
			}
		}
		return true
	})
	return reason
}

// readsClock recognises time.Now(), time.Since(t) and time.Until(t): the
// static verifier's rule takes a reading as an input that a serial run
// may read too (paths/clock.go), which the oracle, running the real
// clock, cannot replay.
func readsClock(call *ast.CallExpr) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "time" && (sel.Sel.Name == "Now" || sel.Sel.Name == "Since" || sel.Sel.Name == "Until")
}
