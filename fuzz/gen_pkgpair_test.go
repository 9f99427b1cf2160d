package fuzz

import (
	"strings"
	"testing"
)

// TestGenPkgPair checks a package of the package-pair form
// (gen_pkgpair.go) in the package environment with both engines: one
// with Miss (the first one with Hit, Miss and Pair: Pair's witness is a
// Hit then a Miss between its loads); none is refused, none fails, no
// disagreement.
func TestGenPkgPair(t *testing.T) { checkForms(t, &pkgPairCheck) }

var pkgPairCheck = formCheck{forms: []string{"func (c *C) Miss()"}, perForm: 1, refusals: []string{"not supported"}}

// TestPkgPairShapes checks that the form's packages parse, name their
// operations, and that the sample holds every operation of the menu.
func TestPkgPairShapes(t *testing.T) {
	seen := map[string]bool{}
	n := 0
	for _, data := range inputs(5000) {
		if f, _ := newForm(data); f != formPkgPair {
			continue
		}
		n++
		p := Generate(data)
		if !strings.Contains(string(p.Source), "m atomic.Int32") || len(p.Funcs) < 2 {
			t.Fatalf("input %q: not a package-pair package:\n%s", data, p.Source)
		}
		for _, op := range pairOps {
			if strings.Contains(string(p.Source), "func (c *C) "+op.name+"(") {
				seen[op.name] = true
			}
		}
	}
	if n == 0 {
		t.Fatal("no input of 5000 takes the package-pair form")
	}
	for _, op := range pairOps {
		if !seen[op.name] {
			t.Errorf("no package of %d has %s", n, op.name)
		}
	}
}
