// This file instruments a package: in each of its files, every sync.Map
// type expression becomes the harness's Map (same method set), every loop
// body starts with a call of harness.Tick (a loop that never calls the map
// must not run forever), the file imports the harness, and an import of
// sync left unused becomes a blank import. Line numbers are kept: the
// import goes on the package clause's line, and every edit stays on its
// line.

package oracle

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"sort"
	"strconv"

	"golang.org/x/tools/go/packages"
)

// An edit replaces the bytes [start, end) of a file.
type edit struct {
	start, end int
	text       string
}

// instrument returns the instrumented text of every file of pkg that
// mentions sync.Map or has a loop, by file name.
func instrument(pkg *packages.Package, rtPath string) (map[string][]byte, error) {
	var syncMap types.Object
	if syncPkg, ok := pkg.Imports["sync"]; ok {
		syncMap = syncPkg.Types.Scope().Lookup("Map")
	}
	out := map[string][]byte{}
	for _, f := range pkg.Syntax {
		name := pkg.Fset.PositionFor(f.Pos(), false).Filename
		edits, err := fileEdits(pkg, f, syncMap)
		if err != nil {
			return nil, err
		}
		edits = append(edits, loopEdits(pkg.Fset, f)...)
		if len(edits) == 0 {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		edits = append(edits, edit{offset(pkg.Fset, f.Name.End()), offset(pkg.Fset, f.Name.End()),
			"; import " + rtAlias + " " + strconv.Quote(rtPath)})
		out[name] = apply(src, edits)
	}
	return out, nil
}

// fileEdits lists the edits of one file: sync.Map expressions, and the
// sync import when nothing else of sync is used.
func fileEdits(pkg *packages.Package, f *ast.File, syncMap types.Object) ([]edit, error) {
	var edits []edit
	otherUses := 0
	var err error
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if syncMap != nil && pkg.TypesInfo.Uses[n.Sel] == syncMap {
				edits = append(edits, edit{offset(pkg.Fset, n.Pos()), offset(pkg.Fset, n.End()), rtAlias + ".Map"})
				return false
			}
			if id, ok := n.X.(*ast.Ident); ok {
				if pn, ok := pkg.TypesInfo.Uses[id].(*types.PkgName); ok && pn.Imported().Path() == "sync" {
					otherUses++
				}
			}
		case *ast.Ident:
			if syncMap != nil && pkg.TypesInfo.Uses[n] == syncMap {
				err = fmt.Errorf("%s: sync.Map through a dot import: not supported", pkg.Fset.Position(n.Pos()))
			}
		}
		return true
	})
	if err != nil || len(edits) == 0 || otherUses > 0 || syncMap == nil {
		return edits, err
	}
	for _, spec := range f.Imports {
		if p, _ := strconv.Unquote(spec.Path.Value); p == "sync" {
			edits = append(edits, edit{offset(pkg.Fset, spec.Pos()), offset(pkg.Fset, spec.End()), `_ "sync"`})
		}
	}
	return edits, nil
}

// loopEdits starts every loop body of f with a call of harness.Tick.
func loopEdits(fset *token.FileSet, f *ast.File) []edit {
	var edits []edit
	ast.Inspect(f, func(n ast.Node) bool {
		var body *ast.BlockStmt
		switch n := n.(type) {
		case *ast.ForStmt:
			body = n.Body
		case *ast.RangeStmt:
			body = n.Body
		}
		if body != nil {
			at := offset(fset, body.Lbrace) + 1
			edits = append(edits, edit{at, at, rtAlias + ".Tick(); "})
		}
		return true
	})
	return edits
}

func offset(fset *token.FileSet, pos token.Pos) int {
	return fset.PositionFor(pos, false).Offset
}

// apply applies non-overlapping edits to src.
func apply(src []byte, edits []edit) []byte {
	sort.Slice(edits, func(i, j int) bool { return edits[i].start > edits[j].start })
	out := append([]byte(nil), src...)
	for _, e := range edits {
		out = append(out[:e.start], append([]byte(e.text), out[e.end:]...)...)
	}
	return out
}
