// This file tests the generic-wrapper form (gen_genwrap.go): its packages
// are counted by the generator's tests, and verify's verdicts on them are
// compared with those on their plain twins.

package fuzz

import (
	"go/ast"
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
// plain twins (K = string), all in one module: a method proven atomic for
// every K must not have a confirmed violation at K = string. Both forms
// must be verified: a generic wrapper's methods are inlined into its
// composing methods.
func TestGenwrapTwins(t *testing.T) {
	if testing.Short() {
		t.Skip("runs verify")
	}
	var inputs3 [][]byte
	var pkgs []*Package // each generic package, then its twin
	for _, data := range inputs(30) {
		if genwrapMode(data) && len(inputs3) < 3 {
			inputs3 = append(inputs3, data)
			pkgs = append(pkgs, Wrapped(data, true), Wrapped(data, false))
		}
	}
	results, reported := verifyBatch(t, pkgs, verify.Options{Timeout: 5 * time.Second, Environment: verify.EnvCollection}) // gen_locks_test.go
	generated := 0
	for i, p := range pkgs {
		generated += len(p.Funcs)
		if len(results[i]) != len(p.Funcs) {
			t.Fatalf("%d methods generated, verify reports %d:\n%s", len(p.Funcs), len(results[i]), p.Source)
		}
	}
	if reported != generated {
		t.Fatalf("%d methods generated, verify reports %d", generated, reported)
	}
	decided := 0
	for k, data := range inputs3 {
		gen, plain := results[2*k], results[2*k+1]
		for name, r := range gen {
			twin := plain[twinName(name)]
			if twin == nil {
				t.Fatalf("input %q: %s has no twin %s", data, name, twinName(name))
			}
			if r.Verdict == verify.Atomic && twin.Verdict == verify.Violation {
				t.Errorf("input %q: %s proven atomic for every K, but a violation at K = string", data, name)
			}
			if r.Verdict != verify.Unsupported && r.Verdict != verify.Error {
				decided++
			}
		}
	}
	t.Logf("%d generic packages, %d methods decided", len(inputs3), decided)
	if len(inputs3) == 0 || decided == 0 {
		t.Fatalf("%d generic packages checked, %d methods decided", len(inputs3), decided)
	}
}

func twinName(generic string) string {
	return "(*" + ModulePath + ".C)" + generic[len("(*"+ModulePath+".C[K])"):]
}
