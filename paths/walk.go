// This file defines Split, which enumerates the loop-free paths of a
// client function by symbolic execution over its SSA blocks, forking at
// branches and at every implicit panic.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// MaxPaths bounds the paths of one function; beyond it the function is refused.
const MaxPaths = 512

// Split enumerates fn's paths. A function outside the fragment yields a Refusal.
func Split(p *Program, c *Client, fn *ssa.Function) (*Func, *Refusal) {
	f, r := split(p, c, fn, false, false, nil)
	if r == nil && f.readsMemory {
		f.AsWritten, _ = split(p, c, fn, true, false, nil)
	}
	if r != nil && r.rerun {
		r.AsWritten, _ = split(p, c, fn, true, false, nil)
	}
	if r != nil && r.typeParams {
		if inst, how := instantiated(p, fn); inst != nil {
			r.AsWritten, _ = split(p, c, inst, true, false, nil)
			r.Instantiation = how
		}
	}
	if r != nil && r.freeSplit && r.Delegate == nil {
		r.Outcome, _ = split(p, c, fn, false, true, nil)
	}
	return f, r
}

// split walks fn; asWritten inlines the helpers whose functional
// annotation does not hold or whose arguments reach memory, and runs the
// calls of methods that are no instant at one instant, instead of refusing
// them (Refusal.AsWritten, Func.AsWritten);
// freeSplit leaves the results of a call that is no instant free
// (Refusal.Outcome, splitfree.go); over, when not nil, is the function
// under verification an operation of the package environment is split
// with (pkgops.go): its value model, and its objects and their product
// (objconfine.go); else a new model.
func split(p *Program, c *Client, fn *ssa.Function, asWritten, freeSplit bool, over *Func) (*Func, *Refusal) {
	if c.Refusal != nil {
		return nil, c.Refusal
	}
	if r := c.resetRefusal(fn); r != nil { // resets.go
		return nil, r
	}
	if r := refuseShape(fn); r != nil {
		return nil, r
	}
	ls, r := findLoops(fn)
	if r != nil {
		return nil, r
	}
	c = c.forMethod(p, fn)
	w := &walker{prog: p, client: c, fn: fn, loops: ls, asWritten: asWritten, freeSplit: freeSplit,
		out:   &Func{Fn: fn, Client: c, Names: map[string]string{}, Fixed: map[string]types.Type{}, Constructed: map[string][]*smt.Term{}},
		early: unpublished(fn), inlined: map[*ssa.Function]bool{}}
	if over != nil { // an operation of the package environment (pkgops.go)
		w.model = over.Model
		if over.Product != nil {
			w.seedObjects(over) // objconfine.go
		}
	} else {
		w.model = values.New(c.Pkg.TypesSizes)
	}
	w.out.Model = w.model
	w.model.Register(types.Typ[types.Int], types.Typ[types.String], types.Typ[types.Float64]) // values a witness can print
	w.model.Register(implementers(fn, c.Pkg.Types)...)
	w.trustResets() // resets.go
	st := newState()
	for i, prm := range fn.Params {
		in := smt.Const(fmt.Sprintf("in!%d!%s", i, prm.Name()), w.model.Sort(prm.Type()))
		w.out.Inputs = append(w.out.Inputs, in)
		w.setName(in.Op, prm.Name())
		st.env[prm] = in
	}
	if c.Type != nil && c.ByPointer {
		if f := c.Type.Underlying().(*types.Struct).Field(c.Field); f.Exported() {
			w.trust(fmt.Sprintf("base field %s.%s is not reassigned outside the loaded packages", c.Name, f.Name()), f.Pos())
		}
	}
	init := st.clone() // the unrolled walk starts from the same inputs
	w.block(st, fn.Blocks[0], nil)
	if w.model.HoldsInterfaces() { // uncomparable values a witness can put in them: hashing panics naming their types
		w.model.Register(types.NewSlice(types.Typ[types.Int]), types.NewSlice(types.Typ[types.String]))
	}
	if w.refusal != nil {
		return nil, w.refusal
	}
	if len(ls.header) > 0 {
		w.unroll(init)
	}
	if over != nil && over.Product != nil {
		if r := w.liftOver(over); r != nil {
			return nil, r
		}
		return w.out, nil
	}
	liftObjects(w.out) // several objects: their product (objects.go)
	return w.out, nil
}

// refuseShape refuses functions whose shape is outside the fragment as a whole.
func refuseShape(fn *ssa.Function) *Refusal {
	if len(fn.Blocks) == 0 {
		return &Refusal{Pos: fn.Pos(), Message: "function without a body (assembly or external): not supported"}
	}
	if generic(fn) {
		if r := refuseTypeParams(fn); r != nil {
			r.typeParams = true
			return r
		}
	}
	// fn.Recover, the block a recovered panic resumes in, is reachable only
	// through recover in a deferred closure; closures are refused.
	return nil
}

type walker struct {
	prog    *Program
	client  *Client
	fn      *ssa.Function
	model   *values.Model
	loops   *loops
	out     *Func
	early   map[ssa.Instruction]bool // accesses to fresh allocations before they are published
	inlined map[*ssa.Function]bool
	nlocal  int
	refusal *Refusal
	trusted map[string]bool
	// defining marks the walk of a helper's body for its definition (fndefs.go).
	defining bool
	// exact marks the unrolled walk (unroll.go): back edges are taken,
	// at most maxBack on a path, loop-carried values are exact; deep
	// collects its cut runs.
	exact   bool
	maxBack int
	// asWritten inlines helpers whose functional annotation does not hold
	// and runs non-atomic calls at one instant (Refusal.AsWritten).
	asWritten bool
	// freeSplit walks a function whose one call on the base object is no
	// instant, leaving its results free (splitfree.go).
	freeSplit bool
	deep      []*Path
	// vars are the source variables of each function walked (govars.go).
	vars map[*ssa.Function]srcVars
	// sentinels are the sentinel errors loaded so far (errors.go).
	sentinels []*smt.Term
}

// newState returns the empty state a walk starts from.
func newState() *state {
	return &state{env: map[ssa.Value]*smt.Term{}, tuples: map[ssa.Value][]*smt.Term{}, nonnil: map[ssa.Value]bool{},
		iter: map[*ssa.BasicBlock]int{}, heap: map[ssa.Value]*object{}, entries: map[*ssa.BasicBlock]loopEntry{},
		alias: map[ssa.Value]bool{}, baseAlias: map[ssa.Value]bool{}}
}

// state is one path in progress.
type state struct {
	env    map[ssa.Value]*smt.Term
	tuples map[ssa.Value][]*smt.Term
	nonnil map[ssa.Value]bool
	conds  []*smt.Term
	calls  []*Call
	locals []*smt.Term
	blocks []int
	// iter maps each loop header entered on this path to the number of
	// calls made before its (exceptional) iteration began.
	iter map[*ssa.BasicBlock]int
	// back counts the back edges taken (unrolled walk only).
	back int
	// effects counts what the path did besides its collection calls that
	// a loop's next iteration could depend on (stores, iterator steps,
	// defers, calls that make choices); entries holds, for each loop
	// header, what held at its latest entry (unrolled walk only: Cycle).
	effects int
	entries map[*ssa.BasicBlock]loopEntry
	// heap holds the latest object of each allocation site; objects lists
	// every object of the path, in order of allocation.
	heap    map[ssa.Value]*object
	objects []*object
	// defers are the deferred calls so far, in order.
	defers []deferred
	// fnAllocs are results of functional calls that may be fresh objects.
	fnAllocs []*Alloc
	// facts about locals (see Path.Facts)
	facts []*smt.Term
	// loads are the reads of memory so far (Path.Loads).
	loads []MemRead
	// orders are the choices of map iteration order so far (Path.Orders).
	orders []*smt.Term
	// clocks are the readings of the clock so far (Path.Clocks, clock.go).
	clocks []ClockRead
	// stack holds the callers of the inlined helpers being run; alias and
	// baseAlias mark the helpers' parameters bound to the receiver and to
	// the base object.
	stack     []frame
	alias     map[ssa.Value]bool
	baseAlias map[ssa.Value]bool
	// instance is the package variable whose base field the path called
	// as the base object (instances.go), or nil.
	instance *ssa.Global
	// ch holds the path's channel events and observations (chans.go).
	ch *chanState
	// funcs holds the function values the path knows (closures.go);
	// cellFuncs those held by cells of the path, by the cell's pointer.
	funcs     map[ssa.Value]*funcVal
	cellFuncs map[string]*funcVal
	// outputs are those of the callbacks of the call being translated (cboutputs.go).
	outputs []CallOutput
}

func (s *state) clone() *state {
	n := &state{env: make(map[ssa.Value]*smt.Term, len(s.env)), tuples: make(map[ssa.Value][]*smt.Term, len(s.tuples)),
		nonnil: make(map[ssa.Value]bool, len(s.nonnil)), iter: make(map[*ssa.BasicBlock]int, len(s.iter))}
	for k, v := range s.env {
		n.env[k] = v
	}
	for k, v := range s.tuples {
		n.tuples[k] = v
	}
	for k, v := range s.nonnil {
		n.nonnil[k] = v
	}
	for k, v := range s.iter {
		n.iter[k] = v
	}
	n.heap = make(map[ssa.Value]*object, len(s.heap))
	copies := map[*object]*object{}
	for _, o := range s.objects {
		c := o.clone()
		copies[o] = c
		n.objects = append(n.objects, c)
	}
	for k, v := range s.heap {
		n.heap[k] = copies[v]
	}
	n.defers = append([]deferred(nil), s.defers...)
	n.fnAllocs = append([]*Alloc(nil), s.fnAllocs...)
	n.facts = append([]*smt.Term(nil), s.facts...)
	n.loads = append([]MemRead(nil), s.loads...)
	n.orders = append([]*smt.Term(nil), s.orders...)
	n.clocks = append([]ClockRead(nil), s.clocks...)
	n.stack = append([]frame(nil), s.stack...)
	n.alias, n.baseAlias = copyFlags(s.alias), copyFlags(s.baseAlias)
	n.conds = append([]*smt.Term(nil), s.conds...)
	n.calls = append([]*Call(nil), s.calls...)
	n.locals = append([]*smt.Term(nil), s.locals...)
	n.blocks = append([]int(nil), s.blocks...)
	n.back = s.back
	n.effects = s.effects
	n.instance = s.instance
	n.ch = s.ch.clone()
	if s.funcs != nil {
		n.funcs = make(map[ssa.Value]*funcVal, len(s.funcs))
		for k, v := range s.funcs {
			n.funcs[k] = v
		}
	}
	if s.cellFuncs != nil {
		n.cellFuncs = make(map[string]*funcVal, len(s.cellFuncs))
		for k, v := range s.cellFuncs {
			n.cellFuncs[k] = v
		}
	}
	n.entries = make(map[*ssa.BasicBlock]loopEntry, len(s.entries))
	for k, v := range s.entries {
		n.entries[k] = v
	}
	return n
}

// refuseNotAtomic records r, a refusal that means "never atomic"
// (Refusal.NotAtomic), unless an earlier refusal stands.
func (w *walker) refuseNotAtomic(r *Refusal) {
	if w.refusal == nil {
		r.NotAtomic = true
		w.refusal = r
	}
}

// refuseBudget records that the function has more paths than MaxPaths, a
// budget of the walk (Refusal.Budget), unless an earlier refusal stands.
func (w *walker) refuseBudget() {
	if w.refusal == nil {
		w.refusal = &Refusal{Pos: w.fn.Pos(), Message: fmt.Sprintf("the function has more than %d paths (the path budget)", MaxPaths), Budget: true}
	}
}

// brokenAnnotation says that the function calls (or defers) obj, whose
// functional annotation does not hold, and why.
func (w *walker) brokenAnnotation(verb string, obj *types.Func, bad *AnnotationError) string {
	return fmt.Sprintf("%s %s, whose //snowflake:%s annotation does not hold: it %s at %s",
		verb, obj.Name(), bad.Dir.Kind, bad.Message, w.prog.annotationWhere(bad))
}

// refuse records the first refusal; the walk stops.
func (w *walker) refuse(pos token.Pos, format string, args ...any) {
	if w.refusal == nil {
		if !pos.IsValid() {
			pos = w.fn.Pos()
		}
		w.refusal = &Refusal{Pos: pos, Message: fmt.Sprintf(format, args...)}
	}
}

func (w *walker) stopped() bool { return w.refusal != nil }

// fresh returns a new local variable of sort s, recorded on the path.
func (w *walker) fresh(st *state, hint string, s smt.Sort) *smt.Term {
	w.nlocal++
	v := smt.Const(fmt.Sprintf("l!%d!%s", w.nlocal, hint), s)
	st.locals = append(st.locals, v)
	return v
}

// define returns a new local that a fact of the path defines as t: a
// name for t, so that terms using it many times stay small. A witness
// takes the local as fixed when t is.
func (w *walker) define(st *state, hint string, t *smt.Term) *smt.Term {
	v := w.fresh(st, hint, t.Sort)
	st.facts = append(st.facts, smt.Eq(v, t))
	return v
}

// trust records an annotation the encoding relies on.
func (w *walker) trust(what string, pos token.Pos) {
	if w.trusted == nil {
		w.trusted = map[string]bool{}
	}
	if !w.trusted[what] {
		w.trusted[what] = true
		w.out.Trusted = append(w.out.Trusted, Trust{What: what, Pos: pos})
	}
}

// block executes b, entered from pred, then continues into its successors.
func (w *walker) block(st *state, b *ssa.BasicBlock, pred *ssa.BasicBlock) {
	if w.stopped() {
		return
	}
	var phis []*ssa.Phi
	for _, instr := range b.Instrs {
		if phi, ok := instr.(*ssa.Phi); ok {
			phis = append(phis, phi)
		}
	}
	vals := make([]*smt.Term, len(phis))
	pos, header := w.loops.header[b]
	loopHeader := header
	if header && w.exact {
		// Unrolled (exact) walk: a back edge starts the next iteration
		// with the values the last one carried, up to maxBack of them.
		header = false
		if w.loops.back[[2]*ssa.BasicBlock{pred, b}] {
			if st.back >= w.maxBack {
				w.cut(st, b, pred)
				return
			}
			st.back++
			forgetNonNil(st, b)
		}
	}
	if header {
		if w.loops.back[[2]*ssa.BasicBlock{pred, b}] {
			w.normal(st, b, pos) // a repeating iteration ends here
			return
		}
		// The exceptional iteration: values carried around the loop are
		// arbitrary (it may be any iteration, not only the first).
		st.iter[b] = len(st.calls)
		markLoop(st, b)
		for i, phi := range phis {
			vals[i] = w.havoc(st, phi)
		}
		// Earlier iterations may have stored into fresh objects too.
		w.freshAtLoop(st, b, phis, vals) // freshloop.go
	} else {
		// Phis read their operands simultaneously on entry.
		for i, phi := range phis {
			vals[i] = w.value(st, phi.Edges[predIndex(b, pred)])
		}
	}
	st.blocks = append(st.blocks, b.Index)
	for i, phi := range phis {
		st.env[phi] = vals[i]
	}
	if loopHeader && w.exact {
		st.entries[b] = loopEntry{calls: len(st.calls), effects: st.effects, phis: vals}
	}
	w.instrs(st, b, len(phis))
}

// forgetNonNil drops what the path knows to be non-nil of the values the
// loop headed by b defines (and of inlined helpers' values): the next
// iteration computes them anew.
func forgetNonNil(st *state, b *ssa.BasicBlock) {
	for v := range st.nonnil {
		if in, ok := v.(ssa.Instruction); ok && in.Block() != nil && (in.Block().Parent() != b.Parent() || b.Dominates(in.Block())) {
			delete(st.nonnil, v)
		}
	}
}

func predIndex(b, pred *ssa.BasicBlock) int {
	for i, p := range b.Preds {
		if p == pred {
			return i
		}
	}
	panic("paths: block entered from a non-predecessor")
}

// instrs executes b's instructions from index i on.
func (w *walker) instrs(st *state, b *ssa.BasicBlock, i int) {
	for ; i < len(b.Instrs) && !w.stopped(); i++ {
		if !w.instr(st, b, i) {
			return // the instruction ended or forked the path
		}
	}
}

// guard forks the path on an implicit panic: where cond holds the path ends
// in a panic with value pv; where it does not, then (if any) completes
// instruction i of b. guard reports whether the caller should go on with
// the next instruction itself (no fork happened); otherwise the normal
// branch has already been continued.
func (w *walker) guard(st *state, b *ssa.BasicBlock, i int, cond, pv *smt.Term, then func(*state)) bool {
	if !cond.IsFalse() {
		ps := st.clone()
		ps.conds = append(ps.conds, cond)
		w.finish(ps, true, []*smt.Term{pv}, b.Instrs[i].Pos())
		if cond.IsTrue() {
			return false
		}
		st.conds = append(st.conds, smt.Not(cond))
	}
	if then != nil {
		then(st)
	}
	if cond.IsFalse() {
		return true
	}
	w.instrs(st, b, i+1)
	return false
}

// normal records a path that takes the back edge to header: a repeating
// iteration, whose calls from the iteration's start on must be accessors.
func (w *walker) normal(st *state, header *ssa.BasicBlock, pos token.Pos) {
	if w.stopped() {
		return
	}
	if w.chanLoop(st, header); w.stopped() {
		return
	}
	if len(w.out.Paths)+len(w.out.Normal) >= MaxPaths {
		w.refuseBudget()
		return
	}
	w.out.Normal = append(w.out.Normal, &Normal{Path: Path{Blocks: st.blocks, Conds: st.conds, Calls: st.calls,
		Locals: st.locals, Exceptional: true, Facts: st.facts, Loads: st.loads}, From: st.iter[header], Loop: pos})
}

// finish records a complete path.
func (w *walker) finish(st *state, panics bool, result []*smt.Term, pos token.Pos) {
	if w.stopped() {
		return
	}
	if len(w.out.Paths)+len(w.out.Normal)+len(w.deep) >= MaxPaths {
		w.refuseBudget()
		return
	}
	if panics && recovering(st) { // fmt recovers it (stringer.go)
		w.recovered(st, result[0], pos)
		return
	}
	if panics && len(st.defers) > 0 { // deferred calls run while panicking
		runDeferredCalls(st)
		_, result[0] = deferredPanic(st, smt.True, result[0])
	}
	events, reads := st.pathEvents()
	allocs := w.allocSites(st)
	w.out.Paths = append(w.out.Paths, &Path{Blocks: st.blocks, Conds: st.conds, Calls: st.calls,
		Locals: st.locals, Panics: panics, Result: result, End: pos, Exceptional: len(st.iter) > 0,
		Allocs: allocs, Made: w.immutableFacts(allocs), Facts: st.facts, Back: st.back, Loads: st.loads, Orders: st.orders, Clocks: st.clocks,
		Events: events, ChanReads: reads})
}

// value returns the term of an SSA value on the current path.
func (w *walker) value(st *state, v ssa.Value) *smt.Term {
	if t, ok := st.env[v]; ok {
		return t
	}
	if w.isBase(st, v) || w.isBaseAddr(st, v) || isConversion(v) && w.isBase(st, unconvert(v)) {
		w.refuse(v.Pos(), "the base object %s is used other than by calling its methods: not supported", w.client.Base)
		return w.model.Zero(v.Type())
	}
	if w.funcUse(st, v) { // closures.go
		return w.model.Zero(v.Type())
	}
	switch v := v.(type) {
	case *ssa.Const:
		return w.constant(v)
	case *ssa.Global:
		return w.model.Func("global!"+v.RelString(nil), w.model.Sort(v.Type()))
	case *ssa.Function:
		if t, ok := w.namedFuncTerm(st, v, v.Type()); ok { // funccall.go
			return t
		}
		w.refuse(v.Pos(), "function value %s: not supported", v.Name())
	case *ssa.Builtin:
		w.refuse(token.NoPos, "builtin %s used as a value: not supported", v.Name())
	case *ssa.FreeVar:
		w.refuse(v.Pos(), "captured variable %s: not supported", v.Name())
	default:
		w.refuse(v.Pos(), "internal: value %s used before definition", v.Name())
	}
	return w.model.Zero(v.Type())
}

// tuple returns the terms of a tuple-valued SSA value.
func (w *walker) tuple(st *state, v ssa.Value) []*smt.Term {
	if t, ok := st.tuples[v]; ok {
		return t
	}
	w.refuse(v.Pos(), "internal: tuple %s used before definition", v.Name())
	n := v.Type().(*types.Tuple).Len()
	out := make([]*smt.Term, n)
	for i := range out {
		out[i] = w.model.Zero(v.Type().(*types.Tuple).At(i).Type())
	}
	return out
}

// havoc returns a fresh, arbitrary value of v's type for the path.
func (w *walker) havoc(st *state, v ssa.Value) *smt.Term {
	l := w.fresh(st, v.Name(), w.model.Sort(v.Type()))
	w.nameAs(l, v)
	return l
}

// SplitFunc enumerates the paths of any function of a root package as if it
// were a client function without a base object (calls on collections are
// refused). It serves tests that compare the encoding with Go's semantics.
func SplitFunc(p *Program, fn *ssa.Function) (*Func, *Refusal) {
	for _, pkg := range p.Roots {
		if fn.Pkg != nil && pkg.Types == fn.Pkg.Pkg {
			c := &Client{Name: "-", Pkg: pkg, Field: -1, Base: "-", Collection: axioms.All()[0]}
			return Split(p, c, fn)
		}
	}
	return nil, &Refusal{Pos: fn.Pos(), Message: "not a function of a loaded package"}
}
