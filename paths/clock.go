// This file defines the translation of package time: the clock, the
// deterministic functions of time values, sleeping, timers and tickers.
//
// The rule. The clock is an input read at a moment: each call of time.Now
// (and the reading time.Since and time.Until take) is a fresh time.Time, a
// local of the path recorded in Path.Clocks with its site and occurrence,
// fixed once read. Nothing is assumed of the readings: not that they carry
// a monotonic reading, not that successive ones are ordered. Everything
// else of package time that the rule admits is a deterministic function of
// its inputs: Time's Add, Sub, After, Before, Equal, Compare, IsZero,
// Unix, UnixNano, UnixMilli, UnixMicro, Nanosecond, UTC and In, time.Unix,
// UnixMilli and UnixMicro, time.Since and time.Until after their reading,
// and Duration's Nanoseconds, Microseconds, Milliseconds, Abs and Truncate
// are exact terms of the value's bits (timeterms.go: Go's own code,
// transcribed); every other method of Time, Duration, Month and Weekday
// with a value receiver whose parameters and results are booleans,
// numbers, strings, time values or *time.Location (Format, String, Round,
// Date, Seconds...) is an uninterpreted function of its receiver and
// arguments, the same in every run. time.Sleep has no effect; time.After,
// time.Tick, time.NewTimer and time.NewTicker return new objects (fresh,
// not nil, distinct from the path's others; time.Tick gives nil for a
// non-positive duration); a timer's Stop and Reset report an arbitrary
// bool on every call; a ticker's Stop has no effect. Panics are Go's:
// In and Date with a nil location, NewTicker and a ticker's Reset with a
// non-positive duration; the other functions of the rule never panic.
//
// Soundness. A time.Time is Go's struct (wall, ext, loc), so == on it is
// Go's; values from fields, parameters, the collection and the zero value
// are all of that one sort, and the exact terms compute what Go computes
// on any bits. A reading is arbitrary on the original path, which
// over-approximates every clock, monotone or not. Obligations let the
// condensed run's reading at the same site and occurrence be the
// original's (obligations/clock.go): a reading is an input from the
// environment, like an argument, and a sequential run with the same
// readings is a run of the function (the clock may have that value then:
// nothing is assumed of it), so fixing them only picks the one sequential
// run the obligation asks for; readings of other sites stay arbitrary,
// which makes the proof hold for all of them. Occurrences tell apart one
// site run twice on a path (an inlined helper called twice, an unrolled
// loop's iterations); the exceptional iteration of a loop reads a site
// once on the path, as the condensed run's does, and its earlier
// iterations' readings are folded into the loop-carried values, which are
// arbitrary. A reading counts as an effect for loops (a run that reads the
// clock is not known to repeat itself forever). The uninterpreted
// functions are deterministic because the methods read nothing but their
// receiver and arguments and, through a *time.Location, a location that
// is never changed after creation (trusted, listed). Sleeping and timers
// change no collection's state and no memory the path reads (a deferred
// Stop of the function's own timer or ticker is no effect either); the
// objects timers are made of are new, as allocations are. time.AfterFunc starts a
// goroutine and is refused, naming it; so is everything else of package
// time (LoadLocation, Parse, a timer the function did not make), by the
// call's refusal.

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A ClockRead is one reading of the clock on a path.
type ClockRead struct {
	Site ssa.Value // the call that read it (time.Now, Since, Until)
	// Occurrence counts the earlier readings at Site on the path.
	Occurrence int
	Value      *smt.Term // the reading, a local of the path (a time.Time)
	Pos        token.Pos
	Type       types.Type // time.Time
	// UnixNano: a collection method's own reading (specclock.go), an
	// int64 of Unix nanoseconds.
	UnixNano bool
}

const locationTrust = "a *time.Location is never changed after creation (package time)"

// timeCall translates a call of package time that the clock rule admits;
// handled is false when the call is none of them (the caller refuses it).
func (w *walker) timeCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, callee *ssa.Function, obj *types.Func) (handled, next bool) {
	if obj.Pkg() == nil || obj.Pkg().Path() != "time" || isWrapper(callee) {
		return false, true
	}
	args := in.Common().Args
	recv := obj.Signature().Recv()
	if recv == nil {
		return w.timeFunc(st, b, i, in, obj.Name(), args)
	}
	switch named := timeTypeName(recv.Type()); named {
	case "Time", "Duration", "Month", "Weekday":
		if r, ok := w.timeMethod(st, in, named, obj, args); ok {
			st.env[in] = r
			return true, true
		}
		if obj.Name() == "In" && named == "Time" {
			return true, w.timeIn(st, b, i, in, args)
		}
		return w.timeUninterpreted(st, in, obj, args)
	case "*Timer", "*Ticker":
		return w.timerMethod(st, b, i, in, named, obj.Name(), args)
	}
	return false, true
}

// readsClock reports whether obj is one of the functions of package time
// that read the clock (timeFunc: time.Now, Since, Until).
func readsClock(obj *types.Func) bool {
	if obj.Pkg() == nil || obj.Pkg().Path() != "time" || obj.Signature().Recv() != nil {
		return false
	}
	switch obj.Name() {
	case "Now", "Since", "Until":
		return true
	}
	return false
}

// isWrapper reports whether fn is a wrapper ssa makes (a method of *T
// for one of T, a bound method): its arguments are not the method's.
func isWrapper(fn *ssa.Function) bool {
	return strings.Contains(fn.Synthetic, "wrapper")
}

// typeName names a type of package time as `Time` or `*Timer`.
func timeTypeName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		return "*" + timeTypeName(p.Elem())
	}
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "time" {
		return n.Obj().Name()
	}
	return ""
}

// IsTime reports whether t is time.Time.
func IsTime(t types.Type) bool { return timeTypeName(t) == "Time" }

// clockRead records a reading of the clock by call in, of type t.
func (w *walker) clockRead(st *state, in *ssa.Call, t types.Type, what string) *smt.Term {
	v := w.fresh(st, "clock", w.model.Sort(t))
	w.setName(v.Op, fmt.Sprintf("%s at line %s", what, w.lineOf(in)))
	occ := 0
	for _, c := range st.clocks {
		if c.Site == in {
			occ++
		}
	}
	st.clocks = append(st.clocks, ClockRead{Site: in, Occurrence: occ, Value: v, Pos: in.Pos(), Type: t})
	st.effects++ // the next iteration of a loop reads another value
	return v
}

// tterms builds time terms on path st, naming their parts by locals the
// path's facts define.
func (w *walker) tterms(st *state) tterms {
	return tterms{def: func(hint string, t *smt.Term) *smt.Term { return w.define(st, "t!"+hint, t) }, fn: w.model.Func}
}

// parts splits a time.Time term of type t into its fields.
func (w *walker) parts(t types.Type, x *smt.Term) tparts {
	return tparts{wall: w.model.Select(t, x, 0), ext: w.model.Select(t, x, 1), loc: w.model.Select(t, x, 2)}
}

func (w *walker) timeOf(t types.Type, p tparts) *smt.Term {
	return w.model.Make(t, []*smt.Term{p.wall, p.ext, p.loc})
}

// timeLocal is the value of time.Local, which package time's functions
// read (trusted: a program does not assign it).
func (w *walker) timeLocal(t types.Type) *smt.Term {
	w.trust("time.Local and time.UTC are not assigned (package time)", token.NoPos)
	loc := t.Underlying().(*types.Struct).Field(2).Type()
	w.fixed("constglobal!time.Local", "time.Local", loc)
	return w.model.Func("constglobal!time.Local", w.model.Sort(loc))
}

// timeFunc translates a function of package time.
func (w *walker) timeFunc(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, name string, args []ssa.Value) (handled, next bool) {
	arg := func(j int) *smt.Term { return w.value(st, args[j]) }
	switch name {
	case "Now":
		st.env[in] = w.clockRead(st, in, in.Type(), "time.Now()")
	case "Since", "Until":
		t := args[0].Type()
		now := w.parts(t, w.clockRead(st, in, t, "the time.Now() of time."+name+"("+w.goName(args[0])+")"))
		if name == "Since" {
			st.env[in] = w.tterms(st).tSub(now, w.parts(t, arg(0)))
		} else {
			st.env[in] = w.tterms(st).tSub(w.parts(t, arg(0)), now)
		}
	case "Sleep": // no effect on any state the path reads
	case "Unix", "UnixMilli", "UnixMicro":
		var sec, nsec *smt.Term
		switch name {
		case "Unix":
			sec, nsec = arg(0), arg(1)
		case "UnixMilli":
			sec, nsec = bvop("bvsdiv", arg(0), i64(1e3)), bvop("bvmul", bvop("bvsrem", arg(0), i64(1e3)), i64(1e6))
		default:
			sec, nsec = bvop("bvsdiv", arg(0), i64(1e6)), bvop("bvmul", bvop("bvsrem", arg(0), i64(1e6)), i64(1e3))
		}
		st.env[in] = w.timeOf(in.Type(), w.tterms(st).tUnix(sec, nsec, w.timeLocal(in.Type())))
	case "After", "Tick", "NewTimer", "NewTicker":
		return true, w.newTimer(st, b, i, in, name, arg(0))
	case "AfterFunc":
		w.refuse(in.Pos(), "call to time.AfterFunc: starts a goroutine running its function; not supported")
	case "Date":
		return w.timeDate(st, b, i, in, args)
	default:
		return false, true
	}
	return true, true
}

// newTimer translates time.After, Tick, NewTimer and NewTicker: a new
// object (Tick: nil for a non-positive duration; NewTicker panics there).
func (w *walker) newTimer(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, name string, d *smt.Term) bool {
	nonPositive := bvrel("bvsle", d, i64(0))
	panics := smt.False
	if name == "NewTicker" {
		panics = nonPositive
	}
	pv := w.stringPanic("non-positive interval for NewTicker")
	return w.guard(st, b, i, panics, pv, func(st *state) {
		r := w.fresh(st, "timer", w.model.Sort(in.Type()))
		w.nameAs(r, in)
		w.freshFacts(st, r, in.Type())
		st.fnAllocs = append(st.fnAllocs, &Alloc{Site: in, Ptr: r, Contents: []*smt.Term{smt.IntLit(0), d}, Known: true, Fresh: true})
		if name == "Tick" {
			r = smt.Ite(nonPositive, w.model.Zero(in.Type()), r)
		}
		st.env[in] = r
	})
}

// stringPanic is the value of panic(msg).
func (w *walker) stringPanic(msg string) *smt.Term {
	return w.model.Box(types.Typ[types.String], smt.StringLit(msg))
}

// timerMethod translates the methods of a timer or ticker the function
// made itself (so it is initialized, and not nil).
func (w *walker) timerMethod(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, recv, name string, args []ssa.Value) (handled, next bool) {
	if !madeByTime(args[0]) {
		w.refuse(in.Pos(), "call of (%s).%s on a timer this function did not make with package time: not supported", recv, name)
		return true, true
	}
	switch {
	case recv == "*Timer" && (name == "Stop" || name == "Reset"):
		r := w.fresh(st, "timer", smt.Bool) // whether the timer was active: another goroutine's doing
		w.setName(r.Op, fmt.Sprintf("the result of %s at line %s", name, w.lineOf(in)))
		st.env[in] = r
		st.effects++
	case recv == "*Ticker" && name == "Stop":
	case recv == "*Ticker" && name == "Reset":
		cond := bvrel("bvsle", w.value(st, args[1]), i64(0))
		return true, w.guard(st, b, i, cond, w.stringPanic("non-positive interval for Ticker.Reset"), nil)
	default:
		return false, true
	}
	return true, true
}

// madeByTime reports whether v is the result of time.NewTimer or time.NewTicker.
func madeByTime(v ssa.Value) bool {
	c, ok := v.(*ssa.Call)
	if !ok || c.Common().StaticCallee() == nil {
		return false
	}
	f := c.Common().StaticCallee()
	return f.Pkg != nil && f.Pkg.Pkg.Path() == "time" && (f.Name() == "NewTimer" || f.Name() == "NewTicker")
}

// deferredStop reports whether cc stops a timer or ticker the function
// made (defer t.Stop()): no effect on any state the path reads, no panic
// (the timer is initialized), its result discarded.
func deferredStop(cc *ssa.CallCommon) bool {
	f := cc.StaticCallee()
	if f == nil || f.Name() != "Stop" || len(cc.Args) != 1 || !madeByTime(cc.Args[0]) {
		return false
	}
	recv := f.Signature.Recv()
	return recv != nil && (timeTypeName(recv.Type()) == "*Timer" || timeTypeName(recv.Type()) == "*Ticker")
}
