// This file defines the generated channel statements (the channel rule,
// paths/chans.go): now and then, after a call that takes a value out of
// the map (LoadAndDelete, Swap), the value as a channel closed, sent to or
// received from without blocking.

package fuzz

import "strconv"

// chanStmt may follow the call op that bound x: with LoadAndDelete or
// Swap, now and then, one of
//
//	chN, _ := x.(chan int)
//	close(chN)                                  // LoadAndDelete only
//	select { case chN <- e: default: }
//	select { case <-chN: default: }
//
// A value that is no channel gives the nil channel: close panics, and
// neither case of a select can proceed.
func (m *method) chanStmt(op string, x *variable) {
	if op != "LoadAndDelete" && op != "Swap" || m.s.again(32) >= 3 {
		return // no byte drawn: other inputs' packages stay the same
	}
	x.used = true
	m.nvars++
	ch := "ch" + strconv.Itoa(m.nvars)
	m.line("%s, _ := %s.(chan int)", ch, x.name)
	switch m.s.again(32) {
	case 0:
		if op == "LoadAndDelete" {
			m.line("close(%s)", ch)
			return
		}
		fallthrough
	case 1:
		m.line("select {")
		m.line("case %s <- %s:", ch, m.intExpr())
	default:
		m.line("select {")
		m.line("case <-%s:", ch)
	}
	m.line("default:")
	m.line("}")
}
