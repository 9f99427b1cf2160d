// This file defines fixedShown: the values a witness fixes for a whole
// run that the client reads (fields fixed at construction, constant
// package variables), printed in the witness's header.

package witness

import (
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
)

// fixedShown prints the values of the path's pins that stand for fields
// fixed at construction and constant package variables, as Go
// assignments: `s.max = -7`. Printing never makes the witness inexact.
func (b *builder) fixedShown() []string {
	exact := b.d.exact
	defer func() { b.d.exact = exact }()
	var out []string
	seen := map[string]bool{}
	for n, t := range b.pins {
		typ, ok := b.f.Fixed[strings.Trim(t.Op, "|")]
		if !ok {
			continue
		}
		v, ok := b.d.raw(obligations.ProbePin(n))
		name := b.f.Go(t)
		if !ok || seen[name] {
			continue
		}
		seen[name] = true
		out = append(out, name+" = "+b.d.value(v, typ).Go)
	}
	return out
}
