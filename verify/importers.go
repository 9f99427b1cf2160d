// This file defines the assumption every proof in the package environment
// makes of other packages (importerTrust): they never overwrite a whole
// value of the struct holding the base. A package that hands out a
// pointer to its holder (`func NewTable() *Table`) lets an importer write
// `*t = Table{}` (or zero it through generic code of its own, for an
// unexported type), which replaces the base under the package's own
// operations and breaks every invariant they keep. Go's visibility rules
// do not forbid it; it is a data race with the holder's methods (the race
// detector reports the plain write against their atomic accesses) and a
// misuse no caller of such an API commits, so it is assumed, as
// reflection and unsafe are, and listed with the proof.

package verify

import "github.com/snowflakeverify/snowflake/paths"

// importerTrust returns the assumption a package-scope proof about
// client's base makes of other packages, when the base is a field of a
// struct.
func (c *check) importerTrust(client *paths.Client) (Trusted, bool) {
	if client.Type == nil {
		return Trusted{}, false
	}
	return Trusted{What: "no other package overwrites a whole " + client.Name + " it holds a pointer to (a data race with its methods)", Pos: c.where(client.BasePos)}, true
}
