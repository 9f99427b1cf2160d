// This file defines the package-map form of a generated package (issue
// #26): for one input in thirty-two (gen_forms.go), a package whose
// unexported map never leaves it, and whose exported operations are
// drawn from a menu: an insert-only Put (LoadOrStore), Get, two
// get-or-creates (Load then LoadOrStore; Load then Store), a second Load
// of a key found present (Twice, and Must, which asserts it), a Load of
// two keys, the mutators Delete, Take (LoadAndDelete), Set (Store) and
// Incr (the LoadOrStore and CompareAndSwap retry loop), Clean, which
// deletes a value that is not an int (it never runs unless the package
// has Mark, which stores a string: the stored-types invariant,
// verify/stored.go), Mark, and Shadow, which deletes through a copy of
// the holder converted to another type (the copy shares the map: the base
// escapes, paths/holdercopy.go), and Wipe, which zeroes the holder
// through a generic type's method called through an interface (read as
// instantiated, paths/holdergeneric.go: the base escapes). For half the
// inputs the package is insert-only (no operation deletes or changes an
// entry: the package's invariants hold); for the others the menu is
// whole, and now and then one more method, F0, is a plain generated one
// (gen.go) over the same map. Both engines judge the package in the
// package environment: the other goroutine runs the package's own
// operations. For one input in three, the client type also holds a field
// fixed at construction, set by constructors (gen_fixed.go).
//
//	type C struct {
//		//snowflake:base
//		m sync.Map
//	}
//	func (c *C) Put(k string, v int) int { x, _ := c.m.LoadOrStore(k, v); return x.(int) }
//	func (c *C) Twice(k string) (int, bool) { ... c.m.Load(k) ... c.m.Load(k) ... }

package fuzz

import (
	"go/format"
	"strings"
)

// A pkgOp is one operation of the menu.
type pkgOp struct {
	name, sig, body string
	changes         bool // deletes or changes an entry
}

var pkgOps = []pkgOp{
	{"Put", "(k string, v int) int", "x, _ := c.m.LoadOrStore(k, v)\nreturn x.(int)", false},
	{"Get", "(k string) (int, bool)", "x, ok := c.m.Load(k)\nif !ok {\nreturn 0, false\n}\nreturn x.(int), true", false},
	{"GetOrCreate", "(k string, v int) int", "if x, ok := c.m.Load(k); ok {\nreturn x.(int)\n}\nx, _ := c.m.LoadOrStore(k, v)\nreturn x.(int)", false},
	{"Twice", "(k string) (int, bool)", "if _, ok := c.m.Load(k); !ok {\nreturn 0, false\n}\nx, ok := c.m.Load(k)\nif !ok {\nreturn -1, false\n}\nreturn x.(int), true", false},
	{"Must", "(k string) int", "if _, ok := c.m.Load(k); !ok {\nreturn 0\n}\nx, _ := c.m.Load(k)\nreturn x.(int)", false},
	{"Both", "(k string) bool", "_, ok1 := c.m.Load(k)\n_, ok2 := c.m.Load(\"z\")\nreturn ok1 && ok2", false},
	{"GetOrStore", "(k string, v int) int", "if x, ok := c.m.Load(k); ok {\nreturn x.(int)\n}\nc.m.Store(k, v)\nreturn v", true},
	{"Delete", "(k string)", "c.m.Delete(k)", true},
	{"Take", "(k string) (int, bool)", "x, ok := c.m.LoadAndDelete(k)\nif !ok {\nreturn 0, false\n}\nreturn x.(int), true", true},
	{"Set", "(k string, v int)", "c.m.Store(k, v)", true},
	{"Incr", "(k string) int", "for {\nx, loaded := c.m.LoadOrStore(k, 1)\nif !loaded {\nreturn 1\n}\nn := x.(int)\nif c.m.CompareAndSwap(k, n, n+1) {\nreturn n + 1\n}\n}", true},
	{"Clean", "(k string) int", "x, ok := c.m.Load(k)\nif !ok {\nreturn 0\n}\nn, isInt := x.(int)\nif !isInt {\nc.m.Delete(k)\nreturn -1\n}\nreturn n", true},
	{"Mark", "(k string)", "c.m.Store(k, \"gone\")", true},
	{"Shadow", "(k string)", "r := shadow(*c)\nr.m.Delete(k)", true},
	{"Wipe", "()", "var w wiper = &cell[C]{p: c}\nw.wipe()", true},
}

// maxPkgOps bounds the operations drawn from the menu (two to five draws) (the oracle's
// package environment runs each of them as the other goroutine).
const maxPkgOps = 5

// generatePkgMap writes the package-map form's package of data.
func generatePkgMap(data []byte) *Package {
	s := &source{data: data}
	insertOnly := s.chance(4)
	fixed := fixedOf(data)
	if fixed != nil && fixed.field == "limit" {
		insertOnly = false // Incr, which a limit bounds, changes entries
	}
	typ := fixed.typeName()
	p := &Package{Input: data, Environment: envPackage}
	var body strings.Builder
	imports := map[string]bool{}
	if !insertOnly && s.chance(3) {
		m := newMethod(s, "F0")
		m.imports = imports
		body.WriteString("\n" + m.generate())
		p.Funcs = append(p.Funcs, "(*"+ModulePath+"."+typ+").F0")
	}
	var menu []string
	for _, op := range pkgOps {
		if !op.changes || !insertOnly {
			menu = append(menu, op.name)
		}
	}
	chosen := map[string]bool{}
	for n := 2 + s.intn(maxPkgOps-1); n > 0; n-- { // draws, maybe the same operation twice
		chosen[menu[s.intn(len(menu))]] = true
	}
	if fixed != nil && fixed.field == "limit" {
		chosen["Incr"] = true
	}
	for _, name := range []string{"Put", "Get"} { // a package of one operation has no other to run
		if len(chosen) < 2 {
			chosen[name] = true
		}
	}
	for _, op := range pkgOps {
		if chosen[op.name] {
			body.WriteString("\nfunc (c *C) " + op.name + op.sig + " {\n" + fixed.guard(op) + "\n}\n")
			p.Funcs = append(p.Funcs, "(*"+ModulePath+"."+typ+")."+op.name)
		}
	}
	if strings.Contains(body.String(), "time.") {
		imports["time"] = true
	}
	decl := "\n// C's map never leaves the package.\ntype C struct {\n//snowflake:base\nm sync.Map\n}\n"
	if fixed != nil {
		decl = fixed.decl()
	}
	if chosen["Shadow"] {
		decl += "\n// shadow has " + typ + "'s layout: a copy through it shares the map.\ntype shadow " + typ + "\n"
	}
	if chosen["Wipe"] {
		decl += "\n// A cell zeroes what it points to, through an interface.\ntype wiper interface{ wipe() }\n\ntype cell[T any] struct{ p *T }\n\nfunc (x *cell[T]) wipe() {\nvar z T\n*x.p = z\n}\n"
	}
	methods := strings.ReplaceAll(body.String(), "func (c *C) ", "func (c *"+typ+") ")
	methods = strings.ReplaceAll(methods, "&cell[C]{", "&cell["+typ+"]{")
	src := "// Code generated by snowflake's differential fuzzer. DO NOT EDIT.\n\npackage " + ModulePath + "\n\n" +
		importDecl(imports) + decl + ifaceDeclsFor(body.String()) + funcvalDeclsFor(body.String()) + signalDeclsFor(body.String()) + methods
	formatted, err := format.Source([]byte(src))
	if err != nil {
		panic("fuzz: the package-map form does not parse: " + err.Error() + "\n" + src)
	}
	p.Source = formatted
	return p
}
