// This file generates the driver: a file added to each package under test
// that lists its client functions as harness.Spec values (domains, values,
// and a Run closure that binds a fresh client to the run and calls the
// function), and the main package that hands them all to harness.Main.

package oracle

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"golang.org/x/tools/go/ssa"
)

const (
	rtAlias   = "snowflakeoraclert"    // the harness's import name in generated code
	rtDir     = "snowflakeoraclert"    // the harness's directory under the module root
	mainDir   = "snowflakeoraclemain"  // the driver's main package under the module root
	specsFunc = "SnowflakeOracleSpecs" // the generated function of each package
	driverGo  = "snowflakeoracle_driver.go"
	// recvVar names the run's receiver in generated code; paramVar and
	// resultVar name the others alike: names of the sf prefix, as
	// sfArgs, so that no package variable of the package the driver is
	// added to is hidden by them (oracle/testdata/shadow).
	recvVar = "sfRecv"
)

// paramVar names the driver's local for the object passed as parameter i.
func paramVar(i int) string { return fmt.Sprintf("sfP%d", i) }

// resultVar names the driver's local for result i of the call it makes.
func resultVar(i int) string { return fmt.Sprintf("sfR%d", i) }

// maxDomain bounds the domain of a basic-typed parameter.
const maxDomain = 6

// dedup removes repeated expressions from d and keeps at most n.
func dedup(d []string, n int) []string {
	var out []string
	seen := map[string]bool{}
	for _, e := range d {
		if !seen[e] && len(out) < n {
			seen[e] = true
			out = append(out, e)
		}
	}
	return out
}

// gen generates code in one package, importing what the types it prints need.
type gen struct {
	pkg     *types.Package
	cat     *axioms.Catalog    // the collections the package's calls may be on (argconsts.go)
	imports map[string]string  // path → name
	ops     map[string]opNames // the package environment's operations of each function, by full name
}

func newGen(pkg *types.Package, cat *axioms.Catalog) *gen {
	return &gen{pkg: pkg, cat: cat, imports: map[string]string{}, ops: map[string]opNames{}}
}

func (g *gen) qualifier(p *types.Package) string {
	if p == g.pkg {
		return ""
	}
	return g.importName(p.Path())
}

// typ prints t for generated code: modelled types are the stand-ins, as
// in the instrumented package (objects.go).
func (g *gen) typ(t types.Type) string {
	return g.standIns(types.TypeString(t, func(p *types.Package) string {
		if p == g.pkg {
			return ""
		}
		return shimMark + p.Path() + shimMark
	}))
}

// conv converts lit to t, unless lit already has type t.
func (g *gen) conv(t types.Type, lit string) string {
	switch u := t.(type) {
	case *types.Basic:
		def := map[types.BasicKind]bool{types.String: strings.HasPrefix(lit, `"`), types.Bool: lit == "true" || lit == "false",
			types.Int: !strings.ContainsAny(lit, `".ie`) && lit != "true" && lit != "false"}
		if def[u.Kind()] {
			return lit
		}
	case *types.Pointer:
		if strings.HasPrefix(lit, "new(") {
			return lit
		}
	}
	return "(" + g.typ(t) + ")(" + lit + ")"
}

func (g *gen) convAll(t types.Type, lits []string) []string {
	out := make([]string, len(lits))
	for i, l := range lits {
		out[i] = g.conv(t, l)
	}
	return out
}

// accessible returns why generated code in g.pkg cannot name t, or "".
func (g *gen) accessible(t types.Type) string {
	switch t := t.(type) {
	case *types.Named:
		obj := t.Obj()
		if obj.Pkg() != nil && obj.Pkg() != g.pkg && !obj.Exported() {
			return fmt.Sprintf("type %s is not exported by %s", obj.Name(), obj.Pkg().Path())
		}
		for i := 0; i < t.TypeArgs().Len(); i++ {
			if r := g.accessible(t.TypeArgs().At(i)); r != "" {
				return r
			}
		}
	case *types.TypeParam:
		return "type parameter " + t.String()
	case *types.Pointer:
		return g.accessible(t.Elem())
	case *types.Slice:
		return g.accessible(t.Elem())
	case *types.Array:
		return g.accessible(t.Elem())
	case *types.Map:
		if r := g.accessible(t.Key()); r != "" {
			return r
		}
		return g.accessible(t.Elem())
	case *types.Chan:
		return g.accessible(t.Elem())
	case *types.Signature:
		for _, tup := range []*types.Tuple{t.Params(), t.Results()} {
			for i := 0; i < tup.Len(); i++ {
				if r := g.accessible(tup.At(i).Type()); r != "" {
					return r
				}
			}
		}
	}
	return ""
}

// spec returns the harness.Spec literal of fn, or why fn cannot be run;
// pkg selects the package environment (pkgenv.go), whose operations are
// among files.
func (g *gen) spec(c *paths.Client, fn *ssa.Function, info *types.Info, pkg bool, files []*ast.File) (string, string) {
	obj, ok := fn.Object().(*types.Func)
	decl, hasDecl := fn.Syntax().(*ast.FuncDecl)
	if !ok || !hasDecl || decl.Body == nil {
		return "", "no declaration with a body"
	}
	sig := obj.Type().(*types.Signature)
	if sig.TypeParams().Len() > 0 || sig.RecvTypeParams().Len() > 0 {
		return "", "generic function: not instantiated by the oracle"
	}
	if r := screen(decl.Body); r != "" {
		return "", r
	}
	if r := screenPkg(decl.Body, info); pkg && r != "" {
		return "", r
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if _, isFunc := sig.Results().At(i).Type().Underlying().(*types.Signature); isFunc {
			return "", "returns a function: results cannot be compared"
		}
	}
	var opBodies []*ast.BlockStmt // in the package environment, the keys its operations use are the function's to meet too
	if pkg {
		for _, op := range operations(c, info, files) {
			opBodies = append(opBodies, op.decl.Body)
		}
	}
	doms, reason := g.paramDomains(sig, decl, info, opBodies)
	if reason != "" {
		return "", reason
	}
	run, recvs, mk, reason := g.run(c, obj, sig, decl, info, pkg)
	if reason != "" {
		return "", reason
	}
	if len(recvs) > 0 {
		var idx []string
		for i := range recvs {
			idx = append(idx, strconv.Itoa(i))
		}
		doms = append([]string{"{" + strings.Join(idx, ", ") + "}"}, doms...)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\t\t{\n\t\t\tName:   %s,\n\t\t\tShort:  %s,\n", strconv.Quote(obj.FullName()), strconv.Quote(obj.Name()))
	fmt.Fprintf(&b, "\t\t\tParams: [][]any{%s},\n", strings.Join(doms, ", "))
	if len(recvs) > 0 {
		fmt.Fprintf(&b, "\t\t\tRecvs:  %#v,\n", recvs)
	}
	if _, texts, _ := g.objectParamsText(sig, 0, decl, info); len(texts) > 0 {
		fmt.Fprintf(&b, "\t\t\tArgText: %s,\n", argText(texts, sig.Params().Len(), len(recvs) > 0))
	}
	vals, foreign := g.bodyValues(decl.Body, info, sig.Params())
	bk, _ := baseOf(c)
	if bk.elem != nil {
		vals = dedup(append(vals, g.typedValues(bk.elem)...), len(vals)+8)
	}
	fmt.Fprintf(&b, "\t\t\tValues: []any{%s},\n", strings.Join(vals, ", "))
	if foreign != "" {
		fmt.Fprintf(&b, "\t\t\tForeign: []any{%s},\n", foreign)
	}
	fmt.Fprintf(&b, "\t\t\tObject: %s,\n", g.object(c))
	fmt.Fprintf(&b, "\t\t\tBase:   %s,\n", strconv.Quote(baseName(c, decl)))
	if bk.word || len(wordArgs(decl.Body, info, g.pkg)) > 0 {
		if plainWordUse(decl.Body, info, recvObject(decl, info), g.pkg, wordSet(decl.Body, info, recvObject(decl, info), g.pkg, baseExpr(c))) {
			fmt.Fprintf(&b, "\t\t\tEarlyGap: true,\n")
		}
	}
	if ov := g.objectValues(c, decl.Body, info); len(ov) > 0 {
		fmt.Fprintf(&b, "\t\t\tObjValues: []any{%s},\n", strings.Join(ov, ", "))
	}
	if pkg {
		ops, names, left := g.opSpecs(c, mk, recvName(decl), info, files)
		g.ops[obj.FullName()] = opNames{names, left}
		fmt.Fprintf(&b, "\t\t\tPackage: true,\n\t\t\tOps: []%s.Op{\n%s\t\t\t},\n", rtAlias, ops)
	}
	fmt.Fprintf(&b, "\t\t\tRun: func(sfArgs []any) []any {\n%s\t\t\t},\n\t\t},\n", run)
	return b.String(), ""
}

// paramDomains returns the domain of every parameter of sig, or why one
// has none: a pointer to a modelled object chooses a fresh object or an
// earlier parameter's (objects.go).
func (g *gen) paramDomains(sig *types.Signature, decl *ast.FuncDecl, info *types.Info, opBodies []*ast.BlockStmt) ([]string, string) {
	var doms []string
	objDoms, _ := g.objectParams(sig, 0, decl, info)
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		if d, ok := objDoms[i]; ok {
			doms = append(doms, d)
			continue
		}
		d, reason := g.paramDomain(p.Type())
		if reason != "" {
			return nil, reason
		}
		if b, ok := p.Type().Underlying().(*types.Basic); ok {
			if b.Info()&types.IsString != 0 && ranged(decl.Body, info, p) {
				d = g.convAll(p.Type(), rangedDomain)
			}
			d = g.withConsts(d, p, info, decl.Body, append([]*ast.BlockStmt{decl.Body}, opBodies...)...)
		}
		doms = append(doms, "{"+strings.Join(d, ", ")+"}")
	}
	return doms, ""
}

// run returns the body of the Run closure (a receiver, the base object
// bound to the current run, the call, its results) and the names of the
// receivers it chooses among: a fresh one, or a package-level variable of
// the client type. In the package environment (pkg) the receiver is the
// run's (harness.Recv), made by the maker it returns too, always fresh.
func (g *gen) run(c *paths.Client, obj *types.Func, sig *types.Signature, decl *ast.FuncDecl, info *types.Info, pkg bool) (string, []string, string, string) {
	var b strings.Builder
	callee := obj.Name()
	var recvs []string
	first := 0 // index of the first parameter in the arguments
	if recv := sig.Recv(); recv != nil {
		code, names, reason := g.receiver(c, recv.Type())
		if reason == "" && pkg {
			reason = pkgReceiver(c, recv.Type()) // pkgenv.go
		}
		if reason != "" {
			return "", nil, "", reason
		}
		if !pkg {
			b.WriteString(code)
			if len(names) > 0 {
				recvs, first = names, 1
			}
		}
		callee = recvVar + "." + callee
	}
	if c.Global == nil && sig.Recv() == nil {
		return "", nil, "", "not a method of the client type"
	}
	setup := g.bind(c) + g.objectNames(c, decl, info, sig.Recv() != nil)
	mk := ""
	if pkg {
		mk = g.maker(c, setup)
		b.WriteString(recvLine(mk, sig.Recv() != nil, "\t\t\t\t"))
	} else {
		b.WriteString(setup)
	}
	objDoms, objCode := g.objectParams(sig, first, decl, info)
	b.WriteString(objCode)
	b.WriteString(g.callCode(callee, sig, first, objDoms, "\t\t\t\t"))
	return b.String(), recvs, mk, ""
}

// callCode returns the call of callee with the arguments sfArgs[first:] (or
// the objects paramVar(i) of objDoms) and the return of its results, indented.
func (g *gen) callCode(callee string, sig *types.Signature, first int, objDoms map[int]string, indent string) string {
	var args, results []string
	for i := 0; i < sig.Params().Len(); i++ {
		a := fmt.Sprintf("%s.Arg[%s](sfArgs[%d])", rtAlias, g.typ(sig.Params().At(i).Type()), first+i)
		if _, ok := objDoms[i]; ok {
			a = paramVar(i)
		}
		if sig.Variadic() && i == sig.Params().Len()-1 {
			a += "..."
		}
		args = append(args, a)
	}
	for i := 0; i < sig.Results().Len(); i++ {
		results = append(results, resultVar(i))
	}
	call := callee + "(" + strings.Join(args, ", ") + ")"
	if len(results) == 0 {
		return fmt.Sprintf("%s%s\n%sreturn nil\n", indent, call, indent)
	}
	return fmt.Sprintf("%s%s := %s\n%sreturn []any{%s}\n", indent, strings.Join(results, ", "), call, indent, strings.Join(results, ", "))
}

// receiver returns the code that sets recvVar to a receiver of type t (or *t):
// a fresh one, or, chosen by the first argument, a package-level variable
// of the client type, whose names it returns after "" for the fresh one.
func (g *gen) receiver(c *paths.Client, t types.Type) (string, []string, string) {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := t.(*types.Named)
	if !ok {
		return "", nil, "receiver of an unnamed type"
	}
	var globals []string
	if c.Global == nil {
		globals = g.globalsOf(named)
	}
	if len(globals) == 0 {
		return fmt.Sprintf("\t\t\t\t%s := new(%s)\n", recvVar, g.typ(named)), nil, ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\t\t\t\tvar %s *%s\n\t\t\t\tswitch sfArgs[0].(int) {\n", recvVar, g.typ(named))
	for i, name := range globals {
		fmt.Fprintf(&b, "\t\t\t\tcase %d:\n\t\t\t\t\t%s = %s{}\n\t\t\t\t\t%s = &%s\n", i+1, name, g.typ(named), recvVar, name)
	}
	fmt.Fprintf(&b, "\t\t\t\tdefault:\n\t\t\t\t\t%s = new(%s)\n\t\t\t\t}\n", recvVar, g.typ(named))
	return b.String(), append([]string{""}, globals...), ""
}

// globalsOf lists the package-level variables of type named, which a
// method may be called on (and which other code may reach).
func (g *gen) globalsOf(named *types.Named) []string {
	var names []string
	scope := g.pkg.Scope()
	for _, name := range scope.Names() {
		if v, ok := scope.Lookup(name).(*types.Var); ok && types.Identical(v.Type(), named) {
			names = append(names, name)
		}
	}
	return names
}

// driverFile returns the driver file of a package from its spec literals.
func (g *gen) driverFile(rtPath string, specs []string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "// Code generated by snowflake test. DO NOT EDIT.\n\npackage %s\n\nimport (\n", g.pkg.Name())
	fmt.Fprintf(&b, "\t%s %s\n", rtAlias, strconv.Quote(rtPath))
	var paths []string
	for p := range g.imports {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		fmt.Fprintf(&b, "\t%s %s\n", g.imports[p], strconv.Quote(p))
	}
	fmt.Fprintf(&b, ")\n\n// %s lists the client functions that snowflake test explores.\n", specsFunc)
	fmt.Fprintf(&b, "func %s() []%s.Spec {\n\treturn []%s.Spec{\n%s\t}\n}\n", specsFunc, rtAlias, rtAlias, strings.Join(specs, ""))
	return []byte(b.String())
}

// mainFile returns the driver's main package, which explores the functions
// of the packages at pkgPaths.
func mainFile(rtPath string, pkgPaths []string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "// Code generated by snowflake test. DO NOT EDIT.\n\npackage main\n\nimport (\n\t%s %s\n", rtAlias, strconv.Quote(rtPath))
	var calls []string
	for i, p := range pkgPaths {
		fmt.Fprintf(&b, "\tp%d %s\n", i, strconv.Quote(p))
		calls = append(calls, fmt.Sprintf("p%d.%s()", i, specsFunc))
	}
	fmt.Fprintf(&b, ")\n\nfunc main() {\n\t%s.Main(%s)\n}\n", rtAlias, strings.Join(calls, ", "))
	return []byte(b.String())
}

// object returns the expression of the Spec's Object: a pointer to a base
// object of the client's type (a new one's, or the variable's), whose type
// tells the harness the base's kind.
func (g *gen) object(c *paths.Client) string {
	base := c.Base
	if c.Global == nil {
		base = "new(" + g.typ(c.Type) + ")." + base
	}
	if c.ByPointer {
		return base
	}
	if bk, _ := baseOf(c); bk.word {
		return wordAddr(bk, "&"+base)
	}
	return "&" + base
}

// wordAddr is the address addr of a word, as a pointer to its basic
// integer type: (*uint32)(&x.state) for a word of a defined type over
// uint32, which the harness models as a uint32.
func wordAddr(bk baseKind, addr string) string {
	if _, defined := bk.decl.(*types.Named); defined {
		return "(*" + bk.elem.String() + ")(" + addr + ")"
	}
	return addr
}
