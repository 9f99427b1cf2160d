// This file defines range over a Go map in the unrolled walk. The map's
// entries, as the run finds them, are functions of the map value: len!
// (its length when the range starts), rangekey! and rangeval! (the key and
// value of entry i, 0 <= i < len, in an order of the map's own); a
// witness pins them and prints the map as a literal. Step j of the range
// visits entry order_j, a local of the path (Path.Orders) that the facts
// keep within the length and whose key differs from the earlier steps':
// Go visits each entry once, in an order it leaves to the run time, so
// each run, the witness's and every serial run, takes its own.
// What the witness assumes besides: no one writes the map during the run.
// The loop-free walk leaves a step's results arbitrary (instr.go), and so
// does the unrolled walk for a key type whose == is not identity
// (floats, interfaces, structs), which distinct entries would not make
// distinct keys.

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// exactMapRange reports whether the unrolled walk steps through a range
// over a map of type t: one whose keys are integers, strings or booleans.
func exactMapRange(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok {
		return false
	}
	b, ok := m.Key().Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsInteger|types.IsString|types.IsBoolean) != 0
}

// mapNext executes step j of the map iterator in.Iter, whose earlier
// steps' orders are st.tuples[in.Iter].
func (w *walker) mapNext(st *state, in *ssa.Next) {
	rng := in.Iter.(*ssa.Range)
	m := w.value(st, rng.X)
	mt := rng.X.Type().Underlying().(*types.Map)
	earlier := st.tuples[rng]
	n := w.lenOf(st, m, rng.X.Type())
	ok := smt.Apply("bvslt", smt.Bool, smt.BVLit(uint64(len(earlier)), 64), n)
	order := w.fresh(st, "order", smt.BV(64))
	key := func(i *smt.Term) *smt.Term {
		return w.model.Func("rangekey!"+m.Sort.String(), w.model.Sort(mt.Key()), m, i)
	}
	val := w.model.Func("rangeval!"+m.Sort.String(), w.model.Sort(mt.Elem()), m, order)
	within := []*smt.Term{smt.Apply("bvsle", smt.Bool, smt.BVLit(0, 64), order), smt.Apply("bvslt", smt.Bool, order, n)}
	for _, e := range earlier {
		within = append(within, smt.Not(smt.Eq(key(order), key(e)))) // another entry, so another key
	}
	st.facts = append(st.facts, smt.Implies(ok, smt.And(within...)))
	st.tuples[in] = []*smt.Term{ok, key(order), val}
	st.tuples[rng] = append(append([]*smt.Term(nil), earlier...), order)
	st.orders = append(st.orders, order)
}
