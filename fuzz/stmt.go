// This file defines the generated statements: collection calls, type
// assertions to int, arithmetic, if statements with early returns, and the
// compare-and-swap retry loop.

package fuzz

// The collection's methods, in the order the input chooses them.
var ops = [...]string{"Load", "Store", "LoadOrStore", "LoadAndDelete", "Delete", "Swap", "CompareAndSwap", "CompareAndDelete"}

// block writes the statements of a block at nesting depth (0: the body);
// it reports whether the block ends in a terminating statement. The body
// always does.
func (m *method) block(depth int) bool {
	m.push()
	defer m.pop()
	n := 1 + m.s.intn(4)
	for i := 0; i < n; i++ {
		terminated, ok := m.stmt(depth)
		if terminated {
			return true
		}
		if !ok {
			break
		}
	}
	if depth == 0 && m.result == resultNone {
		m.flush(true) // no redundant return at the end
		return true
	}
	if depth == 0 || m.s.chance(3) {
		m.ret()
		return true
	}
	m.flush(false)
	return false
}

// stmt writes one statement; ok is false when none fits the budget.
func (m *method) stmt(depth int) (terminated, ok bool) {
	switch m.s.intn(8) {
	case 1:
		m.clock() // gen_clock.go; then a call, as before
	case 2:
		if m.assert() {
			return false, true
		}
	case 3, 4:
		results := len(m.visible(anyKind)) + len(m.visible(boolKind))
		if m.branches > 0 && depth < MaxBranches && (results > 0 || m.s.chance(1)) {
			if c := m.cond(); c != "" {
				return m.ifStmt(c, depth), true
			}
		}
	case 5:
		if len(m.visible(intKind)) > 0 {
			e := m.intExpr()
			if !m.ifaceStmt(e) && !m.funcvalStmt(e) { // or an interface method's result (gen_iface.go), a function value's (gen_funcvals.go)
				m.line("%s := %s", m.declare("n", intKind).name, e)
			}
			return false, true
		}
		if m.s.chance(4) && m.freshStmt() { // memory the method makes (gen_fresh.go)
			return false, true
		}
		if !m.s.spent() && m.s.again(32) >= 29 && m.closureStmt() { // a closure capturing a local (gen_closures.go), decided by no new byte
			return false, true
		}
	case 6:
		if depth > 0 {
			m.ret()
			return true, true
		}
		if m.output(depth) { // gen_output.go
			return false, true
		}
	case 7:
		if depth == 0 && m.calls >= 2 && m.branches >= 1 {
			m.loop()
			return true, true
		}
	}
	if m.calls > 0 {
		m.call()
		return false, true
	}
	return false, false
}

// call writes one collection call, binding its results (most of the time).
func (m *method) call() {
	m.calls--
	op := ops[m.s.intn(len(ops))]
	var args string
	switch op {
	case "Load", "LoadAndDelete", "Delete":
		args = m.key()
	case "Store", "LoadOrStore", "Swap":
		args = m.key() + ", " + m.value()
	case "CompareAndSwap":
		args = m.key() + ", " + m.old() + ", " + m.value()
	case "CompareAndDelete":
		args = m.key() + ", " + m.old()
	}
	call := "c.m." + op + "(" + args + ")"
	switch {
	case op == "Store" || op == "Delete" || m.s.chance(1):
		m.line("%s", call)
	case op == "CompareAndSwap" || op == "CompareAndDelete":
		m.line("%s := %s", m.declare("ok", boolKind).name, call)
	default:
		x := m.declare("x", anyKind)
		m.line("%s, %s := %s", x.name, m.declare("ok", boolKind).name, call)
		m.chanStmt(op, x) // gen_chans.go
	}
}

// assert writes a type assertion to int of a loaded value: comma-ok
// (ignoring or binding ok) or panicking.
func (m *method) assert() bool {
	x := m.pick(anyKind)
	if x == "" {
		return false
	}
	m.assertOf(x)
	return true
}

// assertOf writes the assertion of x; it returns the int variable.
func (m *method) assertOf(x string) *variable {
	n := m.declare("n", intKind)
	switch m.s.intn(8) {
	case 6:
		m.line("%s, %s := %s.(int)", n.name, m.declare("ok", boolKind).name, x)
	case 7:
		m.line("%s := %s.(int)", n.name, x)
	default:
		m.line("%s, _ := %s.(int)", n.name, x)
	}
	return n
}

// ifStmt writes an if statement on c, maybe with an else branch; it
// terminates when both branches do.
func (m *method) ifStmt(c string, depth int) bool {
	m.branches--
	m.line("if %s {", c)
	m.indent++
	then := m.block(depth + 1)
	m.indent--
	if !m.s.chance(2) {
		m.line("}")
		return false
	}
	m.line("} else {")
	m.indent++
	els := m.block(depth + 1)
	m.indent--
	m.line("}")
	return then && els
}

// loop writes a retry loop, the last statement of the body:
//
//	for {
//		x, ok := c.m.Load(k)
//		if !ok { return ... }    // or LoadOrStore and retry; rarely no test
//		n, _ := x.(int)
//		if n > v { return ... }  // optional
//		if c.m.CompareAndSwap(k, x, n+1) { return ... }  // or CompareAndDelete
//	}
func (m *method) loop() {
	key := m.key()
	m.line("for {")
	m.indent++
	m.push()
	m.calls--
	x, ok := m.declare("x", anyKind), m.declare("ok", boolKind)
	m.line("%s, %s := c.m.Load(%s)", x.name, ok.name, key)
	if !m.s.chance(1) {
		m.absent(key, ok)
	}
	n := m.assertOf(x.name)
	if m.branches > 0 && m.s.chance(4) {
		if c := m.cond(); c != "" {
			m.branches--
			m.line("if %s {", c)
			m.indent++
			m.ret()
			m.indent--
			m.line("}")
		}
	}
	m.exit(key, x, n)
	m.pop()
	m.indent--
	m.line("}")
}

// absent writes the loop's test of a missing key: return, or (when the
// budget allows) LoadOrStore, returning when it stored and retrying when not.
func (m *method) absent(key string, ok *variable) {
	ok.used = true
	m.branches--
	m.line("if !%s {", ok.name)
	m.indent++
	m.push()
	if m.calls >= 2 && m.branches > 0 && m.s.chance(4) {
		m.calls--
		m.branches--
		val := m.value()
		x, loaded := m.declare("x", anyKind), m.declare("ok", boolKind)
		loaded.used = true
		m.line("%s, %s := c.m.LoadOrStore(%s, %s)", x.name, loaded.name, key, val)
		m.line("if !%s {", loaded.name)
		m.indent++
		m.ret()
		m.indent--
		m.line("}")
		m.flush(false)
		m.line("continue")
	} else {
		m.ret()
	}
	m.pop()
	m.indent--
	m.line("}")
}

// exit writes the loop's exit: a CompareAndSwap (or CompareAndDelete) of
// the loaded value, mostly to an update of its int n, returning when it
// succeeds.
func (m *method) exit(key string, x, n *variable) {
	m.calls--
	x.used = true
	old := x.name
	if m.s.chance(1) {
		if n := m.pick(intKind); n != "" {
			old = n
		}
	}
	if m.s.chance(1) {
		m.line("if c.m.CompareAndDelete(%s, %s) {", key, old)
	} else {
		m.line("if c.m.CompareAndSwap(%s, %s, %s) {", key, old, m.update(n))
	}
	m.indent++
	m.ret()
	m.indent--
	m.line("}")
}

// update is the new value of a retry loop: n changed a little, v, or any value.
func (m *method) update(n *variable) string {
	hasV := m.visible(intKind)[0].name == "v"
	switch c := m.s.intn(8); {
	case c == 4 && hasV:
		return "v"
	case c <= 3:
		n.used = true
		return n.name + [...]string{" + 1", " + 1", " - 1", " * 2"}[c]
	case c == 5 && hasV:
		n.used = true
		return n.name + " + v"
	}
	return m.value()
}
