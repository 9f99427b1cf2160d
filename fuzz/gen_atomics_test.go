package fuzz

import "testing"

// TestGenAtomics checks a package of each kind of word of the atomics
// form (gen_atomics.go), with both engines: none is refused, none fails,
// and the engines do not disagree.
func TestGenAtomics(t *testing.T) {
	var forms []string
	for _, b := range atomBases {
		forms = append(forms, "// The base: "+b.name+".\n")
	}
	checkForms(t, forms, 1, "not supported", "unsupported")
}
