// This file defines the analyzer that computes effect summaries
// (paths/summary.go) of a package's functions and exports them as facts,
// so that the analysis of an importer treats a call of another package's
// function by its body's summary, as `snowflake verify` does from the body
// itself: an unannotated functional helper of another package (or of the
// standard library) is a deterministic function of its inputs, a helper
// with effects is refused with the reason its body gives. Drivers run it,
// cheaply (SSA form and summaries, no solver), on every dependency.

package analyzer

import (
	"fmt"
	"go/build"
	"go/types"
	"reflect"

	"github.com/snowflakeverify/snowflake/paths"
	"golang.org/x/tools/go/analysis"
)

// summaryFact is the fact of a function: what the analysis of an
// importer needs of it (its summary, its position as text: facts hold no
// token.Pos of the pass's file set; its definition as a functional helper;
// its annotation and the annotation's check; whether it never panics).
type summaryFact struct {
	paths.ImportedFunc
}

func (*summaryFact) AFact() {}

func (f *summaryFact) String() string {
	s := f.Summary
	if s.Why == "" {
		return s.Kind.String()
	}
	return fmt.Sprintf("%s: %s", s.Kind, s.Reason(nil, "it"))
}

// importedFacts is the result of summariesAnalyzer: the facts of every
// function of the package's dependencies that has one.
type importedFacts map[*types.Func]*summaryFact

// options are the paths.UnitOptions of a pass with these facts.
func (m importedFacts) options() paths.UnitOptions {
	return paths.UnitOptions{Imported: func(fn *types.Func) (*paths.ImportedFunc, bool) {
		if f, ok := m[fn]; ok {
			return &f.ImportedFunc, true
		}
		return nil, false
	}}
}

// summariesAnalyzer exports the summaries of the package's functions and
// returns those of its dependencies.
var summariesAnalyzer = &analysis.Analyzer{
	Name:       "snowflakesummaries",
	Doc:        "compute the effect summaries of each package's functions, for the snowflake analyzer",
	Run:        exportSummaries,
	Requires:   []*analysis.Analyzer{specsAnalyzer},
	FactTypes:  []analysis.Fact{new(summaryFact)},
	ResultType: reflect.TypeFor[importedFacts](),
}

// exportSummaries builds the package's SSA form with its dependencies'
// summaries, and exports the summary of each of its functions.
func exportSummaries(pass *analysis.Pass) (any, error) {
	imported := importedFacts{}
	for _, f := range pass.AllObjectFacts() {
		if fn, ok := f.Object.(*types.Func); ok {
			imported[fn] = f.Fact.(*summaryFact)
		}
	}
	if !exportsSummaries(pass.Module) || paths.OpaquePackage(pass.Pkg.Path()) {
		return imported, nil
	}
	opt := imported.options()
	opt.ForExport = true
	prog, err := paths.FromPackageWith(opt, pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo, passSizes(pass), pass.ResultOf[specsAnalyzer].([]string))
	if err != nil { // a bad spec file: no facts (Effects, "has no body"); the package's own analysis reports it
		return imported, nil
	}
	for obj, f := range prog.Exports() {
		if obj.Pkg() == pass.Pkg {
			pass.ExportObjectFact(obj, &summaryFact{*f})
		}
	}
	return imported, nil
}

// exportsSummaries reports whether the summaries of a package of module
// are exported: every package's, the standard library's and other
// modules' included, since `snowflake verify` reads every body its
// program loads (paths.Load builds dependencies lazily), but those of
// the run time and its internals (paths.OpaquePackage), whose functions
// both tools take as Effects. With the same bodies, both tools give a
// call the same summary.
func exportsSummaries(*analysis.Module) bool { return true }

// passSizes are the sizes of the pass's types; the gc compiler's for a
// driver that does not say.
func passSizes(pass *analysis.Pass) types.Sizes {
	if pass.TypesSizes == nil {
		return types.SizesFor("gc", build.Default.GOARCH)
	}
	return pass.TypesSizes
}
