// This file names the package variables' addresses a witness's values
// are: a path that reads a package variable's address (the pin global!V)
// fixes it, and a pointer with the same model element prints as &V (a
// receiver that must be &tagTable for the interleaving: paths/instances.go).

package witness

import (
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
)

// globalPrefix is the pin of a package variable's address (paths: the
// value of an *ssa.Global).
const globalPrefix = "global!"

// nameGlobals records, for every package variable address among b's pins,
// its model element's Go name.
func (b *builder) nameGlobals() {
	b.namePins(globalPrefix, func(g string) string { return "&" + g })
}

// namePins records, for every pin of b named prefix+NAME (a constant),
// its model element's Go name: show of NAME, qualified by its package
// outside the verified one.
func (b *builder) namePins(prefix string, show func(string) string) {
	pkg := paths.FuncPackage(b.f.Fn).Path()
	for n, t := range b.pins {
		name := strings.Trim(t.Op, "|")
		if !strings.HasPrefix(name, prefix) || len(t.Args) != 0 {
			continue
		}
		v, ok := b.d.raw(obligations.ProbePin(n))
		if !ok || len(v.Args) != 0 {
			continue
		}
		g := strings.TrimPrefix(name, prefix)
		if rest, ok := strings.CutPrefix(g, pkg+"."); ok {
			g = rest
		} else if i := strings.LastIndex(g, "/"); i >= 0 {
			g = g[i+1:]
		}
		if b.d.vars == nil {
			b.d.vars = map[string]string{}
		}
		b.d.vars[v.Op] = show(g)
	}
}
