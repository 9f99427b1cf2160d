// This file instruments a package: in each of its files, every name of a
// modelled object (sync.Map, sync/atomic's types and functions on integer
// words, xsync's and concurrent-map's types, constructors and constants)
// becomes the harness's stand-in (same method set; shims), every loop
// body starts with a call of harness.Tick (a loop that never calls the map
// must not run forever), the file imports the harness, and an import left
// unused becomes a blank import. Line numbers are kept: the
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
	"strings"

	"golang.org/x/tools/go/packages"
)

// An edit replaces the bytes [start, end) of a file.
type edit struct {
	start, end int
	text       string
}

// shims maps the packages whose objects the harness models to the names
// the harness replaces: a selector pkg.Name becomes snowflakeoraclert.Name,
// or, for a package with an alias package (aliases.go), the same name
// there. Other names of sync and sync/atomic stay; any other name of a
// package with an alias package keeps a package from being instrumented.
var shims = map[string]map[string]bool{
	"sync":        set("Map"),
	"sync/atomic": atomicShims(),
	"github.com/puzpuzpuz/xsync/v3": set("Map", "MapOf", "NewMap", "NewMapPresized", "NewMapOf",
		"NewMapOfPresized", "Counter", "NewCounter", "MapConfig", "WithPresize", "WithGrowOnly"),
	"github.com/puzpuzpuz/xsync/v4": set("Map", "NewMap", "NewMapOf", "ComputeOp", "CancelOp",
		"UpdateOp", "DeleteOp", "Counter", "NewCounter", "MapConfig", "WithPresize", "WithGrowOnly"),
	"github.com/orcaman/concurrent-map/v2": set("ConcurrentMap", "New", "NewStringer",
		"NewWithCustomShardingFunction", "Stringer", "UpsertCb", "RemoveCb", "IterCb"),
}

// lockShims are the names of sync that the package environment replaces.
var lockShims = set("Mutex", "RWMutex")

func set(names ...string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

// atomicShims names sync/atomic's types and its functions on integer words.
func atomicShims() map[string]bool {
	m := set("Bool", "Pointer", "Value")
	for _, t := range []string{"Int32", "Int64", "Uint32", "Uint64", "Uintptr"} {
		m[t] = true
		for _, f := range []string{"Add", "Load", "Store", "Swap", "CompareAndSwap", "And", "Or"} {
			m[f+t] = true
		}
	}
	return m
}

// instrument returns the instrumented text of every file of pkg that
// mentions a modelled object or has a loop, by file name.
//
// With locks (the package environment), sync.Mutex and sync.RWMutex become
// the harness's too (harness/mutex.go).
func instrument(pkg *packages.Package, rtPath string, locks bool) (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, f := range pkg.Syntax {
		name := pkg.Fset.PositionFor(f.Pos(), false).Filename
		edits, err := fileEdits(pkg, f, locks)
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
		edits = append(edits, edit{offset(pkg.Fset, f.Name.End()), offset(pkg.Fset, f.Name.End()), imports(edits, rtPath)})
		out[name] = apply(src, edits)
	}
	return out, nil
}

// fileEdits lists the edits of one file: the modelled names of shims, and
// the imports left unused as blank imports.
func fileEdits(pkg *packages.Package, f *ast.File, locks bool) ([]edit, error) {
	var edits []edit
	replaced, otherUses := map[string]int{}, map[string]int{}
	var err error
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			id, ok := n.X.(*ast.Ident)
			if !ok {
				return true
			}
			pn, ok := pkg.TypesInfo.Uses[id].(*types.PkgName)
			if !ok {
				return true
			}
			path := pn.Imported().Path()
			alias, hasAlias := aliasPkgs[path]
			switch {
			case shims[path][n.Sel.Name] || (locks && path == "sync" && lockShims[n.Sel.Name]):
				qual := rtAlias
				if hasAlias {
					qual = alias.name
				}
				edits = append(edits, edit{offset(pkg.Fset, n.Pos()), offset(pkg.Fset, n.End()), qual + "." + n.Sel.Name})
				replaced[path]++
				return false
			case hasAlias && err == nil:
				err = fmt.Errorf("%s: %s.%s: not modelled by the oracle", pkg.Fset.Position(n.Pos()), pn.Name(), n.Sel.Name)
			}
			otherUses[path]++
		case *ast.Ident:
			if obj := pkg.TypesInfo.Uses[n]; obj != nil && obj.Pkg() != nil && obj.Parent() == obj.Pkg().Scope() && err == nil {
				if shims[obj.Pkg().Path()][obj.Name()] && obj.Pkg() != pkg.Types {
					err = fmt.Errorf("%s: %s.%s through a dot import: not supported", pkg.Fset.Position(n.Pos()), obj.Pkg().Name(), obj.Name())
				}
			}
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	for _, spec := range f.Imports {
		if p, _ := strconv.Unquote(spec.Path.Value); replaced[p] > 0 && otherUses[p] == 0 {
			edits = append(edits, edit{offset(pkg.Fset, spec.Pos()), offset(pkg.Fset, spec.End()), "_ " + strconv.Quote(p)})
		}
	}
	return edits, nil
}

// imports returns the import declarations, on one line, of the harness
// and the alias packages that edits use.
func imports(edits []edit, rtPath string) string {
	s := ""
	uses := func(name string) bool {
		for _, e := range edits {
			if strings.Contains(e.text, name+".") {
				return true
			}
		}
		return false
	}
	if uses(rtAlias) {
		s += "; import " + rtAlias + " " + strconv.Quote(rtPath)
	}
	var paths []string
	for p := range aliasPkgs {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		if a := aliasPkgs[p]; uses(a.name) {
			s += "; import " + a.name + " " + strconv.Quote(rtPath+"/"+a.dir)
		}
	}
	return s
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
