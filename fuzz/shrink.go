// This file defines shrinking: a package whose methods the engines
// disagree on is reduced to a smallest one that still disagrees. The
// generator draws its choices from the input (source.go), so Shrink
// shrinks the input: it deletes chunks, zeroes bytes and lowers them,
// keeping each change whose regenerated package still satisfies the
// predicate; DropOthers then removes the other generated methods from the
// source. ShrinkToGolden does both with a disagreement as the predicate
// and writes the result as a golden test (golden.go).

package fuzz

import (
	"bytes"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"strconv"

	"golang.org/x/tools/go/ast/astutil"
)

// Shrink returns the smallest input it finds, within tries calls of keep,
// whose package keep accepts; keep(Generate(data)) must hold.
func Shrink(data []byte, keep func(*Package) bool, tries int) []byte {
	cur := append([]byte(nil), data...)
	try := func(cand []byte) bool {
		if tries <= 0 {
			return false
		}
		tries--
		if keep(Generate(cand)) {
			cur = cand
			return true
		}
		return false
	}
	for changed := true; changed && tries > 0; {
		changed = deleteChunks(&cur, try) || zeroBytes(&cur, try) || lowerBytes(&cur, try)
	}
	return cur
}

// deleteChunks tries to delete chunks of the input, halving their size.
func deleteChunks(cur *[]byte, try func([]byte) bool) bool {
	changed := false
	for size := max(len(*cur)/2, 1); size >= 1; size /= 2 {
		for i := 0; i+size <= len(*cur); {
			cand := append(append([]byte(nil), (*cur)[:i]...), (*cur)[i+size:]...)
			if try(cand) {
				changed = true
				continue
			}
			i += size
		}
	}
	return changed
}

// zeroBytes tries to zero each byte (zero choices are the smallest).
func zeroBytes(cur *[]byte, try func([]byte) bool) bool {
	changed := false
	for i := range *cur {
		if (*cur)[i] != 0 {
			cand := append([]byte(nil), *cur...)
			cand[i] = 0
			changed = try(cand) || changed
		}
	}
	return changed
}

// lowerBytes tries to halve each byte, then to decrement it.
func lowerBytes(cur *[]byte, try func([]byte) bool) bool {
	changed := false
	for i := range *cur {
		for _, lower := range []func(byte) byte{func(b byte) byte { return b / 2 }, func(b byte) byte { return b - 1 }} {
			if (*cur)[i] != 0 {
				cand := append([]byte(nil), *cur...)
				cand[i] = lower(cand[i])
				changed = try(cand) || changed
			}
		}
	}
	return changed
}

// DropOthers returns p without its generated methods (F0, R1, ...) other
// than the one named keep (a full name of p.Funcs), and without the
// imports only they used; nil when p has none to drop.
func DropOthers(p *Package, keep string) *Package {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, FileName, p.Source, parser.ParseComments)
	if err != nil {
		return nil
	}
	dropped := map[string]bool{}
	var decls []ast.Decl
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil && generated(fd.Name.Name) && fd.Name.Name != shortName(keep) {
			dropped[fd.Name.Name] = true
			continue
		}
		decls = append(decls, d)
	}
	if len(dropped) == 0 {
		return nil
	}
	f.Decls = dropUnreferenced(decls)
	var unused []string
	for _, imp := range f.Imports {
		if path, _ := strconv.Unquote(imp.Path.Value); !astutil.UsesImport(f, path) {
			unused = append(unused, path)
		}
	}
	for _, path := range unused {
		astutil.DeleteImport(fset, f, path)
	}
	var funcs []string
	for _, name := range p.Funcs {
		if !dropped[shortName(name)] {
			funcs = append(funcs, name)
		}
	}
	src, err := formatFile(fset, f)
	if err != nil {
		return nil
	}
	return &Package{Input: p.Input, Source: src, Funcs: funcs}
}

// dropUnreferenced removes, until none is left, the unexported package
// functions and variables no other declaration refers to (the helpers of
// dropped methods: gen_funcvals.go's, gen_iface.go's); they are no
// operation of the package and no remaining method calls them.
func dropUnreferenced(decls []ast.Decl) []ast.Decl {
	for {
		uses := map[string]int{}
		for _, d := range decls {
			ast.Inspect(d, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok {
					uses[id.Name]++
				}
				return true
			})
		}
		var kept []ast.Decl
		for _, d := range decls {
			if name := helperName(d); name == "" || ast.IsExported(name) || uses[name] > 1 {
				kept = append(kept, d)
			}
		}
		if len(kept) == len(decls) {
			return kept
		}
		decls = kept
	}
}

// helperName is the name a package function or a one-variable var
// declaration declares; "" for other declarations.
func helperName(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv == nil {
			return d.Name.Name
		}
	case *ast.GenDecl:
		if v, ok := d.Specs[0].(*ast.ValueSpec); ok && d.Tok == token.VAR && len(d.Specs) == 1 && len(v.Names) == 1 {
			return v.Names[0].Name
		}
	}
	return ""
}

// formatFile prints f, then formats the text once more (the dropped
// methods' comments leave blank lines).
func formatFile(fset *token.FileSet, f *ast.File) ([]byte, error) {
	var b bytes.Buffer
	if err := format.Node(&b, fset, f); err != nil {
		return nil, err
	}
	return format.Source(b.Bytes())
}
