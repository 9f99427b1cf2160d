// This file defines the probes of an obligation: definitional constants
// that name, for the model of a refuted obligation, what a witness needs
// (the keys the path uses, the collection's entries at those keys before
// and after each call, each call's arguments, the path's outcome).
// Defining a fresh constant as a term changes no answer.

package obligations

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// Probe names, read from a model by the witness stage.
func ProbeKey(j int) string     { return fmt.Sprintf("w!key!%d", j) }
func ProbePre(k, j int) string  { return fmt.Sprintf("w!pre!%d!%d", k, j) }
func ProbePost(k, j int) string { return fmt.Sprintf("w!post!%d!%d", k, j) }
func ProbeArg(k, a int) string  { return fmt.Sprintf("w!arg!%d!%d", k, a) }
func ProbeResult(i int) string  { return fmt.Sprintf("w!res!%d", i) }
func ProbePin(n int) string     { return fmt.Sprintf("w!pin!%d", n) }

// ProbePanicArg is the probe of operand j of the run-time panic a path
// ends in (PanicOperands).
func ProbePanicArg(j int) string { return fmt.Sprintf("w!panicarg!%d", j) }

// PanicOperands returns the operands of the run-time panic p ends in, when
// its panic value is one (panic!KIND applied to them: the path's, or its
// last call's by the call's axioms, independent of the state), else nil.
func PanicOperands(f *paths.Func, p *paths.Path) []*smt.Term {
	if !p.Panics || len(p.Result) == 0 {
		return nil
	}
	v := p.Result[0]
	if vs := PathPanics(f, p); len(vs) == 1 {
		v = vs[0]
	}
	if kind, _ := PanicKind(v); kind == "" || v.Kind != smt.App {
		return nil
	}
	free := true
	smt.Walk(v.Args, func(t *smt.Term) { free = free && !(t.Kind == smt.Var && t.Op == probeState) })
	if !free {
		return nil
	}
	return v.Args
}

// ProbeIndex is the probe of the index of path load n, when it reads an
// element (IndexOf).
func ProbeIndex(n int) string { return fmt.Sprintf("w!index!%d", n) }

// IndexOf returns the slice and index of a read of an element, or false.
func IndexOf(l paths.MemRead) (slice, index *smt.Term, ok bool) {
	if a := l.Addr; a.Kind == smt.App && strings.HasPrefix(strings.Trim(a.Op, "|"), "indexaddr!") && len(a.Args) == 2 {
		return a.Args[0], a.Args[1], true
	}
	return nil, nil, false
}

// PinPrefixes name the functions whose applications stand for values fixed
// for a whole run (Pins).
var PinPrefixes = []string{"constfield!", "immfield!", "constglobal!", "zero!", "const!", "global!", "len!", "rangekey!", "rangeval!", "fnval!"}

// Pins returns the terms of p that stand for values fixed for a whole run
// (fields fixed at construction, nil and zero values, constants, named
// functions' values (paths/funccall.go), lengths
// of slices and maps, the entries of a map a range visits): a
// serial-order check must give them the values the interleaving had.
func Pins(p *paths.Path) []*smt.Term {
	var out []*smt.Term
	seen := map[string]bool{}
	terms := p.Terms()
	for _, a := range p.Allocs { // what a fresh object holds: a copied field
		terms = append(terms, a.Contents...)
	}
	smt.Walk(terms, func(t *smt.Term) {
		if IsPin(t.Op) && !seen[t.String()] {
			seen[t.String()] = true
			out = append(out, t)
		}
	})
	return out
}

// IsPin reports whether op is a function standing for a value fixed for
// a whole run (PinPrefixes).
func IsPin(op string) bool {
	name := strings.Trim(op, "|")
	for _, prefix := range PinPrefixes {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// StatePins returns the pins of p that read a field fixed at construction
// of a pointer of the state's sort (a single-value collection holding a
// pointer, such as atomic.Pointer[T]): the witness pins them at every
// state the interleaving passes through, so that the contents of the
// objects another goroutine stores are part of the scenario and the same
// in every serial order (ProbeStatePin).
func StatePins(f *paths.Func, p *paths.Path) []*smt.Term {
	if _, keyed := f.Client.Collection.(axioms.Keyed); keyed {
		return nil
	}
	state := f.Client.Collection.StateSort(f.Model)
	var out []*smt.Term
	for _, t := range Pins(p) {
		if strings.HasPrefix(strings.Trim(t.Op, "|"), "immfield!") && len(t.Args) == 1 && t.Args[0].Sort.Equal(state) {
			out = append(out, t)
		}
	}
	return out
}

// ProbeStatePin is the probe of state pin n (StatePins) applied to the
// state before (post=false) or after call k.
func ProbeStatePin(n, k int, post bool) string {
	if post {
		return fmt.Sprintf("w!spin!%d!post!%d", n, k)
	}
	return fmt.Sprintf("w!spin!%d!pre!%d", n, k)
}

// ProbeWhole is the j of a single-value collection's state probes.
const ProbeWhole = -1

// Keys returns the distinct key terms of p's calls (for keyed collections),
// each as the map stores it (values.Model.MapKey: a float key -0.0 is the
// key +0.0), so that probing the state at a key reads the entry the calls
// use.
func Keys(f *paths.Func, p *paths.Path) []*smt.Term {
	if _, ok := f.Client.Collection.(axioms.Keyed); !ok {
		return nil
	}
	return keysOf(f, p, func(c *paths.Call) (*axioms.Method, bool) { return c.Method, true })
}

// keysOf returns the distinct keys of p's calls whose method method gives
// (false: a call on another object), as the map stores them.
func keysOf(f *paths.Func, p *paths.Path, method func(*paths.Call) (*axioms.Method, bool)) []*smt.Term {
	var keys []*smt.Term
	seen := map[string]bool{}
	for _, c := range p.Calls {
		m, ok := method(c)
		if !ok || len(c.Args) == 0 || m.Clock && len(c.Args) == 1 { // no key: only the call's clock reading
			continue
		}
		k := c.Args[0]
		if k.Sort == values.AnySort {
			k = f.Model.MapKey(k)
		}
		if s := k.String(); !seen[s] {
			seen[s] = true
			keys = append(keys, k)
		}
	}
	return keys
}

// probe defines the probes of path p given its calls' pre- and post-states.
func (e *encoder) probe(p *paths.Path, pres, posts []*smt.Term) {
	def := func(name string, t *smt.Term) {
		c := smt.Const(name, t.Sort)
		e.consts = append(e.consts, c)
		e.asserts = append(e.asserts, smt.Eq(c, t))
	}
	if e.f.Product != nil {
		e.probePoints(p, pres, posts, def) // objprobes.go
	} else {
		e.probeStates(p, pres, posts, def)
	}
	for i, r := range p.Result {
		def(ProbeResult(i), r)
	}
	for n, t := range Pins(p) {
		def(ProbePin(n), t)
	}
	e.probeEvents(p, def)
	for j, a := range PanicOperands(e.f, p) {
		def(ProbePanicArg(j), a)
	}
	for n, l := range p.Loads {
		if _, idx, ok := IndexOf(l); ok {
			def(ProbeIndex(n), idx)
		}
	}
	if z, ok := e.f.Client.Collection.(axioms.Zeroed); ok {
		def(ProbeZero, z.Zero(e.f.Model))
	}
}

// probeStates defines the probes of each call's arguments and of the
// collection's state around it: entries at the path's keys, or the whole
// state and the pins read of it.
func (e *encoder) probeStates(p *paths.Path, pres, posts []*smt.Term, def func(string, *smt.Term)) {
	keys := Keys(e.f, p)
	keyed, isKeyed := e.f.Client.Collection.(axioms.Keyed)
	statePins := StatePins(e.f, p)
	for j, k := range keys {
		def(ProbeKey(j), k)
	}
	for k, c := range p.Calls {
		for a, arg := range c.Args {
			def(ProbeArg(k, a), arg)
		}
		if !isKeyed {
			def(ProbePre(k, ProbeWhole), pres[k])
			def(ProbePost(k, ProbeWhole), posts[k])
			for n, t := range statePins {
				def(ProbeStatePin(n, k, false), smt.Apply(t.Op, t.Sort, pres[k]))
				def(ProbeStatePin(n, k, true), smt.Apply(t.Op, t.Sort, posts[k]))
			}
			continue
		}
		for j, key := range keys {
			def(ProbePre(k, j), keyed.Entry(pres[k], key))
			def(ProbePost(k, j), keyed.Entry(posts[k], key))
		}
	}
}

// ProbeZero is the probe of a Zeroed collection's zero value.
const ProbeZero = "w!zero"

// Interferes returns the condition that the state changes between some
// two consecutive calls of p (another goroutine acted), or nil for a path
// with fewer than two calls.
func Interferes(f *paths.Func, p *paths.Path) *smt.Term {
	same := gapsSame(f, p)
	if len(same) == 0 {
		return nil
	}
	var alts []*smt.Term
	for _, eq := range same {
		alts = append(alts, smt.Not(eq))
	}
	return smt.Or(alts...)
}

// Undisturbed returns the condition that the state does not change
// between any two consecutive calls of p (no other goroutine changes it;
// one may still read it), or nil for a path with fewer than two calls.
func Undisturbed(f *paths.Func, p *paths.Path) *smt.Term {
	same := gapsSame(f, p)
	if len(same) == 0 {
		return nil
	}
	return smt.And(same...)
}

// gapsSame says, for every two consecutive calls of p and every state
// probe, that the probe after the first equals the probe before the second.
func gapsSame(f *paths.Func, p *paths.Path) []*smt.Term {
	var same []*smt.Term
	js := stateProbes(f, p)
	for k := 0; k+1 < len(p.Calls); k++ {
		for _, j := range js {
			same = append(same, smt.Apply("=", smt.Bool, smt.Const(ProbePost(k, j), smt.Bool), smt.Const(ProbePre(k+1, j), smt.Bool)))
		}
	}
	return same
}

// EnvCanAct returns, for a single-value collection, the condition that
// between any two consecutive calls of p the state either stays or becomes
// what another goroutine's Store (and Swap, which the witness may use
// instead) can make it without panicking (atomic.Value refuses nil and a
// value of another type); nil when there is nothing to say. Witness search
// asserts it: an interleaving whose other goroutine panics is no witness.
func EnvCanAct(f *paths.Func, p *paths.Path) *smt.Term {
	if _, ok := f.Client.Collection.(axioms.Keyed); ok {
		return nil
	}
	var ms []*axioms.Method
	for _, name := range []string{"Store", "Swap"} {
		if m, ok := f.Client.Collection.Method(name); ok && m.Apply != nil && m.Choices == 0 {
			ms = append(ms, m)
		}
	}
	if len(ms) == 0 {
		return nil
	}
	sort := f.Client.Collection.StateSort(f.Model)
	var conds []*smt.Term
	for k := 0; k+1 < len(p.Calls); k++ {
		post, pre := smt.Const(ProbePost(k, ProbeWhole), sort), smt.Const(ProbePre(k+1, ProbeWhole), sort)
		var ok []*smt.Term
		for _, m := range ms {
			if eff := m.Apply(f.Model, post, []*smt.Term{pre}); eff.Panics != nil {
				ok = append(ok, smt.Not(eff.Panics))
			}
		}
		conds = append(conds, smt.Or(smt.Eq(post, pre), smt.And(ok...)))
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// Block returns a condition excluding the model's values of the inputs and
// the probes of p (those of uninterpreted sorts cannot be named and are left
// out), or nil when nothing can be excluded.
func Block(f *paths.Func, p *paths.Path, m smt.Model) *smt.Term {
	var names []string
	for _, in := range f.Inputs {
		names = append(names, in.Op)
	}
	js := stateProbes(f, p)
	for k := range p.Calls {
		for _, j := range js {
			names = append(names, ProbePre(k, j), ProbePost(k, j))
		}
	}
	var eqs []*smt.Term
	for _, n := range names {
		v, ok := m.Value(n)
		if !ok || strings.Contains(v, "!val!") {
			continue
		}
		eqs = append(eqs, smt.Apply("=", smt.Bool, smt.Const(n, smt.Bool), smt.Lit(v, smt.Bool)))
	}
	if len(eqs) == 0 {
		return nil
	}
	return smt.Not(smt.And(eqs...))
}

// stateProbes returns the j of p's state probes: one per key of a keyed
// collection, else ProbeWhole.
func stateProbes(f *paths.Func, p *paths.Path) []int {
	if f.Product != nil {
		var js []int
		pts, _ := StatePoints(f, p)
		for j := range pts {
			js = append(js, j)
		}
		return js
	}
	keys := Keys(f, p)
	if keys == nil {
		return []int{ProbeWhole}
	}
	var js []int
	for j := range keys {
		js = append(js, j)
	}
	return js
}

// typed is implemented by keyed collections with typed keys and values
// (axioms.TypedMap).
type typed interface {
	KeyType() types.Type
	ValueType() types.Type
}

// NothingAtUnhashable says that the entries at p's probed keys whose
// hashing panics are absent at every call: no one can store there (Go
// panics first), and that a key holding interfaces holds in them values
// whose hashing the value model decides (values.Model.ShallowKey). Keys of
// a type whose hashing never panics are left out.
// Witness search asserts it; nil when there is nothing to say.
func NothingAtUnhashable(f *paths.Func, p *paths.Path) *smt.Term {
	keyed, ok := f.Client.Collection.(axioms.Keyed)
	keys := Keys(f, p)
	if !ok || keys == nil || !keyed.EntrySort().Equal(smt.Named("Entry")) {
		return nil
	}
	var conds []*smt.Term
	for j, key := range keys {
		if t, boxed := f.Model.BoxType(strings.Trim(key.Op, "|")); boxed && key.Kind == smt.App && values.NeverPanicsOnEq(t) {
			continue
		}
		if shallow := f.Model.ShallowKey(smt.Const(ProbeKey(j), values.AnySort)); shallow != nil {
			conds = append(conds, shallow)
		}
		hashPanics := f.Model.HashPanics(smt.Const(ProbeKey(j), values.AnySort))
		for k := range p.Calls {
			for _, name := range []string{ProbePre(k, j), ProbePost(k, j)} {
				conds = append(conds, smt.Implies(hashPanics, smt.Apply("(_ is absent)", smt.Bool, smt.Const(name, keyed.EntrySort()))))
			}
		}
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// WellTyped says that the probed keys and entries of a typed map hold
// values of its Go key and value types: its state is over interface
// values, and a witness must only use values the program can store. Witness
// search always asserts it; nil when there is nothing to say.
func WellTyped(f *paths.Func, p *paths.Path) *smt.Term {
	tm, ok := f.Client.Collection.(typed)
	if !ok {
		return nil
	}
	var conds []*smt.Term
	keys := Keys(f, p)
	if !types.IsInterface(tm.KeyType()) {
		for j := range keys {
			conds = append(conds, f.Model.HasType(tm.KeyType(), smt.Const(ProbeKey(j), values.AnySort)))
		}
	}
	if !types.IsInterface(tm.ValueType()) {
		conds = append(conds, absentOr(f, p, func(val *smt.Term) *smt.Term { return f.Model.HasType(tm.ValueType(), val) })...)
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}
