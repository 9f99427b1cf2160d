// This file defines the generated output events and error values (issue
// #21's output and errors rules): log.Printf, fmt.Println, fmt.Fprintln
// to os.Stderr and slog.Info of the method's variables, a log.Panicf
// branch, a release of package sync (a WaitGroup's deferred Done, a
// Cond's Broadcast), and errors built with errors.New and fmt.Errorf (%w) whose
// joining with errors.Join is compared with nil, or which errors.Is
// checks against the error it wraps. They are statements of their own,
// at the body's top level, in place of a collection call now and then.

package fuzz

import (
	"sort"
	"strconv"
	"strings"
)

// output writes one output or error statement, if the input chooses one
// at the body's top level; it reports whether it wrote one.
func (m *method) output(depth int) bool {
	if depth > 0 || !m.s.chance(3) {
		return false
	}
	tag := strconv.Quote(m.name + " %v %d")
	switch m.s.intn(6) {
	case 0:
		m.use("log")
		m.line("log.Printf(%s, %s, %s)", tag, m.printed(), m.intAtom())
	case 1:
		m.use("fmt")
		m.line("fmt.Println(%q, k, %s)", m.name, m.printed())
	case 2:
		m.use("fmt", "os")
		m.line("fmt.Fprintln(os.Stderr, %q, %s)", m.name, m.intExpr())
	case 3:
		m.use("log/slog")
		m.line("slog.Info(%q, \"key\", k, \"x\", %s, slog.Int(\"n\", %s))", m.name, m.printed(), m.intAtom())
	case 4:
		return m.panicBranch(tag)
	default:
		m.errorValue()
	}
	m.signal()
	return true
}

// signal may write a release of package sync (paths/syncrelease.go)
// after an output event, chosen by the method's state (not by the input,
// so that every input generates the methods it did before, these lines
// added): a deferred Done of the package's WaitGroup, counting the method
// done, or a Broadcast on its Cond.
func (m *method) signal() {
	switch (m.calls + m.branches + m.indent) % 4 {
	case 0:
		m.line("defer wg.Done()")
	case 1:
		m.line("cond.Broadcast()")
	}
}

// signalDecls declares the package's WaitGroup, counting more methods
// running than any run of the engines makes done (Add is no release: init
// runs it), and its Cond.
const signalDecls = "\n// wg counts the methods running; cond's waiters wake on a change.\nvar (\nwg sync.WaitGroup\ncond sync.Cond\n)\n\nfunc init() { wg.Add(1 << 30) }\n"

// signalDeclsFor returns signalDecls when body signals.
func signalDeclsFor(body string) string {
	if strings.Contains(body, "wg.Done(") || strings.Contains(body, "cond.Broadcast(") {
		return signalDecls
	}
	return ""
}

// printed is a value to print: a loaded value, an int, k or nil.
func (m *method) printed() string {
	if m.s.chance(5) {
		if x := m.pick(anyKind); x != "" {
			return x
		}
	}
	switch m.s.intn(3) {
	case 0:
		return "k"
	case 1:
		return "nil"
	}
	return m.intAtom()
}

// panicBranch writes `if cond { log.Panicf(...) }`, using a branch of the
// budget; it reports whether it did.
func (m *method) panicBranch(tag string) bool {
	if m.branches == 0 {
		return false
	}
	c := m.cond()
	if c == "" {
		return false
	}
	m.branches--
	m.use("log")
	m.line("if %s {", c)
	m.line("\tlog.Panicf(%s, %s, %s)", tag, m.printed(), m.intAtom())
	m.line("}")
	return true
}

// errorValue declares a bool from errors: errors.Join of a new error (or
// nil) and nil compared with nil, or errors.Is of a wrapped error.
func (m *method) errorValue() {
	m.use("errors")
	made := [...]string{"nil", `errors.New("gone")`, `fmt.Errorf("key %s: %w", k, errors.New("gone"))`}[m.s.intn(3)]
	if made[0] == 'f' {
		m.use("fmt")
	}
	b := m.declare("ok", boolKind)
	if m.s.chance(4) {
		m.nvars++ // a name of its own, outside the scopes: it is no value of the map
		e := "err" + strconv.Itoa(m.nvars)
		m.line("%s := %s", e, `errors.New("gone")`)
		m.use("fmt")
		m.line("%s := errors.Is(fmt.Errorf(\"%%s: %%w\", k, %s), %s)", b.name, e, e)
		return
	}
	m.line("%s := errors.Join(%s, nil) == nil", b.name, made)
}

// use records packages the method's statements import.
func (m *method) use(paths ...string) {
	for _, p := range paths {
		m.imports[p] = true
	}
}

// importDecl is the package's import declaration: sync, and the packages
// its statements use.
func importDecl(used map[string]bool) string {
	if len(used) == 0 {
		return "import \"sync\"\n"
	}
	list := []string{"sync"}
	for p := range used {
		list = append(list, p)
	}
	sort.Strings(list)
	s := "import (\n"
	for _, p := range list {
		s += "\t" + strconv.Quote(p) + "\n"
	}
	return s + ")\n"
}
