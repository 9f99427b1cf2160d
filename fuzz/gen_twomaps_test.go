// This file tests the two-maps form (gen_twomaps.go): some inputs take
// it, its packages call both maps, and both engines judge one of them
// without contradicting each other.

package fuzz

import (
	"bytes"
	"testing"
)

// TestGenTwoMaps checks the form's packages: a share of the inputs, every
// one declaring the second map, and a differential check, in the forms'
// batch (forms_test.go), of the first whose methods call both maps (its
// classes are those slow's limits give: the oracle's exploration of F1
// ends within 2.5 seconds on a loaded machine).
func TestGenTwoMaps(t *testing.T) {
	n := 0
	for _, data := range inputs(200) {
		if !twoMapsMode(data) {
			continue
		}
		n++
		if src := Generate(data).Source; !bytes.Contains(src, []byte("\tn sync.Map\n")) {
			t.Fatalf("no second map in\n%s", src)
		}
	}
	if n == 0 {
		t.Fatal("no input of the two-maps form")
	}
	if testing.Short() {
		return
	}
	_, outs := sharedForms(t, &twoMapsCheck)
	if len(outs) == 0 {
		t.Fatalf("%d inputs of the two-maps form, none whose methods call both maps", n)
	}
	for _, out := range outs {
		judge(t, out) // fuzz_test.go
	}
}

// twoMapsCheck is the first package of inputs(200) of the two-maps form
// whose methods call both maps.
var twoMapsCheck = formCheck{pick: func() []*Package {
	for _, data := range inputs(200) {
		if !twoMapsMode(data) {
			continue
		}
		if p := Generate(data); bytes.Contains(p.Source, []byte("c.n.")) {
			return []*Package{p}
		}
	}
	return nil
}}
