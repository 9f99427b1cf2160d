// This file holds TestConstructsCovered: every construct the generator's
// doc lists (shape.go's constructs, one line each, and shape_fixed.go's
// fileConstructs), every form, and every kind of word and keyed
// collection of the atomics and keyed forms appears in a fixed-seed
// sample of 2,000 generated packages.

package fuzz

import (
	"math/rand"
	"testing"
)

// coverageSample are 2,000 inputs from a fixed seed.
func coverageSample() [][]byte {
	r := rand.New(rand.NewSource(1000))
	var in [][]byte
	for i := 0; i < 2000; i++ {
		data := make([]byte, 8+r.Intn(72))
		r.Read(data)
		in = append(in, data)
	}
	return in
}

func TestConstructsCovered(t *testing.T) {
	seen, forms, funcs := map[string]int{}, map[string]int{}, 0
	for _, data := range coverageSample() {
		p := Generate(data)
		forms[Form(data)]++
		byFunc := Constructs(p.Source, p.Funcs...)
		if byFunc == nil {
			t.Fatalf("input %q: the package does not parse\n%s", data, p.Source)
		}
		for _, name := range p.Funcs {
			funcs++
			for _, c := range byFunc[shortName(name)] {
				seen[c]++
			}
		}
	}
	t.Logf("%d methods; forms %v; constructs %v", funcs, forms, seen)
	for _, c := range constructs {
		if seen[c.name] == 0 {
			t.Errorf("no generated method has the construct %q", c.name)
		}
	}
	for _, c := range fileConstructs {
		if seen[c.name] == 0 {
			t.Errorf("no generated method's package has the construct %q", c.name)
		}
	}
	for _, f := range []string{"plain", "genwrap", "summary", "twomaps", "objects", "racy", "pkgword"} {
		if forms[f] == 0 {
			t.Errorf("no generated package has the form %s", f)
		}
	}
	kinds := map[string]int{}
	for _, data := range coverageSample() {
		kinds[formKind(data)]++
	}
	for _, b := range atomBases {
		if kinds["atomics "+b.name] == 0 {
			t.Errorf("no generated package of the atomics form has the word %s", b.name)
		}
	}
	for _, b := range keyedBases {
		if kinds["keyed "+b.name] == 0 {
			t.Errorf("no generated package of the keyed form has the collection %s", b.name)
		}
	}
}
