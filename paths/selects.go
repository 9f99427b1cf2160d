// This file defines the translation of a select with a default case: the
// non-blocking channel operations of the channel rule (chans.go).

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// selectCase is what the path knows of one case of a select.
type selectCase struct {
	st     *ssa.SelectState
	ch     *smt.Term
	closed *smt.Term // known closed by the path
	free   *smt.Term // send: closed (a free choice); receive: ok
	value  *smt.Term // send: the value; receive: the value if ok
	slot   int       // receive: the index of its value in the select's tuple
}

// selectOp translates a select: with a default case, it forks on which
// case proceeds, a free choice among the cases that can (chans.go);
// without one it blocks, and is refused.
func (w *walker) selectOp(st *state, b *ssa.BasicBlock, i int, in *ssa.Select) bool {
	if in.Blocking {
		w.refuse(in.Pos(), "select without default (it blocks until a case can proceed): not supported")
		return true
	}
	for _, s := range in.States {
		if _, ok := s.Chan.Type().Underlying().(*types.Chan); !ok {
			w.refuse(in.Pos(), "select on a channel of type %s: not supported", s.Chan.Type())
			return true
		}
	}
	intSort := w.model.Sort(types.Typ[types.Int])
	choice := w.fresh(st, "select", intSort)
	w.setName(choice.Op, "the case the select at line "+w.lineOf(in)+" chose")
	cases, chans, free := w.selectCases(st, in)
	read := w.observe(st, in, chans, append([]*smt.Term{choice}, free...)...)
	for _, c := range cases {
		read.Types = append(read.Types, c.st.Chan.Type())
		if c.st.Send != nil {
			read.Closed = append(read.Closed, c.free)
		} else {
			read.Closed = append(read.Closed, nil)
		}
	}
	st.effects++
	var picked, none []*smt.Term
	for j, c := range cases {
		p := smt.And(smt.Eq(choice, smt.BVLit(uint64(j), intSort.Width)), smt.Not(smt.Eq(c.ch, w.nilOf(c.st.Chan.Type()))))
		picked = append(picked, p)
		none = append(none, smt.Not(p))
	}
	// When the choice picks no case that can proceed, a channel known
	// closed (always ready) proceeds, the first one; else default.
	var earlier []*smt.Term
	for j, c := range cases {
		cond := smt.Or(picked[j], smt.And(append(append([]*smt.Term{c.closed}, none...), earlier...)...))
		earlier = append(earlier, smt.Not(c.closed))
		if cond.IsFalse() {
			continue
		}
		t := st.clone()
		t.conds = append(t.conds, cond)
		if w.selectProceed(t, in, cases, j) {
			w.instrs(t, b, i+1)
		}
	}
	dflt := smt.And(append(none, earlier...)...)
	read.Idle = dflt
	if dflt.IsFalse() {
		return false
	}
	st.conds = append(st.conds, dflt)
	st.tuples[in] = w.selectTuple(in, cases, smt.BVLit(^uint64(0), intSort.Width), smt.False, -1, nil)
	return true
}

// selectCases returns the cases of in with their channels and free
// choices (created before the fork, so every branch shares them).
func (w *walker) selectCases(st *state, in *ssa.Select) ([]*selectCase, []*smt.Term, []*smt.Term) {
	var cases []*selectCase
	var chans, free []*smt.Term
	slot := 0
	for _, s := range in.States {
		c := &selectCase{st: s, ch: w.value(st, s.Chan), slot: -1}
		c.closed = knownClosed(st, c.ch)
		if s.Send != nil {
			c.value = w.value(st, s.Send)
			c.free = w.fresh(st, "closed", smt.Bool)
			w.setName(c.free.Op, "whether "+w.goName(s.Chan)+" was closed at line "+w.lineOf(in))
		} else {
			elem := s.Chan.Type().Underlying().(*types.Chan).Elem()
			c.free = w.fresh(st, "ok", smt.Bool)
			w.setName(c.free.Op, "the ok of the receive at line "+w.lineOf(in))
			c.value = w.fresh(st, "recv", w.model.Sort(elem))
			w.setName(c.value.Op, "the value received at line "+w.lineOf(in))
			free = append(free, c.value)
			c.slot = slot
			slot++
		}
		free = append(free, c.free)
		chans = append(chans, c.ch)
		cases = append(cases, c)
	}
	return cases, chans, free
}

// selectProceed runs case j of in on st: a send on a closed channel
// panics (the path ends: false); otherwise the event is recorded and the
// select's tuple defined.
func (w *walker) selectProceed(st *state, in *ssa.Select, cases []*selectCase, j int) bool {
	c := cases[j]
	width := w.model.Sort(types.Typ[types.Int]).Width
	ev := &ChanEvent{Ch: c.ch, Pos: c.st.Pos, Type: c.st.Chan.Type()}
	if c.st.Send != nil {
		closed := smt.Or(c.closed, c.free)
		if !closed.IsFalse() {
			ps := st.clone()
			ps.conds = append(ps.conds, closed)
			w.finish(ps, true, []*smt.Term{w.runtimePanic("sendclosed")}, c.st.Pos)
			if closed.IsTrue() {
				return false
			}
			st.conds = append(st.conds, smt.Not(closed))
		}
		ev.Op, ev.Value = ChanSend, c.value
		if len(st.objects) > 0 { // the receiver may keep what the value reaches (freshpublish.go)
			w.publish(st, []*smt.Term{c.value}, "the send at "+w.prog.Where(c.st.Pos))
		}
		st.tuples[in] = w.selectTuple(in, cases, smt.BVLit(uint64(j), width), smt.False, -1, nil)
	} else {
		ok := smt.And(smt.Not(c.closed), c.free)
		elem := c.st.Chan.Type().Underlying().(*types.Chan).Elem()
		val := smt.Ite(ok, c.value, w.model.Zero(elem))
		ev.Op, ev.Value, ev.OK = ChanRecv, val, ok
		st.tuples[in] = w.selectTuple(in, cases, smt.BVLit(uint64(j), width), ok, c.slot, val)
	}
	st.nonnil[c.st.Chan] = true
	ch := st.chans()
	ch.events = append(ch.events, ev)
	return true
}

// selectTuple is the select's result: (index, recvOk, r_0, ...), each
// receive's value zero but the one of slot.
func (w *walker) selectTuple(in *ssa.Select, cases []*selectCase, index, ok *smt.Term, slot int, val *smt.Term) []*smt.Term {
	out := []*smt.Term{index, ok}
	for _, c := range cases {
		if c.slot < 0 {
			continue
		}
		if c.slot == slot {
			out = append(out, val)
			continue
		}
		out = append(out, w.model.Zero(c.st.Chan.Type().Underlying().(*types.Chan).Elem()))
	}
	return out
}
