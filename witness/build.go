// This file defines build, which turns the model of a refuted obligation
// into a scenario: the client's inputs and calls with their results, the
// collection's initial state at the keys the path uses, and between the
// client's calls the other goroutine's calls (a Store or Delete per key, or
// a Store of the whole value) that take the state from one call's
// post-state to the next call's pre-state.

package witness

import (
	"fmt"
	"go/token"
	"go/types"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

type builder struct {
	f        *paths.Func
	p        *paths.Path
	d        *decoder
	w        *Witness
	sc       *obligations.Scenario
	coll     axioms.Collection
	keyed    bool
	keys     []axioms.Value
	init     []axioms.Value // initial entries (keyed) or value
	present  []bool
	steps    []replayStep // client and other steps, in order
	envSteps []Step
	isLocal  map[string]bool // the path's locals, by name
	cur      []*smt.Term     // entries at the keys as the other goroutine sees them (gap)
	// solve checks a script and returns a model when it is satisfiable
	// (envsolve.go); nil when no solver is at hand.
	solve func(*smt.Script) (smt.Model, bool)
	// shown holds the objects whose fields the witness fixes, by object
	// as printed.
	shown map[string]*shownObject
	// pins are the path's obligations.Pins.
	pins []*smt.Term
	// read names the path's locals read from memory that the witness
	// fixes; writes are the other goroutine's writes of memory, by the
	// number of client calls before them; firstReads the first read of
	// each address (memory.go).
	read       map[string]bool
	writes     map[int][]write
	firstReads []paths.MemRead
	// observe: the other goroutine also reads every key between the
	// client's calls (gap.go).
	observe bool
	// nanoBase is t0 of the methods' readings of the clock (specclock.go).
	nanoBase *big.Int
}

// A replayStep is a step with its decoded arguments and expected results.
type replayStep struct {
	step    *Step
	method  string
	args    []axioms.Value
	results []axioms.Value // expected (client steps); nil for other steps
	client  bool
	observe bool // another goroutine's call whose results are shown
	index   int  // of the step in the witness's Steps
}

// newBuilder starts the scenario of path i from model m: what the path
// reads (package variables, function values, memory, the clock) named,
// and its inputs decoded.
func newBuilder(f *paths.Func, i int, m smt.Model, observe bool) (*builder, error) {
	p := f.Paths[i]
	pkg := paths.FuncPackage(f.Fn)
	b := &builder{f: f, p: p, coll: f.Collection(), w: &Witness{Path: i},
		d:  &decoder{model: m, vm: f.Model, qual: types.RelativeTo(pkg), atoms: map[string]*smt.Term{}, exact: true},
		sc: &obligations.Scenario{Panics: p.Panics}, observe: observe, isLocal: map[string]bool{}}
	_, b.keyed = b.coll.(axioms.Keyed)
	for _, v := range p.Locals {
		b.isLocal[v.Op] = true
	}
	b.pins = obligations.Pins(p)
	b.nameGlobals()
	b.nameFuncs() // funcvals.go
	b.memory(p)
	b.clocks(p) // the clock's readings (clock.go)
	return b, b.inputs()
}

// A stepper adds the steps of one client call and of the other
// goroutine's calls after it: the builder of one object's, or of several
// objects' (objects.go).
type stepper interface {
	clientCall(k int, c *paths.Call, where func(token.Pos) string) error
	gap(k int) error
}

// addSteps adds, by s, every client call of the path, the memory the other
// goroutine writes after it, and its calls before the next.
func (b *builder) addSteps(s stepper, where func(token.Pos) string) error {
	for k, c := range b.p.Calls {
		if err := s.clientCall(k, c, where); err != nil {
			return err
		}
		if err := b.addWrites(k + 1); err != nil {
			return err
		}
		if k+1 < len(b.p.Calls) {
			if err := s.gap(k); err != nil {
				return err
			}
		}
	}
	return nil
}

func build(f *paths.Func, i int, m smt.Model, observe, pending bool, where func(token.Pos) string, solve func(*smt.Script) (smt.Model, bool)) (*builder, error) {
	p := f.Paths[i]
	if len(p.Calls) == 0 {
		return nil, nil
	}
	b, err := newBuilder(f, i, m, observe)
	if err != nil {
		return nil, err
	}
	b.solve = solve
	if err := b.initial(); err != nil {
		return nil, err
	}
	if err := b.addSteps(b, where); err != nil {
		return nil, err
	}
	if pending && observe && len(p.Calls) > 0 { // the client still runs: its last state shows
		if err := b.observeLast(len(p.Calls) - 1); err != nil {
			return nil, err
		}
	}
	if err := b.outcome(); err != nil {
		return nil, err
	}
	for n, t := range b.pins {
		var lit *smt.Term
		if v, ok := b.d.raw(obligations.ProbePin(n)); ok {
			lit = b.d.literal(v, t.Sort)
		}
		b.sc.Pins = append(b.sc.Pins, lit)
		b.sc.PinTerms = append(b.sc.PinTerms, b.fixLocals(t))
	}
	b.w.Fixed = append(b.fixedShown(), b.clocksShown()...)
	b.objects(p)
	b.statePins(p)
	b.w.Objects = append(append(b.objectsShown(), b.memoryShown()...), b.w.Objects...) // outcome's: channels (chans.go)
	b.sc.Atoms = b.d.sortedAtoms()
	return b, nil
}

// statePins pins the fields fixed at construction that the path reads, of
// every object the state holds in the interleaving (the other goroutine's
// too): obligations.StatePins.
func (b *builder) statePins(p *paths.Path) {
	sort := b.coll.StateSort(b.f.Model)
	for n, t := range obligations.StatePins(b.f, p) {
		for k := range p.Calls {
			for _, post := range []bool{false, true} {
				probe := obligations.ProbePre(k, obligations.ProbeWhole)
				if post {
					probe = obligations.ProbePost(k, obligations.ProbeWhole)
				}
				sv, ok1 := b.d.raw(probe)
				v, ok2 := b.d.raw(obligations.ProbeStatePin(n, k, post))
				if !ok1 || !ok2 || b.isFresh(b.d.literal(sv, sort)) {
					continue // a fresh object's fields are its contents (objects)
				}
				b.sc.Pins = append(b.sc.Pins, b.d.literal(v, t.Sort))
				b.sc.PinTerms = append(b.sc.PinTerms, smt.Apply(t.Op, t.Sort, b.d.literal(sv, sort)))
				b.showField(sv, t.Op, v)
			}
		}
	}
}

// objects records the path's fresh objects of known contents, as values
// (obligations.Object).
func (b *builder) objects(p *paths.Path) {
	for _, a := range p.Allocs {
		if !a.Known {
			continue
		}
		o := obligations.Object{Alloc: a, Ptr: b.fixLocals(a.Ptr)}
		for _, c := range a.Contents {
			o.Contents = append(o.Contents, b.fixLocals(c))
		}
		if o.Ptr != nil && !slices.Contains(o.Contents, nil) {
			b.sc.Objects = append(b.sc.Objects, o)
			b.showObject(a, o)
		}
	}
}

// showField adds to the witness's objects the field of the object held in
// state sv that immfield op reads, with its value v (statePins).
func (b *builder) showField(sv *smt.Term, op string, v *smt.Term) {
	t, ok := b.cellType()
	if !ok {
		return
	}
	ptr, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return
	}
	st, ok := ptr.Elem().Underlying().(*types.Struct)
	name := strings.Trim(op, "|")
	i, err := strconv.Atoi(name[strings.LastIndex(name, "!")+1:])
	if !ok || err != nil || i >= st.NumFields() {
		return
	}
	exact := b.d.exact
	defer func() { b.d.exact = exact }()
	obj := b.d.value(sv, t)
	if obj.Go == "nil" {
		return
	}
	b.fields(obj.Go, types.TypeString(ptr.Elem(), b.d.qual))[fieldKey(i, st)] = b.d.value(v, st.Field(i).Type()).Go
}

// A shownObject is an object whose fields a witness fixes: its struct
// type, and the fields' values keyed "index:name" (to print them in
// declaration order).
type shownObject struct {
	typ    string
	fields map[string]string
}

// fields returns the shown fields of the object printed as obj.
func (b *builder) fields(obj, typ string) map[string]string {
	if b.shown == nil {
		b.shown = map[string]*shownObject{}
	}
	if b.shown[obj] == nil {
		b.shown[obj] = &shownObject{typ: typ, fields: map[string]string{}}
	}
	return b.shown[obj].fields
}

// showObject adds a fresh object of known contents to the witness's objects.
func (b *builder) showObject(a *paths.Alloc, o obligations.Object) {
	ptr, ok := a.Site.Type().Underlying().(*types.Pointer)
	if !ok || len(o.Contents) != 1 {
		return
	}
	st, ok := ptr.Elem().Underlying().(*types.Struct)
	v, found := b.d.raw(a.Ptr.Op)
	if !ok || !found || o.Contents[0].Kind != smt.App || len(o.Contents[0].Args) != st.NumFields() {
		return
	}
	exact := b.d.exact
	defer func() { b.d.exact = exact }() // printing must not make the witness inexact
	obj := b.d.value(v, ptr)
	pinned := map[string]*smt.Term{}
	for n, t := range b.sc.PinTerms {
		if t != nil && b.sc.Pins[n] != nil {
			pinned[t.String()] = b.sc.Pins[n]
		}
	}
	vals := map[string]string{}
	for i := 0; i < st.NumFields(); i++ {
		t := o.Contents[0].Args[i]
		switch {
		case t.Kind == smt.Var: // an input
			var err error
			t, err = b.getOr(t.Op, t.Sort)
			ok = err == nil
		case pinned[t.String()] != nil: // a field of another object
			t = pinned[t.String()]
		}
		if !ok {
			return
		}
		b.d.exact = true
		val := b.d.value(t, st.Field(i).Type())
		if !b.d.exact {
			return
		}
		vals[fieldKey(i, st)] = val.Go
	}
	fs := b.fields(obj.Go, types.TypeString(ptr.Elem(), b.d.qual))
	for k, v := range vals {
		fs[k] = v
	}
}

// freshSeenEarly returns a new object of the path (an allocation, or a
// helper's result that is one: paths.Alloc.Fresh) that the witness shows
// before the client publishes it: in the initial state, or in a call's
// results or another goroutine's arguments before a client call that takes
// it as an argument. No run does that: a
// model may, since an object's address is just a value to the solver.
// Objects of a type of size zero may share an address: they are not new.
// Empty when there is none.
func (b *builder) freshSeenEarly() string {
	var fresh []string
	for _, a := range b.p.Allocs {
		if _, isCall := a.Site.(*ssa.Call); isCall && !a.Fresh {
			continue
		}
		if p, ok := a.Site.Type().Underlying().(*types.Pointer); ok && paths.MayBeZeroSize(p.Elem()) {
			continue // Go may give all such objects one address
		}
		v, ok := b.d.raw(a.Ptr.Op)
		if !ok || a.Ptr.Kind != smt.Var {
			continue
		}
		fresh = append(fresh, b.d.value(v, a.Site.Type()).Go)
	}
	published := map[string]bool{}
	for _, f := range fresh {
		if strings.Contains(b.w.Initial, f) {
			return f
		}
	}
	holds := func(texts []string, f string) bool {
		return slices.ContainsFunc(texts, func(t string) bool { return strings.Contains(t, f) })
	}
	for _, st := range b.w.Steps {
		for _, f := range fresh {
			switch {
			case published[f]:
			case holds(st.Result, f), st.Thread != "client" && holds(st.Args, f):
				return f // only the client can pass it on before it publishes it
			case holds(st.Args, f):
				published[f] = true
			}
		}
	}
	return ""
}

// isFresh reports whether ptr is one of the interleaving's fresh objects.
func (b *builder) isFresh(ptr *smt.Term) bool {
	for _, o := range b.sc.Objects {
		if o.Ptr.String() == ptr.String() {
			return true
		}
	}
	return false
}

// fieldKey keys field i of st in a witness's shown objects.
func fieldKey(i int, st *types.Struct) string {
	return fmt.Sprintf("%04d:%s", i, st.Field(i).Name())
}

// objectsShown prints the contents the witness fixes, object by object:
// `(*Config)(@1) = &Config{Limit: 0, Verbose: true}`.
func (b *builder) objectsShown() []string {
	var out []string
	for obj, o := range b.shown {
		var keys, parts []string
		for f := range o.fields {
			keys = append(keys, f)
		}
		sort.Strings(keys)
		for _, f := range keys {
			parts = append(parts, f[strings.Index(f, ":")+1:]+": "+o.fields[f])
		}
		out = append(out, obj+" = &"+o.typ+"{"+strings.Join(parts, ", ")+"}")
	}
	sort.Strings(out)
	return out
}

// fixLocals replaces the path's locals in t by their values in the model,
// or returns nil when one has none.
func (b *builder) fixLocals(t *smt.Term) *smt.Term {
	ren := map[string]*smt.Term{}
	ok := true
	smt.Walk([]*smt.Term{t}, func(u *smt.Term) {
		if u.Kind != smt.Var || ren[u.Op] != nil || !b.isLocal[u.Op] {
			return
		}
		v, has := b.d.raw(u.Op)
		if !has {
			ok = false
			return
		}
		ren[u.Op] = b.d.literal(v, u.Sort)
	})
	if !ok {
		return nil
	}
	return smt.Subst(t, ren)
}

func (b *builder) get(name string) (*smt.Term, error) {
	t, ok := b.d.raw(name)
	if !ok {
		return nil, fmt.Errorf("the model has no value for %s", b.goName(name))
	}
	return t, nil
}

// goName is the Go expression the constant name stands for.
func (b *builder) goName(name string) string {
	return b.f.Go(smt.Const(name, smt.Bool))
}

// getOr is get for a constant the model may leave out because nothing
// constrains it: any value of its sort will do.
func (b *builder) getOr(name string, s smt.Sort) (*smt.Term, error) {
	if t, ok := b.d.raw(name); ok {
		return t, nil
	}
	if z, ok := axioms.ZeroState(s); ok && (s.Kind != smt.KindNamed || s == values.AnySort) && s.Kind != smt.KindArray {
		return z, nil // 0, false, "", nil
	}
	switch {
	case s.Kind == smt.KindNamed && strings.HasPrefix(s.Name, "T!"):
		return smt.Apply(s.Name+"!val!unconstrained", s), nil
	}
	return nil, fmt.Errorf("the model has no value for %s", b.goName(name))
}

func (b *builder) inputs() error {
	literal := map[string]bool{} // inputs printed as literals: their contents are the witness's
	defer func() { b.contentsFixed(literal) }()
	for i, in := range b.f.Inputs {
		v, err := b.getOr(in.Op, in.Sort)
		if err != nil && values.IsCompound(b.f.Fn.Params[i].Type()) {
			// A struct the model leaves out (a value receiver holding
			// the collection): nothing depends on it, and the
			// serial-order checks leave it free.
			b.w.Inputs = append(b.w.Inputs, b.f.Fn.Params[i].Name()+" = any "+types.TypeString(b.f.Fn.Params[i].Type(), types.RelativeTo(paths.FuncPackage(b.f.Fn))))
			b.sc.Inputs = append(b.sc.Inputs, nil)
			continue
		}
		if err != nil {
			return err
		}
		lit, ok := b.sliceInput(in, b.f.Fn.Params[i].Type())
		if !ok {
			lit, ok = b.mapInput(in, b.f.Fn.Params[i].Type())
		}
		if ok {
			literal[in.Op] = true
			b.w.Inputs = append(b.w.Inputs, b.f.Fn.Params[i].Name()+" = "+lit)
			b.sc.Inputs = append(b.sc.Inputs, b.d.literal(v, in.Sort))
			continue
		}
		val := b.d.value(v, b.f.Fn.Params[i].Type())
		b.w.Inputs = append(b.w.Inputs, b.f.Fn.Params[i].Name()+" = "+val.Go)
		b.sc.Inputs = append(b.sc.Inputs, b.d.literal(v, in.Sort))
	}
	return nil
}

// initial reads the state before the first call, at every key the path uses.
func (b *builder) initial() error {
	if !b.keyed {
		v, err := b.get(obligations.ProbePre(0, obligations.ProbeWhole))
		if err != nil {
			return err
		}
		b.init, b.present = []axioms.Value{b.whole(v)}, []bool{true}
		b.sc.Initial = []*smt.Term{b.d.literal(v, b.coll.StateSort(b.f.Model))}
		b.w.Initial = b.init[0].Go
		return nil
	}
	keyed := b.coll.(axioms.Keyed)
	var shown []string
	seen := map[string]bool{}
	for j, kt := range obligations.Keys(b.f, b.p) {
		kv, err := b.get(obligations.ProbeKey(j))
		if err != nil {
			return err
		}
		b.keys = append(b.keys, b.d.iface(kv))
		b.sc.Keys = append(b.sc.Keys, b.d.literal(kv, kt.Sort))
		e, err := b.get(obligations.ProbePre(0, j))
		if err != nil {
			return err
		}
		val, present := b.d.entry(e)
		b.init, b.present = append(b.init, val), append(b.present, present)
		b.sc.Initial = append(b.sc.Initial, b.d.literal(e, keyed.EntrySort()))
		if present && !seen[b.keys[j].Key] { // two key terms may have one value
			seen[b.keys[j].Key] = true
			shown = append(shown, b.keys[j].Go+": "+val.Go)
		}
	}
	b.w.Initial = "{" + strings.Join(shown, ", ") + "}"
	return nil
}

// whole decodes a single-value collection's state.
func (b *builder) whole(v *smt.Term) axioms.Value {
	if t, ok := b.cellType(); ok {
		return b.d.value(v, t)
	}
	return b.d.iface(v)
}

// cellType is the Go type of a single-value collection's state (an atomic
// type's value, a user spec's cell), when the collection says it.
func (b *builder) cellType() (types.Type, bool) {
	if vt, ok := b.coll.(interface{ ValueType() types.Type }); ok && !b.keyed {
		return vt.ValueType(), true
	}
	return nil, false
}

// bySort decodes a value of a call's argument or result from its sort.
func (b *builder) bySort(v *smt.Term, s smt.Sort) axioms.Value {
	switch {
	case s == values.AnySort:
		return b.d.iface(v)
	case s.Kind == smt.KindBool:
		return axioms.Bool(v.Op == "true")
	}
	if t, ok := b.cellType(); ok {
		return b.d.value(v, t)
	}
	b.d.exact = false
	return axioms.Value{Go: opaque(v), Key: v.String()}
}

func (b *builder) clientCall(k int, c *paths.Call, where func(token.Pos) string) error {
	st := &Step{Thread: "client", Call: c.Method.Name, Panics: c.Panicked, Pos: where(c.Pos)}
	rs := replayStep{step: st, method: c.Method.Name, client: true}
	for a, arg := range c.Args {
		v, err := b.get(obligations.ProbeArg(k, a))
		if err != nil {
			return err
		}
		var val axioms.Value
		if c.Method.Clock && a == len(c.Args)-1 { // its reading of the clock (specclock.go)
			val, _ = b.nanoClock(v)
		} else {
			val = b.bySort(v, arg.Sort)
		}
		rs.args = append(rs.args, val)
		if a < len(c.Args)-clockArgs(c.Method) { // choices and the clock are not Go arguments
			st.Args = append(st.Args, val.Go)
		}
	}
	for _, r := range c.Results {
		v, err := b.getOr(r.Op, r.Sort)
		if err != nil {
			return err
		}
		val := b.bySort(v, r.Sort)
		rs.results = append(rs.results, val)
		st.Result = append(st.Result, val.Go)
	}
	if n := obligations.InterferenceArity(c); n > 0 {
		for _, choice := range rs.args[len(rs.args)-n:] {
			if choice.Key == axioms.Bool(false).Key { // interfered with (interfere.go)
				if err := b.interfere(k, st); err != nil {
					return err
				}
				break
			}
		}
	}
	plainStep(st, c) // a racy access as Go writes it (racy.go)
	b.w.Steps = append(b.w.Steps, *st)
	rs.step = &b.w.Steps[len(b.w.Steps)-1]
	b.steps = append(b.steps, rs)
	return nil
}
