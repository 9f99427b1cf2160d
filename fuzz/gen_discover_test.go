// This file tests the nested form (gen_discover.go): discovery reports,
// exactly once, every generated method that makes two or more map calls or
// one inside a loop, and no other.

package fuzz

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// composite reports whether fd (closures included) calls a method of
// c.in.m twice or more, or once inside a loop.
func composite(fd *ast.FuncDecl) bool {
	calls, inLoop := 0, false
	var walk func(n ast.Node, loop bool)
	walk = func(n ast.Node, loop bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			switch x := x.(type) {
			case *ast.ForStmt:
				if x != n {
					walk(x, true)
					return false
				}
			case *ast.RangeStmt:
				if x != n {
					walk(x, true)
					return false
				}
			case *ast.CallExpr:
				if sel, ok := x.Fun.(*ast.SelectorExpr); ok && selectorString(sel.X) == "c.in.m" {
					calls++
					inLoop = inLoop || loop
				}
			}
			return true
		})
	}
	walk(fd.Body, false)
	return calls >= 2 || inLoop
}

// selectorString prints a selector chain (c.in.m), or "".
func selectorString(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return selectorString(e.X) + "." + e.Sel.Name
	}
	return ""
}

// TestGenNested verifies the nested form of generated packages in one
// module (a package each) and checks which methods are reported: of the
// packages of inputs(30), a few that together have each construct they
// have in a composite operation and in a method that is none (when some
// package does), and nestedSample more (sample_test.go).
func TestGenNested(t *testing.T) {
	if testing.Short() {
		t.Skip("runs verify")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(GoMod), 0o644); err != nil {
		t.Fatal(err)
	}
	pool := nestedPool(t)
	want, all := map[string]bool{}, 0
	in := cover(t, len(pool), nestedSample, func(i int) []string { return pool[i].keys })
	t.Logf("%d packages of %d", len(in), len(pool))
	for _, i := range in {
		c := pool[i]
		sub := fmt.Sprintf("p%d", i)
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, sub, FileName), c.src, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, m := range c.methods {
			all++
			if m.composite {
				want["(*"+ModulePath+"/"+sub+".C)."+m.name] = true
			}
		}
	}
	// Whether a method is reported does not depend on the witness search,
	// and what its reason or base names did not either, measured on every
	// package (atomicOnly, gen_locks_test.go).
	rep, err := verify.Run(context.Background(), verify.Options{Dir: dir, Timeout: 10 * time.Second, Environment: verify.EnvCollection, WitnessRLimit: atomicOnly}, "./...")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, r := range rep.Results {
		seen[r.Func]++
		switch {
		case !want[r.Func]:
			t.Errorf("%s: %s is reported (%s: %s) but is no composite operation", r.Pos, r.Func, r.Verdict, r.Reason)
		case seen[r.Func] == 2:
			t.Errorf("%s: %s is reported twice", r.Pos, r.Func)
		case !strings.Contains(r.Reason, "c.in.m") && r.Base != "c.in.m":
			t.Errorf("%s: %s: %s: %s does not name c.in.m", r.Pos, r.Func, r.Verdict, r.Reason)
		}
	}
	for f := range want {
		if seen[f] == 0 {
			t.Errorf("%s is a composite operation but is not reported", f)
		}
	}
	t.Logf("%d methods, %d composite operations, %d reported", all, len(want), len(rep.Results))
	if len(want) == 0 || len(want) == all {
		t.Errorf("the inputs give %d composite operations of %d methods: the test checks nothing", len(want), all)
	}
}

// nestedSample is how many packages TestGenNested verifies besides a
// cover of the constructs.
const nestedSample = 4

// A nestedCase is a package of the nested form, its methods (whether
// each is a composite operation), and its keys for cover: each method's
// constructs, with whether the method is composite.
type nestedCase struct {
	src     []byte
	methods []nestedMethod
	keys    []string
}

// A nestedMethod is a method's name and whether it is composite.
type nestedMethod struct {
	name      string
	composite bool
}

// nestedPool returns the nested packages of inputs(30), each once (nil
// and {0} give one).
func nestedPool(t *testing.T) []nestedCase {
	var pool []nestedCase
	seen := map[string]bool{}
	for _, data := range inputs(30) {
		p := Nested(data)
		if seen[string(p.Source)] {
			continue
		}
		seen[string(p.Source)] = true
		f, err := parser.ParseFile(token.NewFileSet(), FileName, p.Source, 0)
		if err != nil {
			t.Fatal(err)
		}
		c := nestedCase{src: p.Source}
		byFunc := Constructs(p.Source, p.Funcs...)
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil {
				comp := composite(fd)
				c.methods = append(c.methods, nestedMethod{fd.Name.Name, comp})
				c.keys = append(c.keys, fmt.Sprintf("a method, composite %t", comp))
				for _, k := range byFunc[fd.Name.Name] {
					c.keys = append(c.keys, fmt.Sprintf("%s, composite %t", k, comp))
				}
			}
		}
		pool = append(pool, c)
	}
	return pool
}
