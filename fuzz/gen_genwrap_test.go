// This file tests the generic-wrapper form (gen_genwrap.go): its packages
// are counted by the generator's tests, and verify's verdicts on them are
// compared with those on their plain twins.

package fuzz

import (
	"context"
	"go/ast"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// isWrapperMethod reports whether fd is a wrapper method of the generic
// form (named after the map method it wraps).
func isWrapperMethod(fd *ast.FuncDecl) bool {
	_, ok := wrapperSigs[fd.Name.Name]
	return ok && fd.Recv != nil
}

// wrappers counts f's wrapper methods.
func wrappers(f *ast.File) int {
	n := 0
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && isWrapperMethod(fd) {
			n++
		}
	}
	return n
}

// isWrapperCall reports whether x is c.Load(...) or another wrapper call.
func isWrapperCall(x *ast.CallExpr) bool {
	sel, ok := x.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	c, ok := sel.X.(*ast.Ident)
	_, op := wrapperSigs[sel.Sel.Name]
	return ok && c.Name == "c" && op
}

// TestGenwrapTwins verifies packages of the generic-wrapper form and their
// plain twins (K = string): a method proven atomic for every K must not
// have a confirmed violation at K = string. Both forms must be verified:
// a generic wrapper's methods are inlined into its composing methods.
func TestGenwrapTwins(t *testing.T) {
	if testing.Short() {
		t.Skip("runs verify")
	}
	checked, decided := 0, 0
	for _, data := range inputs(30) {
		if !genwrapMode(data) || checked == 3 {
			continue
		}
		checked++
		gen, plain := verdicts(t, Wrapped(data, true)), verdicts(t, Wrapped(data, false))
		for name, v := range gen {
			twin := plain[twinName(name)]
			if v == verify.Atomic && twin == verify.Violation {
				t.Errorf("input %q: %s proven atomic for every K, but a violation at K = string", data, name)
			}
			if v != verify.Unsupported && v != verify.Error {
				decided++
			}
		}
	}
	if checked == 0 || decided == 0 {
		t.Fatalf("%d generic packages checked, %d methods decided", checked, decided)
	}
}

// verdicts runs verify on pkg in a module of its own.
func verdicts(t *testing.T, pkg *Package) map[string]verify.Verdict {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(GoMod), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, FileName), pkg.Source, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	rep, err := verify.Run(ctx, verify.Options{Dir: dir, Timeout: 5 * time.Second, Environment: verify.EnvCollection}, ".")
	if err != nil {
		t.Fatalf("%v\n%s", err, pkg.Source)
	}
	out := map[string]verify.Verdict{}
	for _, r := range rep.Results {
		out[r.Func] = r.Verdict
	}
	if len(out) != len(pkg.Funcs) {
		t.Fatalf("%d methods generated, verify reports %d:\n%s", len(pkg.Funcs), len(out), pkg.Source)
	}
	return out
}

func twinName(generic string) string {
	return "(*" + ModulePath + ".C)" + generic[len("(*"+ModulePath+".C[K])"):]
}
