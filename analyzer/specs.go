// This file defines the analyzer that finds collection spec files: next to
// each package, exported as a fact, so that a package's analysis sees the
// specs found next to every package it imports, directly or not, as
// `snowflake verify` does.

package analyzer

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/snowflakeverify/snowflake/paths"
	"golang.org/x/tools/go/analysis"
)

// specFiles is the fact of a package with collection spec files (*.sfspec)
// in its directory: their paths.
type specFiles struct {
	Files []string
}

func (*specFiles) AFact() {}

func (f *specFiles) String() string { return "specs" + fmt.Sprint(f.Files) }

// specsAnalyzer finds the spec files of a package and of all it imports.
// It is cheap: drivers run it on every dependency for its facts, and the
// verification only on the packages named.
var specsAnalyzer = &analysis.Analyzer{
	Name:       "snowflakespecs",
	Doc:        "find the collection spec files next to each package, for the snowflake analyzer",
	Run:        findSpecs,
	FactTypes:  []analysis.Fact{new(specFiles)},
	ResultType: reflect.TypeFor[[]string](),
}

// findSpecs exports the package's own spec files and returns them with
// those of its dependencies, sorted, without duplicates.
func findSpecs(pass *analysis.Pass) (any, error) {
	own := paths.SpecFilesNear(pass.Fset, pass.Files)
	if len(own) > 0 {
		pass.ExportPackageFact(&specFiles{Files: own})
	}
	all := slices.Clone(own)
	for _, f := range pass.AllPackageFacts() {
		all = append(all, f.Fact.(*specFiles).Files...)
	}
	slices.Sort(all)
	return slices.Compact(all), nil
}
