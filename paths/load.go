// This file defines Load: packages from patterns, type-checked, in SSA form.

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// A Program is the loaded, type-checked packages and their SSA form.
type Program struct {
	Fset       *token.FileSet
	Roots      []*packages.Package // the packages the patterns named, sorted by path
	SSA        *ssa.Program
	Directives specs.Directives
	DirDiags   []specs.Diagnostic
	// LoadErrors are the messages of packages that did not load, as go
	// build prints them; those packages are not in Roots.
	LoadErrors []string
	// BadAnnotations are the functional annotations their bodies break.
	BadAnnotations map[*types.Func]*AnnotationError
	// Catalog recognises collections: user specs, then the built-ins.
	Catalog *axioms.Catalog
	dir     string // for Where
	mutable map[fieldKey]string
	// rootFuncs and allFuncs memoize rootFunctions and allFunctions
	// (rootfuncs.go): read them, never change them.
	rootFuncs     []*ssa.Function
	rootFuncsOnce sync.Once
	allFuncs      map[*ssa.Function]bool
	allFuncsOnce  sync.Once
	// rootTypes are the Roots' packages.
	rootTypes map[*types.Package]bool
	// constGlobal are the package variables constant after initialization
	// (constglobals.go).
	constGlobal map[*ssa.Global]bool
	// instances deduplicates the instantiations witnesses run
	// (instantiate.go); safe for concurrent use.
	instances *types.Context
	// closedWorld caches, per package and set of method names, why one
	// of the package's methods of those names is not functional
	// (closedworld.go); safe for concurrent use.
	closedWorld sync.Map
	// constructed are the values construction sites give fields
	// (constructed.go), computed once.
	constructedOnce sync.Once
	constructed     map[constructedKey]fieldValues
	// places memoizes why a place cannot be an object of its own
	// (places.go); safe for concurrent use.
	places sync.Map
	// disciplines memoizes LockDiscipline per client (locks.go); safe for
	// concurrent use.
	disciplines sync.Map
	// sums memoizes effect summaries (summary.go); safe for concurrent use.
	sums summaries
	// flows indexes where interface values come from (ifaceset.go).
	flows flowIndex
	// imported gives the summaries of other packages' functions, from
	// their analysis (imported.go); nil outside an analysis driver.
	imported func(*types.Func) (*ImportedFunc, bool)
}

// Where prints pos as file:line:col, the file relative to the working
// directory when it lies below it.
func (p *Program) Where(pos token.Pos) string {
	return RelPos(p.dir, p.Fset.Position(pos))
}

// A LoadError reports packages that do not load or type-check; Messages are
// printed as go build prints them.
type LoadError struct {
	Messages []string
}

func (e *LoadError) Error() string { return strings.Join(e.Messages, "\n") }

// LoadConfig configures Load.
type LoadConfig struct {
	Dir   string   // the working directory; "" is the current one
	Tests bool     // include test files
	Tags  []string // build tags
	Specs []string // collection spec files, besides those next to the packages
}

// Load loads the packages matching patterns, as go build takes them.
// It returns a *LoadError when a package fails to load or type-check, or
// when the patterns match no package.
func Load(cfg LoadConfig, patterns ...string) (*Program, error) {
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	pc := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes |
			packages.NeedTypesInfo | packages.NeedImports | packages.NeedDeps | packages.NeedTypesSizes |
			packages.NeedModule,
		Dir:   cfg.Dir,
		Tests: cfg.Tests,
	}
	if len(cfg.Tags) > 0 {
		pc.BuildFlags = []string{"-tags=" + strings.Join(cfg.Tags, ",")}
	}
	roots, err := packages.Load(pc, patterns...)
	if err != nil {
		return nil, &LoadError{Messages: goCommandMessage(err)}
	}
	msgs := loadErrors(cfg.Dir, roots)
	if len(roots) == 0 && len(msgs) == 0 {
		return nil, &LoadError{Messages: []string{fmt.Sprintf("no packages to verify matching %s", strings.Join(patterns, " "))}}
	}
	// Packages that do not load (or import one that does not) are reported
	// and left out; the others are verified.
	roots = loadable(roots)
	if len(roots) == 0 {
		return nil, &LoadError{Messages: msgs}
	}
	// By path, then ID: a package and its test variant (--tests) share a path.
	sort.Slice(roots, func(i, j int) bool {
		if roots[i].PkgPath != roots[j].PkgPath {
			return roots[i].PkgPath < roots[j].PkgPath
		}
		return roots[i].ID < roots[j].ID
	})
	// Every package gets its syntax (go/packages type-checked the
	// dependencies from source), so that summaries can read any body;
	// only the roots are built now, a dependency when a summary first
	// needs one of its bodies (summary.go).
	prog, pkgs := ssautil.AllPackages(roots, ssa.InstantiateGenerics)
	for _, pkg := range pkgs {
		if pkg != nil {
			pkg.Build()
		}
	}
	catalog, err := loadCatalog(cfg.Specs, roots, cfg.Dir)
	if err != nil {
		return nil, err
	}
	p := newProgram(roots[0].Fset, roots, prog, catalog, cfg.Dir, UnitOptions{})
	if len(msgs) > 0 {
		p.LoadErrors = msgs
	}
	return p, nil
}

// goCommandMessage returns the lines the go command printed when it
// failed under packages.Load ("err: exit status 1: stderr: go: ..."), as
// go build would print them; the error's text when there are none.
func goCommandMessage(err error) []string {
	msg := err.Error()
	if _, stderr, ok := strings.Cut(msg, ": stderr: "); ok && strings.HasPrefix(msg, "err: ") {
		msg = stderr
	}
	return strings.Split(strings.TrimSpace(msg), "\n")
}

// loadable keeps the roots without errors in themselves or their dependencies.
func loadable(roots []*packages.Package) []*packages.Package {
	bad := map[*packages.Package]bool{}
	var visit func(p *packages.Package) bool
	seen := map[*packages.Package]bool{}
	visit = func(p *packages.Package) bool {
		if seen[p] {
			return bad[p]
		}
		seen[p] = true
		b := len(p.Errors) > 0 || p.Types == nil
		for _, imp := range p.Imports {
			if visit(imp) {
				b = true
			}
		}
		bad[p] = b
		return b
	}
	var out []*packages.Package
	for _, r := range roots {
		if !visit(r) {
			out = append(out, r)
		}
	}
	return out
}

// loadErrors collects errors of roots and their dependencies as go build
// prints them: a "# importpath" line, then one error a line with its
// position relative to dir, without duplicates.
func loadErrors(dir string, roots []*packages.Package) []string {
	var msgs []string
	seen := map[string]bool{}
	packages.Visit(roots, nil, func(p *packages.Package) {
		header := false
		for _, e := range p.Errors {
			msg := e.Msg
			if e.Pos != "" && e.Pos != "-" {
				msg = relFile(dir, e.Pos) + ": " + msg
			}
			if seen[msg] {
				continue
			}
			seen[msg] = true
			if !header && e.Kind != packages.ListError {
				msgs = append(msgs, "# "+p.PkgPath)
				header = true
			}
			msgs = append(msgs, msg)
		}
	})
	return msgs
}

// relFile makes the file of a "file:line:col" position relative to dir.
func relFile(dir, pos string) string {
	base, err := filepath.Abs(dir)
	if err != nil {
		base = dir
	}
	if rel, err := filepath.Rel(base, pos); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return pos
}
