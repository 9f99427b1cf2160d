// This file defines the methods of package time's value types under the
// clock rule (clock.go): exact where timeterms.go transcribes them,
// otherwise uninterpreted functions of their receiver and arguments.

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// timeMethod returns the exact term of a method of Time or Duration, when
// timeterms.go has one.
func (w *walker) timeMethod(st *state, in *ssa.Call, recv string, obj *types.Func, args []ssa.Value) (*smt.Term, bool) {
	x := w.value(st, args[0])
	if recv == "Duration" {
		switch obj.Name() {
		case "Nanoseconds":
			return x, true
		case "Microseconds":
			return bvop("bvsdiv", x, i64(1e3)), true
		case "Milliseconds":
			return bvop("bvsdiv", x, i64(1e6)), true
		case "Abs":
			return w.tterms(st).dAbs(x), true
		case "Truncate":
			return w.tterms(st).dTruncate(x, w.value(st, args[1])), true
		}
		return nil, false
	}
	if recv != "Time" {
		return nil, false
	}
	tt := args[0].Type()
	t := w.parts(tt, x)
	other := func() tparts { return w.parts(tt, w.value(st, args[1])) }
	switch obj.Name() {
	case "Add":
		return w.timeOf(tt, w.tterms(st).tAdd(t, w.value(st, args[1]))), true
	case "Sub":
		return w.tterms(st).tSub(t, other()), true
	case "After":
		return w.tterms(st).tAfter(t, other()), true
	case "Before":
		return w.tterms(st).tBefore(t, other()), true
	case "Equal":
		return w.tterms(st).tEqual(t, other()), true
	case "Compare":
		return w.tterms(st).tCompare(t, other()), true
	case "IsZero":
		return w.tterms(st).tIsZero(t), true
	case "Unix":
		return w.tterms(st).tUnixSec(t), true
	case "UnixNano":
		return w.tterms(st).tUnixNano(t), true
	case "UnixMilli":
		return w.tterms(st).tUnixMilli(t), true
	case "UnixMicro":
		return w.tterms(st).tUnixMicro(t), true
	case "Nanosecond":
		return w.tterms(st).tNsec(t), true
	case "UTC":
		s := w.tterms(st).tStripMono(t)
		s.loc = w.model.Zero(tt.Underlying().(*types.Struct).Field(2).Type())
		return w.timeOf(tt, s), true
	case "Local":
		s := w.tterms(st).tStripMono(t)
		s.loc = w.timeLocal(tt)
		return w.timeOf(tt, s), true
	}
	return nil, false
}

// timeIn translates Time.In: setLoc, which maps &utcLoc to nil; a nil
// location panics.
func (w *walker) timeIn(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, args []ssa.Value) bool {
	tt := args[0].Type()
	loc := w.value(st, args[1])
	nilLoc := w.model.Zero(args[1].Type())
	w.trust(locationTrust, 0)
	return w.guard(st, b, i, smt.Eq(loc, nilLoc), w.stringPanic("time: missing Location in call to Time.In"), func(st *state) {
		s := w.parts(tt, w.value(st, args[0]))
		s = w.tterms(st).tStripMono(s)
		w.trust("time.Local and time.UTC are not assigned (package time)", 0)
		w.fixed("constglobal!time.UTC", "time.UTC", args[1].Type())
		utc := w.model.Func("constglobal!time.UTC", loc.Sort)
		s.loc = smt.Ite(smt.Eq(loc, utc), nilLoc, loc)
		st.env[in] = w.timeOf(tt, s)
	})
}

// timeDate translates time.Date: uninterpreted, panicking on a nil location.
func (w *walker) timeDate(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, args []ssa.Value) (handled, next bool) {
	last := args[len(args)-1]
	loc := w.value(st, last)
	w.trust(locationTrust, 0)
	cond := smt.Eq(loc, w.model.Zero(last.Type()))
	return true, w.guard(st, b, i, cond, w.stringPanic("time: missing Location in call to Date"), func(st *state) {
		var xs []*smt.Term
		for _, a := range args {
			xs = append(xs, w.value(st, a))
		}
		st.env[in] = w.model.Func("time!time.Date", w.model.Sort(in.Type()), xs...)
	})
}

// timeUninterpreted translates another method of a time value type: an
// uninterpreted function of its receiver and arguments when they and its
// results are time values (timeValue); it never panics.
func (w *walker) timeUninterpreted(st *state, in *ssa.Call, obj *types.Func, args []ssa.Value) (handled, next bool) {
	sig := obj.Signature()
	if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
		return false, true
	}
	for j := 0; j < sig.Params().Len(); j++ {
		if !timeValue(sig.Params().At(j).Type()) {
			return false, true
		}
	}
	for j := 0; j < sig.Results().Len(); j++ {
		if !timeValue(sig.Results().At(j).Type()) {
			return false, true
		}
	}
	var xs []*smt.Term
	for _, a := range args {
		if timeTypeName(a.Type()) == "*Location" || timeTypeName(a.Type()) == "Time" {
			w.trust(locationTrust, 0)
		}
		xs = append(xs, w.value(st, a))
	}
	name := "time!" + obj.FullName()
	var out []*smt.Term
	for j := 0; j < sig.Results().Len(); j++ {
		out = append(out, w.model.Func(name+"!"+itoa(j), w.model.Sort(sig.Results().At(j).Type()), xs...))
	}
	switch {
	case len(out) == 1:
		st.env[in] = out[0]
	case len(out) > 1:
		st.tuples[in] = out
	}
	return true, true
}

// timeValue reports whether t is a boolean, a number, a string, or one of
// package time's Time, Duration, Month, Weekday and *Location.
func timeValue(t types.Type) bool {
	switch timeTypeName(t) {
	case "Time", "Duration", "Month", "Weekday", "*Location":
		return true
	}
	if _, named := t.(*types.Named); named {
		return false
	}
	b, ok := t.(*types.Basic)
	return ok && b.Info()&(types.IsBoolean|types.IsNumeric|types.IsString) != 0 && b.Info()&types.IsComplex == 0
}

// timeFunctional reports whether f is one of package time's functions
// that the clock rule treats as deterministic functions of their inputs:
// a method of Time, Duration, Month or Weekday with a value receiver whose
// parameters and results are time values, or time.Unix, UnixMilli,
// UnixMicro and Date. A functional helper may call them; readings of the
// clock, sleeping and timers are effects.
func timeFunctional(f *types.Func) bool {
	if f.Pkg() == nil || f.Pkg().Path() != "time" {
		return false
	}
	sig := f.Signature()
	if sig.Recv() == nil {
		switch f.Name() {
		case "Unix", "UnixMilli", "UnixMicro", "Date":
			return true
		}
		return false
	}
	switch timeTypeName(sig.Recv().Type()) {
	case "Time", "Duration", "Month", "Weekday":
	default:
		return false
	}
	for _, tup := range []*types.Tuple{sig.Params(), sig.Results()} {
		for j := 0; j < tup.Len(); j++ {
			if !timeValue(tup.At(j).Type()) {
				return false
			}
		}
	}
	return true
}
