// This file defines the channel part of an outcome (paths/chans.go): a
// path's channel events, compared in order between runs, and the
// identification of the condensed run's channel observations with the
// original path's.

package obligations

import (
	"fmt"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// sameEvents says that the events of q (its locals renamed by ren) are
// those of p: as many, of the same kinds, on the same channels, with the
// same values (and ok), in the same order.
func sameEvents(p, q *paths.Path, ren map[string]*smt.Term) *smt.Term {
	if len(p.Events) != len(q.Events) {
		return smt.False
	}
	var eqs []*smt.Term
	for i, a := range p.Events {
		b := q.Events[i]
		if eq := eventEq(a, b, ren); eq != nil {
			eqs = append(eqs, eq)
			continue
		}
		return smt.False
	}
	return smt.And(eqs...)
}

// eventEq says that event b (renamed by ren) is a, or returns nil when
// they differ in kind or in their channels' types.
func eventEq(a, b *paths.ChanEvent, ren map[string]*smt.Term) *smt.Term {
	if a.Op != b.Op || !a.Ch.Sort.Equal(b.Ch.Sort) || (a.Value == nil) != (b.Value == nil) || (a.Value != nil && !a.Value.Sort.Equal(b.Value.Sort)) {
		return nil
	}
	eqs := []*smt.Term{smt.Eq(smt.Subst(b.Ch, ren), a.Ch)}
	if a.Value != nil {
		eqs = append(eqs, smt.Eq(smt.Subst(b.Value, ren), a.Value))
	}
	if a.OK != nil && b.OK != nil {
		eqs = append(eqs, smt.Eq(smt.Subst(b.OK, ren), a.OK))
	}
	return smt.And(eqs...)
}

// identifyChans lets an observation of the condensed run (path q, its
// locals renamed by ren) at a site be the original path p's at the same
// site and occurrence when it observes the same channels.
//
// Why this is sound: what a channel operation observes is set by other
// goroutines, which may close, fill or drain a channel at any moment, so
// any answer is one the condensed run may get at its instant, but for
// what the run itself did to the channel, which both runs encode exactly
// (paths/chans.go); the free part of an observation is the rest. Fixing
// it picks one of the condensed run's runs, and the obligation asks for
// one sequential run explaining the path (as sameChoices).
func (e *encoder) identifyChans(p, q *paths.Path, ren map[string]*smt.Term) {
	for _, a := range p.ChanReads {
		for _, b := range q.ChanReads {
			if a.Site != b.Site || a.Occurrence != b.Occurrence || len(a.Chans) != len(b.Chans) || len(a.Free) != len(b.Free) {
				continue
			}
			var same, fixed []*smt.Term
			for i := range a.Chans {
				same = append(same, smt.Eq(smt.Subst(b.Chans[i], ren), a.Chans[i]))
			}
			for i := range a.Free {
				fixed = append(fixed, smt.Eq(smt.Subst(b.Free[i], ren), a.Free[i]))
			}
			e.asserts = append(e.asserts, smt.Implies(smt.And(same...), smt.And(fixed...)))
		}
	}
}

// An Event is a channel event of an observed interleaving's client run, as
// literals (Scenario.Events): the channel, and the value and ok where the
// event has them (else nil).
type Event struct {
	Op            paths.ChanOp
	Ch, Value, OK *smt.Term
}

// Probe names of a path's events, read from a model by the witness stage.
func ProbeEventCh(n int) string    { return fmt.Sprintf("w!ev!%d!ch", n) }
func ProbeEventValue(n int) string { return fmt.Sprintf("w!ev!%d!val", n) }
func ProbeEventOK(n int) string    { return fmt.Sprintf("w!ev!%d!ok", n) }

// ProbeReadCh is the probe of channel i of p's observation n
// (paths.ChanRead); ProbeReadIdle of whether that select ran default.
func ProbeReadCh(n, i int) string { return fmt.Sprintf("w!cr!%d!ch!%d", n, i) }
func ProbeReadIdle(n int) string  { return fmt.Sprintf("w!cr!%d!idle", n) }

// probeEvents defines the probes of p's events and observations.
func (e *encoder) probeEvents(p *paths.Path, def func(string, *smt.Term)) {
	for n, r := range p.ChanReads {
		for i, c := range r.Chans {
			def(ProbeReadCh(n, i), c)
		}
		if r.Idle != nil {
			def(ProbeReadIdle(n), r.Idle)
		}
	}
	for n, ev := range p.Events {
		def(ProbeEventCh(n), ev.Ch)
		if ev.Value != nil {
			def(ProbeEventValue(n), ev.Value)
		}
		if ev.OK != nil {
			def(ProbeEventOK(n), ev.OK)
		}
	}
}

// observedEvents says that the events of serial path q (its locals
// renamed by ren) are the observed ones, when the scenario records them
// (Scenario.EventsKnown); otherwise they are free.
func observedEvents(sc *Scenario, q *paths.Path, ren map[string]*smt.Term) *smt.Term {
	if !sc.EventsKnown {
		return smt.True
	}
	if len(q.Events) != len(sc.Events) {
		return smt.False
	}
	var eqs []*smt.Term
	for i, ev := range sc.Events {
		b := q.Events[i]
		if b.Op != ev.Op || !b.Ch.Sort.Equal(ev.Ch.Sort) || (ev.Value == nil) != (b.Value == nil) || (ev.Value != nil && !ev.Value.Sort.Equal(b.Value.Sort)) {
			return smt.False
		}
		eqs = append(eqs, smt.Eq(smt.Subst(b.Ch, ren), ev.Ch))
		if ev.Value != nil {
			eqs = append(eqs, smt.Eq(smt.Subst(b.Value, ren), ev.Value))
		}
		if ev.OK != nil && b.OK != nil {
			eqs = append(eqs, smt.Eq(smt.Subst(b.OK, ren), ev.OK))
		}
	}
	return smt.And(eqs...)
}
