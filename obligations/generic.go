// This file defines the instantiation a witness of a generic body stands
// for (values/typeparams.go): every type parameter instantiated with any.

package obligations

import (
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// AtAny returns the assumption under which a model of f's obligations is a
// run of f instantiated with any for every type parameter
// (values.Model.AtAny). ok is false when some type parameter of
// f does not admit any (its constraint has methods or type terms): no
// model is then known to be a run of an instantiation. The term is nil
// when f is not generic.
func AtAny(f *paths.Func) (assume *smt.Term, ok bool) {
	tps := f.Fn.TypeParams()
	if tps.Len() == 0 || len(f.Fn.TypeArgs()) > 0 {
		return nil, true
	}
	for i := 0; i < tps.Len(); i++ {
		if !values.AdmitsAny(tps.At(i)) {
			return nil, false
		}
	}
	var conds []*smt.Term
	for _, p := range f.Model.TypeParams() {
		conds = append(conds, f.Model.AtAny(p))
	}
	return smt.And(conds...), true
}
