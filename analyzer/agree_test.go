// This file checks that a package seen as an analysis pass sees it
// (paths.FromPackage: its dependencies from their types only, no bodies) is
// verified as `snowflake verify` verifies that package: the same clients,
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

// asPass loads dir as `snowflake verify` does, and the same package as an
// analysis pass sees it.
func asPass(t *testing.T, dir string) (cli, unit *paths.Program) {
	t.Helper()
	cli, err := paths.Load(paths.LoadConfig{}, dir)
	if err != nil {
		t.Fatal(err)
	}
	// The spec files next to the package and its dependencies, as the
	// analyzer's facts carry them.
	var specFiles []string
	packages.Visit(cli.Roots, nil, func(p *packages.Package) {
		if p.Module != nil && p.Syntax != nil {
			specFiles = append(specFiles, paths.SpecFilesNear(p.Fset, p.Syntax)...)
		}
	})
	root := cli.Roots[0]
	// What the dependencies' analyses export as facts, computed by the
	// same code from the same bodies (paths.Program.Export).
	imported := func(obj *types.Func) (*paths.ImportedFunc, bool) {
		if obj.Pkg() == root.Types || cli.SSA.FuncValue(obj) == nil {
			return nil, false
		}
		return cli.Export(obj), true
	}
	unit, err = paths.FromPackageWith(paths.UnitOptions{Imported: imported}, root.Fset, root.Types, root.Syntax, root.TypesInfo, root.TypesSizes, specFiles)
	if err != nil {
		t.Fatal(err)
	}
	return cli, unit
}

func TestSamePaths(t *testing.T) {
	if testing.Short() {
		t.Skip("loads every example, golden and adversarial package twice")
	}
	for _, dir := range agreeDirs(t, "../examples/*", "../verify/testdata/golden/*", "../verify/testdata/adversarial/*") {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			cli, unit := asPass(t, dir)
			if a, b := split(cli), split(unit); a != b {
				t.Errorf("snowflake verify:\n%s\nas an analysis pass:\n%s", a, b)
			}
		})
	}
}

// split prints the clients of p, their functions' paths or refusals, and
// the specification diagnostics.
func split(p *paths.Program) string {
	var b strings.Builder
	clients, diags := paths.FindClients(p)
	clients = append(clients, paths.Discover(p, clients)...)
	for _, d := range diags {
		fmt.Fprintf(&b, "%s: %s\n", p.Where(d.Pos), d.Message)
	}
	for _, c := range clients {
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
	for _, dir := range agreeDirs(t, "../examples/*") {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			want, err := verify.Run(context.Background(), opt, dir)
			if err != nil {
				t.Fatal(err)
			}
			_, unit := asPass(t, dir)
			got, err := verify.RunProgram(context.Background(), opt, unit)
			if err != nil {
				t.Fatal(err)
			}
			if a, b := outcomes(want), outcomes(got); a != b {
				t.Errorf("snowflake verify:\n%s\nas an analysis pass:\n%s", a, b)
			}
		})
	}
}

// outcomes prints each function's verdict and reason, and the diagnostics.
func outcomes(rep *verify.Report) string {
	var b strings.Builder
	for _, r := range rep.Results {
		fmt.Fprintf(&b, "%s %s: %s: %s\n", r.Pos, r.Func, r.Verdict, r.Reason)
	}
	for _, d := range rep.Diagnostics {
		fmt.Fprintf(&b, "%s: %s\n", d.Pos, d.Message)
	}
	return b.String()
}
