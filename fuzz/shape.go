// This file defines the shapes of generated methods, which a run counts
// (run.go) and the coverage test asserts (constructs_test.go): the form of
// the package, as the generator chose it from the input (Form), and the
// constructs a method's body has (Constructs), one line per construct in
// constructs, each found in the method's syntax.

package fuzz

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
)

// Form is the form the generator chose for data's package (gen_forms.go's
// atomics, locked, pkgmap, pkgword, keyed, nestlit; gen_genwrap.go, gen_summary.go,
// gen_twomaps.go, gen_objects.go, gen_racy.go), from the same predicates
// Generate uses; "plain" for none.
func Form(data []byte) string {
	if fk := formKind(data); fk != "" { // the forms written whole (gen_forms.go)
		return strings.Fields(fk)[0]
	}
	_, racy := racyHash(data)
	switch {
	case genwrapMode(data):
		return "genwrap"
	case summaryMode(data):
		return "summary"
	case twoMapsMode(data):
		return "twomaps"
	case objectsMode(data):
		return "objects"
	case racy:
		return "racy"
	}
	return "plain"
}

// A construct is a construct of the generator's (fuzz/doc.go) and how to
// find it in a method's syntax: has reports whether the node n of the
// method's body is one.
type construct struct {
	name string
	has  func(n ast.Node) bool
}

// constructs are the generator's constructs, one line each, as fuzz/doc.go
// lists them. A new form adds its line here.
var constructs = []construct{
	{"Load", selects("Load")},
	{"Store", selects("Store")},
	{"LoadOrStore", selects("LoadOrStore")},
	{"LoadAndDelete", selects("LoadAndDelete")},
	{"Delete", selects("Delete")},
	{"Swap", selects("Swap")},
	{"CompareAndSwap", selects("CompareAndSwap")},
	{"CompareAndDelete", selects("CompareAndDelete")},
	{"key z", func(n ast.Node) bool { l, ok := n.(*ast.BasicLit); return ok && l.Value == `"z"` }},
	{"assert", func(n ast.Node) bool { _, ok := n.(*ast.TypeAssertExpr); return ok }},
	{"if", func(n ast.Node) bool { _, ok := n.(*ast.IfStmt); return ok }},
	{"else", func(n ast.Node) bool { s, ok := n.(*ast.IfStmt); return ok && s.Else != nil }},
	{"loop", func(n ast.Node) bool { _, ok := n.(*ast.ForStmt); return ok }},
	{"fresh map", func(n ast.Node) bool { c, ok := n.(*ast.CompositeLit); _, m := typeOf(c, ok).(*ast.MapType); return m }},
	{"fresh slice", calls("append")},
	{"closure", func(n ast.Node) bool { _, ok := n.(*ast.FuncLit); return ok }},
	{"chan close", calls("close")},
	{"chan select", func(n ast.Node) bool { _, ok := n.(*ast.SelectStmt); return ok }},
	{"clock Sleep", qualified("time", "Sleep")},
	{"clock Since", qualified("time", "Since")},
	{"clock Unix", qualified("time", "Unix")},
	{"clock Duration", qualified("time", "Duration")},
	{"output log", qualified("log", "Printf")},
	{"output fmt", qualified("fmt", "Println")},
	{"output stderr", qualified("fmt", "Fprintln")},
	{"output slog", qualified("slog", "Info")},
	{"output panic", qualified("log", "Panicf")},
	{"signal WaitGroup", qualified("wg", "Done")},
	{"signal Cond", qualified("cond", "Broadcast")},
	{"errors New", qualified("errors", "New")},
	{"errors Errorf", qualified("fmt", "Errorf")},
	{"errors Join", qualified("errors", "Join")},
	{"errors Is", qualified("errors", "Is")},
	{"iface conversion", func(n ast.Node) bool { c, ok := n.(*ast.CallExpr); return isIdent(callee(c, ok), "hasher") }},
	{"iface helper", calls("pickHasher")},
	{"iface variable", func(n ast.Node) bool { return isIdent(n, "defaultHasher") }},
	{"funcval variable", calls("defaultStep")},
	{"funcval helper", func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		inner, _ := callee(c, ok).(*ast.CallExpr)
		return inner != nil && isIdent(inner.Fun, "pickStep")
	}},
	{"summary norm", calls("norm")},
	{"summary level", calls("level")},
	{"helper other package", qualified("hstrings", "ToLower")},
	{"helper no body", qualified("hstrings", "IndexByte")},
	{"second object", qualified("c", "n")},
	{"per-key counter", qualified("c", "per")},
	{"racy atomic", qualified("atomic", "")},
	{"racy plain", qualified("w", "n")},
	{"sealed check", qualified("c", "sealed")},
	{"limit check", qualified("c", "limit")},
	{"helper copy", calls("clone")},
	{"journal helper", qualified("l", "log")},
	{"retyped holder", selects("peek")},
	{"stored-type cleanup", func(n ast.Node) bool { return isIdent(n, "isInt") }},
	{"stored other type", func(n ast.Node) bool { l, ok := n.(*ast.BasicLit); return ok && l.Value == `"gone"` }},
	{"holder copy", calls("shadow")},
	{"generic holder method", qualified("w", "wipe")},
}

func selects(name string) func(ast.Node) bool {
	return func(n ast.Node) bool { s, ok := n.(*ast.SelectorExpr); return ok && s.Sel.Name == name }
}

func calls(name string) func(ast.Node) bool {
	return func(n ast.Node) bool { c, ok := n.(*ast.CallExpr); return isIdent(callee(c, ok), name) }
}

// qualified matches x.name, a package's member or a field (any name of x
// for "").
func qualified(x, name string) func(ast.Node) bool {
	return func(n ast.Node) bool {
		s, ok := n.(*ast.SelectorExpr)
		return ok && isIdent(s.X, x) && (name == "" || s.Sel.Name == name)
	}
}

func isIdent(e ast.Node, name string) bool { id, ok := e.(*ast.Ident); return ok && id.Name == name }

func callee(c *ast.CallExpr, ok bool) ast.Node {
	if !ok {
		return nil
	}
	return c.Fun
}

func typeOf(c *ast.CompositeLit, ok bool) ast.Node {
	if !ok {
		return nil
	}
	return c.Type
}

// Constructs maps each method of src (by its name, "F0", "R1", ...; and
// those funcs names in full, the package-map form's operations say) to
// the constructs its body has, in the order of constructs, then those of
// its package (fileConstructs, shape_fixed.go).
func Constructs(src []byte, funcs ...string) map[string][]string {
	f, err := parser.ParseFile(token.NewFileSet(), FileName, src, 0)
	if err != nil {
		return nil
	}
	out := map[string][]string{}
	pkgConstructs := fileConstructsOf(f)
	listed := map[string]bool{}
	for _, name := range funcs {
		listed[shortName(name)] = true
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || fd.Body == nil || !generated(fd.Name.Name) && !listed[fd.Name.Name] {
			continue
		}
		seen := make([]bool, len(constructs))
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			for i, c := range constructs {
				seen[i] = seen[i] || n != nil && c.has(n)
			}
			return true
		})
		for i, c := range constructs {
			if seen[i] {
				out[fd.Name.Name] = append(out[fd.Name.Name], c.name)
			}
		}
		out[fd.Name.Name] = append(out[fd.Name.Name], pkgConstructs...)
	}
	return out
}

// generated reports whether a method's name is one the generator lists
// (F0, F1, ... of C; R0, R1, ... of W; G0, G1, ... of the locked forms'
// L), not a wrapper or a helper's.
func generated(name string) bool {
	return len(name) > 1 && strings.ContainsRune("FRG", rune(name[0])) && strings.Trim(name[1:], "0123456789") == ""
}

// shortName is the method's name in a full name such as "(*fuzzclient.C).F0".
func shortName(full string) string { return full[strings.LastIndex(full, ".")+1:] }
