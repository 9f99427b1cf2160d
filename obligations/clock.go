// This file defines how obligations and serial checks treat the clock's
// readings (paths.ClockRead): inputs from the environment, read at a
// moment.

package obligations

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// sameClocks maps each reading of the condensed run (a local of one of
// qs) to the value of the original path p's reading at the same site and
// occurrence; the copies of qs read that value (encoder.rename).
//
// Why this is sound: a reading is an input of the run from its
// environment, like an argument, and nothing is assumed of the clock
// (paths/clock.go): a sequential run that reads, at that site, the value
// the original read is one of the runs of the function. The obligation
// asks for one sequential run that explains the path, so fixing its
// readings only picks that run; readings at sites the original did not
// reach stay arbitrary (the proof holds for all of them). Each reading is
// one local, made at one site and occurrence, so the map is a function;
// it substitutes a value for a fresh local (rather than asserting their
// equality) so that the copies' terms over it are the original's, which
// the solver then shares.
//
// A collection method's own reading (paths.ClockRead.UnixNano) is not an
// input of the client but the library's clock at the call's instant, and
// the condensed run runs every call at the anchor's instant: each such
// reading of the condensed run is the anchor call's (when the anchor
// reads the clock; else it stays arbitrary, for all values). Sound: the
// condensed run is the function run atomically at the anchor's instant,
// when the clock read what the anchor read, so every call made then reads
// that; this assumes nothing of the clock at any other instant.
func sameClocks(p *paths.Path, qs []*paths.Path, anchor *paths.Call) map[string]*smt.Term {
	if len(p.Clocks) == 0 {
		return nil
	}
	out := map[string]*smt.Term{}
	var instant *smt.Term
	if anchor != nil && anchor.Method.Clock && len(anchor.Args) > 0 {
		instant = anchor.Args[len(anchor.Args)-1]
	}
	for _, q := range qs {
		for _, b := range q.Clocks {
			if b.UnixNano {
				if instant != nil {
					out[b.Value.Op] = instant
				}
				continue
			}
			for _, a := range p.Clocks {
				if a.Site == b.Site && a.Occurrence == b.Occurrence && a.Value.Sort.Equal(b.Value.Sort) {
					out[b.Value.Op] = a.Value
				}
			}
		}
	}
	return out
}

// serialInstant is the library clock's reading at the instant a serial
// run takes effect: one free value per run.
func (e *encoder) serialInstant(s smt.Sort) *smt.Term {
	if e.instant == nil {
		e.instant = smt.Const("s!instant", s)
		e.consts = append(e.consts, e.instant)
	}
	return e.instant
}

// rename is rename with the readings of e.clocks replaced by their values.
func (e *encoder) rename(q *paths.Path, prefix string) map[string]*smt.Term {
	ren := rename(q, prefix)
	for op, v := range e.clocks {
		if _, ok := ren[op]; ok {
			ren[op] = v
		}
	}
	for op, v := range e.inputs { // another function's inputs (pkgenv.go)
		ren[op] = v
	}
	return ren
}

// A ClockValue is a reading of the clock in an interleaving, as a value.
type ClockValue struct {
	Read  paths.ClockRead
	Value *smt.Term
}

// serialClocks makes serial path q's readings (its locals renamed by
// ren), when the run takes q (taken), read what the interleaving read at
// the same site and occurrence: the readings are the operation's inputs
// from its environment, which a serial order of the same operations
// keeps. A reading the interleaving did not make stays free, so a serial
// order may fit falsely, never fail to fit falsely.
//
// A collection method's own reading (UnixNano) is the library's clock at
// the call's instant, not an input: in a serial order the client's run
// takes effect at one instant, so all its calls read one value, any value
// (serialInstant: the interleaving's readings, made at the calls' own
// instants, need not be that of any one instant).
func (e *encoder) serialClocks(sc *Scenario, q *paths.Path, ren map[string]*smt.Term, taken *smt.Term) {
	for _, b := range q.Clocks {
		if b.UnixNano {
			e.asserts = append(e.asserts, smt.Implies(taken, smt.Eq(smt.Subst(b.Value, ren), e.serialInstant(b.Value.Sort))))
		}
	}
	for _, c := range sc.Clocks {
		if c.Read.UnixNano {
			continue
		}
		for _, b := range q.Clocks {
			if c.Read.Site == b.Site && c.Read.Occurrence == b.Occurrence && c.Value.Sort.Equal(b.Value.Sort) {
				e.asserts = append(e.asserts, smt.Implies(taken, smt.Eq(smt.Subst(b.Value, ren), c.Value)))
			}
		}
	}
}

// readableClocks says that the path's readings of the clock, its
// time.Time parameters, and the
// time.Time values its interleaving holds in interfaces (call arguments
// and results, entries at its keys), carry a monotonic reading, a whole
// number of seconds after the process started, on one wall-clock second
// (2026-01-01): a witness then prints them as t0+5s (Readable).
func readableClocks(f *paths.Func, p *paths.Path) []*smt.Term {
	var tt types.Type
	var conds []*smt.Term
	for i, prm := range f.Fn.Params { // time.Time parameters too
		if paths.IsTime(prm.Type()) && i < len(f.Inputs) {
			tt = prm.Type()
			conds = append(conds, readableTime(f, tt, f.Inputs[i]))
		}
	}
	for _, c := range p.Clocks {
		if c.UnixNano { // a collection method's own reading
			conds = append(conds, ReadableNano(c.Value))
			continue
		}
		tt = c.Type
		conds = append(conds, readableTime(f, tt, c.Value))
	}
	if tt == nil {
		return nil
	}
	if !boxed(f, tt) {
		return conds
	}
	inIface := func(v *smt.Term) *smt.Term {
		return smt.Implies(f.Model.HasType(tt, v), readableTime(f, tt, f.Model.Unbox(tt, v)))
	}
	for _, c := range p.Calls {
		for _, t := range append(append([]*smt.Term(nil), c.Args...), c.Results...) {
			if t.Sort.Equal(values.AnySort) {
				conds = append(conds, inIface(t))
			}
		}
	}
	if keyed, ok := f.Client.Collection.(axioms.Keyed); ok && keyed.EntrySort().Equal(smt.Named("Entry")) {
		conds = append(conds, absentOr(f, p, inIface)...)
	}
	return conds
}

// ReadableNano says that x, a reading in Unix nanoseconds (a collection
// method's own, paths.ClockRead.UnixNano), is a whole second of the
// readable range readableTime's readings are in.
func ReadableNano(x *smt.Term) *smt.Term {
	const from = int64(1767225600) * 1e9
	return smt.And(smt.Apply("bvsle", smt.Bool, smt.BVLit(uint64(from), 64), x), smt.Apply("bvsle", smt.Bool, x, smt.BVLit(uint64(from+1e13), 64)),
		smt.Eq(smt.Apply("bvurem", smt.BV(64), x, smt.BVLit(1e9, 64)), smt.BVLit(0, 64)))
}

// ReadableNanos is ReadableNano of every collection method's own reading
// on p, or nil when it has none.
func ReadableNanos(p *paths.Path) *smt.Term {
	var conds []*smt.Term
	for _, c := range p.Clocks {
		if c.UnixNano {
			conds = append(conds, ReadableNano(c.Value))
		}
	}
	if conds == nil {
		return nil
	}
	return smt.And(conds...)
}

// readableTime says that x, a time.Time, is a readable reading (readableClocks).
func readableTime(f *paths.Func, tt types.Type, x *smt.Term) *smt.Term {
	const wall = uint64(1)<<63 | uint64(1767225600+62135596800-59453308800)<<30
	ext := f.Model.Select(tt, x, 1)
	return smt.And(smt.Eq(f.Model.Select(tt, x, 0), smt.BVLit(wall, 64)),
		smt.Apply("bvsle", smt.Bool, smt.BVLit(0, 64), ext), smt.Apply("bvsle", smt.Bool, ext, smt.BVLit(1e13, 64)),
		smt.Eq(smt.Apply("bvurem", smt.BV(64), ext, smt.BVLit(1e9, 64)), smt.BVLit(0, 64)))
}

// boxed reports whether the value model boxes t already (an interface
// may hold it): asking about another type would add a box to it.
func boxed(f *paths.Func, t types.Type) bool {
	for n := int64(-2); ; n-- {
		b, ok := f.Model.BoxOfType(n)
		if !ok {
			return false
		}
		if types.Identical(b, t) {
			return true
		}
	}
}

// sharedClocks renames q's readings of the clock in ren to constants that
// every run of OutcomesApart shares, declaring each once: the runs differ
// in the call's results only, so that outcomes told apart are told apart
// by those results, not by the clock.
func (e *encoder) sharedClocks(q *paths.Path, ren map[string]*smt.Term) map[string]*smt.Term {
	for _, c := range q.Clocks {
		shared := smt.Const("clk!"+c.Value.Op, c.Value.Sort)
		ren[c.Value.Op] = shared
		if e.sharedDeclared == nil {
			e.sharedDeclared = map[string]bool{}
		}
		if !e.sharedDeclared[shared.Op] {
			e.sharedDeclared[shared.Op] = true
			e.consts = append(e.consts, shared)
		}
	}
	return ren
}
