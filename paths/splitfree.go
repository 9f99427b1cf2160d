// This file defines the walk that leaves free the results of a call which
// is no instant of its collection (Refusal.Outcome): the function's paths
// then say what it does with whatever the call returns. The call must be
// the function's only call on its base object, take no callback and have
// a Split; anything else refuses the walk.

package paths

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// freeCall translates a call on the base object in the freeSplit walk:
// a Call of m whose results are fresh placeholders of their Go types'
// sorts, with no effect of its own.
func (w *walker) freeCall(st *state, in *ssa.Call, m *axioms.Method) bool {
	switch {
	case m.NotAtomic == "" || m.Split == nil:
		w.refuse(in.Pos(), "call of %s beside a call that is no instant: not supported", m.Name)
		return true
	case len(st.calls) > 0:
		w.refuse(in.Pos(), "a second call of %s: not supported", m.Name)
		return true
	}
	call := &Call{Method: m, Pos: in.Pos()}
	for _, a := range in.Common().Args[1:] {
		if _, isFunc := a.Type().Underlying().(*types.Signature); isFunc {
			w.refuse(in.Pos(), "call of %s with a callback: not supported", m.Name)
			return true
		}
		call.Args = append(call.Args, w.value(st, a))
	}
	n := len(st.calls)
	switch r := in.Type().(type) {
	case *types.Tuple:
		for j := 0; j < r.Len(); j++ {
			p := w.fresh(st, fmt.Sprintf("c%d!%s%d", n, m.Name, j), w.model.Sort(r.At(j).Type()))
			call.Results = append(call.Results, p)
		}
		st.tuples[in] = call.Results
	default:
		p := w.fresh(st, fmt.Sprintf("c%d!%s", n, m.Name), w.model.Sort(r))
		call.Results = []*smt.Term{p}
		st.env[in] = p
	}
	st.calls = append(st.calls, call)
	return true
}
