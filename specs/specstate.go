// This file defines the symbolic state of a spec path: a keyed state as a
// base array and the writes made to it in order (so that a post-state is
// stores into the pre-state, which the solver handles far better than a
// choice between whole arrays), or a cell's value; and the merge of two
// paths' states under a condition.

package specs

import (
	"math/big"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// symState is base with keys[i] ↦ ents[i] written in order (keyed), or
// the cell's value base.
type symState struct {
	base *smt.Term
	keys []*smt.Term
	ents []*smt.Term
}

var (
	entrySort   = axioms.SyncMap{}.EntrySort()
	mapSort     = smt.Array(values.AnySort, entrySort)
	absentEntry = smt.Apply("absent", entrySort)
	emptyMap    = smt.Apply("(as const "+mapSort.String()+")", mapSort, absentEntry)
)

func isPresent(e *smt.Term) *smt.Term { return smt.Apply("(_ is present)", smt.Bool, e) }
func valOf(e *smt.Term) *smt.Term     { return smt.Apply("val", values.AnySort, e) }
func present(v *smt.Term) *smt.Term   { return smt.Apply("present", entrySort, v) }

func (s symState) clone() symState {
	return symState{base: s.base, keys: append([]*smt.Term(nil), s.keys...), ents: append([]*smt.Term(nil), s.ents...)}
}

// sel is the entry of k.
func (s symState) sel(k *smt.Term) *smt.Term {
	e := smt.Apply("select", entrySort, s.base, k)
	for i := range s.keys {
		e = smt.Ite(smt.Eq(k, s.keys[i]), s.ents[i], e)
	}
	return e
}

func (s *symState) write(k, e *smt.Term) {
	s.keys = append(s.keys, k)
	s.ents = append(s.ents, e)
}

// term is the state as one term.
func (s symState) term(keyed bool) *smt.Term {
	if !keyed {
		return s.base
	}
	t := s.base
	for i := range s.keys {
		t = smt.Apply("store", mapSort, t, s.keys[i], s.ents[i])
	}
	return t
}

// mergeStates is the state ite(c, a, b). Keyed states over one base are
// merged write by write: each side is padded with writes that store back
// what the key already holds (no-ops), so both write the same keys.
func mergeStates(c *smt.Term, a, b symState) symState {
	if a.keys == nil && b.keys == nil || a.base != b.base {
		ta, tb := a.term(a.keys != nil || b.keys != nil), b.term(a.keys != nil || b.keys != nil)
		return symState{base: smt.Ite(c, ta, tb)}
	}
	if !sameKeys(a.keys, b.keys) {
		a, b = a.padded(b.keys, false), b.padded(a.keys, true)
	}
	m := symState{base: a.base}
	for i := range a.keys {
		m.write(a.keys[i], smt.Ite(c, a.ents[i], b.ents[i]))
	}
	return m
}

// padded adds no-op writes of keys after (or, with before, ahead of) s's own.
func (s symState) padded(keys []*smt.Term, before bool) symState {
	if before {
		out := symState{base: s.base}
		for _, k := range keys {
			out.write(k, smt.Apply("select", entrySort, s.base, k))
		}
		for i := range s.keys {
			out.write(s.keys[i], s.ents[i])
		}
		return out
	}
	out := s.clone()
	for _, k := range keys {
		out.write(k, out.sel(k))
	}
	return out
}

func sameKeys(a, b []*smt.Term) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].String() != b[i].String() {
			return false
		}
	}
	return true
}

// bvConst is the w-bit two's complement literal of k.
func bvConst(k *big.Int, w int) *smt.Term {
	m := new(big.Int).Mod(k, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	return smt.Lit("(_ bv"+m.String()+" "+itoa(w)+")", smt.BV(w))
}
