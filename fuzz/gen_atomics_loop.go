// This file defines the atomics form's retry loops (gen_atomics.go).

package fuzz

import (
	"fmt"
	"strconv"
	"strings"
)

// loop writes a retry loop, the method's last statement, of one of the
// shapes the loop rules accept: the exit test (cur >= e, the bool set,
// the pointer set or unset) returns; the CompareAndSwap from the loaded value to a maximum e, to
// cur+1 (a bounded increment), or to a function of cur, returns when it
// succeeds and repeats when it fails.
func (g *atomGen) loop() {
	g.calls -= 2
	shape := g.s.intn(3)
	e, d := "", "" // drawn before cur is declared, only when the shape uses them (each marks its variables used)
	if (shape == 0 || shape == 1 && !g.isPtr()) && !g.isBool() {
		e = g.numExpr()
	} else if shape == 2 && !g.isBool() && g.s.chance(4) {
		d = g.delta()
	}
	g.line("for {")
	g.indent++
	g.nvars++
	cur := "cur" + strconv.Itoa(g.nvars)
	old := cur
	if g.b.ok != "" { // atomic.Value: CompareAndSwap from what Load returned, nil when empty
		old = "x" + strconv.Itoa(g.nvars)
		g.line("%s := %s", old, strings.TrimSuffix(g.b.load, ".(int64)"))
		g.line("%s, _ := %s.(int64)", cur, old)
	} else {
		g.line("%s := %s", cur, g.b.load)
	}
	g.vals = append(g.vals, &variable{name: cur, kind: anyKind, used: true})
	exit, next := g.loopShape(shape, cur, e, d)
	if exit != "" {
		g.branches--
		g.line("if %s {", exit)
		g.indent++
		g.ret()
		g.indent--
		g.line("}")
	}
	cas := fmt.Sprintf(g.b.cas, old, next)
	if g.b.ok != "" {
		cas = fmt.Sprintf(strings.Replace(g.b.cas, "int64(%s), ", "%s, ", 1), old, next)
	}
	g.line("if %s {", cas)
	g.indent++
	g.ret()
	g.indent--
	g.line("}")
	g.indent--
	g.line("}")
}

// loopShape is the loop's exit test ("" for none) and the value its
// CompareAndSwap stores, by shape: a maximum, a bounded increment, a
// function of the loaded value.
func (g *atomGen) loopShape(shape int, cur, e, d string) (string, string) {
	n := cur
	if g.isPtr() {
		n = cur + ".get()"
	}
	wrap := func(x string) string {
		if g.isPtr() {
			return "&cfg{n: " + x + "}"
		}
		return x
	}
	if g.isPtr() { // exits on the pointer's identity (ptrCond): set once, bump a present one, a function of cur
		switch shape {
		case 0:
			return cur + " != nil", wrap(e)
		case 1:
			return cur + " == nil", wrap(n + " + 1")
		}
	}
	if g.isBool() {
		switch shape {
		case 0:
			return cur, "true"
		case 1:
			return "!" + cur, "false"
		}
		return "", "!" + cur
	}
	switch shape {
	case 0:
		return n + " >= " + e, wrap(e)
	case 1:
		return n + " >= " + e, wrap(n + " + 1")
	}
	if d != "" {
		return "", wrap(n + " + " + d)
	}
	return "", wrap(n + " * 2")
}
