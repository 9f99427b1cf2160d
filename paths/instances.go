// This file defines calls on the base field of a package variable of the
// client's type (tagTable.m in a method of *Tags): the same object as the
// base when the receiver is that variable's address, another object
// otherwise. Proofs refuse such a call; the walk of the code as written
// (Func.AsWritten, which only witnesses use) takes it on the base object
// under the condition that the receiver is the variable's address, a
// condition every serial run of the witness shares (its inputs are the
// witness's). A path calling on two such variables is refused: nothing
// says their addresses differ, and a witness taking them equal is none.

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// instanceBase returns the package variable whose base field v addresses
// (&G.m, G of the client's struct type), when the function's receiver is
// a pointer of that type and so may be &G.
func (w *walker) instanceBase(v ssa.Value) (*ssa.Global, bool) {
	c := w.client
	fa, ok := v.(*ssa.FieldAddr)
	if !ok || c.Type == nil || c.ByPointer || fa.Field != c.Field {
		return nil, false
	}
	g, ok := fa.X.(*ssa.Global)
	if !ok || !types.Identical(g.Type(), types.NewPointer(c.Type)) {
		return nil, false
	}
	recv := w.receiver()
	if recv == nil || !types.Identical(recv.Type(), g.Type()) {
		return nil, false
	}
	return g, true
}

// onInstance handles a call of method on the base field of package
// variable g (instanceBase): refused with the code as written worth
// walking, or there on the base object when the receiver is &g.
func (w *walker) onInstance(st *state, in *ssa.Call, g *ssa.Global, method string) bool {
	if !w.asWritten {
		if w.refusal == nil {
			w.refusal = &Refusal{Pos: in.Pos(), rerun: true,
				Message: "call of " + method + " on " + g.Name() + "." + w.client.Base + ", which is the base object only when the receiver is &" + g.Name() + ": not supported"}
		}
		return false
	}
	if st.instance != nil && st.instance != g { // &A == &B would be a false assumption
		w.refuse(in.Pos(), "calls on the base fields of two package variables, %s and %s: not supported", st.instance.Name(), g.Name())
		return false
	}
	st.instance = g
	st.conds = append(st.conds, smt.Eq(w.value(st, w.receiver()), w.value(st, g)))
	return true
}
