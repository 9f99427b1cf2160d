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
}

// SerialOp returns the operation the serial orders run: r.Serial, or r.Op.
func (r OpRun) SerialOp() *paths.Func {
	if r.Serial != nil {
		return r.Serial
	}
	return r.Op
}

// The probes of an operation's run in EncodeOp: its inputs, its results,
// and each call's arguments and results.
func ProbeOpIn(i int) string         { return fmt.Sprintf("w!opin!%d", i) }
func ProbeOpResult(i int) string     { return fmt.Sprintf("w!opres!%d", i) }
func ProbeOpArg(k, a int) string     { return fmt.Sprintf("w!oparg!%d!%d", k, a) }
func ProbeOpCallRes(k, r int) string { return fmt.Sprintf("w!opcallres!%d!%d", k, r) }

// opPrefix renames an operation's locals in EncodeOp.
const opPrefix = "op!"

// EncodeOp returns the script of path i of f refuted at call l, the other
// goroutine running run between the client's calls Gap and Gap+1 and
// nothing else, its keys (for a keyed collection) among the path's.
func EncodeOp(f *paths.Func, i, l int, run OpRun) *smt.Script {
	return encodeOp(f, i, l, run, false)
}

// EncodeOpApart is EncodeOp asking besides that no serial order of the
// two runs fits (opapart.go): a larger query, which finds the witnesses
// over several objects whose first models EncodeOp gives are serial.
func EncodeOpApart(f *paths.Func, i, l int, run OpRun) *smt.Script {
	return encodeOp(f, i, l, run, true)
}

func encodeOp(f *paths.Func, i, l int, run OpRun, apart bool) *smt.Script {
	e := &encoder{f: f, made: true}
	p := f.Paths[i]
	pres, posts := e.original(p)
	e.probe(p, pres, posts)
	e.condensed(p, l, pres, posts)
	for k := 0; k+1 < len(p.Calls); k++ {
		if k != run.Gap {
			e.asserts = append(e.asserts, smt.Eq(pres[k+1], posts[k]))
		}
	}
	q := run.Op.Paths[run.Path]
	opIn := opInputs(run.Op, run.Holder, func(i int, in *smt.Term) *smt.Term {
		c := smt.Const(opPrefix+in.Op, in.Sort)
		e.consts = append(e.consts, c)
		return c
	})
	e.inputs = opIn
	clocks := e.clocks
	e.clocks = nil
	b, last, res := e.copyPath(q, opPrefix, posts[run.Gap])
	ren := e.rename(q, opPrefix)
	e.clocks, e.inputs = clocks, nil
	e.asserts = append(e.asserts, b, smt.Eq(pres[run.Gap+1], last))
	for _, extra := range []*smt.Term{Choiceless(q), NoInterference(q)} {
		if extra != nil {
			e.asserts = append(e.asserts, smt.Subst(extra, ren))
		}
	}
	e.probeOp(run, q, ren, res)
	if f.Product != nil {
		e.opPoints(p, run.Op, q, ren)
	} else {
		e.opKeys(p, q, ren)
	}
	e.distinctObjects(p, q, ren)
	if apart {
		e.serialApart(p, run, q, opIn, pres, posts, res) // opapart.go
	}
	return e.script(fmt.Sprintf("%s: path %d at call %d, %s path %d after call %d\n%s", f.Fn.String(), i, l, run.Op.Fn.Name(), run.Path, run.Gap, describe(p)))
}

// distinctObjects asserts that the new objects of the client's path p
// and of the operation's path q (renamed by ren) are distinct: two
// allocations of one run never share an address.
func (e *encoder) distinctObjects(p, q *paths.Path, ren map[string]*smt.Term) {
	for _, a := range p.Allocs {
		for _, b := range q.Allocs {
			if a.NewObject() && b.NewObject() && a.Ptr.Sort.Equal(b.Ptr.Sort) {
				e.asserts = append(e.asserts, smt.Not(smt.Eq(a.Ptr, smt.Subst(b.Ptr, ren))))
			}
		}
	}
}

// ProbeOpPin is the probe of the operation's pin n (Pins): a field fixed
// at construction it reads, a constant package variable.
func ProbeOpPin(n int) string { return fmt.Sprintf("w!oppin!%d", n) }

// ProbeOpAlloc is the probe of the pointer of the operation's allocation n.
func ProbeOpAlloc(n int) string { return fmt.Sprintf("w!opalloc!%d", n) }

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
		def(ProbeOpIn(i), smt.Subst(in, ren))
	}
	for i, r := range res {
		def(ProbeOpResult(i), r)
	}
	for n, a := range q.Allocs {
		def(ProbeOpAlloc(n), smt.Subst(a.Ptr, ren))
	}
	for n, t := range Pins(q) {
		def(ProbeOpPin(n), smt.Subst(t, ren))
	}
	for k, c := range q.Calls {
		for a, arg := range c.Args {
			def(ProbeOpArg(k, a), smt.Subst(arg, ren))
		}
		for r, res := range c.Results {
			def(ProbeOpCallRes(k, r), smt.Subst(res, ren))
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
		if c := readableValue(f, run.Op.Fn.Params[i].Type(), smt.Const(ProbeOpIn(i), in.Sort), true); c != nil {
			conds = append(conds, c)
		}
	}
	if conds == nil {
		return nil
	}
	return smt.And(conds...)
}
