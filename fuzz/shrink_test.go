// This file tests shrinking with a fake disagreement: a predicate on the
// generated source, never a real soundness bug.

package fuzz

import (
	"bytes"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"slices"
	"strings"
	"testing"
)

// hasSwap is the fake disagreement: some method calls Swap.
func hasSwap(p *Package) bool { return bytes.Contains(p.Source, []byte(".Swap(")) }

func TestShrink(t *testing.T) {
	var data []byte
	for i := 0; data == nil; i++ {
		if in := Inputs(1, i); hasSwap(Generate(in)) && len(Generate(in).Funcs) > 1 {
			data = in
		}
	}
	small := Shrink(data, hasSwap, 2000)
	p := Generate(small)
	if !hasSwap(p) {
		t.Fatalf("the shrunk package has no Swap:\n%s", p.Source)
	}
	if len(small) >= len(data) || len(small) > 16 { // a third of the input at most (the locked form needs a mutex, shapes and calls)
		t.Errorf("input of %d bytes shrunk to %d: %q", len(data), len(small), small)
	}
	if q := DropOthers(p, swapMethod(p)); q != nil {
		p = q
	}
	generatedLeft := 0
	for _, name := range p.Funcs {
		if generated(shortName(name)) {
			generatedLeft++
		}
	}
	if !hasSwap(p) || generatedLeft != 1 {
		t.Errorf("%d methods left (%v), Swap %t:\n%s", len(p.Funcs), p.Funcs, hasSwap(p), p.Source)
	}
	typeCheck(t, p.Source)
	t.Logf("%q (%d bytes) shrunk to %q:\n%s", data, len(data), small, p.Source)
}

// swapMethod names the method of p that calls Swap.
func swapMethod(p *Package) string {
	for _, name := range p.Funcs {
		for _, c := range Constructs(p.Source)[shortName(name)] {
			if c == "Swap" {
				return name
			}
		}
	}
	return ""
}

func typeCheck(t *testing.T, src []byte) {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, FileName, src, 0)
	if err == nil {
		_, err = (&types.Config{Importer: importer.Default()}).Check(ModulePath, fset, []*ast.File{f}, nil)
	}
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
}

func TestAnnotate(t *testing.T) {
	i := 0
	for Form(Inputs(1, i)) != "plain" {
		i++
	}
	p := Generate(Inputs(1, i))
	var fs []*Finding
	for _, name := range p.Funcs {
		fs = append(fs, &Finding{Func: name, Verify: "atomic", Oracle: "violation", Class: Disagree, OracleReason: "a serial order"})
	}
	src, err := annotate(p, fs, "found1")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"package found1\n", "// want: violation\n// truth: nonatomic\n", "// why: disagreement: verify said atomic, the oracle found a violation: a serial order.\nfunc (c *C) F0("} {
		if !strings.Contains(string(src), line) {
			t.Errorf("no %q in\n%s", line, src)
		}
	}
}

func TestDropOthers(t *testing.T) {
	for i, checked := 0, 0; checked < 20; i++ {
		p := Generate(Inputs(2, i))
		name := swapMethod(p)
		if name == "" || len(Constructs(p.Source)) < 2 {
			continue
		}
		checked++
		q := DropOthers(p, name)
		if q == nil {
			t.Fatalf("nothing dropped from\n%s", p.Source)
		}
		typeCheck(t, q.Source)
		if left := Constructs(q.Source); len(left) != 1 || left[shortName(name)] == nil || !hasSwap(q) {
			t.Errorf("methods %v left of\n%s", left, q.Source)
		}
	}
}

// TestShrinkToGolden shrinks a fake disagreement (a method calling Swap)
// into a golden file: one generated method, its lines, a package that
// type-checks.
func TestShrinkToGolden(t *testing.T) {
	fake := func(q *Package) []*Finding {
		var fs []*Finding
		for _, name := range q.Funcs {
			g := &Finding{Func: name, Verify: "atomic", Oracle: "linearizable", Class: Agree}
			if slices.Contains(Constructs(q.Source)[shortName(name)], "Swap") {
				g.Oracle, g.Class, g.OracleReason = "violation", Disagree, "a fake violation"
			}
			fs = append(fs, g)
		}
		return fs
	}
	var p *Package
	for i := 0; p == nil; i++ {
		if q := Generate(Inputs(6, i)); Form(q.Input) == "plain" && len(q.Funcs) == 3 && swapMethod(q) != "" {
			p = q
		}
	}
	path, err := shrinkToGolden(p, &Finding{Func: swapMethod(p)}, t.TempDir(), fake)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(Constructs(src)) != 1 || !strings.Contains(string(src), "// want: violation\n// truth: nonatomic\n") ||
		!strings.Contains(string(src), "// why: disagreement: verify said atomic, the oracle found a violation: a fake violation.\n") {
		t.Errorf("%s:\n%s", path, src)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, 0)
	if err == nil {
		_, err = (&types.Config{Importer: importer.Default()}).Check(f.Name.Name, fset, []*ast.File{f}, nil)
	}
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	t.Logf("%s:\n%s", path, src)
}
