// This file names the functions a witness's function values are: a path
// that calls through a function value, or stores a named function, fixes
// the function's value (the pin fnval!F, paths/funccall.go), and a value
// with the same model element prints as F.

package witness

import "strings"

// funcPrefix is the pin of a function's value.
const funcPrefix = "fnval!"

// nameFuncs records, for every function value among b's pins, its model
// element's Go name: the function's, qualified outside the verified
// package (namePins).
func (b *builder) nameFuncs() {
	b.namePins(funcPrefix, func(g string) string {
		if i := strings.Index(g, "$"); i >= 0 { // a literal capturing nothing
			return "the function literal in " + g[:i]
		}
		return g
	})
}
