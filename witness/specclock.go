// This file defines what a witness prints and replays of the readings of
// the clock that collection methods make themselves (axioms.Method.Clock,
// paths.ClockRead.UnixNano: int64 Unix nanoseconds): each relative to the
// first, `the clock s.c.Get(user) reads at line 31 = t0`, `t0+2s`; the
// other goroutine's call with its reading as a note, `(at t0+1s)`; and the
// executable model replays every call with its reading.

package witness

import (
	"context"
	"go/types"
	"math/big"
	"time"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

var int64Type = types.Typ[types.Int64]

// nanoClock decodes a method's reading of the clock and prints it relative
// to the first one the witness printed.
func (b *builder) nanoClock(v *smt.Term) (axioms.Value, string) {
	val := b.d.value(v, int64Type)
	return val, b.clockShown(val)
}

// clockShown prints a reading relative to the first: t0, t0+2s, t0-1s.
func (b *builder) clockShown(val axioms.Value) string {
	if val.Int == nil {
		return val.Go
	}
	n := new(big.Int).Set(val.Int)
	if n.Bit(63) == 1 {
		n.Sub(n, new(big.Int).Lsh(big.NewInt(1), 64))
	}
	if b.nanoBase == nil {
		b.nanoBase = n
	}
	d := new(big.Int).Sub(n, b.nanoBase)
	switch {
	case d.Sign() == 0:
		return "t0"
	case !d.IsInt64():
		return val.Go
	case d.Sign() > 0:
		return "t0+" + time.Duration(d.Int64()).String()
	}
	return "t0" + time.Duration(d.Int64()).String()
}

// nearClock asks the other goroutine's reading x to be t0 plus whole
// seconds, less than an hour, when t0 is known: only so that the witness
// reads well (the call is replayed and checked as any other).
func (b *builder) nearClock(x *smt.Term) []*smt.Term {
	if b.nanoBase == nil || !b.nanoBase.IsInt64() {
		return nil
	}
	d := smt.Apply("bvsub", smt.BV(64), x, smt.BVLit(uint64(b.nanoBase.Int64()), 64))
	return []*smt.Term{smt.Apply("bvsle", smt.Bool, smt.BVLit(0, 64), d), smt.Apply("bvslt", smt.Bool, d, smt.BVLit(uint64(time.Hour), 64)),
		smt.Eq(smt.Apply("bvurem", smt.BV(64), d, smt.BVLit(uint64(time.Second), 64)), smt.BVLit(0, 64))}
}

// solveNear solves the script script makes for an env call of m with
// arguments args: first with its reading of the clock near the client's
// (nearClock), then, if none is, with any reading.
func (b *builder) solveNear(m *axioms.Method, args, durations []*smt.Term, script func(extra []*smt.Term) *smt.Script) (smt.Model, bool) {
	if m.Clock {
		if near := b.nearClock(args[len(args)-1]); near != nil {
			if durations != nil {
				if model, ok := b.solve(script(append(near, durations...))); ok {
					return model, true
				}
			}
			if model, ok := b.solve(script(near)); ok {
				return model, true
			}
		}
	}
	return b.solve(script(nil))
}

// wholeDurations asks the time.Duration arguments of an env call of a
// method that reads the clock to be whole seconds under an hour, so that
// the witness reads well (solveNear drops the wish when it cannot hold).
func (b *builder) wholeDurations(m *axioms.Method, ptypes []types.Type, args []*smt.Term) []*smt.Term {
	var conds []*smt.Term
	for i, t := range ptypes {
		n, ok := t.(*types.Named)
		if !m.Clock || !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "time" || n.Obj().Name() != "Duration" {
			continue
		}
		d := args[i]
		if m.Boxed {
			conds = append(conds, b.f.Model.HasType(t, d))
			d = b.f.Model.Unbox(t, d)
		}
		conds = append(conds, smt.Apply("bvsle", smt.Bool, smt.BVLit(0, 64), d), smt.Apply("bvslt", smt.Bool, d, smt.BVLit(uint64(time.Hour), 64)),
			smt.Eq(smt.Apply("bvurem", smt.BV(64), d, smt.BVLit(uint64(time.Second), 64)), smt.BVLit(0, 64)))
	}
	return conds
}

// clockArgs is the number of a call's arguments after its Go arguments:
// its Choices and its reading of the clock.
func clockArgs(m *axioms.Method) int {
	if m.Clock {
		return m.Choices + 1
	}
	return m.Choices
}

// envClock gives an env call of m, whose arguments the solver chose, its
// reading of the clock: a constant after the Go arguments.
func envClock(m *axioms.Method, args []*smt.Term) []*smt.Term {
	if !m.Clock {
		return args
	}
	return append(args, smt.Const("env!clock", smt.BV(64)))
}

// wholeSeconds returns, for confirmed witness w of script s (model m), the same
// search's witness whose collection methods' own readings of the clock are
// whole seconds apart in a readable range (obligations.ReadableNanos),
// when one is found within ReadableRLimit and confirmed and prints no
// more made-up strings, with its model; else w and m. It only makes
// witnesses read better.
func wholeSeconds(ctx context.Context, f *paths.Func, i int, s *smt.Script, m smt.Model, w *Witness, observe bool, solver smt.Solver, opt Options) (*Witness, smt.Model) {
	cond := obligations.ReadableNanos(f.Paths[i])
	if cond == nil {
		return w, m
	}
	rs := s.With(cond)
	rs.RLimit = ReadableRLimit
	res, err := solver.Check(ctx, rs, opt.Timeout)
	if err != nil || res.Status != smt.Sat {
		return w, m
	}
	sw := try(ctx, f, i, res.Model, observe, solver, opt)
	if sw != nil && sw.Confirmed && (!sw.solverStrings() || w.solverStrings()) {
		return sw, res.Model
	}
	return w, m
}
