// This file generates the driver's code for the objects a function
// touches besides its base (issue #23; harness/objects.go runs them): it
// names, before the call, every modelled object the function can reach —
// the receiver's fields of modelled types at any depth (by value; by
// pointer, a fresh object), the package variables of modelled types the
// body uses (and their fields at any depth), and the parameters of
// pointer-to-modelled type (each a fresh object, or the same object as an
// earlier parameter of its type: both cases are scenarios). A named object
// joins a run on the client's first call of it. In generated code,
// modelled types are the harness's stand-ins.

package oracle

import (
	"fmt"
	"go/ast"
	"go/types"
	"regexp"
	"strconv"
	"strings"

	"github.com/snowflakeverify/snowflake/paths"
)

// objectTypes are the modelled types that can be objects besides the base:
// the stand-ins whose zero value is ready to use.
var objectTypes = map[string]map[string]bool{
	"sync":        set("Map"),
	"sync/atomic": set("Int32", "Int64", "Uint32", "Uint64", "Uintptr", "Bool", "Pointer", "Value"),
}

// isObjectType reports whether t is one of objectTypes.
func isObjectType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && objectTypes[n.Obj().Pkg().Path()][n.Obj().Name()]
}

// objectPtrParam reports whether t is a pointer to one of objectTypes.
func objectPtrParam(t types.Type) bool {
	p, ok := t.(*types.Pointer)
	return ok && isObjectType(p.Elem())
}

// shimMark brackets, in a printed type, the path of a package whose names
// may be stand-ins (typ replaces them).
const shimMark = "\x00"

var shimRE = regexp.MustCompile("\x00([^\x00]*)\x00\\.(\\w+)")

// standIns replaces, in a type printed with shimMark around package paths,
// each modelled name by the harness's stand-in and any other by the
// package's import name.
func (g *gen) standIns(s string) string {
	return shimRE.ReplaceAllStringFunc(s, func(m string) string {
		sub := shimRE.FindStringSubmatch(m)
		if _, alias := aliasPkgs[sub[1]]; !alias && shims[sub[1]][sub[2]] {
			return rtAlias + "." + sub[2]
		}
		return g.importName(sub[1]) + "." + sub[2]
	})
}

// importName returns the name generated code imports path as.
func (g *gen) importName(path string) string {
	if name, ok := g.imports[path]; ok {
		return name
	}
	name := fmt.Sprintf("sfoimp%d", len(g.imports))
	g.imports[path] = name
	return name
}

// objectNames returns the code, run after the receiver is made and the
// base bound, that names every object besides the base the function can
// reach through its receiver recvVar (recv as the source calls it) or package
// variables.
func (g *gen) objectNames(c *paths.Client, decl *ast.FuncDecl, info *types.Info, hasRecv bool) string {
	body, recv := decl.Body, recvName(decl)
	var b strings.Builder
	if hasRecv && c.Type != nil {
		var skip []int
		if c.Global == nil {
			skip = []int{c.Field}
		}
		g.nameFields(&b, c.Type, recvVar, recv, skip, 0)
	}
	for _, v := range usedGlobals(body, info, g.pkg) {
		if c.Global != nil && v.Name() == c.Global.Name() {
			continue
		}
		if isObjectType(v.Type()) {
			fmt.Fprintf(&b, "\t\t\t\t%s.Name(&%s, %s)\n", rtAlias, v.Name(), strconv.Quote(v.Name()))
			continue
		}
		g.nameFields(&b, v.Type(), v.Name(), v.Name(), nil, 0)
	}
	b.WriteString(g.wordNames(body, info, recv, recvObject(decl, info), baseExpr(c))) // words.go
	return b.String()
}

// recvObject is the receiver's variable, or nil.
func recvObject(decl *ast.FuncDecl, info *types.Info) types.Object {
	if decl.Recv != nil && len(decl.Recv.List) > 0 && len(decl.Recv.List[0].Names) > 0 {
		return info.Defs[decl.Recv.List[0].Names[0]]
	}
	return nil
}

// maxObjectDepth bounds the nesting of the fields named.
const maxObjectDepth = 3

// nameFields names the fields of modelled types of the struct t at expr
// (printed as shown), at any depth up to maxObjectDepth; skip is the
// base's field at the top.
func (g *gen) nameFields(b *strings.Builder, t types.Type, expr, shown string, skip []int, depth int) {
	st, ok := t.Underlying().(*types.Struct)
	if !ok || depth > maxObjectDepth {
		return
	}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if (len(skip) > 0 && i == skip[0]) || f.Name() == "_" || (f.Embedded() && isObjectType(f.Type())) {
			continue
		}
		if f.Pkg() != g.pkg && !f.Exported() {
			continue
		}
		e, s := expr+"."+f.Name(), shown+"."+f.Name()
		switch {
		case isObjectType(f.Type()):
			fmt.Fprintf(b, "\t\t\t\t%s.Name(&%s, %s)\n", rtAlias, e, strconv.Quote(s))
		case objectPtrParam(f.Type()):
			fmt.Fprintf(b, "\t\t\t\t%s = new(%s)\n\t\t\t\t%s.Name(%s, %s)\n", e, g.typ(f.Type().(*types.Pointer).Elem()), rtAlias, e, strconv.Quote(s))
		default:
			if _, isNamed := f.Type().(*types.Named); !isNamed || depth < maxObjectDepth {
				g.nameFields(b, f.Type(), e, s, nil, depth+1)
			}
		}
	}
}

// usedGlobals lists the package variables of pkg that body uses, in order
// of first use.
func usedGlobals(body *ast.BlockStmt, info *types.Info, pkg *types.Package) []*types.Var {
	var out []*types.Var
	seen := map[*types.Var]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		v, ok := info.Uses[id].(*types.Var)
		if ok && v.Pkg() == pkg && v.Parent() == pkg.Scope() && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
		return true
	})
	return out
}

// objectParams returns, for each parameter of pointer-to-modelled type,
// its domain (0: a fresh object; j+1: the object of the earlier parameter
// j of the same type) by index, and the code that makes the arguments
// p<i> of the Run closure from the chosen indices (sfArgs[first+i]).
func (g *gen) objectParams(sig *types.Signature, first int, decl *ast.FuncDecl, info *types.Info) (map[int]string, string) {
	doms, _, code := g.objectParamsText(sig, first, decl, info)
	return doms, code
}

// objectParamsText is objectParams, with the text of each parameter's
// values: new(T), or the earlier parameter's name.
func (g *gen) objectParamsText(sig *types.Signature, first int, decl *ast.FuncDecl, info *types.Info) (map[int]string, map[int][]string, string) {
	doms, texts := map[int]string{}, map[int][]string{}
	var b strings.Builder
	params := sig.Params()
	for i := 0; i < params.Len(); i++ {
		t := params.At(i).Type()
		word := wordParam(params.At(i), decl.Body, info) // words.go
		if !(objectPtrParam(t) || word) || (sig.Variadic() && i == params.Len()-1) {
			continue
		}
		name := "Name"
		if word {
			name = "NameWord"
		}
		dom := []string{"0"}
		text := []string{"new(" + types.TypeString(t.(*types.Pointer).Elem(), func(p *types.Package) string { return p.Name() }) + ")"}
		fmt.Fprintf(&b, "\t\t\t\tvar %s %s\n\t\t\t\tswitch sfArgs[%d].(int) {\n", paramVar(i), g.typ(t), first+i)
		for j := 0; j < i; j++ {
			if types.Identical(params.At(j).Type(), t) {
				dom = append(dom, strconv.Itoa(j+1))
				text = append(text, paramName(params, j))
				fmt.Fprintf(&b, "\t\t\t\tcase %d:\n\t\t\t\t\t%s = %s\n", j+1, paramVar(i), paramVar(j))
			}
		}
		fmt.Fprintf(&b, "\t\t\t\tdefault:\n\t\t\t\t\t%s = new(%s)\n\t\t\t\t\t%s.%s(%s, %s)\n\t\t\t\t}\n",
			paramVar(i), g.typ(t.(*types.Pointer).Elem()), rtAlias, name, paramVar(i), strconv.Quote(paramName(params, i)))
		doms[i], texts[i] = "{"+strings.Join(dom, ", ")+"}", text
	}
	return doms, texts, b.String()
}

// paramName is parameter i's name, or a description.
func paramName(params *types.Tuple, i int) string {
	if name := params.At(i).Name(); name != "" && name != "_" {
		return name
	}
	return fmt.Sprintf("parameter %d", i+1)
}

// objectValues returns typed values for the objects besides the base: those
// of every modelled field's and package variable's type the function can
// reach (their Load's results), for the harness's pool.
func (g *gen) objectValues(c *paths.Client, body *ast.BlockStmt, info *types.Info) []string {
	var vals []string
	var walk func(t types.Type, depth int)
	walk = func(t types.Type, depth int) {
		if p, ok := t.(*types.Pointer); ok && isObjectType(p.Elem()) {
			t = p.Elem()
		}
		if isObjectType(t) {
			if e := elemType(t); e != nil {
				vals = append(vals, g.typedValues(e)...)
			}
			return
		}
		if st, ok := t.Underlying().(*types.Struct); ok && depth <= maxObjectDepth {
			for i := 0; i < st.NumFields(); i++ {
				walk(st.Field(i).Type(), depth+1)
			}
		}
	}
	if c.Type != nil {
		walk(c.Type, 0)
	}
	for _, v := range usedGlobals(body, info, g.pkg) {
		walk(v.Type(), 0)
	}
	return dedup(vals, 12)
}

// recvName is the receiver's name in the function's source, or "c".
func recvName(decl *ast.FuncDecl) string {
	if decl.Recv != nil && len(decl.Recv.List) > 0 && len(decl.Recv.List[0].Names) > 0 {
		if n := decl.Recv.List[0].Names[0].Name; n != "_" {
			return n
		}
	}
	return "c"
}

// baseName is the base object as the function's source names it
// (s.sessions), for witnesses.
func baseName(c *paths.Client, decl *ast.FuncDecl) string {
	if c.Global != nil {
		return c.Base
	}
	return recvName(decl) + "." + c.Base
}

// argText prints the Spec's ArgText: texts by parameter, after the
// receiver's choice when there is one.
func argText(texts map[int][]string, n int, recv bool) string {
	var parts []string
	if recv {
		parts = append(parts, "nil")
	}
	for i := 0; i < n; i++ {
		if t, ok := texts[i]; ok {
			parts = append(parts, fmt.Sprintf("%#v", t))
		} else {
			parts = append(parts, "nil")
		}
	}
	return "[][]string{" + strings.Join(parts, ", ") + "}"
}

// baseExpr is the base object's expression in the driver (recvVar is the
// receiver).
func baseExpr(c *paths.Client) string {
	if c.Global != nil {
		return c.Base
	}
	return recvVar + "." + c.Base
}
