// This file defines fixedShown: the values a witness fixes for a whole
// run that the client reads (fields fixed at construction, constant
// package variables), printed in the witness's header.

package witness

import (
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// fixedShown prints the values of the path's pins that stand for fields
// fixed at construction and constant package variables, as Go
// assignments: `s.max = -7`. Only pins of the inputs are printed: their
// Go expression names one value; a field of an object the path got from
// the collection is printed with that object (Witness.Objects). Printing
// never makes the witness inexact.
func (b *builder) fixedShown() []string {
	return b.fixedOf(b.f, b.pins, obligations.ProbePin, func(s string) string { return s }, map[string]bool{})
}

// fixedOf prints the pins of f (probed by probe) that are fields fixed at
// construction or constant package variables of f's inputs, each named
// by name and printed once (seen: the names printed already).
func (b *builder) fixedOf(f *paths.Func, pins []*smt.Term, probe func(int) string, name func(string) string, seen map[string]bool) []string {
	exact := b.d.exact
	defer func() { b.d.exact = exact }()
	inputs := map[string]bool{}
	for _, in := range f.Inputs {
		inputs[in.Op] = true
	}
	var out []string
	for n, t := range pins {
		typ, ok := f.Fixed[strings.Trim(t.Op, "|")]
		if fixedLength(f, t) {
			typ, ok = types.Typ[types.Int], true
		}
		if !ok || !ofInputs(t, inputs) {
			continue
		}
		v, ok := b.d.raw(probe(n))
		shown := name(f.Go(t))
		if !ok || seen[shown] {
			continue
		}
		seen[shown] = true
		out = append(out, shown+" = "+b.d.value(v, typ).Go)
	}
	return out
}

// ofInputs reports whether every constant of t is one of the inputs.
func ofInputs(t *smt.Term, inputs map[string]bool) bool {
	ok := true
	smt.Walk([]*smt.Term{t}, func(x *smt.Term) {
		ok = ok && (x.Kind != smt.Var || inputs[x.Op])
	})
	return ok
}

// fixedLength reports whether pin is the length of a slice fixed at
// construction (`len(s.slots)`, a field no code of the function writes) of
// the function's inputs:
// the witness fixes it as it fixes the field, printed with the fields
// (`len(s.slots) = 2`), and the serial orders run with the same pin
// (obligations.Scenario.Pins). Such a length is one more value of the
// receiver's construction, which the collection environment takes as
// any (as it takes `s.max = -7`); the elements are objects of their own
// (paths: a slice element is a family member), not contents the witness
// would have to print.
func fixedLength(f *paths.Func, pin *smt.Term) bool {
	if !strings.HasPrefix(strings.Trim(pin.Op, "|"), "len!") || len(pin.Args) != 1 {
		return false
	}
	x := pin.Args[0]
	_, fixed := f.Fixed[strings.Trim(x.Op, "|")]
	inputs := map[string]bool{}
	for _, in := range f.Inputs {
		inputs[in.Op] = true
	}
	return x.Kind == smt.App && fixed && ofInputs(x, inputs) // printed by fixedOf
}
