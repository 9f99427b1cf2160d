// This file prints the client's results that are new objects a call made
// behind an interface (an error from errors.New, fmt.Errorf or
// errors.Join): the model gives such a value no dynamic type of
// its own, so printing its model value would show a value of whatever type
// the solver picked (a float, a string). The Go expression that made it
// is what the run returned: printed as the call
// that made it and its line (`fmt.Errorf(…) at line 77`).

package witness

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// newObject returns how result term r of Go type t prints when it is an
// object the path made (an allocation's pointer, through an interface),
// and whether it is one. A value the model sets to nil is printed as
// decoded.
func (b *builder) newObject(r *smt.Term, t types.Type, val axioms.Value) (string, bool) {
	if r.Kind != smt.Var || !types.IsInterface(t) || val.Go == "nil" {
		return "", false
	}
	for _, a := range b.p.Allocs {
		if a.Ptr == nil || a.Ptr.Op != r.Op || !a.Fresh {
			continue
		}
		if call, ok := a.Site.(*ssa.Call); ok && call.Common().StaticCallee() != nil {
			callee := call.Common().StaticCallee()
			name := callee.Name() + "(…)"
			if pkg := callee.Package(); pkg != nil {
				name = pkg.Pkg.Name() + "." + name
			}
			line := b.f.Fn.Prog.Fset.Position(call.Pos()).Line
			return fmt.Sprintf("%s at line %d", name, line), true
		}
	}
	return "", false
}
