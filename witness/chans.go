// This file defines the channel events of a witness: the client's
// effects on channels (paths.Path.Events), read from the model, shown as
// Go and recorded in the scenario, so that a serial order fits only when
// it makes the same ones.

package witness

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// events reads the path's channel events from the model: the witness
// shows them (`close((chan int)(@1))`), the scenario compares them.
func (b *builder) events() error {
	for n, ev := range b.p.Events {
		o, text, err := b.event(n, ev)
		if err != nil {
			return err
		}
		b.sc.Events = append(b.sc.Events, o)
		b.w.Events = append(b.w.Events, text)
	}
	b.sc.EventsKnown = true
	b.w.Objects = append(b.w.Objects, b.observations()...)
	return nil
}

// observations says what the path's channel operations found that other
// goroutines made so, as the witness's header shows it: a channel closed
// before the client closed or sent on it, a select none of whose cases
// could proceed.
func (b *builder) observations() []string {
	var out []string
	for n, r := range b.p.ChanReads {
		line := b.f.Fn.Prog.Fset.Position(r.Site.Pos()).Line
		for i, closed := range r.Closed {
			if v, ok := b.d.raw(closedOp(closed)); !ok || v.Op != "true" {
				continue
			}
			if ch, ok := b.d.raw(obligations.ProbeReadCh(n, i)); ok {
				out = append(out, fmt.Sprintf("%s is already closed at line %d", b.d.value(ch, r.Types[i]).Go, line))
			}
		}
		if v, ok := b.d.raw(obligations.ProbeReadIdle(n)); ok && r.Idle != nil && v.Op == "true" {
			out = append(out, fmt.Sprintf("no case of the select at line %d can proceed", line))
		}
	}
	return out
}

// closedOp is the name of a closed choice, "" for none.
func closedOp(t *smt.Term) string {
	if t == nil {
		return ""
	}
	return t.Op
}

// event reads event n of the path, ev, as literals and as Go.
func (b *builder) event(n int, ev *paths.ChanEvent) (obligations.Event, string, error) {
	o := obligations.Event{Op: ev.Op}
	v, err := b.get(obligations.ProbeEventCh(n))
	if err != nil {
		return o, "", err
	}
	o.Ch = b.d.literal(v, ev.Ch.Sort)
	ch := b.d.value(v, ev.Type).Go
	if ev.Op == paths.ChanClose {
		return o, fmt.Sprintf("close(%s)", ch), nil
	}
	x, err := b.get(obligations.ProbeEventValue(n))
	if err != nil {
		return o, "", err
	}
	o.Value = b.d.literal(x, ev.Value.Sort)
	val := b.d.value(x, ev.Type.Underlying().(*types.Chan).Elem()).Go
	if ev.Op == paths.ChanSend {
		return o, fmt.Sprintf("%s <- %s", ch, val), nil
	}
	ok, err := b.get(obligations.ProbeEventOK(n))
	if err != nil {
		return o, "", err
	}
	o.OK = b.d.literal(ok, ev.OK.Sort)
	return o, fmt.Sprintf("<-%s = (%s, %s)", ch, val, ok.Op), nil
}

// fixChanReads marks what p's channel operations observed as fixed by the
// witness: other goroutines set what a channel shows at any moment, so
// the model's values are a run (paths/chans.go). Not so for a channel the
// path made, which no one else may have had yet: a witness depending on
// what it showed is not confirmed. (Runs compared with each other, as in
// FindSplitOutcome, must not take observations for fixed at all: each
// run makes its own.)
func fixChanReads(p *paths.Path, fixed map[string]bool) {
	made := map[string]bool{}
	for _, a := range p.Allocs {
		if _, ok := a.Site.(*ssa.MakeChan); ok {
			made[a.Ptr.String()] = true
		}
	}
	for _, r := range p.ChanReads {
		own := false
		for _, c := range r.Chans {
			own = own || made[c.String()]
		}
		for _, x := range r.Free {
			fixed[x.Op] = fixed[x.Op] || !own
		}
	}
}
