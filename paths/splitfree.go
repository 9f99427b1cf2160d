// This file defines the walk that leaves free the results of a call which
// is no instant of its collection (Refusal.Outcome): the function's paths
// then say what it does with whatever the call returns. The call must be
// the function's only call on its base object, take no callback and have
// a Split; anything else refuses the walk.

package paths

import (
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
	call.Results = w.bindResults(st, in, m.Name, len(st.calls), true, func(_ int, t types.Type, name string) (*smt.Term, *smt.Term) {
		p := w.fresh(st, name, w.model.Sort(t))
		return p, p
	})
	st.calls = append(st.calls, call)
	return true
}
