// This file defines SerialFits: whether running a function sequentially at
// one position among another goroutine's calls reproduces what was
// observed in an interleaving. The witness stage asks it for every
// position; a violation is confirmed only when no position fits.

package obligations

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// An EnvCall is a call by another goroutine, with literal arguments and
// the results it was observed to return. A call that observes the state it
// changes (Swap, LoadAndDelete) has Seen: the entries at the scenario's
// keys (or the whole state) it started from in the interleaving; its
// observed results are then its results from that state, and every serial
// order must reproduce them. A write of memory the client reads has no
// Method but Write: the address and the value written, as values.
type EnvCall struct {
	Method  *axioms.Method
	Args    []*smt.Term
	Results []*smt.Term
	Seen    []*smt.Term
	Write   *paths.MemRead
	// Op, for the package environment, is a whole run of one of the
	// package's operations (pkgenv.go); Method is nil then.
	Op *OpCall
}

// A Scenario is an observed interleaving, as literal terms: the client's
// inputs, the collection's initial and final state (entries at Keys for a
// keyed collection, else one state), the other goroutine's calls in order,
// and the client's outcome.
type Scenario struct {
	Inputs  []*smt.Term
	Keys    []*smt.Term
	Initial []*smt.Term
	Final   []*smt.Term
	// FinalPoints, for a function over several objects, are the final
	// state at the interleaving's points (literal pointers and keys):
	// serial orders are compared there only, not on the whole tuple
	// (a serial run's own new objects are no part of the outcome).
	FinalPoints []FinalPoint
	Env         []EnvCall
	Panics      bool
	Result      []*smt.Term
	// Atoms are constants standing for the model's elements of
	// uninterpreted sorts (pointers...): distinct within a sort.
	Atoms []*smt.Term
	// Pins are the values, in the interleaving, of the path's Pins, then
	// of its StatePins at each state the interleaving passes through.
	Pins []*smt.Term
	// PinTerms are the path's Pins with the path's locals replaced by
	// their values in the interleaving (nil where a local has no value):
	// the serial runs have their own locals, so a pin on a value the
	// interleaving read (a field of a loaded object) is posed on that
	// value.
	PinTerms []*smt.Term
	// Objects are the interleaving's fresh objects whose contents are
	// known: a serial run's allocation from the same site may take one's
	// address only with the same contents (objects are told apart by
	// contents, not by the address the allocator happened to give).
	Objects []Object
	// Memory is what the interleaving read of memory (paths.Path.Loads)
	// first at each address, as values: the memory it starts from. Only
	// the other goroutine's writes (Env) change it, so a serial run
	// reading an address the interleaving read reads the value the
	// address holds after the writes before the run (MemoryAt).
	Memory []paths.MemRead
	// Clocks are what the interleaving read of the clock (clock.go): a
	// serial run reads the same at the same site and occurrence.
	Clocks []ClockValue
	// PanicValues are the run-time panics the client's run may have ended
	// in (PathPanics), or nil.
	PanicValues []*smt.Term
	// Panic is the run-time panic the client's run ended in, its operands
	// as values, when it is one application (else nil): a serial run's
	// panic of the same function is then compared by what Go's message
	// prints of the operands (samePanic).
	Panic *smt.Term
	// Events are the client's channel events (paths.Path.Events), as
	// literals, when EventsKnown: a serial run must make the same ones.
	Events      []Event
	EventsKnown bool
}

// runtimePanics are the kinds of the run-time panics the encoding names
// (panic!KIND!...): their messages differ from kind to kind.
var runtimePanics = map[string]string{
	"nilderef":      "runtime error: invalid memory address or nil pointer dereference",
	"index":         "runtime error: index out of range",
	"slice":         "runtime error: slice bounds out of range",
	"divide":        "runtime error: integer divide by zero",
	"negativeshift": "runtime error: negative shift amount",
	"makesize":      "runtime error: makeslice: len out of range",
	"uncomparable":  "runtime error: comparing uncomparable type",
	"unhashable":    "runtime error: hash of unhashable type",
	"typeassert":    "interface conversion",
	"nilmap":        "assignment to entry in nil map",
	"atomicValue":   "sync/atomic: inconsistently typed value (or nil) stored into Value",
	"closenil":      "close of nil channel",
	"closeclosed":   "close of closed channel",
	"sendclosed":    "send on closed channel",
	"makechan":      "makechan: size out of range",
	"exit":          ExitMessage, // log.Fatal (paths/output.go): no panic, the program's end
}

// ExitMessage stands for the outcome of a run that log.Fatal ended: the
// program exits with status 1.
const ExitMessage = "log.Fatal: the program exits with status 1"

// probeState is the state PathPanics runs a path's last call from: what
// depends on it is no fact of the path.
const probeState = "probe!state"

// PathPanics returns the run-time panics path p may end in: its panic
// value, or, when a call panics, the value the call's axioms give,
// each branch of a choice between panics apart; nil when p returns or one
// of them is no run-time panic's value (a value the program panicked with).
func PathPanics(f *paths.Func, p *paths.Path) []*smt.Term {
	if !p.Panics || len(p.Result) == 0 {
		return nil
	}
	v := p.Result[0]
	for _, c := range p.Calls { // the panicking call; deferred calls may follow it
		if c.Panicked && c.PanicValue == v {
			v = c.Method.Effect(f.Model, smt.Const(probeState, f.Collection().StateSort(f.Model)), c.Args, c.Funcs).PanicValue
			break
		}
	}
	return runtimePanicsOf(v)
}

// runtimePanicsOf splits v into the run-time panics it chooses between, or
// returns nil when one of them is none.
func runtimePanicsOf(v *smt.Term) []*smt.Term {
	switch {
	case v == nil:
		return nil
	case v.Kind == smt.App && v.Op == "ite" && len(v.Args) == 3:
		a, b := runtimePanicsOf(v.Args[1]), runtimePanicsOf(v.Args[2])
		if a == nil || b == nil {
			return nil
		}
		return append(a, b...)
	}
	if kind, _ := PanicKind(v); kind != "" {
		return []*smt.Term{v}
	}
	return nil
}

// differentPanics reports whether no run-time panic of as can have the
// message of one of bs: their classes (panicClass) are disjoint, and the
// messages of two classes differ.
func differentPanics(as, bs []*smt.Term) bool {
	if len(as) == 0 || len(bs) == 0 {
		return false
	}
	kinds := map[string]bool{}
	for _, a := range as {
		kinds[panicClass(a)] = true
	}
	for _, b := range bs {
		if kinds[panicClass(b)] {
			return false
		}
	}
	return true
}

// panicClass is what a run-time panic's message is made of beyond its
// dynamic values: its kind, and for a failed type assertion the static
// type of the operand and the asserted type ("interface conversion:
// error is *T, not *U" differs from "interface {} is *T, not *U").
func panicClass(t *smt.Term) string {
	kind, _ := PanicKind(t)
	if operand, asserted, ok := TypeAssertTypes(t); ok {
		return kind + "!" + operand + "!" + asserted
	}
	return kind
}

// TypeAssertTypes returns, for the value of a failed type assertion's
// panic (paths/assert.go: panic!typeassert!OPERAND!ASSERTED...), the
// static type of the operand and the asserted type.
func TypeAssertTypes(t *smt.Term) (operand, asserted string, ok bool) {
	parts := strings.Split(strings.Trim(t.Op, "|"), "!")
	if len(parts) < 4 || parts[0] != "panic" || parts[1] != "typeassert" {
		return "", "", false
	}
	return parts[2], parts[3], true
}

// PanicKind returns the kind of the run-time panic whose value is t, and
// its message's start, or "" when t is no run-time panic's value (a value
// the program panicked with, an unknown helper's).
func PanicKind(t *smt.Term) (kind, message string) {
	name := strings.Trim(t.Op, "|")
	if !strings.HasPrefix(name, "panic!") {
		return "", ""
	}
	kind, _, _ = strings.Cut(strings.TrimPrefix(name, "panic!"), "!")
	if msg, ok := runtimePanics[kind]; ok {
		return kind, msg
	}
	return "", ""
}

// sameMemory constrains serial path q's reads of memory (its locals
// renamed by ren), when the run takes q (taken) after sc.Env[:pos], to
// give what the interleaving's memory holds there at the same address.
func (e *encoder) sameMemory(sc *Scenario, pos int, q *paths.Path, ren map[string]*smt.Term, taken *smt.Term) {
	for _, m := range MemoryAt(sc, pos) {
		for _, l := range q.Loads {
			if !l.Addr.Sort.Equal(m.Addr.Sort) || !l.Value.Sort.Equal(m.Value.Sort) {
				continue
			}
			e.asserts = append(e.asserts, smt.Implies(smt.And(taken, smt.Eq(smt.Subst(l.Addr, ren), m.Addr)), smt.Eq(smt.Subst(l.Value, ren), m.Value)))
		}
	}
}

// MemoryAt is the memory of sc after the other goroutine's calls
// sc.Env[:pos]: sc.Memory with the writes among them applied, by address.
func MemoryAt(sc *Scenario, pos int) []paths.MemRead {
	out := append([]paths.MemRead(nil), sc.Memory...)
	for _, c := range sc.Env[:pos] {
		if c.Write == nil {
			continue
		}
		for i := range out {
			if out[i].Addr.String() == c.Write.Addr.String() {
				out[i].Value = c.Write.Value
			}
		}
	}
	return out
}

// InterferenceChoices returns the Choices of p's calls that stand for
// another goroutine's interference inside the call (atomic.Value's
// CompareAndSwap failing on an equal value a concurrent Store replaced),
// not for hidden library state: a witness runs its client calls without
// interference inside them, as every serial run does (NoInterference).
func InterferenceChoices(p *paths.Path) []*smt.Term {
	var out []*smt.Term
	for _, c := range p.Calls {
		out = append(out, c.Args[len(c.Args)-InterferenceArity(c):]...)
	}
	return out
}

// InterferenceArity is the number of c's last arguments that are choices
// standing for interference inside the call (0 for none).
func InterferenceArity(c *paths.Call) int {
	if n := c.Method.Choices; n > 0 && !c.Method.HiddenState && len(c.Args) >= n {
		return n
	}
	return 0
}

// NoInterference says that p's calls make no choice that stands for
// interference inside them (InterferenceChoices), or nil.
func NoInterference(p *paths.Path) *smt.Term {
	cs := InterferenceChoices(p)
	if len(cs) == 0 {
		return nil
	}
	return smt.And(cs...)
}

// Choiceless says that p takes none of the choices Go leaves to the
// hardware or the compiler, nor those the encoding leaves open (an ite
// whose then-branch is an IsOpaqueChoice function: a NaN's bits, a fused
// addition, paths/floats.go; a multi-byte rune, paths/runes.go), in its
// terms or in the facts that define its locals. Witness search asks for
// it; nil when p has no such choice.
func Choiceless(p *paths.Path) *smt.Term {
	return noneOf(append(p.Terms(), p.Facts...), func(t *smt.Term) *smt.Term {
		if _, nan := values.NaNBranch(t); nan || t.Kind == smt.App && t.Op == "ite" && len(t.Args) == 3 && IsOpaqueChoice(t.Args[1].Op) {
			return t.Args[0]
		}
		return nil
	})
}

// Unfused says that no addition site of f's paths is fused (fuse?SITE,
// paths/floats.go): a witness runs code that does not fuse, and serial
// orders run the same code. Nil when f has no such site.
func Unfused(f *paths.Func) *smt.Term {
	var all []*smt.Term
	for _, p := range f.Paths {
		all = append(all, p.Terms()...)
	}
	return noneOf(all, func(t *smt.Term) *smt.Term {
		if strings.HasPrefix(strings.Trim(t.Op, "|"), "fuse?") && len(t.Args) == 0 {
			return t
		}
		return nil
	})
}

// noneOf says that none of the conditions cond finds in ts holds; nil
// when it finds none.
func noneOf(ts []*smt.Term, cond func(*smt.Term) *smt.Term) *smt.Term {
	var conds []*smt.Term
	seen := map[string]bool{}
	smt.Walk(ts, func(t *smt.Term) {
		if c := cond(t); c != nil && !seen[c.String()] {
			seen[c.String()] = true
			conds = append(conds, smt.Not(c))
		}
	})
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// IsOpaqueChoice reports whether op is an uninterpreted function that
// Choiceless rules out: the bits of a NaN result, a fused addition (a
// witness is a run of code that does not fuse, as amd64's default), the
// result of a float-to-integer conversion out of range (Go leaves it to
// the implementation), the rune and width a range over a string decodes
// from a multi-byte sequence (witnesses range over ASCII).
func IsOpaqueChoice(op string) bool {
	name := strings.Trim(op, "|")
	for _, prefix := range []string{"nan!", "fused!", "fuse?", "outofrange!", "multibyte!"} {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// MemoryStable says that p's reads of one address give one value: no one
// writes the memory a witness reads (another goroutine acts only through
// the collection). Nil when p reads memory at most once.
func MemoryStable(p *paths.Path) *smt.Term {
	stable, _ := memoryPairs(p, false)
	return stable
}

// MemoryWritten says that the memory p reads changes only between the
// client's calls, and only at addresses p reads through one term (another
// goroutine writes there; reads through two terms that turn out to be one
// address agree, as in MemoryStable), and that it does change: some such
// address gives two values. Nil when no address is read through one term
// on both sides of a call.
func MemoryWritten(p *paths.Path) *smt.Term {
	stable, changes := memoryPairs(p, true)
	if changes == nil {
		return nil
	}
	if stable == nil {
		return changes
	}
	return smt.And(stable, changes)
}

// memoryPairs returns the stability of p's pairs of reads of one sort
// (with writes, only those in one gap between calls or through two terms)
// and, with writes, the condition that a pair through one term in two
// gaps differs (nil if there is none).
func memoryPairs(p *paths.Path, writes bool) (stable, changes *smt.Term) {
	var conds, differ []*smt.Term
	for i, a := range p.Loads {
		for _, b := range p.Loads[i+1:] {
			if !a.Addr.Sort.Equal(b.Addr.Sort) || !a.Value.Sort.Equal(b.Value.Sort) {
				continue
			}
			if writes && a.Calls != b.Calls && a.Addr.String() == b.Addr.String() {
				differ = append(differ, smt.Not(smt.Eq(a.Value, b.Value)))
				continue
			}
			conds = append(conds, smt.Implies(smt.Eq(a.Addr, b.Addr), smt.Eq(a.Value, b.Value)))
		}
	}
	if len(conds) > 0 {
		stable = smt.And(conds...)
	}
	if len(differ) > 0 {
		changes = smt.Or(differ...)
	}
	return stable, changes
}

// An Object is a fresh object of the interleaving: its site, its address
// and its contents, as values.
type Object struct {
	Alloc    *paths.Alloc
	Ptr      *smt.Term
	Contents []*smt.Term
}

// sameObjects constrains serial path q's allocations (its locals renamed
// by ren), when the run takes q (taken), to take the address of one of the
// interleaving's objects only with its contents. Paths share the locals of
// their common prefix, an allocation's pointer among them, while what it
// holds may differ from path to path: hence the guard.
func (e *encoder) sameObjects(sc *Scenario, q *paths.Path, ren map[string]*smt.Term, taken *smt.Term) {
	for _, o := range sc.Objects {
		for _, b := range q.Allocs {
			a := o.Alloc
			if a.Site != b.Site || a.Occurrence != b.Occurrence || !b.Known || len(b.Contents) != len(o.Contents) {
				continue
			}
			var same []*smt.Term
			for i := range b.Contents {
				same = append(same, smt.Eq(smt.Subst(b.Contents[i], ren), o.Contents[i]))
			}
			e.asserts = append(e.asserts, smt.Implies(smt.And(taken, smt.Eq(smt.Subst(b.Ptr, ren), o.Ptr)), smt.And(same...)))
		}
	}
}

// SerialFits checks whether running f sequentially after sc.Env[:pos] and
// before the rest gives the observed outcome, the observed results of the
// other calls and the observed final state. Uninterpreted functions and
// memory reads are free in the check, so Sat may be a false fit, never a
// missed one: a confirmed violation needs every position Unsat.
func SerialFits(ctx context.Context, f *paths.Func, sc *Scenario, pos int, solver smt.Solver, timeout time.Duration) (smt.Result, error) {
	return serialFits(ctx, f, sc, pos, solver, timeout, false)
}

// SerialFitsAgain is SerialFits decided by a second engine (Z3's default
// solver: smt.Script.Plain). Z3 4.8.12's tuned pipeline has answered
// unsat, where its default solver and cvc5 answer sat, on the serial
// orders of scenarios that pin memory by address (a slice's elements
// read in a loop): a witness of such a scenario is confirmed only when no
// serial order fits by both.
func SerialFitsAgain(ctx context.Context, f *paths.Func, sc *Scenario, pos int, solver smt.Solver, timeout time.Duration) (smt.Result, error) {
	return serialFits(ctx, f, sc, pos, solver, timeout, true)
}

func serialFits(ctx context.Context, f *paths.Func, sc *Scenario, pos int, solver smt.Solver, timeout time.Duration, plain bool) (smt.Result, error) {
	e, state := serialStart(f, sc, pos)
	after := e.serialRun(sc, pos, state, func(q *paths.Path, res []*smt.Term) *smt.Term { return observed(f, sc, q, res) })
	final := e.env(sc, pos, sc.Env[pos:], after)
	e.asserts = append(e.asserts, e.sameState(sc, final))
	s := e.script(fmt.Sprintf("%s: serial order with the client after %d of %d other calls", f.Fn, pos, len(sc.Env)))
	s.Plain = plain
	return solver.Check(ctx, s, timeout)
}

// serialRun asserts that one of f's paths runs sequentially from state
// with an outcome outcome allows, and returns the state it leaves.
func (e *encoder) serialRun(sc *Scenario, pos int, state *smt.Term, outcome func(q *paths.Path, res []*smt.Term) *smt.Term) *smt.Term {
	after := e.state("s!after")
	var exits, goal []*smt.Term
	for _, q := range e.f.Paths {
		b, last, res := e.copyPath(q, "r!", state)
		e.sameObjects(sc, q, rename(q, "r!"), b)
		e.sameMemory(sc, pos, q, rename(q, "r!"), b)
		e.serialClocks(sc, q, rename(q, "r!"), b)
		if calm := NoInterference(q); calm != nil { // a serial run: no one interferes
			e.asserts = append(e.asserts, smt.Subst(calm, rename(q, "r!")))
		}
		exits = append(exits, b)
		goal = append(goal, smt.Implies(b, smt.And(smt.Eq(last, after), outcome(q, res))))
	}
	e.asserts = append(e.asserts, smt.Or(exits...))
	e.asserts = append(e.asserts, goal...)
	return after
}

// SerialDeep checks whether running f sequentially after sc.Env[:pos] may
// take one of the runs deep (paths.Func.Deep: prefixes of runs longer than
// the unrolled paths follow) and, with cycles, not be caught in a cycle
// there (paths.Cycle: such a run never returns). Sat (or undecided) means
// that SerialFits over f's unrolled paths does not cover every serial run
// at pos: the position must be taken to fit.
func SerialDeep(ctx context.Context, f *paths.Func, deep []*paths.Path, sc *Scenario, pos int, cycles bool, solver smt.Solver, timeout time.Duration) (smt.Result, error) {
	if len(deep) == 0 {
		return smt.Result{Status: smt.Unsat}, nil
	}
	e, state := serialStart(f, sc, pos)
	var exits []*smt.Term
	for _, q := range deep {
		b, states, _ := e.copyPathStates(q, "r!", state)
		if c := q.Cycle; c != nil && cycles {
			repeats := smt.And(smt.Subst(c.Same, rename(q, "r!")), smt.Eq(states[c.From], states[len(states)-1]))
			b = smt.And(b, smt.Not(repeats))
		}
		exits = append(exits, b)
	}
	e.asserts = append(e.asserts, smt.Or(exits...))
	s := e.script(fmt.Sprintf("%s: a serial run after %d of %d other calls longer than the unrolled paths", f.Fn, pos, len(sc.Env)))
	return solver.Check(ctx, s, timeout)
}

// serialStart fixes the scenario's inputs, atoms and pins, and returns the
// state after sc.Env[:pos], where the serial run of the client starts.
func serialStart(f *paths.Func, sc *Scenario, pos int) (*encoder, *smt.Term) {
	e := &encoder{f: f, nameStates: true, made: hasOps(sc)}
	e.consts = append(e.consts, f.Inputs...)
	e.consts = append(e.consts, sc.Atoms...)
	if atAny, ok := AtAny(f); ok && atAny != nil { // the instantiation the witness runs
		e.asserts = append(e.asserts, atAny)
	}
	for i, a := range sc.Atoms {
		for _, b := range sc.Atoms[i+1:] {
			if a.Sort.Equal(b.Sort) {
				e.asserts = append(e.asserts, smt.Not(smt.Eq(a, b)))
			}
		}
	}
	for i, in := range f.Inputs {
		if sc.Inputs[i] != nil { // nil: a value nothing constrained
			e.asserts = append(e.asserts, smt.Eq(in, sc.Inputs[i]))
		}
	}
	for n := range sc.Pins {
		if sc.Pins[n] != nil && n < len(sc.PinTerms) && sc.PinTerms[n] != nil {
			e.asserts = append(e.asserts, smt.Apply("=", smt.Bool, sc.PinTerms[n], sc.Pins[n]))
		}
	}
	if unfused := Unfused(f); unfused != nil { // the same compiled code as the witness's
		e.asserts = append(e.asserts, unfused)
	}
	state := e.stateOf(sc, sc.Initial, "s!base")
	return e, e.env(sc, 0, sc.Env[:pos], state)
}

// stateOf builds the state holding the given entries at sc.Keys over an
// arbitrary base (keyed), or the given state itself.
func (e *encoder) stateOf(sc *Scenario, entries []*smt.Term, base string) *smt.Term {
	keyed, ok := e.f.Collection().(axioms.Keyed)
	if !ok {
		return entries[0]
	}
	s := e.state(base)
	for j, k := range sc.Keys {
		s = keyed.Put(s, k, entries[j])
	}
	return s
}

// env applies calls (sc.Env from index first) to state, asserting their
// observed results; it returns the state after them.
func (e *encoder) env(sc *Scenario, first int, calls []EnvCall, state *smt.Term) *smt.Term {
	for n, c := range calls {
		if c.Op != nil {
			state = e.opSerial(first+n, c.Op, state)
			continue
		}
		if c.Write != nil {
			continue // memory, not the collection
		}
		eff := c.Method.Apply(e.f.Model, state, c.Args)
		if eff.Panics != nil {
			e.asserts = append(e.asserts, smt.Not(eff.Panics))
		}
		for i, r := range c.Results {
			if r != nil {
				e.asserts = append(e.asserts, smt.Eq(eff.Results[i], r))
			}
		}
		if c.Seen != nil {
			seen := e.stateOf(sc, c.Seen, fmt.Sprintf("s!seen!%d", first+n))
			obs := c.Method.Apply(e.f.Model, seen, c.Args)
			for i := range eff.Results {
				e.asserts = append(e.asserts, smt.Eq(eff.Results[i], obs.Results[i]))
			}
		}
		state = eff.Post
		if e.f.Product != nil && state.Kind != smt.Var { // a tuple mentions its pre-state once per object
			name := e.state(fmt.Sprintf("s!env!%d", first+n))
			e.asserts = append(e.asserts, smt.Eq(name, state))
			state = name
		}
	}
	return state
}

// A FinalPoint is the value a point holds at the end of an interleaving.
type FinalPoint struct {
	Point
	Value *smt.Term
}

// sameState says that state holds the observed final entries (or value).
func (e *encoder) sameState(sc *Scenario, state *smt.Term) *smt.Term {
	if e.f.Product != nil && sc.FinalPoints != nil {
		var eqs []*smt.Term
		for _, fp := range sc.FinalPoints {
			eqs = append(eqs, smt.Eq(PointValue(e.f, state, fp.Point), fp.Value))
		}
		return smt.And(eqs...)
	}
	keyed, ok := e.f.Collection().(axioms.Keyed)
	if !ok {
		return smt.Eq(state, sc.Final[0])
	}
	var eqs []*smt.Term
	for j, k := range sc.Keys {
		eqs = append(eqs, smt.Eq(keyed.Entry(state, k), sc.Final[j]))
	}
	return smt.And(eqs...)
}

// observed says that path q's outcome res is the observed one.
func observed(f *paths.Func, sc *Scenario, q *paths.Path, res []*smt.Term) *smt.Term {
	if q.Panics != sc.Panics || len(res) != len(sc.Result) {
		return smt.False
	}
	if differentPanics(sc.PanicValues, PathPanics(f, q)) {
		return smt.False // run-time panics of two kinds have two messages
	}
	var eqs []*smt.Term
	for i := range res {
		eq := smt.Eq(res[i], sc.Result[i])
		if i == 0 && q.Panics && sc.Panic != nil {
			eq = samePanic(sc.Panic, res[0], eq)
		}
		eqs = append(eqs, eq)
	}
	eqs = append(eqs, observedEvents(sc, q, rename(q, "r!")))
	return smt.And(eqs...)
}
