// This file finds the witnesses of functions that make one call which is no
// instant of its collection and compute their outcome from its results
// (paths.Refusal.Outcome: `m.Size() == 0`, `total / c.Value()`): the
// call's own interleavings (split.go) give a result no instant gives, and
// the witness is confirmed when, for some inputs, the function's outcome
// from that result differs from its outcome from the result of the call
// at every position among the other goroutine's calls (the solver decides
// it over the function's paths: obligations.OutcomesApart).

package witness

import (
	"context"
	"fmt"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// FindSplitOutcome returns a confirmed witness of f, the Outcome walk of a
// function whose one call is no instant, or nil: the call must read (a
// SplitRead returning a length, an emptiness or a sum), and the function's
// paths must be exact (no loop, no memory read, nothing uninterpreted) and
// depend on nothing but the call's result and inputs of basic types that
// the witness shows (no field of the receiver, no constant the encoding
// leaves unknown: pinned).
func FindSplitOutcome(ctx context.Context, f *paths.Func, solver smt.Solver, opt Options) *Witness {
	call := theCall(f)
	if call == nil || call.Method.Split == nil || call.Method.Split.Kind != axioms.SplitRead || len(call.Results) != 1 {
		return nil
	}
	for _, q := range f.Paths {
		if q.Exceptional || len(q.Loads) > 0 || len(q.Allocs) > 0 || len(q.ChanReads) > 0 || pinned(q) || inexactPath(f, q, false, nil) != "" {
			return nil
		}
	}
	for i, prm := range f.Fn.Params {
		if _, basic := prm.Type().Underlying().(*types.Basic); !basic && !(i == 0 && f.Fn.Signature.Recv() != nil) {
			return nil
		}
	}
	d := &paths.Delegation{Collection: f.Client.Collection, Method: call.Method, Pos: call.Pos, Results: 1}
	sp, ops := newSplitter(f.Fn, d, opt.Where)
	if sp == nil {
		return nil
	}
	// Helpers defined by their bodies are what inexactPath took them for.
	o := &outcomes{sp: sp, f: f, sort: call.Results[0].Sort, solver: defining(f, solver), opt: opt, ctx: ctx}
	return sp.each(ops, o.try)
}

// pinned reports whether q depends on a value fixed for a whole run that
// the witness would not show (obligations.Pins): a nil of a named sort
// (zero!) is what it is in every run.
func pinned(q *paths.Path) bool {
	for _, t := range obligations.Pins(q) {
		if !strings.HasPrefix(strings.Trim(t.Op, "|"), "zero!") {
			return true
		}
	}
	return false
}

// theCall returns the call f's paths make (at most one each), or nil when
// none makes one or two make calls of two sites (two methods, two
// results: one split scenario does not serve both).
func theCall(f *paths.Func) *paths.Call {
	var c *paths.Call
	for _, q := range f.Paths {
		if len(q.Calls) == 0 {
			continue
		}
		if c != nil && (q.Calls[0].Method != c.Method || q.Calls[0].Pos != c.Pos) {
			return nil
		}
		c = q.Calls[0]
	}
	return c
}

// outcomes tries split scenarios on the function's outcome.
type outcomes struct {
	sp     *splitter
	f      *paths.Func
	sort   smt.Sort // the call's result's
	solver smt.Solver
	opt    Options
	ctx    context.Context
}

// readValue is what a read of u returns, as a literal of the result's
// sort, or nil when the split's result is beyond it.
func (o *outcomes) readValue(u units) *smt.Term {
	n := int64(0)
	for _, c := range u {
		if c.present {
			n++
		}
	}
	switch r := o.sp.s.Result; {
	case r == axioms.ResultLen && o.sort.Kind == smt.KindBV:
		return smt.BVLit(uint64(n), o.sort.Width)
	case r == axioms.ResultEmpty && o.sort.Kind == smt.KindBool:
		return smt.BoolLit(n == 0)
	case r == axioms.ResultSum && o.sort.Kind == smt.KindBV:
		return smt.BVLit(uint64(u[0].n+u[1].n), o.sort.Width)
	}
	return nil
}

// try runs the call around seq from init; when its result is none the
// call gives at any position (a read leaves the state as it is, so the
// final state is the same at every position), it asks the solver for
// inputs that set the function's outcomes apart.
func (o *outcomes) try(init units, seq []envOp) *Witness {
	if o.ctx.Err() != nil {
		return nil
	}
	cur := after(init, seq)
	obs := o.readValue(units{init[0], cur[1]})
	if obs == nil {
		return nil
	}
	var alts []*smt.Term
	index := map[string]int{} // a value's run in OutcomesApart
	runOf := make([]int, len(seq)+1)
	for pos := 0; pos <= len(seq); pos++ {
		v := o.readValue(after(init, seq[:pos]))
		if v.String() == obs.String() {
			return nil // the function cannot tell this position's call from the observed one
		}
		if _, ok := index[v.String()]; !ok {
			alts = append(alts, v)
			index[v.String()] = len(alts)
		}
		runOf[pos] = index[v.String()]
	}
	res, err := o.solver.Check(o.ctx, obligations.OutcomesApart(o.f, []*smt.Term{obs}, wrap(alts)), o.opt.Timeout)
	if err != nil || res.Status != smt.Sat || o.sp.replay(init, seq) != nil {
		return nil
	}
	return o.witness(res.Model, init, cur, seq, runOf)
}

func wrap(ts []*smt.Term) [][]*smt.Term {
	var out [][]*smt.Term
	for _, t := range ts {
		out = append(out, []*smt.Term{t})
	}
	return out
}

// witness builds the witness from the solver's model: the inputs, the
// split call and the other goroutine's calls, the function's outcome, and
// for each position the call's result there and the outcome it gives.
func (o *outcomes) witness(m smt.Model, init, cur units, seq []envOp, runOf []int) *Witness {
	sp := o.sp
	d := &decoder{model: m, vm: o.f.Model, qual: sp.qual, atoms: map[string]*smt.Term{}, exact: true}
	w := &Witness{Confirmed: true, Initial: sp.show(init), Final: sp.show(cur)}
	for i, in := range o.f.Inputs {
		prm := sp.fn.Params[i]
		v, ok := d.raw(in.Op)
		switch {
		case isPointer(prm.Type()) && (i == 0 && sp.fn.Signature.Recv() != nil || !ok):
			w.Inputs = append(w.Inputs, prm.Name()+" = ("+types.TypeString(prm.Type(), sp.qual)+")(@0)")
		case !ok:
			w.Inputs = append(w.Inputs, prm.Name()+" = any "+types.TypeString(prm.Type(), sp.qual))
		default:
			w.Inputs = append(w.Inputs, prm.Name()+" = "+d.value(v, prm.Type()).Go)
		}
	}
	outcome := func(j int) (panics bool, results []string) {
		if p, ok := d.raw(obligations.ProbeRunPanics(j)); ok && p.String() == "true" {
			return true, nil
		}
		rs := o.f.Fn.Signature.Results()
		for i := 0; i < rs.Len(); i++ {
			v, ok := d.raw(obligations.ProbeRun(j, i))
			if !ok {
				d.exact = false
				return false, nil
			}
			results = append(results, d.value(v, rs.At(i).Type()).Go)
		}
		return false, results
	}
	var panicked bool
	panicked, w.Result = outcome(0)
	if panicked {
		w.Panics, w.Result = true, []string{o.panicText()}
	}
	w.Steps = sp.steps(init, cur, seq, sp.read(units{init[0], cur[1]}))
	for p := 0; p <= len(seq); p++ {
		s := after(init, seq[:p])
		panics, rs := outcome(runOf[p])
		then := "returns " + strings.Join(rs, ", ")
		if panics {
			then = "panics"
		}
		w.Serial = append(w.Serial, Serial{Order: orderOf(seq, p),
			Why: fmt.Sprintf("%s from %s returns %s, and the function then %s", sp.callText(), sp.show(s), strings.Join(sp.read(s), ", "), then)})
	}
	if !d.exact {
		return nil
	}
	return w
}

// panicText is the message of the run-time panics the function's paths
// end in, when they all have one kind, else a summary.
func (o *outcomes) panicText() string {
	msg := ""
	for _, q := range o.f.Paths {
		if !q.Panics {
			continue
		}
		vs := obligations.PathPanics(o.f, q)
		if len(vs) != 1 {
			return "a panic"
		}
		_, m := obligations.PanicKind(vs[0])
		if msg != "" && m != msg || m == "" {
			return "a panic"
		}
		msg = m
	}
	return fmt.Sprintf("%q", msg)
}
