// This file defines the package environment's formulas: a refuted path
// whose other goroutine runs one of the package's own operations whole in
// one gap between the client's calls (EncodeOp), and the serial runs of
// such an operation (opSerial: a serial order runs the operation's code
// again, from the state its position gives).
//
// The operation's paths are split over the client's value model
// (paths.SplitShared), so their terms mix with the client's; its locals
// are renamed apart, its inputs are fresh (or, for the input that holds
// the object, the client's own: the same receiver), and its calls are
// chained from the state after the client's call Gap to the state before
// the next. Every other gap leaves the state as it is. The search asks no
// more than a model; a witness is a run only once it replays (package
// witness) and no serial order fits.

package obligations

import (
	"fmt"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// An OpRun places a run of path Path of operation Op after the client's
// call Gap. Holder is the client's input holding the object (its
// receiver), bound to the operation's (Op.Holder()); nil when the object
// is a package variable.
type OpRun struct {
	Op     *paths.Func
	Path   int
	Gap    int
	Holder *smt.Term
	// Serial is the function whose paths the serial orders run again for
	// the operation (OpCall.Op): paths that cover every run of it, which
	// Op's may not when Op is a level of its unrolled runs. nil: Op.
	Serial *paths.Func
	// N is the run's place among the runs of its gap (EncodeOps): 0 for
	// the first; its locals and probes are named apart by it.
	N int
}

// SerialOp returns the operation the serial orders run: r.Serial, or r.Op.
func (r OpRun) SerialOp() *paths.Func {
	if r.Serial != nil {
		return r.Serial
	}
	return r.Op
}

// The probes of an operation's run in EncodeOp: its inputs, its results,
// each call's arguments and results, its pins (Pins: a field fixed at
// construction it reads, a constant package variable) and the pointers
// of its allocations.
func (r OpRun) ProbeIn(i int) string         { return fmt.Sprintf("w!%sin!%d", r.tag(), i) }
func (r OpRun) ProbeResult(i int) string     { return fmt.Sprintf("w!%sres!%d", r.tag(), i) }
func (r OpRun) ProbeArg(k, a int) string     { return fmt.Sprintf("w!%sarg!%d!%d", r.tag(), k, a) }
func (r OpRun) ProbeCallRes(k, c int) string { return fmt.Sprintf("w!%scallres!%d!%d", r.tag(), k, c) }
func (r OpRun) ProbePin(n int) string        { return fmt.Sprintf("w!%spin!%d", r.tag(), n) }
func (r OpRun) ProbeAlloc(n int) string      { return fmt.Sprintf("w!%salloc!%d", r.tag(), n) }

// tag names the run's probes and locals apart from the other runs of its
// gap: "op" for the first.
func (r OpRun) tag() string {
	if r.N == 0 {
		return "op"
	}
	return fmt.Sprintf("op%d", r.N)
}

// prefix renames the run's locals (and its inputs) in the formula.
func (r OpRun) prefix() string { return r.tag() + "!" }

// EncodeOp returns the script of path i of f refuted at call l, the other
// goroutine running run between the client's calls Gap and Gap+1 and
// nothing else, its keys (for a keyed collection) among the path's.
func EncodeOp(f *paths.Func, i, l int, run OpRun) *smt.Script {
	return EncodeOps(f, i, l, []OpRun{run}, false)
}

// EncodeOps is EncodeOp for runs one after another in one gap (their Gap;
// N their place), asking with apart besides that no serial order of the
// client's run and theirs fits (opapart.go): a larger query, which finds
// the witnesses over several objects whose first models are serial.
func EncodeOps(f *paths.Func, i, l int, runs []OpRun, apart bool) *smt.Script {
	e := &encoder{f: f, made: true}
	p := f.Paths[i]
	pres, posts := e.original(p)
	e.probe(p, pres, posts)
	e.condensed(p, l, pres, posts)
	gap := runs[0].Gap
	for k := 0; k+1 < len(p.Calls); k++ {
		if k != gap {
			e.asserts = append(e.asserts, smt.Eq(pres[k+1], posts[k]))
		}
	}
	state := posts[gap]
	var ops []opCopy
	for n, run := range runs {
		var next *smt.Term // the state the last run leaves: the next client call's
		if n == len(runs)-1 {
			next = pres[gap+1]
		}
		c := e.opRun(p, run, state, next)
		for _, earlier := range ops {
			e.distinctObjects(earlier.q, c.q, earlier.ren, c.ren)
		}
		ops = append(ops, c)
		state = c.last
	}
	if apart {
		e.serialApart(p, ops, pres, posts) // opapart.go
	}
	var names []string
	for _, run := range runs {
		names = append(names, fmt.Sprintf("%s path %d", run.Op.Fn.Name(), run.Path))
	}
	return e.script(fmt.Sprintf("%s: path %d at call %d, %s after call %d\n%s", f.Fn.String(), i, l, strings.Join(names, ", then "), gap, describe(p)))
}

// An opCopy is an operation's run copied into the formula: its run, its
// path, its inputs' and locals' copies, its last state and its outcome.
type opCopy struct {
	run  OpRun
	q    *paths.Path
	in   map[string]*smt.Term
	ren  map[string]*smt.Term
	last *smt.Term
	res  []*smt.Term
}

// opRun copies run (copyOp) after client path p's call Gap, or after an
// earlier run of the gap, its calls on p's points (several objects) or
// keys (one), its new objects distinct from p's.
func (e *encoder) opRun(p *paths.Path, run OpRun, state, next *smt.Term) opCopy {
	c := e.copyOp(run, state, next)
	if e.f.Product != nil {
		e.opPoints(p, run.Op, c.q, c.ren)
	} else {
		e.opKeys(p, c.q, c.ren)
	}
	e.distinctObjects(p, c.q, nil, c.ren)
	return c
}

// copyOp copies run's path from state (to next when not nil: the state
// it leaves), its inputs fresh but the holder's, its locals renamed by
// run.prefix(), its choices none that Go leaves to the run or that stand
// for interference, and its probes defined: one run of an operation, in a
// gap of a client's (EncodeOps) or alone (EncodeSetup).
func (e *encoder) copyOp(run OpRun, state, next *smt.Term) opCopy {
	q := run.Op.Paths[run.Path]
	in := opInputs(run.Op, run.Holder, func(i int, in *smt.Term) *smt.Term {
		c := smt.Const(run.prefix()+in.Op, in.Sort)
		e.consts = append(e.consts, c)
		return c
	})
	e.inputs = in
	clocks := e.clocks
	e.clocks = nil
	b, last, res := e.copyPath(q, run.prefix(), state)
	ren := e.rename(q, run.prefix())
	e.clocks, e.inputs = clocks, nil
	e.asserts = append(e.asserts, b)
	if next != nil {
		e.asserts = append(e.asserts, smt.Eq(next, last))
	}
	for _, extra := range []*smt.Term{Choiceless(q), NoInterference(q)} {
		if extra != nil {
			e.asserts = append(e.asserts, smt.Subst(extra, ren))
		}
	}
	e.probeOp(run, q, ren, res)
	return opCopy{run: run, q: q, in: in, ren: ren, last: last, res: res}
}

// distinctObjects asserts that the new objects of path p (renamed by
// pren, nil for the client's own) and of path q (renamed by qren) are
// distinct: two allocations never share an address.
func (e *encoder) distinctObjects(p, q *paths.Path, pren, qren map[string]*smt.Term) {
	for _, a := range p.Allocs {
		for _, b := range q.Allocs {
			if a.NewObject() && b.NewObject() && a.Ptr.Sort.Equal(b.Ptr.Sort) {
				e.asserts = append(e.asserts, smt.Not(smt.Eq(smt.Subst(a.Ptr, pren), smt.Subst(b.Ptr, qren))))
			}
		}
	}
}

// opInputs maps op's inputs to their copies: the input holding the object
// to holder, the others to what fresh gives.
func opInputs(op *paths.Func, holder *smt.Term, fresh func(i int, in *smt.Term) *smt.Term) map[string]*smt.Term {
	out := map[string]*smt.Term{}
	h := op.Holder()
	for i, in := range op.Inputs {
		if i == h && holder != nil {
			out[in.Op] = holder
			continue
		}
		out[in.Op] = fresh(i, in)
	}
	return out
}

// probeOp defines the probes of the operation's run.
func (e *encoder) probeOp(run OpRun, q *paths.Path, ren map[string]*smt.Term, res []*smt.Term) {
	def := func(name string, t *smt.Term) {
		c := smt.Const(name, t.Sort)
		e.consts = append(e.consts, c)
		e.asserts = append(e.asserts, smt.Eq(c, t))
	}
	for i, in := range run.Op.Inputs {
		def(run.ProbeIn(i), smt.Subst(in, ren))
	}
	for i, r := range res {
		def(run.ProbeResult(i), r)
	}
	for n, a := range q.Allocs {
		def(run.ProbeAlloc(n), smt.Subst(a.Ptr, ren))
	}
	for n, t := range Pins(q) {
		def(run.ProbePin(n), smt.Subst(t, ren))
	}
	for k, c := range q.Calls {
		for a, arg := range c.Args {
			def(run.ProbeArg(k, a), smt.Subst(arg, ren))
		}
		for r, res := range c.Results {
			def(run.ProbeCallRes(k, r), smt.Subst(res, ren))
		}
	}
}

// opKeys asks that every key the operation's calls use be one of the
// client path's: the witness shows the state at those keys only.
func (e *encoder) opKeys(p, q *paths.Path, ren map[string]*smt.Term) {
	e.keysAmong(Keys(e.f, p), q, ren)
}

// keysAmong asks that every key the calls of q (renamed by ren) use be one
// of keys (terms of the keys' sorts, as Keys gives them).
func (e *encoder) keysAmong(keys []*smt.Term, q *paths.Path, ren map[string]*smt.Term) {
	if _, ok := e.f.Collection().(axioms.Keyed); !ok || len(keys) == 0 {
		return
	}
	for _, c := range q.Calls {
		if len(c.Args) == 0 || c.Method.Clock && len(c.Args) == 1 {
			continue
		}
		k := smt.Subst(c.Args[0], ren)
		if k.Sort == values.AnySort {
			k = e.f.Model.MapKey(k)
		}
		var among []*smt.Term
		for _, key := range keys {
			if key.Sort.Equal(k.Sort) {
				among = append(among, smt.Eq(k, key))
			}
		}
		if len(among) == 0 {
			e.asserts = append(e.asserts, smt.False)
			return
		}
		e.asserts = append(e.asserts, smt.Or(among...))
	}
}

// opPoints asks, for a function over several objects, that every call of
// the operation act on one of the points the client's path touches (the
// same component, member and key): the witness replays the objects at
// those points only.
func (e *encoder) opPoints(p *paths.Path, op *paths.Func, q *paths.Path, ren map[string]*smt.Term) {
	pts, ok := StatePoints(e.f, p)
	if !ok {
		e.asserts = append(e.asserts, smt.False)
		return
	}
	same := func(a, b *smt.Term) *smt.Term {
		switch {
		case a == nil && b == nil:
			return smt.True
		case a == nil || b == nil:
			return smt.False
		}
		if !a.Sort.Equal(b.Sort) {
			return smt.False
		}
		return smt.Eq(a, b)
	}
	for _, c := range q.Calls {
		at, ok := CallPoint(op, c)
		if !ok {
			e.asserts = append(e.asserts, smt.False)
			return
		}
		var among []*smt.Term
		for _, pt := range pts {
			if pt.Part != at.Part {
				continue
			}
			var ref, key *smt.Term
			if at.Ref != nil {
				ref = smt.Subst(at.Ref, ren)
			}
			if at.Key != nil {
				key = smt.Subst(at.Key, ren)
			}
			among = append(among, smt.And(same(ref, pt.Ref), same(key, pt.Key)))
		}
		if len(among) == 0 {
			e.asserts = append(e.asserts, smt.False)
			return
		}
		e.asserts = append(e.asserts, smt.Or(among...))
	}
}

// hasOps reports whether sc's other goroutine runs the package's
// operations (a package-environment witness).
func hasOps(sc *Scenario) bool {
	for _, c := range sc.Env {
		if c.Op != nil {
			return true
		}
	}
	return false
}

// An OpCall is an operation of the package run whole by the other
// goroutine in a Scenario: the operation, the client's input holding the
// object (nil for a package variable), the literal values of the
// operation's inputs (nil at the holder) and what it returned.
type OpCall struct {
	Op      *paths.Func
	Holder  *smt.Term
	Inputs  []*smt.Term
	Results []*smt.Term
	Panics  bool
	// PinTerms are the run's pins (Pins: values fixed for the whole
	// run, such as a field of the receiver fixed at construction), in the
	// operation's own terms; Pins their values in the interleaving.
	PinTerms, Pins []*smt.Term
}

// opSerial asserts that one of the operation's paths runs sequentially
// from state with the observed results, and returns the state it leaves.
// The operation's reads of memory, the clock and its helpers are free: a
// serial order may fit falsely, never fail to fit falsely.
func (e *encoder) opSerial(n int, oc *OpCall, state *smt.Term) *smt.Term {
	prefix := fmt.Sprintf("x%d!", n)
	clocks := e.clocks
	e.clocks = nil
	e.inputs = opInputs(oc.Op, oc.Holder, func(i int, in *smt.Term) *smt.Term {
		if i < len(oc.Inputs) && oc.Inputs[i] != nil {
			return oc.Inputs[i]
		}
		c := smt.Const(prefix+in.Op, in.Sort)
		e.consts = append(e.consts, c)
		return c
	})
	e.opPins(oc)
	after := e.state(prefix + "after")
	var exits, goal []*smt.Term
	for _, q := range oc.Op.Paths {
		b, last, res := e.copyPath(q, prefix, state)
		exits = append(exits, b)
		same := smt.False
		if q.Panics == oc.Panics && len(res) == len(oc.Results) {
			var eqs []*smt.Term
			for i := range res {
				eqs = append(eqs, smt.Eq(res[i], oc.Results[i]))
			}
			same = smt.And(eqs...)
		}
		goal = append(goal, smt.Implies(b, smt.And(smt.Eq(last, after), same)))
	}
	e.clocks, e.inputs = clocks, nil
	e.asserts = append(e.asserts, smt.Or(exits...))
	e.asserts = append(e.asserts, goal...)
	return after
}

// opPins asserts that the serial run's pins hold their values in the
// interleaving: a value fixed for the whole run (the receiver's field
// fixed at construction) is the same in every order of the same calls, as
// serialStart fixes the client's. A pin whose term reads more than the
// operation's inputs (a value its own path computed) is left free.
func (e *encoder) opPins(oc *OpCall) {
	inputs := map[string]bool{}
	for _, in := range oc.Op.Inputs {
		inputs[in.Op] = true
	}
	for n, t := range oc.PinTerms {
		if n >= len(oc.Pins) || oc.Pins[n] == nil {
			continue
		}
		onInputs := true
		smt.Walk([]*smt.Term{t}, func(x *smt.Term) {
			onInputs = onInputs && (x.Kind != smt.Var || inputs[x.Op])
		})
		if onInputs {
			e.asserts = append(e.asserts, smt.Eq(smt.Subst(t, e.inputs), oc.Pins[n]))
		}
	}
}

// ReadableOp says that the inputs of run's operation (its receiver aside)
// read well: small numbers, letters (Readable, for the operation's
// arguments in a package witness).
func ReadableOp(f *paths.Func, run OpRun) *smt.Term {
	var conds []*smt.Term
	h := run.Op.Holder()
	for i, in := range run.Op.Inputs {
		if i == h && run.Holder != nil || i >= len(run.Op.Fn.Params) {
			continue
		}
		if c := readableValue(f, run.Op.Fn.Params[i].Type(), smt.Const(run.ProbeIn(i), in.Sort), true); c != nil {
			conds = append(conds, c)
		}
	}
	if conds == nil {
		return nil
	}
	return smt.And(conds...)
}
