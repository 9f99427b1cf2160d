// This file defines the translation of type assertions: a test of the
// dynamic type and a projection of the value; the panicking form forks a
// panic where the test fails.

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

func (w *walker) typeAssert(st *state, b *ssa.BasicBlock, i int, in *ssa.TypeAssert) bool {
	x := w.value(st, in.X)
	var test, val *smt.Term
	if tp, ok := in.AssertedType.(*types.TypeParam); ok {
		test = w.model.TypeParamHas(tp, x)
		val = x // a value of a type parameter is its interface value
	} else if iface, ok := in.AssertedType.Underlying().(*types.Interface); ok {
		test = w.model.Implements(iface, types.TypeString(in.AssertedType, nil), x)
		val = x
	} else {
		test = w.model.HasType(in.AssertedType, x)
		val = w.model.Unbox(in.AssertedType, x)
	}
	if in.CommaOk {
		st.tuples[in] = []*smt.Term{smt.Ite(test, val, w.model.Zero(in.AssertedType)), test}
		return true
	}
	return w.guard(st, b, i, smt.Not(test), w.runtimePanic("typeassert!"+types.TypeString(types.Unalias(in.X.Type()), nil)+"!"+types.TypeString(types.Unalias(in.AssertedType), nil), w.model.TypeOf(x)), func(st *state) { st.env[in] = val })
}
