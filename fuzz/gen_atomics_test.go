package fuzz

import "testing"

// TestGenAtomics checks packages of the atomics form (gen_atomics.go),
// with both engines: none is refused, none fails, and the engines do not
// disagree. By default it checks two kinds of word, a Pointer and a plain
// word through sync/atomic's functions; with $SNOWFLAKE_FUZZ_FORMS=all
// one of each kind.
func TestGenAtomics(t *testing.T) { checkForms(t, &atomicsCheck) }

var atomicsCheck = formCheck{forms: atomicsForms(), perForm: 1, refusals: []string{"not supported", "unsupported"}}

// atomicsForms are the texts that find each kind of word TestGenAtomics
// checks.
func atomicsForms() []string {
	forms := []string{"atomic.Pointer", "atomic.AddInt64"}
	for _, b := range atomBases {
		if b.name != forms[0] && b.name != forms[1] {
			forms = append(forms, b.name)
		}
	}
	forms = kindsToCheck(forms, 2)
	for i, f := range forms {
		forms[i] = "// The base: " + f + ".\n"
	}
	return forms
}
