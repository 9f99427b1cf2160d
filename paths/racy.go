// This file defines racy accesses: plain (non-atomic) reads and writes of
// a base that is a plain word accessed through sync/atomic's functions (a
// field or package variable marked //snowflake:base of integer type, or
// one discovery found passed to sync/atomic).
//
// Rule: a plain read of the word (c.n, *p for a pointer bound to it) is
// translated as a Load of the object at that instant, and a plain write
// (c.n = v, c.n++'s store) as a Store; each is recorded in Func.Races. A
// function with a race is never atomic: its verdict is violation when a
// witness is confirmed (the reason notes the data race, naming the access
// and its position), else unproven, naming the race (verify).
// Soundness: a plain access racing with an atomic one is a data race, a
// bug whatever the interleaving, so no proof is claimed. The translation
// is used only to find witnesses: a run in which each plain access of a
// word takes effect at one instant is a sequentially consistent execution,
// which the Go memory model allows for a racy program (a racy read of a
// word observes some write of it; that the read is of the latest one is
// one of the allowed outcomes), so a witness found with it is a run the
// program can make. Runs it misses (stale or torn reads) only make more
// bugs, never a proof. The client's other functions are proven with
// another goroutine's plain write taken as a Store at one instant, which
// holds of an aligned word no wider than the machine's; that assumption
// is listed as trusted, with the write's position (resets.go).

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A Race is a plain access of a word that is accessed atomically.
type Race struct {
	Pos  token.Pos
	What string // "c.n is read plainly", "c.n is written plainly"
}

// racyRead translates in, a load of the base word, as a Load on it.
func (w *walker) racyRead(st *state, in *ssa.UnOp) bool {
	if !w.client.atomicWord() || !w.isBase(st, in.X) {
		return false
	}
	m, ok := w.client.Collection.Method("Load")
	if !ok {
		return false
	}
	what := w.plainName(in.X)
	p := w.fresh(st, fmt.Sprintf("c%d!Load", len(st.calls)), w.model.Sort(in.Type()))
	w.setName(p.Op, "the value read plainly from "+what)
	st.env[in] = p
	st.calls = append(st.calls, &Call{Method: m, Pos: in.Pos(), Results: []*smt.Term{p}, Plain: what})
	w.race(in.Pos(), what+" is read plainly")
	return true
}

// racyWrite translates in, a store to the base word, as a Store on it.
func (w *walker) racyWrite(st *state, in *ssa.Store) bool {
	if !w.client.atomicWord() || !w.isBase(st, in.Addr) || w.early[in] {
		return false
	}
	m, ok := w.client.Collection.Method("Store")
	if !ok {
		return false
	}
	what := w.plainName(in.Addr)
	st.calls = append(st.calls, &Call{Method: m, Pos: in.Pos(), Args: []*smt.Term{w.value(st, in.Val)}, Plain: what})
	w.race(in.Pos(), what+" is written plainly")
	return true
}

// plainName prints the word an address addr denotes: c.n for &c.n.
func (w *walker) plainName(addr ssa.Value) string {
	if s, ok := w.goExpr(addr, 4); ok {
		if len(s) > 0 && s[0] == '&' {
			return s[1:]
		}
		return "*" + paren(s)
	}
	return w.client.Base
}

func (w *walker) race(pos token.Pos, what string) {
	for _, r := range w.out.Races {
		if r.Pos == pos {
			return
		}
	}
	w.out.Races = append(w.out.Races, Race{Pos: pos, What: what})
}

// atomicWord reports whether the base is a word of plain type (held by
// value or by pointer) accessed through sync/atomic's functions.
func (c *Client) atomicWord() bool {
	t := c.DeclaredType()
	if t == nil {
		return false
	}
	if p, ok := t.(*types.Pointer); ok && c.ByPointer {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Basic)
	return ok
}
