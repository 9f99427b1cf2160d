// This file generates the package environment of a function (issue #24,
// harness/pkgenv.go): for a client whose base object only its package's
// code reaches (paths.Confinement), the other goroutine runs the
// package's own operations on the function's receiver instead of calling
// the base object's API.
//
// The operations that may run concurrently with the function are
//   - for a client type T: the exported methods of *T when T is exported
//     or an exported function or method of the package returns T or *T
//     (other packages can hold one and call them), and every method of T
//     that a go statement of the package starts;
//   - for a package-variable base: the exported functions of the package
//     that use the variable, and those a go statement starts.
//
// Each is called with arguments from the oracle's parameter domains (an
// operation with a parameter without a domain, a pointer to a modelled
// object, a result of func type, a type parameter, or a body the oracle
// cannot run (goroutines, channels, the clock) is left out: leaving
// operations out only leaves scenarios out, so a violation found is one).
// The function and the operations share one receiver, made on first use
// by the same code (harness.Recv): a fresh T whose base is bound to the
// run, its other objects named.

package oracle

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"github.com/snowflakeverify/snowflake/paths"
)

// environment sets res's environment from opt and c: the package one
// when asked for and c's base is confined, else the collection one (with
// where the base escapes).
func environment(opt *Options, prog *paths.Program, c *paths.Client, res *Result) {
	res.Environment = EnvCollection
	if opt.Environment != EnvPackage {
		return
	}
	if esc := prog.Confinement(c); esc != nil {
		res.EnvReason = fmt.Sprintf("the base object escapes its package at %s: %s; the package environment is the collection one",
			paths.RelPos(opt.Dir, prog.Fset.Position(esc.Pos)), esc.Why)
		return
	}
	res.Environment = EnvPackage
}

// opNames are the names of a function's operations, and those left out
// with why.
type opNames struct{ ops, left []string }

// An operation is one of the package's functions or methods that the
// other goroutine may run.
type operation struct {
	fn   *types.Func
	decl *ast.FuncDecl
}

// operations lists the operations of c's package that may run
// concurrently with a function of c, in source order.
func operations(c *paths.Client, pkgInfo *types.Info, files []*ast.File) []operation {
	started := goStarted(pkgInfo, files)
	var ops []operation
	for _, f := range files {
		for _, d := range f.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, ok := pkgInfo.Defs[decl.Name].(*types.Func)
			if ok && isOperation(c, fn, started, pkgInfo, files) {
				ops = append(ops, operation{fn, decl})
			}
		}
	}
	return ops
}

// isOperation reports whether fn may run concurrently with c's functions.
func isOperation(c *paths.Client, fn *types.Func, started map[*types.Func]bool, info *types.Info, files []*ast.File) bool {
	sig := fn.Type().(*types.Signature)
	if c.Global != nil && sig.Recv() == nil {
		return (fn.Exported() || started[fn]) && usesVar(fn, c.Global.Object(), info, files)
	}
	if c.Type == nil || sig.Recv() == nil {
		return false
	}
	if named, ok := derefNamed(sig.Recv().Type()); !ok || named.Obj() != c.Type.Obj() {
		return false
	}
	return started[fn] || (fn.Exported() && reachable(c.Type, fn.Pkg(), info))
}

// reachable reports whether other packages can hold a value of type
// named: it is exported, or an exported function or method returns it.
func reachable(named *types.Named, pkg *types.Package, info *types.Info) bool {
	if named.Obj().Exported() {
		return true
	}
	for _, obj := range info.Defs {
		fn, ok := obj.(*types.Func)
		if !ok || !fn.Exported() || fn.Pkg() != pkg {
			continue
		}
		res := fn.Type().(*types.Signature).Results()
		for i := 0; i < res.Len(); i++ {
			if n, ok := derefNamed(res.At(i).Type()); ok && n.Obj() == named.Obj() {
				return true
			}
		}
	}
	return false
}

// goStarted lists the functions and methods that go statements of the
// package start directly (go s.loop(), go worker()).
func goStarted(info *types.Info, files []*ast.File) map[*types.Func]bool {
	out := map[*types.Func]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			g, ok := n.(*ast.GoStmt)
			if !ok {
				return true
			}
			var id *ast.Ident
			switch fun := g.Call.Fun.(type) {
			case *ast.Ident:
				id = fun
			case *ast.SelectorExpr:
				id = fun.Sel
			}
			if id != nil {
				if fn, ok := info.Uses[id].(*types.Func); ok {
					out[fn] = true
				}
			}
			return true
		})
	}
	return out
}

// usesVar reports whether fn's body mentions v.
func usesVar(fn *types.Func, v types.Object, info *types.Info, files []*ast.File) bool {
	for _, f := range files {
		for _, d := range f.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil || info.Defs[decl.Name] != fn {
				continue
			}
			found := false
			ast.Inspect(decl.Body, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && info.Uses[id] == v {
					found = true
				}
				return !found
			})
			return found
		}
	}
	return false
}

func derefNamed(t types.Type) (*types.Named, bool) {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return n, ok
}

// opSpecs returns the harness.Op literals of c's operations, each calling
// through mk (the receiver's maker), and the operations left out, with
// why, sorted.
func (g *gen) opSpecs(c *paths.Client, mk, recv string, info *types.Info, files []*ast.File) (string, []string, []string) {
	var b strings.Builder
	var names, left []string
	ops := operations(c, info, files)
	var bodies []*ast.BlockStmt // the constants any operation passes are keys every operation may meet (argconsts.go)
	for _, op := range ops {
		bodies = append(bodies, op.decl.Body)
	}
	for _, op := range ops {
		lit, reason := g.opSpec(op, mk, recv, info, bodies)
		if reason != "" {
			left = append(left, op.fn.Name()+" ("+reason+")")
			continue
		}
		b.WriteString(lit)
		names = append(names, op.fn.Name())
	}
	sort.Strings(left)
	return b.String(), names, left
}

// opSpec returns the harness.Op literal of op, or why it is left out.
func (g *gen) opSpec(op operation, mk, recv string, info *types.Info, bodies []*ast.BlockStmt) (string, string) {
	sig := op.fn.Type().(*types.Signature)
	if sig.TypeParams().Len() > 0 || sig.RecvTypeParams().Len() > 0 {
		return "", "generic"
	}
	if r := screenPkg(op.decl.Body, info); r != "" {
		return "", r
	}
	var doms []string
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		if objectPtrParam(p.Type()) {
			return "", "parameter " + p.Name() + " points to a shared object"
		}
		d, reason := g.paramDomain(p.Type())
		if reason != "" {
			return "", reason
		}
		if _, ok := p.Type().Underlying().(*types.Basic); ok {
			d = g.withConsts(d, p, info, op.decl.Body, bodies...)
		}
		doms = append(doms, "{"+strings.Join(d, ", ")+"}")
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if _, isFunc := sig.Results().At(i).Type().Underlying().(*types.Signature); isFunc {
			return "", "returns a function"
		}
	}
	short, callee := op.fn.Name(), op.fn.Name()
	if sig.Recv() != nil {
		short, callee = recv+"."+short, recvVar+"."+callee
	}
	const indent = "\t\t\t\t\t"
	body := recvLine(mk, sig.Recv() != nil, indent) + g.callCode(callee, sig, 0, nil, indent)
	return fmt.Sprintf("\t\t\t\t{Name: %s, Short: %s, Params: [][]any{%s},\n\t\t\t\t\tRun: func(sfArgs []any) []any {\n%s\t\t\t\t\t}},\n",
		strconv.Quote(op.fn.FullName()), strconv.Quote(short), strings.Join(doms, ", "), body), ""
}

// recvLine returns the statement that gets the run's receiver from the
// maker expression mk: into recvVar for a method, or only made.
func recvLine(mk string, method bool, indent string) string {
	if method {
		return indent + recvVar + " := " + mk + "\n"
	}
	return indent + "_ = " + mk + "\n"
}

// pkgReceiver returns why a method whose receiver has type t cannot run
// in the package environment: its receiver is not the client type's.
func pkgReceiver(c *paths.Client, t types.Type) string {
	if named, ok := derefNamed(t); !ok || c.Type == nil || named.Obj() != c.Type.Obj() {
		return "the receiver is not of the client type: no package environment"
	}
	return ""
}

// maker returns the expression that gives the run's receiver (harness.Recv
// with the code that makes it: setup binds the base and names the other
// objects), as *T for a client type, or the call alone for a package
// variable without receiver.
func (g *gen) maker(c *paths.Client, setup string) string {
	if c.Type == nil {
		return fmt.Sprintf("%s.Recv(func() any {\n%s\t\t\t\treturn nil\n\t\t\t})", rtAlias, setup)
	}
	t := g.typ(c.Type)
	return fmt.Sprintf("%s.Recv(func() any {\n\t\t\t\t%s := new(%s)\n%s\t\t\t\treturn %s\n\t\t\t}).(*%s)", rtAlias, recvVar, t, setup, recvVar, t)
}

// envSuffix says, after a verdict's reason, which environment the
// function was explored in when it is not the one asked for, or which
// operations the other goroutine ran.
func envSuffix(r *Result) string {
	switch {
	case r.EnvReason != "":
		return "; " + r.EnvReason
	case r.Environment != EnvPackage:
		return ""
	case len(r.Operations) == 0:
		return "; in the package environment: no operation of the package can run concurrently with it"
	}
	return "; in the package environment: the other goroutine ran " + strings.Join(r.Operations, ", ")
}

// screenPkg is screen for the package environment, where the objects
// hold what the package's operations store (a channel, say): it also
// refuses a range over a channel, which blocks until another goroutine
// closes it.
func screenPkg(body *ast.BlockStmt, info *types.Info) string {
	if r := screen(body); r != "" {
		return r
	}
	reason := ""
	ast.Inspect(body, func(n ast.Node) bool {
		if rs, ok := n.(*ast.RangeStmt); ok && reason == "" {
			if _, isChan := info.TypeOf(rs.X).Underlying().(*types.Chan); isChan {
				reason = "ranges over a channel: its runs may block"
			}
		}
		return reason == ""
	})
	return reason
}
