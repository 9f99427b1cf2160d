// This file defines the keyed form of a generated package (issue #26):
// for one input in thirty-two (gen_forms.go), the client's base is a
// collection of another module, its kind picked by the hash: an xsync v3
// MapOf[string, int], an xsync v4 Map[string, int], a concurrent-map
// ConcurrentMap[string, int], or an xsync v3 Counter. A method makes up to
// three calls on it (the typed map's Load, Store, LoadOrStore,
// LoadAndStore, LoadAndDelete, Delete and Compute with a pure closure;
// concurrent-map's Get, Set, SetIfAbsent, Pop, Remove, Has and Upsert
// with a pure callback; the Counter's Inc, Dec, Add and, less often,
// Value) and
// has up to two if statements returning early. The packages are judged
// in the collection environment: in the package environment, where the
// values the map holds are the few its operations store (0, a loaded
// value), verify's witnesses start from any state ({"z": 1024}) and the
// oracle's from the states the package's operations reach, and a witness
// of verify from a state no run of the package reaches is a disagreement
// no engine's soundness error explains.
//
//	type C struct{ m *xsync.MapOf[string, int] }
//	func (c *C) F0(k string, v int) (int, bool) {
//		x1, ok2 := c.m.Load(k)
//		if !ok2 {
//			c.m.Store(k, v)
//			return v, true
//		}
//		return x1, false
//	}
//
// The generated module requires the collections' modules, at the versions
// snowflake's own go.mod has (keyedGoMod, keyedGoSum): their sources come
// from the module cache.

package fuzz

import (
	"go/format"
	"strconv"
	"strings"
)

// The generated module of the keyed form, and its checksums.
const (
	keyedGoMod = GoMod + "\nrequire (\n" +
		"\tgithub.com/orcaman/concurrent-map/v2 v2.0.1\n" +
		"\tgithub.com/puzpuzpuz/xsync/v3 v3.5.1\n" +
		"\tgithub.com/puzpuzpuz/xsync/v4 v4.5.0\n)\n"
	keyedGoSum = "github.com/orcaman/concurrent-map/v2 v2.0.1 h1:jOJ5Pg2w1oeB6PeDurIYf6k9PQ+aTITr/6lP/L/zp6c=\n" +
		"github.com/orcaman/concurrent-map/v2 v2.0.1/go.mod h1:9Eq3TG2oBe5FirmYWQfYO5iH1q0Jv47PLaNK++uCdOM=\n" +
		"github.com/puzpuzpuz/xsync/v3 v3.5.1 h1:GJYJZwO6IdxN/IKbneznS6yPkVC+c3zyY/j19c++5Fg=\n" +
		"github.com/puzpuzpuz/xsync/v3 v3.5.1/go.mod h1:VjzYrABPabuM4KyBh1Ftq6u8nhwY5tBPKP9jpmh0nnA=\n" +
		"github.com/puzpuzpuz/xsync/v4 v4.5.0 h1:vOSWu6b57/emh+L/Cw0BeQfvxa/cogFywXHeGUxQxAg=\n" +
		"github.com/puzpuzpuz/xsync/v4 v4.5.0/go.mod h1:VJDmTCJMBt8igNxnkQd86r+8KUeN1quSfNKu5bLYFQo=\n"
)

// A keyedOp is one call on the base: its format (%[1]s the key, %[2]s the
// value or delta) and its results.
type keyedOp struct {
	call    string
	results string // "pair" (int, bool), "int", "bool" or ""
}

// A keyedBase is one kind of base: its import, field and calls.
type keyedBase struct {
	name, imp, field, num string
	keyed                 bool // its calls take a key
	ops                   []keyedOp
}

var keyedBases = []keyedBase{
	{name: "xsync.MapOf", imp: `"github.com/puzpuzpuz/xsync/v3"`, field: "m *xsync.MapOf[string, int]", num: "int", keyed: true, ops: []keyedOp{
		{"c.m.Load(%[1]s)", "pair"}, {"c.m.Store(%[1]s, %[2]s)", ""}, {"c.m.LoadOrStore(%[1]s, %[2]s)", "pair"},
		{"c.m.LoadAndStore(%[1]s, %[2]s)", "pair"}, {"c.m.LoadAndDelete(%[1]s)", "pair"}, {"c.m.Delete(%[1]s)", ""},
		{"c.m.Compute(%[1]s, func(old int, loaded bool) (int, bool) {\nreturn old + %[2]s, false\n})", "pair"},
	}},
	{name: "xsync.Map", imp: `"github.com/puzpuzpuz/xsync/v4"`, field: "m *xsync.Map[string, int]", num: "int", keyed: true, ops: []keyedOp{
		{"c.m.Load(%[1]s)", "pair"}, {"c.m.Store(%[1]s, %[2]s)", ""}, {"c.m.LoadOrStore(%[1]s, %[2]s)", "pair"},
		{"c.m.LoadAndStore(%[1]s, %[2]s)", "pair"}, {"c.m.LoadAndDelete(%[1]s)", "pair"}, {"c.m.Delete(%[1]s)", ""},
		{"c.m.Compute(%[1]s, func(old int, loaded bool) (int, xsync.ComputeOp) {\nreturn old + %[2]s, xsync.UpdateOp\n})", "pair"},
	}},
	{name: "cmap.ConcurrentMap", imp: `cmap "github.com/orcaman/concurrent-map/v2"`, field: "m cmap.ConcurrentMap[string, int]", num: "int", keyed: true, ops: []keyedOp{
		{"c.m.Get(%[1]s)", "pair"}, {"c.m.Set(%[1]s, %[2]s)", ""}, {"c.m.SetIfAbsent(%[1]s, %[2]s)", "bool"},
		{"c.m.Pop(%[1]s)", "pair"}, {"c.m.Remove(%[1]s)", ""}, {"c.m.Has(%[1]s)", "bool"},
		{"c.m.Upsert(%[1]s, %[2]s, func(exist bool, old, nv int) int {\nreturn old + nv\n})", "int"},
	}},
	{name: "xsync.Counter", imp: `"github.com/puzpuzpuz/xsync/v3"`, field: "m *xsync.Counter", num: "int64", ops: []keyedOp{
		// Value and Reset are not linearizable (both engines leave their
		// callers unchecked): one call in six, and Reset none.
		{"c.m.Inc()", ""}, {"c.m.Dec()", ""}, {"c.m.Add(%[2]s)", ""}, {"c.m.Inc()", ""}, {"c.m.Add(%[2]s)", ""}, {"c.m.Value()", "int"},
	}},
}

// generateKeyed writes the keyed-form package of data over base.
func generateKeyed(data []byte, base *keyedBase) *Package {
	s := &source{data: data}
	var body strings.Builder
	p := &Package{Input: data, GoMod: keyedGoMod, GoSum: keyedGoSum}
	for i := 0; i < MaxFuncs && (i == 0 || !s.spent()); i++ {
		name := "F" + strconv.Itoa(i)
		g := &keyedGen{atomGen: atomGen{s: s, calls: MaxCalls, branches: MaxBranches}, kb: base}
		body.WriteString("\n" + g.method(name))
		p.Funcs = append(p.Funcs, "(*"+ModulePath+".C)."+name)
	}
	src := "// Code generated by snowflake's differential fuzzer. DO NOT EDIT.\n\npackage " + ModulePath +
		"\n\nimport " + base.imp + "\n\n// The base: " + base.name + ".\ntype C struct{ " + base.field + " }\n" + body.String()
	formatted, err := format.Source([]byte(src))
	if err != nil {
		panic("fuzz: the keyed form does not parse: " + err.Error() + "\n" + src)
	}
	p.Source = formatted
	return p
}

// A keyedGen is the state of one method's generation over a keyed base;
// it shares the atomics form's variables, conditions and returns, over
// ints.
type keyedGen struct {
	atomGen
	kb *keyedBase
}

func (g *keyedGen) method(name string) string {
	g.b = &atomBase{typ: g.kb.num, num: g.kb.num}
	g.result = resultKind(g.s.intn(4))
	params := "v " + g.kb.num
	if g.kb.keyed {
		params = "k string, " + params
	}
	g.line("func (c *C) %s(%s)%s {", name, params, g.results())
	g.indent++
	g.vals = append(g.vals, &variable{name: "v", kind: intKind, used: true})
	for g.calls > 0 {
		if g.s.intn(4) == 3 && g.branches > 0 && len(g.vals) > 1 {
			g.earlyKeyed()
			continue
		}
		g.call()
		if g.s.spent() {
			break
		}
	}
	g.ret()
	g.indent--
	g.line("}")
	return g.out.String()
}

// call writes one call on the base, its results bound.
func (g *keyedGen) call() {
	g.calls--
	op := g.kb.ops[g.s.intn(len(g.kb.ops))]
	key := "k"
	if g.s.chance(1) {
		key = `"z"`
	}
	arg := ""
	switch {
	case strings.Contains(op.call, "func("): // a closure's captures: v or a literal
		arg = g.delta()
	case strings.Contains(op.call, "%[2]s"):
		arg = g.numExpr()
	}
	call := fill(op.call, key, arg)
	switch op.results {
	case "pair":
		x := g.declare("x", anyKind)
		g.line("%s, %s := %s", x, g.declare("ok", boolKind), call)
	case "int":
		g.line("%s := %s", g.declare("x", anyKind), call)
	case "bool":
		g.line("%s := %s", g.declare("ok", boolKind), call)
	default:
		g.line("%s", call)
	}
}

// earlyKeyed writes an if statement returning early, maybe after a call
// whose results it drops.
func (g *keyedGen) earlyKeyed() {
	g.branches--
	g.line("if %s {", g.cond())
	g.indent++
	if g.calls > 0 && g.s.chance(3) {
		g.calls--
		op := g.kb.ops[g.s.intn(len(g.kb.ops))]
		if op.results == "" {
			g.line("%s", fill(op.call, "k", g.delta()))
		}
	}
	g.ret()
	g.indent--
	g.line("}")
}

// fill writes a call's format with its key and value.
func fill(call, key, arg string) string {
	return strings.NewReplacer("%[1]s", key, "%[2]s", arg).Replace(call)
}
