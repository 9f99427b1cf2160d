// This file shows interference inside a client call: atomic.Value's
// CompareAndSwap compares the held value with old, then swaps the data
// word only if it is still the one it compared; another goroutine's Store
// of an equal value in between (a new box, so a new data word) makes it
// fail although the value was equal throughout. Proofs let such a call
// fail (a Choice of the method); the last search kind lets a witness's
// client call fail so (obligations.Interferes is not asked), and the
// builder then shows the other goroutine's Store that makes it fail.

package witness

import (
	"math/big"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/smt"
)

// interfere adds, before client call k (step st), the other goroutine's
// Store of the value the call found, made while the call runs. The Store
// must box the value anew: a value Go boxes in static storage (an
// integer below 256, an empty string, a one-byte value, a constant the
// compiler boxes in read-only data) keeps its data word, and the call
// would not fail; the witness says the value is computed at run time, and
// values of the first kinds, or of types whose boxing the model does not
// know, make it inexact.
func (b *builder) interfere(k int, st *Step) error {
	store, ok := b.coll.Method("Store")
	if !ok || b.keyed {
		b.d.exact = false
		return nil
	}
	pre, err := b.get(obligations.ProbePre(k, obligations.ProbeWhole))
	if err != nil {
		return err
	}
	val := b.whole(pre)
	if !freshBox(val) {
		b.d.exact = false
	}
	lit := b.d.literal(pre, b.coll.StateSort(b.f.Model))
	b.addEnv([]axioms.Value{val}, nil, "while "+st.Call+" runs: an equal value computed at run time, in a new box",
		obligations.EnvCall{Method: store, Args: []*smt.Term{lit}})
	st.Note = "fails: the Store replaced the data word it compared"
	return nil
}

// freshBox reports whether storing v into an interface allocates a new
// box (the runtime's convT functions): integers and floats of at least two
// bytes whose bits are not below 256, and non-empty strings.
func freshBox(v axioms.Value) bool {
	switch {
	case v.Int != nil && v.Width >= 16:
		return v.Int.Cmp(big.NewInt(256)) >= 0
	case v.Type == "string" || strings.HasPrefix(v.Key, "string:"):
		return v.Key != "string:"
	}
	return false
}
