package fuzz

import (
	"strings"
	"testing"
)

// TestGenPkgWord checks packages of the package-word form
// (gen_pkgword.go) in the package environment with both engines: one
// with Fail and one with Reserve, whose races need states only the
// package's runs make, and one with Drift, atomic when the package keeps
// the counter among a few values; none is refused, none fails, no
// disagreement.
func TestGenPkgWord(t *testing.T) { checkForms(t, &pkgWordCheck) }

var pkgWordCheck = formCheck{forms: []string{"func (c *C) Fail()", "func (c *C) Reserve()", "func (c *C) Drift()"}, perForm: 1, refusals: []string{"not supported"}}

// TestPkgWordShapes checks that the form's packages parse, name their
// operations, and that the sample holds every operation of the menu.
func TestPkgWordShapes(t *testing.T) {
	seen := map[string]bool{}
	n := 0
	for _, data := range inputs(5000) {
		if f, _ := newForm(data); f != formPkgWord {
			continue
		}
		n++
		p := Generate(data)
		if !strings.Contains(string(p.Source), "const trip =") || len(p.Funcs) < 2 {
			t.Fatalf("input %q: not a package-word package:\n%s", data, p.Source)
		}
		for _, op := range wordOps {
			if strings.Contains(string(p.Source), "func (c *C) "+op.name+"(") {
				seen[op.name] = true
			}
		}
	}
	if n == 0 {
		t.Fatal("no input of 5000 takes the package-word form")
	}
	for _, op := range wordOps {
		if !seen[op.name] {
			t.Errorf("no package of %d has %s", n, op.name)
		}
	}
}
