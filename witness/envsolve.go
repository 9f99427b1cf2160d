// This file finds the other goroutine's call for a state change when the
// collection has no method that sets its state directly (a user spec's
// counter with Add and IncBelow, no Store; a spec map with Put, no Store):
// any of its mutating methods,
// with arguments the solver finds from the method's own axioms, such that
// the call takes the state from what the client left to what its next
// call sees and does not panic. The replay on the executable model then
// checks the call as it checks every other.

package witness

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/smt"
)

// envBySolving returns a call of one of the collection's mutators, in the
// order the collection lists them, that takes the whole state from to to.
func (b *builder) envBySolving(from, to *smt.Term) (*axioms.Method, []axioms.Value, []*smt.Term, error) {
	m, vals, lits, ok := b.solveEnv(from, func(eff axioms.Effect) []*smt.Term { return []*smt.Term{smt.Eq(eff.Post, to)} })
	if !ok {
		return nil, nil, nil, fmt.Errorf("no call of %s takes its state from %s to %s", b.coll.Name(), b.whole(from).Go, b.whole(to).Go)
	}
	return m, vals, lits, nil
}

// envAtKey returns a call of one of a keyed collection's mutators that
// changes the entry at key from post to pre and no other entry, from any
// state with that entry.
func (b *builder) envAtKey(key, post, pre *smt.Term) (*axioms.Method, []axioms.Value, []*smt.Term, error) {
	state := smt.Const("env!state", b.coll.StateSort(b.f.Model))
	entry := b.coll.(axioms.Keyed).EntrySort()
	m, vals, lits, ok := b.solveEnv(state, func(eff axioms.Effect) []*smt.Term {
		return []*smt.Term{
			smt.Eq(smt.Apply("select", entry, state, key), post),
			smt.Eq(eff.Post, smt.Apply("store", state.Sort, state, key, pre)),
		}
	}, state)
	if !ok {
		return nil, nil, nil, fmt.Errorf("no call of %s makes the change at key %s", b.coll.Name(), b.d.iface(key).Go)
	}
	return m, vals, lits, nil
}

// solveEnv tries the collection's mutators in the order it lists them.
func (b *builder) solveEnv(from *smt.Term, want func(axioms.Effect) []*smt.Term, consts ...*smt.Term) (*axioms.Method, []axioms.Value, []*smt.Term, bool) {
	pt, ok := b.coll.(axioms.ParamTyped)
	if !ok || b.solve == nil {
		return nil, nil, nil, false
	}
	for _, m := range b.coll.Methods() {
		if !m.MayMutate || m.NotAtomic != "" || m.Apply == nil || m.Choices > 0 {
			continue
		}
		ptypes, ok := pt.ParamTypes(m.Name)
		if !ok {
			continue
		}
		if vals, lits, ok := b.solveCall(m, ptypes, from, want, consts); ok {
			return m, vals, lits, true
		}
	}
	return nil, nil, nil, false
}

// solveCall asks for arguments of m with which its effect from the state
// from is what want says.
func (b *builder) solveCall(m *axioms.Method, ptypes []types.Type, from *smt.Term, want func(axioms.Effect) []*smt.Term, consts []*smt.Term) ([]axioms.Value, []*smt.Term, bool) {
	vm := b.f.Model
	var args, typed []*smt.Term
	for i, t := range ptypes {
		sort := vm.Sort(t)
		if m.Boxed {
			sort = smt.Named("Any")
			if !types.IsInterface(t) {
				typed = append(typed, vm.HasType(t, smt.Const(fmt.Sprintf("env!arg!%d", i), sort)))
			}
		}
		args = append(args, smt.Const(fmt.Sprintf("env!arg!%d", i), sort))
	}
	args = envClock(m, args) // specclock.go
	eff := m.Apply(vm, from, args)
	asserts := append(typed, want(eff)...)
	if eff.Panics != nil {
		asserts = append(asserts, smt.Not(eff.Panics))
	}
	declared := append(append(append([]*smt.Term(nil), args...), consts...), b.d.sortedAtoms()...)
	model, ok := b.solveNear(m, args, b.wholeDurations(m, ptypes, args), func(extra []*smt.Term) *smt.Script {
		return obligations.Script(b.f, declared, append(asserts, extra...), "the other goroutine's "+m.Name)
	})
	if !ok {
		return nil, nil, false
	}
	var vals []axioms.Value
	var lits []*smt.Term
	for i, a := range args {
		raw, ok := model.Value(a.Op)
		if !ok {
			return nil, nil, false
		}
		v, err := smt.ParseValue(raw)
		if err != nil {
			return nil, nil, false
		}
		if i >= len(ptypes) { // the reading of the clock
			vals = append(vals, b.d.value(v, int64Type))
		} else if m.Boxed {
			vals = append(vals, b.d.iface(v))
		} else {
			vals = append(vals, b.d.value(v, ptypes[i]))
		}
		lits = append(lits, b.d.literal(v, a.Sort))
	}
	return vals, lits, true
}
