// This file defines the generated statements over memory the method makes
// itself (issue #21, fresh memory anywhere): a map made by a literal,
// written, maybe deleted from, and read back; or a slice built by append
// and read back. Either ends in a new int variable that later statements
// may pass to the collection or branch on, so the encoding's exact rules
// for fresh maps and slices (paths/freshmap.go, paths/freshslice.go) meet
// the oracle's real runs.

package fuzz

import "strconv"

// freshStmt writes one fresh-memory statement group; it reports whether
// it wrote one.
func (m *method) freshStmt() bool {
	a := m.intExpr() // an expression marks the variables it picks used: each is written out
	m.nvars++
	name := "f" + strconv.Itoa(m.nvars)
	if m.s.chance(4) {
		m.line("%s := map[string]int{%s: %s}", name, m.key(), a)
		m.line("%s[%s] = %s", name, m.key(), m.intExpr())
		if m.s.chance(2) {
			m.line("delete(%s, %s)", name, m.key())
		}
		m.line("%s := %s[%s] + len(%s)", m.declare("n", intKind).name, name, m.key(), name)
		return true
	}
	m.line("%s := append([]int(nil), %s)", name, a)
	if m.s.chance(4) {
		m.line("%s = append(%s, %s)", name, name, m.intExpr())
	}
	m.line("%s := %s[len(%s)-1] + len(%s)", m.declare("n", intKind).name, name, name, name)
	return true
}
