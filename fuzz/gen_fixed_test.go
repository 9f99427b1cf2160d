package fuzz

import (
	"slices"
	"testing"
)

// TestFixedConstructs checks that every method of a package-map package
// with a field fixed at construction (gen_fixed.go), in the fixed-seed
// sample, has the constructs of its package as the generator chose them
// (shape_fixed.go reads them back from the syntax): the constructors'
// kind, the exported type or not; and that a limit package's Incr checks
// the limit.
func TestFixedConstructs(t *testing.T) {
	names := map[string]string{"one": "constructed one constant", "two": "constructed two constants",
		"unset": "constructed unset", "param": "constructed parameter"}
	n := 0
	for _, data := range coverageSample() {
		f := fixedOf(data)
		if Form(data) != formPkgMap || f == nil {
			continue
		}
		n++
		p := Generate(data)
		byFunc := Constructs(p.Source, p.Funcs...)
		for _, fn := range p.Funcs {
			cs := byFunc[shortName(fn)]
			if !slices.Contains(cs, names[f.ctors]) || slices.Contains(cs, "constructed exported type") != f.export {
				t.Errorf("%s: constructs %v, want %q, exported %v\n%s", fn, cs, names[f.ctors], f.export, p.Source)
			}
			if f.field == "limit" && shortName(fn) == "Incr" && !slices.Contains(cs, "limit check") {
				t.Errorf("%s: constructs %v, no limit check\n%s", fn, cs, p.Source)
			}
		}
	}
	if n == 0 {
		t.Error("no package of the sample has a field fixed at construction")
	}
}
