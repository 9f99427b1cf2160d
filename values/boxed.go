// This file recognises interface values whose dynamic type a term shows:
// a Box of a concrete type.

package values

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
)

// BoxedType returns the concrete type t when v is Box(t, x): an interface
// value that is not nil and whose dynamic type is t in every run.
func (m *Model) BoxedType(v *smt.Term) (types.Type, bool) {
	if v.Kind != smt.App || len(v.Args) != 1 {
		return nil, false
	}
	for _, b := range m.boxList {
		if quote(b.cons) == v.Op {
			return b.t, true
		}
	}
	return nil, false
}
