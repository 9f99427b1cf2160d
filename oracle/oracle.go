// This file defines Run, the oracle's pipeline: load the packages, find the
// client functions, generate a driver for each package, build one driver
// binary per module, explore every function in its own process.

package oracle

import (
	"context"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// A target is a package under test: its instrumented files, its driver,
// and its runnable functions in the driver's order.
type target struct {
	pkg     *packages.Package
	dir     string
	gen     *gen
	specs   []string
	entries []*entry
	files   map[string][]byte
	driver  []byte
	err     string // why no function of the package can run
}

// An entry is one client function.
type entry struct {
	res    *Result
	client *paths.Client
	fn     *ssa.Function
	bin    string // the driver binary, once built
	index  int    // the function's index in the binary's list
}

// Run explores the client functions of the packages matching patterns. A
// package that does not load comes back as a *paths.LoadError.
func Run(ctx context.Context, opt Options, patterns ...string) (*Report, error) {
	start := time.Now()
	prog, err := paths.Load(paths.LoadConfig{Dir: opt.Dir, Tags: opt.Tags}, patterns...)
	if err != nil {
		return nil, err
	}
	clients, diags := paths.FindClients(prog)
	rep := &Report{}
	for _, d := range diags {
		rep.Diagnostics = append(rep.Diagnostics, Diagnostic{paths.RelPos(opt.Dir, prog.Fset.Position(d.Pos)), d.Message})
	}
	targets, entries := plan(&opt, prog, clients)
	tmp, err := os.MkdirTemp("", "snowflake-test-")
	if err != nil {
		return nil, err
	}
	if opt.Work {
		rep.WorkDir = tmp
	} else {
		defer os.RemoveAll(tmp)
	}
	buildAll(ctx, &opt, targets, tmp)
	if err := exploreAll(ctx, &opt, entries); err != nil {
		return nil, err
	}
	for _, e := range entries {
		rep.Results = append(rep.Results, e.res)
	}
	rep.Millis = millis(time.Since(start))
	return rep, nil
}

// plan makes a Result for every client function and a spec for every one
// the oracle can run, grouped by package.
func plan(opt *Options, prog *paths.Program, clients []*paths.Client) ([]*target, []*entry) {
	byPkg := map[*packages.Package]*target{}
	var targets []*target
	var entries []*entry
	for _, c := range clients {
		t := byPkg[c.Pkg]
		if t == nil {
			t = newTarget(c.Pkg, prog.Catalog)
			byPkg[c.Pkg] = t
			targets = append(targets, t)
		}
		for _, fn := range c.Funcs {
			name := paths.FullName(fn)
			if (opt.Match != nil && !opt.Match.MatchString(name)) || strings.HasPrefix(fn.Name(), "init#") {
				continue
			}
			e := &entry{client: c, fn: fn, res: newResult(opt, prog, c, fn)}
			entries = append(entries, e)
			t.add(e)
		}
	}
	sort.SliceStable(entries, func(a, b int) bool { return paths.Before(entries[a].res.position, entries[b].res.position) })
	return targets, entries
}

func newTarget(pkg *packages.Package, cat *axioms.Catalog) *target {
	t := &target{pkg: pkg, gen: newGen(pkg.Types, cat)}
	switch {
	case pkg.Name == "main":
		t.err = "package main: the driver cannot import it"
	case pkg.Module == nil:
		t.err = "the package is not in a module"
	case len(pkg.GoFiles) == 0 || usesCgo(pkg):
		t.err = "cgo packages are not supported"
	default:
		t.dir = filepath.Dir(pkg.GoFiles[0])
		for _, name := range []string{specsFunc, rtAlias} {
			if pkg.Types.Scope().Lookup(name) != nil {
				t.err = "the package declares " + name + ", a name the oracle's driver needs"
			}
		}
	}
	return t
}

func usesCgo(pkg *packages.Package) bool {
	for _, f := range pkg.Syntax {
		for _, imp := range f.Imports {
			if imp.Path.Value == `"C"` {
				return true
			}
		}
	}
	return false
}

// add generates e's spec, or skips e with a reason.
func (t *target) add(e *entry) {
	reason := t.err
	switch {
	case reason != "":
	case e.client.Type != nil && e.client.Type.TypeParams().Len() > 0:
		reason = "generic client type: not instantiated by the oracle"
	default:
		_, reason = baseOf(e.client)
	}
	var spec string
	if reason == "" {
		spec, reason = t.gen.spec(e.client, e.fn, t.pkg.TypesInfo, e.res.Environment == EnvPackage, t.pkg.Syntax)
	}
	if reason != "" {
		e.res.Verdict, e.res.Reason = Skipped, reason
		return
	}
	if ops, ok := t.gen.ops[e.fn.Object().(*types.Func).FullName()]; ok {
		e.res.Operations, e.res.OpsLeft = ops.ops, ops.left
	}
	t.specs = append(t.specs, spec)
	t.entries = append(t.entries, e)
}

func newResult(opt *Options, prog *paths.Program, c *paths.Client, fn *ssa.Function) *Result {
	pos := prog.Fset.Position(fn.Pos())
	b := opt.Bounds
	if opt.BoundsFor != nil {
		b = opt.BoundsFor(paths.FullName(fn))
	}
	res := &Result{Func: paths.FullName(fn), Pos: paths.RelPos(opt.Dir, pos), Client: c.Name, Base: c.Base,
		Collection: c.Collection.Name(), Bounds: b.withDefaults(), position: pos}
	environment(opt, prog, c, res) // pkgenv.go
	return res
}

func millis(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
