// This file defines the atomics form of a generated package (issue #26):
// for three inputs in sixty-four, chosen by a hash of the input (newForm,
// gen_forms.go), the client's base is not a sync.Map but one word of
// sync/atomic, its kind picked by the hash: an atomic.Int32, Int64,
// Uint32, Uint64, Uintptr, Bool, Pointer[cfg] or Value (holding int64s),
// or a plain int32, int64, uint32, uint64 or uintptr field marked
// //snowflake:base and used only through sync/atomic's functions
// (atomic.AddInt64(&c.n, d), LoadInt64, StoreInt64, CompareAndSwapInt64,
// SwapInt64 and their twins of the other integer types):
//
//	type C struct{ a atomic.Int64 }
//	func (c *C) F0(v int64) (int64, bool) {
//		x1 := c.a.Load()
//		if x1 > v {
//			return x1, false
//		}
//		ok2 := c.a.CompareAndSwap(x1, v)
//		return x1, ok2
//	}
//
// A method makes at most MaxCalls calls on the word (Load, Store, Swap,
// CompareAndSwap, Add for the integers) and has at most MaxBranches if
// statements (early returns, maybe after one more call); now and then its
// last statement is a retry loop of a shape the loop rules accept: a
// CompareAndSwap loop raising a maximum, a bounded increment, or a
// CompareAndSwap of a value computed from the loaded one. A Pointer[cfg]
// base publishes fresh &cfg{n: e} values, or copies clone makes whose n
// the method sets before publishing them, read through cfg's nil-safe get
// (an *cfg is never written after it is published) into new values and
// results; its branches test the pointers' identity only (ptrCond).

package fuzz

import (
	"fmt"
	"go/format"
	"strconv"
	"strings"
)

// An atomBase is one kind of word: its declaration and its calls, as
// format strings over the arguments.
type atomBase struct {
	name  string // the kind, as the generated source's comment names it
	decl  string // the declarations: type C and its helpers
	typ   string // the type of the word's values (*cfg for the pointer)
	load  string
	store string // %s: the new value
	swap  string
	add   string // "" when the kind does not add
	cas   string // %s, %s: the old and the new value
	num   string // the type of the values' numbers: typ, or int64 for the pointer and bool for the bool
	ok    string // ", _" when a load's value is asserted (atomic.Value)
	// keep: the unused variables are passed to keep, not assigned to _
	// (the oracle's check of a plain word's plain uses fails on the blank
	// identifier, which has no type: see the note in gen_forms.go)
	keep bool
}

const keepDecl = "\n// keep uses its arguments.\nfunc keep(...any) {}\n"

// atomBases are the kinds of word, by the hash's choice.
var atomBases = []atomBase{
	{name: "atomic.Int64", decl: "type C struct{ a atomic.Int64 }\n", typ: "int64",
		load: "c.a.Load()", store: "c.a.Store(%s)", swap: "c.a.Swap(%s)", add: "c.a.Add(%s)", cas: "c.a.CompareAndSwap(%s, %s)", num: "int64"},
	{name: "atomic.Uint32", decl: "type C struct{ a atomic.Uint32 }\n", typ: "uint32",
		load: "c.a.Load()", store: "c.a.Store(%s)", swap: "c.a.Swap(%s)", add: "c.a.Add(%s)", cas: "c.a.CompareAndSwap(%s, %s)", num: "uint32"},
	{name: "atomic.Bool", decl: "type C struct{ a atomic.Bool }\n", typ: "bool",
		load: "c.a.Load()", store: "c.a.Store(%s)", swap: "c.a.Swap(%s)", cas: "c.a.CompareAndSwap(%s, %s)", num: "bool"},
	{name: "atomic.Pointer", decl: "type C struct{ a atomic.Pointer[cfg] }\n\n// cfg is never written once published.\ntype cfg struct{ n int64 }\n\nfunc (p *cfg) get() int64 {\nif p == nil {\nreturn 0\n}\nreturn p.n\n}\n\n// clone returns a new copy of p, which its caller sets before publishing it.\nfunc clone(p *cfg) *cfg {\nreturn &cfg{n: p.get()}\n}\n", typ: "*cfg",
		load: "c.a.Load()", store: "c.a.Store(%s)", swap: "c.a.Swap(%s)", cas: "c.a.CompareAndSwap(%s, %s)", num: "int64"},
	{name: "atomic.Value", decl: "type C struct{ a atomic.Value } // int64s\n", typ: "int64",
		ok: ", _", load: "c.a.Load().(int64)", store: "c.a.Store(int64(%s))", swap: "c.a.Swap(int64(%s)).(int64)", cas: "c.a.CompareAndSwap(int64(%s), int64(%s))", num: "int64"},
	{name: "atomic.AddInt64", decl: "type C struct {\n//snowflake:base\nn int64\n}\n" + keepDecl, typ: "int64", keep: true,
		load: "atomic.LoadInt64(&c.n)", store: "atomic.StoreInt64(&c.n, %s)", swap: "atomic.SwapInt64(&c.n, %s)", add: "atomic.AddInt64(&c.n, %s)", cas: "atomic.CompareAndSwapInt64(&c.n, %s, %s)", num: "int64"},
	{name: "atomic.AddUint32", decl: "type C struct {\n//snowflake:base\nn uint32\n}\n" + keepDecl, typ: "uint32", keep: true,
		load: "atomic.LoadUint32(&c.n)", store: "atomic.StoreUint32(&c.n, %s)", swap: "atomic.SwapUint32(&c.n, %s)", add: "atomic.AddUint32(&c.n, %s)", cas: "atomic.CompareAndSwapUint32(&c.n, %s, %s)", num: "uint32"},
	typedWord("Int32", "int32"), typedWord("Uint64", "uint64"), typedWord("Uintptr", "uintptr"),
	funcWord("Int32", "int32"), funcWord("Uint64", "uint64"), funcWord("Uintptr", "uintptr"),
}

// typedWord is the kind of sync/atomic's integer type kind (Int32), whose
// values are of type t.
func typedWord(kind, t string) atomBase {
	return atomBase{name: "atomic." + kind, decl: "type C struct{ a atomic." + kind + " }\n", typ: t,
		load: "c.a.Load()", store: "c.a.Store(%s)", swap: "c.a.Swap(%s)", add: "c.a.Add(%s)", cas: "c.a.CompareAndSwap(%s, %s)", num: t}
}

// funcWord is the kind of a plain word of type t marked //snowflake:base
// and used through sync/atomic's functions of kind (AddInt32, LoadInt32).
func funcWord(kind, t string) atomBase {
	call := func(op, args string) string { return "atomic." + op + kind + "(&c.n" + args + ")" }
	return atomBase{name: "atomic.Add" + kind, decl: "type C struct {\n//snowflake:base\nn " + t + "\n}\n" + keepDecl, typ: t, keep: true,
		load: call("Load", ""), store: call("Store", ", %s"), swap: call("Swap", ", %s"), add: call("Add", ", %s"), cas: call("CompareAndSwap", ", %s, %s"), num: t}
}

// generateAtomics writes the atomics-form package of data over base.
func generateAtomics(data []byte, base *atomBase) *Package {
	s := &source{data: data}
	var body strings.Builder
	p := &Package{Input: data}
	for i := 0; i < MaxFuncs && (i == 0 || !s.spent()); i++ {
		name := "F" + strconv.Itoa(i)
		g := &atomGen{s: s, b: base, calls: MaxCalls, branches: MaxBranches}
		body.WriteString("\n" + g.method(name))
		p.Funcs = append(p.Funcs, "(*"+ModulePath+".C)."+name)
	}
	src := "// Code generated by snowflake's differential fuzzer. DO NOT EDIT.\n\npackage " + ModulePath +
		"\n\nimport \"sync/atomic\"\n\n// The base: " + base.name + ".\n" + base.decl + body.String()
	formatted, err := format.Source([]byte(src))
	if err != nil {
		panic("fuzz: the atomics form does not parse: " + err.Error() + "\n" + src)
	}
	p.Source = formatted
	return p
}

// An atomGen is the state of one method's generation over a word.
type atomGen struct {
	s        *source
	b        *atomBase
	out      strings.Builder
	indent   int
	vals     []*variable // the word's values loaded (kind anyKind), bools (boolKind)
	nvars    int
	calls    int
	branches int
	result   resultKind
	recv     string // the receiver's type: "*C", or the nested-literal form's value type (gen_nestlit.go)
}

// method writes one method: its signature and body.
func (g *atomGen) method(name string) string {
	g.result = resultKind(g.s.intn(4))
	recv := g.recv
	if recv == "" {
		recv = "*C"
	}
	g.line("func (c %s) %s(v %s)%s {", recv, name, g.b.num, g.results())
	g.indent++
	g.vals = append(g.vals, &variable{name: "v", kind: intKind, used: true})
	for g.calls > 0 {
		switch op := g.s.intn(8); {
		case op == 7 && g.calls >= 2 && g.branches >= 1:
			g.loop()
			g.indent--
			g.line("}")
			return g.out.String()
		case op == 6 && g.branches > 0 && len(g.vals) > 1:
			g.early()
		case op == 5 && !g.s.spent():
			g.call()
		default:
			g.call()
			if g.s.spent() {
				g.calls = 0
			}
		}
	}
	g.ret()
	g.indent--
	g.line("}")
	return g.out.String()
}

func (g *atomGen) results() string {
	switch g.result {
	case resultInt:
		return " " + g.b.num
	case resultBool:
		return " bool"
	case resultIntBool:
		return " (" + g.b.num + ", bool)"
	}
	return ""
}

func (g *atomGen) line(format string, args ...any) {
	g.out.WriteString(strings.Repeat("\t", g.indent))
	fmt.Fprintf(&g.out, format, args...)
	g.out.WriteByte('\n')
}

func (g *atomGen) declare(prefix string, k kind) string {
	g.nvars++
	v := &variable{name: prefix + strconv.Itoa(g.nvars), kind: k}
	g.vals = append(g.vals, v)
	return v.name
}

// pick chooses a variable of kind k and marks it used; "" when none.
func (g *atomGen) pick(k kind) string {
	var vs []*variable
	for _, v := range g.vals {
		if v.kind == k {
			vs = append(vs, v)
		}
	}
	if len(vs) == 0 {
		return ""
	}
	v := vs[g.s.intn(len(vs))]
	v.used = true
	return v.name
}

// call writes one call on the word, its results bound when it has any.
func (g *atomGen) call() {
	g.calls--
	b := g.b
	switch op := g.s.intn(5); {
	case op == 0:
		g.line("%s%s := %s", g.declare("x", anyKind), b.ok, b.load)
	case op == 1:
		g.line(b.store, g.value())
	case op == 2:
		call := fmt.Sprintf(b.swap, g.value()) // its arguments before its result's variable
		g.line("%s%s := %s", g.declare("x", anyKind), b.ok, call)
	case op == 3 && b.add != "":
		call := fmt.Sprintf(b.add, g.delta())
		if g.s.chance(4) {
			g.line("%s", call)
			return
		}
		g.line("%s := %s", g.declare("x", anyKind), call)
	default:
		call := fmt.Sprintf(b.cas, g.old(), g.value())
		g.line("%s := %s", g.declare("ok", boolKind), call)
	}
}

func (g *atomGen) isPtr() bool  { return g.b.typ == "*cfg" }
func (g *atomGen) isBool() bool { return g.b.typ == "bool" }

// atom is a number: v, a loaded value (its n, for the pointer) or a literal.
func (g *atomGen) atom() string {
	if g.s.chance(5) {
		if x := g.pick(anyKind); x != "" {
			if g.isPtr() {
				return x + ".get()"
			}
			return x
		}
	}
	if g.s.chance(3) {
		return "v"
	}
	if g.isBool() {
		return [...]string{"false", "true"}[g.s.intn(2)]
	}
	return strconv.Itoa(g.s.intn(3))
}

// numExpr is an atom or a small sum or difference (a negation or an
// equality for the bool).
func (g *atomGen) numExpr() string {
	a := g.atom()
	if !g.s.chance(3) {
		return a
	}
	if g.isBool() {
		if g.s.chance(4) {
			return "!" + a
		}
		return a + " == " + g.atom()
	}
	op, b := [...]string{" + ", " - "}[g.s.intn(2)], g.atom()
	if isLiteral(a) && isLiteral(b) { // no constant expressions (see cond)
		return a
	}
	return a + op + b
}

func isLiteral(a string) bool { return a != "" && a[0] >= '0' && a[0] <= '9' }

// value is a new value of the word: a number, or for the pointer a fresh
// cfg, now and then a loaded pointer, nil, or a copy clone makes whose n
// the method sets before the call publishes it.
func (g *atomGen) value() string {
	if !g.isPtr() {
		return g.numExpr()
	}
	switch g.s.intn(8) {
	case 5: // a copy a helper makes, set before it is published (paths/freshresult.go)
		src := g.pick(anyKind)
		if src == "" {
			src = "nil"
		}
		g.nvars++ // not among g.vals: the call uses it, and it may be in a block that ends
		cp := "cp" + strconv.Itoa(g.nvars)
		g.line("%s := clone(%s)", cp, src)
		g.line("%s.n = %s", cp, g.numExpr())
		return cp
	case 6:
		if x := g.pick(anyKind); x != "" {
			return x
		}
	case 7:
		return "nil"
	}
	return "&cfg{n: " + g.numExpr() + "}"
}

// old is CompareAndSwap's expected value: mostly a loaded one.
func (g *atomGen) old() string {
	if !g.s.chance(2) {
		if x := g.pick(anyKind); x != "" {
			return x
		}
	}
	if g.isPtr() {
		return "nil"
	}
	return g.atom()
}

// delta is what Add adds: a small literal or v.
func (g *atomGen) delta() string {
	if g.s.chance(2) {
		return "v"
	}
	return strconv.Itoa(1 + g.s.intn(2))
}

// cond is a branch condition; there is always one (v's).
func (g *atomGen) cond() string {
	if g.s.chance(3) {
		if ok := g.pick(boolKind); ok != "" {
			return [...]string{"", "!"}[g.s.intn(2)] + ok
		}
	}
	if g.isBool() {
		return g.numExpr()
	}
	if g.isPtr() {
		return g.ptrCond()
	}
	a, op, b := g.atom(), [...]string{" > ", " == ", " < ", " != "}[g.s.intn(4)], g.atom()
	if isLiteral(a) && isLiteral(b) {
		// A constant condition is dead code, and its untyped constants
		// crowd the typed ones the calls use out of the oracle's value
		// domain (which then misses violations verify finds).
		a = "v"
	}
	return a + op + b
}

// ptrCond is a condition on the pointer's identity, never on what it
// points to: the oracle's values of *cfg are &cfg{} and one more, and a
// branch on n would need the values verify's witnesses choose (n < 0, say),
// out of the oracle's reach: a disagreement that is no soundness error.
func (g *atomGen) ptrCond() string {
	x := g.pick(anyKind)
	switch {
	case x == "":
		return "v" + [...]string{" > ", " == ", " < "}[g.s.intn(3)] + strconv.Itoa(g.s.intn(3))
	case g.s.chance(3):
		if y := g.pick(anyKind); y != "" && y != x {
			return x + [...]string{" == ", " != "}[g.s.intn(2)] + y
		}
	}
	return x + [...]string{" == nil", " != nil"}[g.s.intn(2)]
}

// early writes an if statement returning early, maybe after one more call.
func (g *atomGen) early() {
	g.branches--
	g.line("if %s {", g.cond())
	g.indent++
	if g.calls > 0 && g.s.chance(3) {
		g.calls--
		g.line(g.b.store, g.value())
	}
	g.ret()
	g.indent--
	g.line("}")
}

// ret writes a return statement, after using every unused variable.
func (g *atomGen) ret() {
	var vals []string
	if g.result == resultInt || g.result == resultIntBool {
		vals = append(vals, g.numExpr())
	}
	if g.result == resultBool || g.result == resultIntBool {
		if g.s.chance(4) {
			vals = append(vals, g.cond())
		} else {
			vals = append(vals, [...]string{"false", "true"}[g.s.intn(2)])
		}
	}
	var unused []string
	for _, v := range g.vals {
		if !v.used {
			unused = append(unused, v.name)
			v.used = true
		}
	}
	if len(unused) > 0 && g.b.keep {
		g.line("keep(%s)", strings.Join(unused, ", "))
		unused = nil
	}
	for _, x := range unused {
		g.line("_ = %s", x)
	}
	g.line("%s", strings.TrimSpace("return "+strings.Join(vals, ", ")))
}
