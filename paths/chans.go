// This file defines the channel rule: close(ch) and the non-blocking
// channel operations of a select with a default case, as effects recorded
// in the path's outcome (Path.Events), and what they observe of the
// channel as choices of the path (Path.ChanReads).
//
// The rule. A path records, in order, each channel event it makes: a
// close, a send with its value, a receive with the value and the ok it got
// (ChanEvent), each with its site and the channel's term. The outcome an
// obligation compares includes the events: the condensed run must close
// (send to, receive from) the same channels, with the same values, in the
// same order (obligations/chans.go: sameEvents). What an operation
// observes of the channel (closed already? which case of the select is
// ready? the value received, and ok) is a fresh local of the path, fixed
// when read, except what the path itself did to the channel:
//
//	close(ch)        panics "close of nil channel" when ch is nil, and
//	                 "close of closed channel" when the path closed ch
//	                 before or received from it with ok false, or (a free
//	                 choice) someone else closed it; else the event close
//	select, default  case i may proceed only when its channel is not nil;
//	                 default only when no channel the path knows closed is
//	                 among the cases (a closed channel is always ready);
//	                 which one proceeds is a free choice
//	  send case      panics "send on closed channel" when the channel is
//	                 known closed or (a free choice) closed; else the event
//	                 send with the value
//	  receive case   ok is a free choice, false when the channel is known
//	                 closed; the value is free when ok, else zero; the
//	                 event receive with both
//
// A channel that is a make of the function whose only uses are channel
// operations (private) is closed exactly when the path closed it.
// Blocking sends and receives (range over a channel among them) and a
// select without default are refused, naming the construct; len and cap
// of a channel are arbitrary (calls.go).
//
// Soundness. The channels are not among the objects whose atomicity is
// claimed: like the clock (an input read at a moment), what a channel
// operation observes is set by other goroutines, which may close, fill or
// drain a channel at any moment. So at any instant any answer is one a run
// may get, but for what the run itself did to the channel (a channel it
// closed, or saw closed, stays closed: encoded exactly, in every run).
// Leaving the observations free over-approximates the original path. The
// condensed run's observations are its own locals, free as well, except
// that an observation at the same site (and occurrence on the path) of
// the same channels as one of the original path is the original's
// (obligations/chans.go: identifyChans): that picks one of the runs the
// condensed run can make at its instant, since every answer is possible
// there, and the obligation asks for one sequential run explaining the
// path (as sameChoices does for a library's hidden choices). Comparing
// the events makes the claim: the function's effects on channels are
// those of a sequential run at the condensation point. A loop whose
// repeating iteration makes an event is impure, and refused (chanLoop).
// A channel the function made and has not yet published shows nothing
// others did; its observations are free all the same (more than Go
// allows, so sound for proofs), and witnesses never take them for a run
// (witness/chans.go: fixChanReads).

package paths

import (
	"go/constant"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A ChanOp is the kind of a channel event.
type ChanOp int

// The channel events.
const (
	ChanClose ChanOp = iota
	ChanSend
	ChanRecv
)

func (op ChanOp) String() string { return [...]string{"close", "send", "receive"}[op] }

// A ChanEvent is one effect of a path on a channel.
type ChanEvent struct {
	Op    ChanOp
	Ch    *smt.Term
	Value *smt.Term // the value sent or received (nil for close)
	OK    *smt.Term // receive: whether a sent value was received (nil otherwise)
	Pos   token.Pos
	Type  types.Type // the channel's type
}

// A ChanRead is what one channel operation observed of its channels:
// the free locals that stand for it (Free), the channels (Chans), and the
// site with its occurrence on the path (an inlined helper may run a site
// twice). Obligations identify the condensed run's with the original's.
type ChanRead struct {
	Site       ssa.Instruction
	Occurrence int
	Chans      []*smt.Term
	Free       []*smt.Term
	// For witnesses: Closed holds, for each channel, the free choice that
	// someone else closed it (nil for a receive's); Idle, for a select,
	// the condition that no case could proceed (default ran).
	Closed []*smt.Term
	Idle   *smt.Term
	Types  []types.Type // the channels' types
}

// chanState is a path's channel events and observations so far.
type chanState struct {
	events []*ChanEvent
	reads  []*ChanRead
	marks  map[*ssa.BasicBlock]int // the events made when each loop header was last entered
}

func (c *chanState) clone() *chanState {
	if c == nil {
		return nil
	}
	n := &chanState{events: append([]*ChanEvent(nil), c.events...), reads: append([]*ChanRead(nil), c.reads...), marks: map[*ssa.BasicBlock]int{}}
	for k, v := range c.marks {
		n.marks[k] = v
	}
	return n
}

// chans returns the path's channel state, made on first use.
func (st *state) chans() *chanState {
	if st.ch == nil {
		st.ch = &chanState{marks: map[*ssa.BasicBlock]int{}}
	}
	return st.ch
}

// pathEvents returns the path's events and observations (Path.Events,
// Path.ChanReads).
func (st *state) pathEvents() ([]*ChanEvent, []*ChanRead) {
	if st.ch == nil {
		return nil, nil
	}
	return st.ch.events, st.ch.reads
}

// observe records the free locals an operation at site read of chans.
func (w *walker) observe(st *state, site ssa.Instruction, chans []*smt.Term, free ...*smt.Term) *ChanRead {
	c := st.chans()
	n := 0
	for _, r := range c.reads {
		if r.Site == site {
			n++
		}
	}
	r := &ChanRead{Site: site, Occurrence: n, Chans: chans, Free: free}
	c.reads = append(c.reads, r)
	return r
}

// knownClosed is the condition that the path closed ch, or received from
// it with ok false, before now: then it stays closed.
func knownClosed(st *state, ch *smt.Term) *smt.Term {
	var alts []*smt.Term
	for _, e := range st.chans().events {
		if !e.Ch.Sort.Equal(ch.Sort) {
			continue
		}
		switch e.Op {
		case ChanClose:
			alts = append(alts, smt.Eq(e.Ch, ch))
		case ChanRecv:
			alts = append(alts, smt.And(smt.Eq(e.Ch, ch), smt.Not(e.OK)))
		}
	}
	return smt.Or(alts...)
}

// closeChan translates close(ch): a panic on a nil channel, a panic on a
// closed one, else the event close.
func (w *walker) closeChan(st *state, b *ssa.BasicBlock, i int, in *ssa.Call) bool {
	arg := in.Common().Args[0]
	x := w.value(st, arg)
	var closed *smt.Term
	if privateChan(arg) {
		closed = knownClosed(st, x)
	} else {
		h := w.fresh(st, "closed", smt.Bool)
		w.setName(h.Op, "whether "+w.goName(arg)+" was closed at line "+w.lineOf(in))
		r := w.observe(st, in, []*smt.Term{x}, h)
		r.Closed, r.Types = []*smt.Term{h}, []types.Type{arg.Type()}
		closed = smt.Or(knownClosed(st, x), h)
	}
	st.effects++
	if !st.nonnil[arg] && !isNonNil(arg) {
		isNil := smt.Eq(x, w.nilOf(arg.Type()))
		if !isNil.IsFalse() {
			ps := st.clone()
			ps.conds = append(ps.conds, isNil)
			w.finish(ps, true, []*smt.Term{w.runtimePanic("closenil")}, in.Pos())
			if isNil.IsTrue() {
				return false
			}
			st.conds = append(st.conds, smt.Not(isNil))
		}
	}
	return w.guard(st, b, i, closed, w.runtimePanic("closeclosed"), func(st *state) {
		st.nonnil[arg] = true
		c := st.chans()
		c.events = append(c.events, &ChanEvent{Op: ChanClose, Ch: x, Pos: in.Pos(), Type: arg.Type()})
	})
}

// privateChan reports whether v is a channel the function makes and uses
// only in channel operations: no one else can close it.
func privateChan(v ssa.Value) bool {
	mk, ok := v.(*ssa.MakeChan)
	if !ok || mk.Referrers() == nil {
		return false
	}
	for _, r := range *mk.Referrers() {
		switch r := r.(type) {
		case *ssa.DebugRef:
		case *ssa.Call:
			bi, isBuiltin := r.Call.Value.(*ssa.Builtin)
			if !isBuiltin || (bi.Name() != "close" && bi.Name() != "len" && bi.Name() != "cap") {
				return false
			}
		case *ssa.Send:
			if r.X == v {
				return false
			}
		case *ssa.Select:
			for _, s := range r.States {
				if s.Send == v {
					return false
				}
			}
		case *ssa.UnOp:
			if r.Op != token.ARROW {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// chanLoop refuses a repeating iteration of the loop headed by header
// that made a channel event: the loop is not pure.
func (w *walker) chanLoop(st *state, header *ssa.BasicBlock) {
	if st.ch != nil && len(st.ch.events) > st.ch.marks[header] {
		e := st.ch.events[len(st.ch.events)-1]
		w.refuse(e.Pos, "channel %s in a loop's repeating iteration: not supported", e.Op)
	}
}

// markLoop records the events made when the loop header is entered.
func markLoop(st *state, header *ssa.BasicBlock) {
	if st.ch != nil {
		st.ch.marks[header] = len(st.ch.events)
	}
}

// makeChanPanics returns when make(chan T, size) panics, and with what:
// "makechan: size out of range" for a negative size or a buffer beyond
// what the run time allocates; never for a constant size below 1<<15
// (the compiler keeps elements below 64 KiB, so such a buffer stays below
// 1<<31 bytes, within every platform's limit). Other sizes keep cond, the
// uninterpreted condition of make.
func (w *walker) makeChanPanics(mc *ssa.MakeChan, cond *smt.Term) (*smt.Term, *smt.Term) {
	if c, ok := mc.Size.(*ssa.Const); ok && c.Value != nil {
		if n, exact := constant.Int64Val(constant.ToInt(c.Value)); exact && n >= 0 && n < 1<<15 {
			cond = smt.False
		}
	}
	return cond, w.runtimePanic("makechan")
}

// EventsGo returns p's channel events as Go, through f's names:
// `close(v.(chan int))`, `ch <- msg`, `<-ch = (x, ok)`.
func EventsGo(f *Func, p *Path) []string {
	var out []string
	for _, e := range p.Events {
		switch e.Op {
		case ChanClose:
			out = append(out, "close("+f.Go(e.Ch)+")")
		case ChanSend:
			out = append(out, f.Go(e.Ch)+" <- "+f.Go(e.Value))
		default:
			out = append(out, "<-"+f.Go(e.Ch)+" = ("+f.Go(e.Value)+", "+f.Go(e.OK)+")")
		}
	}
	return out
}
