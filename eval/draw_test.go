package eval

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/internal/sample"
)

// corpusTail draws the corpus packages TestCorpus verifies and runs in one
// run: half of them. Each package's soundness, labels and oracle agreement
// are checked within a few runs, and a failure names the seed that draws
// it again. .ci/run's cross-check verifies the whole corpus at the default
// limits before the tests.
var corpusTail = sample.Flags("corpus", "corpus packages verified and run by the oracle")

// corpusDraw returns the patterns of the drawn corpus packages and the
// labels of their functions.
func corpusDraw(t *testing.T, labels []Label) ([]string, []Label) {
	t.Helper()
	entries, err := os.ReadDir("../testdata/corpus")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if e.IsDir() {
			names = append(names, e.Name())
		}
	}
	for _, l := range labels {
		if !slices.ContainsFunc(names, func(name string) bool { return inCorpusPackage(l, name) }) {
			t.Errorf("label of %s: no corpus package declares it", l.Func)
		}
	}
	drawn := corpusTail.Draw(t, nil, names, (len(names)+1)/2)
	var patterns []string
	var kept []Label
	for _, name := range drawn {
		patterns = append(patterns, "./testdata/corpus/"+name+"/...")
		for _, l := range labels {
			if inCorpusPackage(l, name) {
				kept = append(kept, l)
			}
		}
	}
	return patterns, kept
}

// inCorpusPackage reports whether l's function is declared in the corpus
// package name or below it.
func inCorpusPackage(l Label, name string) bool {
	return strings.Contains(l.Func, corpus+name+".") || strings.Contains(l.Func, corpus+name+"/")
}
