// This file tests the generator: every package parses, is gofmt-formatted,
// type-checks and builds, the same input gives the same package, and
// methods keep within the budget.

package fuzz

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// inputs are the seeds, edge cases and random inputs.
func inputs(n int) [][]byte {
	in := [][]byte{nil, {0}, bytes.Repeat([]byte{0xff}, 64), bytes.Repeat([]byte{7}, 200)}
	for _, s := range seeds {
		in = append(in, s.data)
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < n; i++ {
		data := make([]byte, r.Intn(80))
		r.Read(data)
		in = append(in, data)
	}
	return in
}

func TestGenerateTypeChecks(t *testing.T) {
	imp := importer.Default()
	shapes := map[string]int{}
	pkgs := formPackages() // forms_test.go: inputs(3000)'s, generated once
	for i, data := range inputs(3000) {
		p := pkgs[i]
		if q := Generate(data); !bytes.Equal(p.Source, q.Source) {
			t.Fatalf("input %q: two packages", data)
		}
		if src, err := format.Source(p.Source); err != nil || !bytes.Equal(src, p.Source) {
			t.Fatalf("input %q: not gofmt-formatted (%v):\n%s", data, err, p.Source)
		}
		if p.GoMod != "" {
			continue // requirements the default importer cannot see: TestGenKeyedBuilds builds them
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, FileName, p.Source, 0)
		if err != nil {
			t.Fatalf("input %q: %v\n%s", data, err, p.Source)
		}
		conf := types.Config{Importer: imp}
		if _, err := conf.Check(ModulePath, fset, []*ast.File{f}, nil); err != nil {
			t.Fatalf("input %q: %v\n%s", data, err, p.Source)
		}
		checkBudget(t, data, f, len(p.Funcs))
		countShapes(f, shapes)
	}
	t.Logf("shapes: %v", shapes)
	for _, s := range []string{"Load", "Store", "LoadOrStore", "LoadAndDelete", "Delete", "Swap", "CompareAndSwap", "CompareAndDelete", "for", "if", "else", ".(int)",
		"close", "select", "Sleep", "Since", "Unix", "Duration", "append", "map", "norm", "level", "hash"} {
		if shapes[s] == 0 {
			t.Errorf("no generated method has %s", s)
		}
	}
}

// checkBudget checks that each method makes at most MaxCalls collection
// calls and has at most MaxBranches if statements besides a retry loop's
// exit test.
func checkBudget(t *testing.T, data []byte, f *ast.File, funcs int) {
	if form, _ := newForm(data); form == formLocked || form == formPkgMap || form == formPkgWord || form == formPkgPair {
		return // gen_locks.go, gen_pkgmap.go, gen_pkgword.go, gen_pkgpair.go: methods of a menu, more than MaxFuncs
	}
	n := 0
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || len(fd.Recv.List[0].Names) == 0 || fd.Recv.List[0].Names[0].Name != "c" || isWrapperMethod(fd) {
			continue // gen_summary.go's helpers, gen_iface.go's declarations; gen_genwrap.go's wrapper methods: one call each
		}
		n++
		calls, ifs := 0, 0
		ast.Inspect(fd.Body, func(x ast.Node) bool {
			switch x := x.(type) {
			case *ast.CallExpr:
				if isCollectionCall(x) { // not conversions, not package time (gen_clock.go)
					calls++
				}
			case *ast.IfStmt:
				if _, exit := x.Cond.(*ast.CallExpr); !exit && !isKeyHelperIf(x) {
					ifs++
				}
			}
			return true
		})
		if calls > MaxCalls || ifs > MaxBranches {
			t.Errorf("input %q: %s has %d calls and %d if statements", data, fd.Name.Name, calls, ifs)
		}
	}
	if n != funcs-wrappers(f)-racyMethods(f) || n < 1 || n > MaxFuncs { // gen_racy_test.go
		t.Errorf("input %q: %d methods, %d listed", data, n, funcs)
	}
}

// isKeyHelperIf reports whether x is the helper form's key prologue
// (gen_summary.go's keyHelpers: if hstrings.IndexByte(k, 'B') >= 0),
// which is no branch of the method's own.
func isKeyHelperIf(x *ast.IfStmt) bool {
	helper, found := qualified("hstrings", ""), false // shape.go's matcher of the construct
	ast.Inspect(x.Cond, func(n ast.Node) bool {
		found = found || helper(n)
		return !found
	})
	return found
}

// isCollectionCall reports whether x calls a method of c.m.
func isCollectionCall(x *ast.CallExpr) bool {
	sel, ok := x.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	recv, ok := sel.X.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	c, ok := recv.X.(*ast.Ident)
	return ok && c.Name == "c" && recv.Sel.Name == "m" || isWrapperCall(x)
}

// countShapes counts the methods with each call, loop, branch, assertion,
// select, close, append and map literal.
func countShapes(f *ast.File, shapes map[string]int) {
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok {
			seen := map[string]bool{}
			ast.Inspect(fd.Body, func(x ast.Node) bool {
				switch x := x.(type) {
				case *ast.SelectorExpr:
					seen[x.Sel.Name] = true
				case *ast.ForStmt:
					seen["for"] = true
				case *ast.IfStmt:
					seen["if"] = true
					if x.Else != nil {
						seen["else"] = true
					}
				case *ast.TypeAssertExpr:
					seen[".(int)"] = true
				case *ast.SelectStmt:
					seen["select"] = true
				case *ast.CallExpr:
					if id, ok := x.Fun.(*ast.Ident); ok && (id.Name == "close" || id.Name == "append" || id.Name == "norm" || id.Name == "level") {
						seen[id.Name] = true // gen_chans.go, gen_fresh.go, gen_summary.go
					}
				case *ast.CompositeLit:
					if _, ok := x.Type.(*ast.MapType); ok {
						seen["map"] = true // gen_fresh.go
					}
				}
				return true
			})
			for s := range seen {
				shapes[s]++
			}
		}
	}
}

// buildSample is how many packages TestGenerateBuilds builds besides the
// edge cases and one of each form: the go command compiles one in about a
// sixth of a second.
const buildSample = 10

// TestGenerateBuilds builds generated packages with the go command: of
// inputs(40), the edge cases, the first package of each form and kind,
// and buildSample of the others (sample_test.go; all with -fuzz.all).
func TestGenerateBuilds(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(GoMod), 0o644); err != nil {
		t.Fatal(err)
	}
	all, edges := inputs(40), len(inputs(0))-len(seeds)
	keys := func(i int) []string { // the edge cases, each one; a package of each form and kind
		key := Form(all[i])
		if fk := formKind(all[i]); fk != "" {
			key = fk
		}
		if i < edges {
			return []string{key, fmt.Sprint("edge ", i)}
		}
		return []string{key}
	}
	in, written := cover(t, len(all), buildSample, keys), map[string]bool{}
	t.Logf("%d packages of %d", len(in), len(all))
	for _, i := range in {
		pkg := Generate(all[i])
		if pkg.GoMod != "" || written[string(pkg.Source)] {
			continue // TestGenKeyedBuilds; a package built already (two inputs may give one)
		}
		written[string(pkg.Source)] = true
		p := filepath.Join(dir, fmt.Sprintf("p%d", i))
		if err := os.Mkdir(p, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(p, FileName), pkg.Source, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "build", "./...")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
}
