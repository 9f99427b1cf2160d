// This file defines FromPackage: a Program of one type-checked package, as
// an analysis driver (go vet, golangci-lint) hands it over, and the
// assembly of a Program that Load shares.

package paths

import (
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// FromPackage returns the Program of one package, already type-checked:
// its syntax, type information and sizes. Its SSA form is built here, with
// the builder mode Load uses; the packages it imports are created from
// their types alone (no bodies), as go/analysis passes see them. The
// verifier needs no more: collection calls are recognised by their types,
// and inlining and the check of annotations use only bodies of the package
// itself. specFiles are the collection spec files to load (an analyzer
// finds them next to the package and its dependencies: SpecFilesNear); a
// bad one is a *LoadError. A spec describing a type of a dependency is
// checked against that type.
func FromPackage(fset *token.FileSet, pkg *types.Package, files []*ast.File, info *types.Info, sizes types.Sizes, specFiles []string) (*Program, error) {
	return FromPackageWith(UnitOptions{}, fset, pkg, files, info, sizes, specFiles)
}

// FromPackageWith is FromPackage with the summaries of imported functions
// and the export mode of opt (imported.go).
func FromPackageWith(opt UnitOptions, fset *token.FileSet, pkg *types.Package, files []*ast.File, info *types.Info, sizes types.Sizes, specFiles []string) (*Program, error) {
	prog := ssa.NewProgram(fset, ssa.InstantiateGenerics)
	created := map[*types.Package]bool{pkg: true}
	var create func(imports []*types.Package)
	create = func(imports []*types.Package) {
		for _, p := range imports {
			if !created[p] {
				created[p] = true
				prog.CreatePackage(p, nil, nil, true)
				create(p.Imports())
			}
		}
	}
	create(pkg.Imports())
	prog.CreatePackage(pkg, files, info, false)
	prog.Build()
	// The dependencies are listed (flat) for the check of specs against
	// their types; without files, nothing is looked for next to them.
	deps := map[string]*packages.Package{}
	for p := range created {
		if p != pkg {
			deps[p.Path()] = &packages.Package{ID: p.Path(), Name: p.Name(), PkgPath: p.Path(), Types: p}
		}
	}
	root := &packages.Package{ID: pkg.Path(), Name: pkg.Name(), PkgPath: pkg.Path(), Fset: fset,
		Syntax: files, Types: pkg, TypesInfo: info, TypesSizes: sizes, Imports: deps}
	roots := []*packages.Package{root}
	catalog, err := loadCatalog(specFiles, roots, "")
	if err != nil {
		return nil, err
	}
	return newProgram(fset, roots, prog, catalog, "", opt), nil
}

// SpecFilesNear lists the collection spec files in the directories of
// files, sorted.
func SpecFilesNear(fset *token.FileSet, files []*ast.File) []string {
	dirs := map[string]bool{}
	var out []string
	for _, f := range files {
		tf := fset.File(f.Pos())
		if tf == nil || dirs[filepath.Dir(tf.Name())] {
			continue
		}
		dirs[filepath.Dir(tf.Name())] = true
		found, _ := filepath.Glob(filepath.Join(filepath.Dir(tf.Name()), "*"+specs.SpecExt))
		out = append(out, found...)
	}
	sort.Strings(out)
	return out
}

// newProgram assembles the Program of roots (sorted by path) in SSA form,
// with the collections of catalog: their directives, the check of
// functional annotations, and the fields written after construction.
// Positions print relative to dir; opt gives imported summaries.
func newProgram(fset *token.FileSet, roots []*packages.Package, prog *ssa.Program, catalog *axioms.Catalog, dir string, opt UnitOptions) *Program {
	p := &Program{Fset: fset, Roots: roots, SSA: prog, Directives: specs.Directives{}, Catalog: catalog, dir: dir,
		instances: types.NewContext(), imported: opt.Imported}
	for _, pkg := range roots {
		dirs, diags := specs.Parse(pkg.Syntax, pkg.TypesInfo)
		for obj, ds := range dirs {
			p.Directives[obj] = ds
		}
		p.DirDiags = append(p.DirDiags, diags...)
	}
	p.rootTypes = map[*types.Package]bool{}
	for _, r := range roots {
		p.rootTypes[r.Types] = true
	}
	p.constGlobal = constGlobals(p) // before the annotations: summaries read it
	if opt.ForExport {
		forExport(p.constGlobal)
	}
	p.BadAnnotations = checkAnnotations(p)
	p.mutable = mutableFields(p)
	return p
}
