// This file defines the analyzer that finds collection spec files: next to
// each package, exported as a fact, so that a package's analysis sees the
// specs found next to every package it imports, directly or not, as
// `snowflake verify` does.

package analyzer

import (
	"reflect"
	"sort"

	"github.com/snowflakeverify/snowflake/paths"
	"golang.org/x/tools/go/analysis"
)

// specFiles is the fact of a package with collection spec files (*.sfspec)
// in its directory: their paths.
type specFiles struct {
	Files []string
}

func (*specFiles) AFact() {}

func (f *specFiles) String() string { return "specs" + fmtList(f.Files) }

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
	seen := map[string]bool{}
	var all []string
	add := func(files []string) {
		for _, f := range files {
			if !seen[f] {
				seen[f] = true
				all = append(all, f)
			}
		}
	}
	add(own)
	for _, f := range pass.AllPackageFacts() {
		add(f.Fact.(*specFiles).Files)
	}
	sort.Strings(all)
	return all, nil
}

func fmtList(files []string) string {
	s := "["
	for i, f := range files {
		if i > 0 {
			s += " "
		}
		s += f
	}
	return s + "]"
}
