// This file defines the generated closures (issue #22, closures called on
// the path): a local int, a function literal capturing it that adds its
// argument to it (now and then after loading k, which counts as one of the
// method's calls), called once or twice, and the local read back into a
// new int variable later statements may use. The encoding inlines the
// literal and keeps the captured local exact (paths/closures.go); the
// oracle runs it.

package fuzz

import "strconv"

// closureStmt writes one closure statement group; it reports whether it
// wrote one.
func (m *method) closureStmt() bool {
	init := m.intExpr() // before the local is declared, which it may not name
	acc := m.declare("f", intKind)
	m.line("%s := %s", acc.name, init)
	acc.used = true
	m.nvars++
	fn := "g" + strconv.Itoa(m.nvars)
	m.line("%s := func(d int) {", fn)
	m.indent++
	if m.calls > 0 && m.s.chance(2) {
		m.calls--
		m.nvars++
		x := "y" + strconv.Itoa(m.nvars)
		m.line("%s, _ := c.m.Load(%s)", x, m.key())
		m.line("%s, _ := %s.(int)", x+"n", x)
		m.line("%s += %sn + d", acc.name, x)
	} else {
		m.line("%s += d", acc.name)
	}
	m.indent--
	m.line("}")
	m.line("%s(%s)", fn, m.intExpr())
	if m.s.chance(2) {
		m.line("%s(%s)", fn, m.intExpr())
	}
	m.line("%s := %s", m.declare("n", intKind).name, acc.name)
	return true
}
