// This file checks that a package seen as an analysis pass sees it
// (paths.FromPackage: its dependencies from their types only, no bodies) is
// verified as `snowflake verify` verifies it among all of them (loaded
// together, as `./...` loads them): the same clients,
// the same paths (terms, calls, refusals, trusted annotations) and the same
// specification diagnostics, for the examples and every golden and
// adversarial package; and, for the examples, the same verdicts.

package analyzer_test

import (
	"context"
	"fmt"
	"go/types"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/verify"
	"golang.org/x/tools/go/packages"
)

func agreeDirs(t *testing.T, globs ...string) []string {
	var dirs []string
	for _, glob := range globs {
		m, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range m {
			if filepath.Ext(d) != ".go" {
				dirs = append(dirs, "./"+d)
			}
		}
	}
	return dirs
}

// unitOf is root, one of cli's roots, as an analysis pass sees it.
func unitOf(t *testing.T, cli *paths.Program, root *packages.Package) *paths.Program {
	t.Helper()
	// The spec files next to the package and its dependencies, as the
	// analyzer's facts carry them.
	var specFiles []string
	packages.Visit([]*packages.Package{root}, nil, func(p *packages.Package) {
		if p.Module != nil && p.Syntax != nil {
			specFiles = append(specFiles, paths.SpecFilesNear(p.Fset, p.Syntax)...)
		}
	})
	// What the dependencies' analyses export as facts, computed by the
	// same code from the same bodies (paths.Program.Export).
	imported := func(obj *types.Func) (*paths.ImportedFunc, bool) {
		if obj.Pkg() == root.Types || cli.SSA.FuncValue(obj) == nil {
			return nil, false
		}
		return cli.Export(obj), true
	}
	unit, err := paths.FromPackageWith(paths.UnitOptions{Imported: imported}, root.Fset, root.Types, root.Syntax, root.TypesInfo, root.TypesSizes, specFiles)
	if err != nil {
		t.Fatal(err)
	}
	return unit
}

func TestSamePaths(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every example, golden and adversarial package twice")
	}
	// One load of all the packages (their dependencies type-checked once);
	// each is then split alone as snowflake verify splits it, and as an
	// analysis pass sees it.
	dirs := agreeDirs(t, "../examples/*", "../verify/testdata/golden/*", "../verify/testdata/adversarial/*")
	cli, err := paths.Load(paths.LoadConfig{}, dirs...)
	if err != nil {
		t.Fatal(err)
	}
	if len(cli.Roots) != len(dirs) {
		t.Fatalf("%d packages loaded from %d directories", len(cli.Roots), len(dirs))
	}
	all := clientsOf(cli)
	if len(all.clients) == 0 {
		t.Fatal("no client found")
	}
	for _, root := range cli.Roots {
		t.Run(root.Name, func(t *testing.T) {
			unit := unitOf(t, cli, root)
			if a, b := split(cli, all, root), split(unit, clientsOf(unit), root); a != b {
				t.Errorf("snowflake verify:\n%s\nas an analysis pass:\n%s", a, b)
			}
		})
	}
}

// found is what snowflake verify finds in a program: the clients and
// the specification diagnostics.
type found struct {
	clients []*paths.Client
	diags   []paths.Diagnostic
}

func clientsOf(p *paths.Program) found {
	clients, diags := paths.FindClients(p)
	return found{append(clients, paths.Discover(p, clients)...), diags}
}

// split prints the clients of p in package root, their functions' paths
// or refusals, and the specification diagnostics in root's files.
func split(p *paths.Program, in found, root *packages.Package) string {
	var b strings.Builder
	dir := filepath.Dir(root.GoFiles[0]) + string(filepath.Separator)
	for _, d := range in.diags {
		if strings.HasPrefix(p.Fset.Position(d.Pos).Filename, dir) {
			fmt.Fprintf(&b, "%s: %s\n", p.Where(d.Pos), d.Message)
		}
	}
	for _, c := range in.clients {
		if c.Pkg.Types != root.Types {
			continue
		}
		fmt.Fprintf(&b, "client %s base %s (%s)\n", c.Name, c.Base, c.Collection.Name())
		for _, fn := range c.Funcs {
			f, r := paths.Split(p, c, fn)
			if r != nil {
				fmt.Fprintf(&b, "  %s: refused at %s: %s\n", fn, p.Where(r.Pos), r.Message)
				continue
			}
			fmt.Fprintf(&b, "  %s: inputs %v trusted %v\n", fn, f.Inputs, f.Trusted)
			for _, path := range f.Paths {
				writePath(&b, p, path)
			}
			for _, n := range f.Normal {
				fmt.Fprintf(&b, "    normal from %d at %s\n", n.From, p.Where(n.Loop))
				writePath(&b, p, &n.Path)
			}
		}
	}
	return b.String()
}

func writePath(b *strings.Builder, p *paths.Program, path *paths.Path) {
	fmt.Fprintf(b, "    path %v if %v panics %v returns %v at %s exceptional %v facts %v locals %v\n",
		path.Blocks, path.Conds, path.Panics, path.Result, p.Where(path.End), path.Exceptional, path.Facts, path.Locals)
	for _, c := range path.Calls {
		fmt.Fprintf(b, "      %s%v -> %v panicked %v at %s\n", c.Method.Name, c.Args, c.Results, c.Panicked, p.Where(c.Pos))
	}
	for _, a := range path.Allocs {
		fmt.Fprintf(b, "      alloc %s #%d %v %v known %v\n", a.Site, a.Occurrence, a.Ptr, a.Contents, a.Known)
	}
}

func TestSameVerdicts(t *testing.T) {
	if testing.Short() {
		t.Skip("verifies the examples twice")
	}
	// The collection environment: the drivers' agreement does not depend
	// on it, and the package environment's witness search doubles the
	// time (TestAnalyzer and TestGoVet run the analyzer in it).
	opt := verify.Options{Timeout: 10 * time.Second, Environment: verify.EnvCollection}
	// One load and one run of all the examples; each is then verified
	// alone as an analysis pass sees it.
	cli, err := paths.Load(paths.LoadConfig{}, agreeDirs(t, "../examples/*")...)
	if err != nil {
		t.Fatal(err)
	}
	want, err := verify.RunProgram(context.Background(), opt, cli)
	if err != nil {
		t.Fatal(err)
	}
	for _, root := range cli.Roots {
		t.Run(root.Name, func(t *testing.T) {
			got, err := verify.RunProgram(context.Background(), opt, unitOf(t, cli, root))
			if err != nil {
				t.Fatal(err)
			}
			a, b := outcomes(want, root), outcomes(got, root)
			if a == "" {
				t.Errorf("snowflake verify reports nothing in %s", root.PkgPath)
			}
			if a != b {
				t.Errorf("snowflake verify:\n%s\nas an analysis pass:\n%s", a, b)
			}
		})
	}
}

// outcomes prints each function's verdict and reason, and the diagnostics,
// in root's files.
func outcomes(rep *verify.Report, root *packages.Package) string {
	in := func(pos string) bool {
		file, _, _ := strings.Cut(pos, ":")
		abs, err := filepath.Abs(file)
		return err == nil && filepath.Dir(abs) == filepath.Dir(root.GoFiles[0])
	}
	var b strings.Builder
	for _, r := range rep.Results {
		if in(r.Pos) {
			fmt.Fprintf(&b, "%s %s: %s: %s\n", r.Pos, r.Func, r.Verdict, r.Reason)
		}
	}
	for _, d := range rep.Diagnostics {
		if in(d.Pos) {
			fmt.Fprintf(&b, "%s: %s\n", d.Pos, d.Message)
		}
	}
	return b.String()
}
