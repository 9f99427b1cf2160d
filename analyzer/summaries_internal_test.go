// This file checks that the summaries the analysis of a package exports
// as facts are the ones `snowflake verify` computes from the same bodies:
// the same kind and the same reason, for every function of the test module
// testdata/factmod.

package analyzer

import (
	"go/types"
	"sync"
	"testing"

	"github.com/snowflakeverify/snowflake/paths"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// FactmodDir is the test module's directory.
const FactmodDir = "testdata/factmod"

// LoadFactmod loads the test module as snowflake verify does, once for
// the tests of the package: TestFactsAreSummaries analyses it,
// TestFactsSameVerdicts verifies it.
var LoadFactmod = sync.OnceValues(func() (*paths.Program, error) {
	return paths.Load(paths.LoadConfig{Dir: FactmodDir}, "./...")
})

func TestFactsAreSummaries(t *testing.T) {
	cli, err := LoadFactmod()
	if err != nil {
		t.Fatal(err)
	}
	facts := analyzeFacts(t, cli.Roots)
	funcs := moduleFuncs(cli)
	for _, obj := range funcs {
		want := cli.Summarize(cli.SSA.FuncValue(obj))
		got, ok := facts[obj.FullName()]
		if !ok {
			t.Errorf("%s: no fact", obj.FullName())
			continue
		}
		imported := got.Summary
		if a, b := want.Reason(cli, obj.Name()), imported.Reason(cli, obj.Name()); imported.Kind != want.Kind || a != b {
			t.Errorf("%s: fact %s %q, snowflake verify %s %q", obj.FullName(), imported.Kind, b, want.Kind, a)
		}
	}
	if len(funcs) < 15 {
		t.Errorf("%d functions compared, want the module's 15", len(funcs))
	}
	for _, name := range []string{"Key", "Shard"} { // Shard may panic
		if f := facts["example.com/factmod/hash."+name]; f == nil || f.Summary.Kind != paths.Pure || f.Helper == nil {
			t.Errorf("hash.%s: fact %v, want functional with a definition", name, f)
		}
	}
	if a := facts["example.com/factmod/hash.Lower"].Annotation; a == nil || a.Broken != "" {
		t.Errorf("hash.Lower: annotation %v, want one that holds", a)
	}
	if a := facts["example.com/factmod/hash.Label"].Annotation; a == nil || a.Broken == "" {
		t.Errorf("hash.Label: annotation %v, want one that does not hold", a)
	}
	if w, s := facts["example.com/factmod/hash.Width"], facts["example.com/factmod/hash.Shard"]; w == nil || !w.NeverPanics || s == nil || s.NeverPanics {
		t.Errorf("hash.Width never panics, hash.Shard may: facts %v, %v", w, s)
	}
	if fresh := facts["example.com/factmod/hash.Fresh"]; fresh == nil || fresh.Summary.Kind != paths.Effects {
		t.Errorf("hash.Fresh: fact %v, want effects", fresh)
	}
}

// analyzeFacts runs summariesAnalyzer over pkgs, the module's packages as
// snowflake verify loads them (with their dependencies' syntax), as a
// driver does (each fact encoded and decoded on its way to an importer),
// and returns the facts by the function's full name.
func analyzeFacts(t *testing.T, pkgs []*packages.Package) map[string]*summaryFact {
	t.Helper()
	g, err := checker.Analyze([]*analysis.Analyzer{summariesAnalyzer}, pkgs, &checker.Options{SanityCheck: true})
	if err != nil {
		t.Fatal(err)
	}
	facts := map[string]*summaryFact{}
	for act := range g.All() {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		for _, f := range act.AllObjectFacts() {
			if sf, ok := f.Fact.(*summaryFact); ok && f.Object.Pkg() == act.Package.Types {
				facts[f.Object.(*types.Func).FullName()] = sf
			}
		}
	}
	return facts
}

// moduleFuncs are the exported functions and the methods of the loaded
// packages.
func moduleFuncs(p *paths.Program) []*types.Func {
	var out []*types.Func
	for _, root := range p.Roots {
		scope := root.Types.Scope()
		for _, name := range scope.Names() {
			switch obj := scope.Lookup(name).(type) {
			case *types.Func:
				if obj.Exported() {
					out = append(out, obj)
				}
			case *types.TypeName:
				if named, ok := obj.Type().(*types.Named); ok {
					for i := 0; i < named.NumMethods(); i++ {
						out = append(out, named.Method(i))
					}
				}
			}
		}
	}
	return out
}
