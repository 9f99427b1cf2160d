// This file names the functions a witness's function values are: a path
// that calls through a function value, or stores a named function, fixes
// the function's value (the pin fnval!F, paths/funccall.go), and a value
// with the same model element prints as F.

package witness

import (
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
)

// funcPrefix is the pin of a function's value.
const funcPrefix = "fnval!"

// nameFuncs records, for every function value among b's pins, its model
// element's Go name: the function's, qualified outside the verified
// package.
func (b *builder) nameFuncs() {
	pkg := paths.FuncPackage(b.f.Fn).Path()
	for n, t := range b.pins {
		name := strings.Trim(t.Op, "|")
		if !strings.HasPrefix(name, funcPrefix) || len(t.Args) != 0 {
			continue
		}
		v, ok := b.d.raw(obligations.ProbePin(n))
		if !ok || len(v.Args) != 0 {
			continue
		}
		g := strings.TrimPrefix(name, funcPrefix)
		if rest, ok := strings.CutPrefix(g, pkg+"."); ok {
			g = rest
		} else if i := strings.LastIndex(g, "/"); i >= 0 {
			g = g[i+1:]
		}
		if i := strings.Index(g, "$"); i >= 0 { // a literal capturing nothing
			g = "the function literal in " + g[:i]
		}
		if b.d.vars == nil {
			b.d.vars = map[string]string{}
		}
		b.d.vars[v.Op] = g
	}
}
