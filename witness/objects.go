// This file defines the witnesses of functions over several objects
// (paths.Func.Product): the points of the objects' state the path
// touches (obligations.StatePoints), the other goroutine's calls on each
// object between the client's calls, and the replay on one executable
// model per object.

package witness

import (
	"context"
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// findObjects is Find for a function over several objects. The other
// goroutine first changes the points the path touches between the
// client's calls (a Store, or a Delete of a key); then, on states that do
// not change, it reads every point between the client's calls (observe:
// the client's intermediate states show, such as a new per-key counter
// still at zero); observing comes first, as its witnesses read best.
func findObjects(ctx context.Context, f *paths.Func, results []obligations.PathResult, solver smt.Solver, opt Options) *Witness {
	var candidate *Witness
	for _, observe := range []bool{true, false} {
		for _, pr := range results {
			if pr.Status != obligations.Refuted {
				continue
			}
			for _, l := range pr.Order {
				if !worthSearching(f, f.Paths[pr.Index], candidate) {
					break
				}
				w := search(ctx, f, pr.Index, l, searchKind{observe: observe}, solver, opt)
				if w != nil && w.Confirmed {
					return w
				}
				if candidate == nil {
					candidate = w
				}
			}
		}
	}
	if w := findUnrolled(ctx, f, results, solver, opt); w != nil && (w.Confirmed || candidate == nil) {
		return w // the runs that take a few back edges (unrolled.go)
	}
	return candidate
}

// searchObjects asks for models of the refuted obligation of path i at
// call l, blocking each unconfirmed one.
func searchObjects(ctx context.Context, f *paths.Func, i, l int, observe bool, solver smt.Solver, opt Options) *Witness {
	p := f.Paths[i]
	if _, ok := obligations.StatePoints(f, p); !ok || len(p.Calls) == 0 {
		return nil
	}
	s := obligations.Encode(f, i, l)
	if observe {
		if still := obligations.Undisturbed(f, p); still != nil {
			s.Assert(still)
		}
	} else if change := obligations.Interferes(f, p); change != nil {
		s.Assert(change)
	}
	assertObjects(f, p, s)
	var candidate *Witness
	limit := modelLimit(f, p, MaxModels) // hopeless.go
	for n := 0; n < limit; n++ {
		res, err := solver.Check(ctx, s, opt.Timeout)
		if err != nil || res.Status != smt.Sat {
			break
		}
		w := try(ctx, f, i, res.Model, observe, solver, opt)
		if w == nil {
			return nil
		}
		if w.Confirmed {
			return smaller(ctx, f, i, s, res.Model, w, observe, solver, opt)
		}
		if candidate == nil {
			candidate = w
		}
		block := obligations.Block(f, p, res.Model)
		if block == nil {
			break
		}
		s.Assert(block)
	}
	return candidate
}

// assertObjects asserts in s what every search over several objects asks
// of a model: memory and the calls as the path reads them, no choices, a
// path's new members at zero, the addresses it builds apart as Go keeps
// them.
func assertObjects(f *paths.Func, p *paths.Path, s *smt.Script) {
	for _, c := range []*smt.Term{obligations.MemoryStable(p), obligations.NoInterference(p), obligations.Choiceless(p), obligations.FreshMembersZero(f, p), obligations.DistinctAddresses(f, p)} {
		if c != nil {
			s.Assert(c)
		}
	}
}

// tryObjects builds, replays and checks the scenario of one model.
func tryObjects(ctx context.Context, f *paths.Func, i int, m smt.Model, observe bool, solver smt.Solver, opt Options) *Witness {
	ob, err := buildObjects(f, i, m, observe, nil, opt.Where)
	if err != nil {
		return &Witness{Path: i, Note: "no interleaving could be read from the solver's model: " + err.Error()}
	}
	w := ob.w
	if err := ob.replayObjects(); err != nil {
		w.Note = "the interleaving does not replay on the executable models: " + err.Error()
		return w
	}
	if !ob.d.exact {
		w.Note = "the interleaving involves values the executable model cannot reproduce exactly"
		return w
	}
	if why := inexactMembers(f, f.Paths[i], isGrounded(m), ob.read); why != "" {
		w.Note = "the path depends on " + why + ", which the witness does not fix"
		return w
	}
	w.Confirmed = true
	confirmSerial(ctx, f, ob.builder, solver, opt)
	return w
}

// An objBuilder is a builder over the points of several objects.
type objBuilder struct {
	*builder
	pts   []obligations.Point
	refs  []axioms.Value // each point's member pointer (families)
	keys  []axioms.Value // each point's key (keyed collections)
	lits  [][2]*smt.Term // each point's pointer and key, as literals
	cur   []*smt.Term    // each point's value as the interleaving stands (model values)
	first []*smt.Term    // each point's value before the first call
	steps []objStep
	names map[string]string // objects by objectID, as printed
	// published are the values the client has passed to a call so far,
	// by Key: the path's new objects among them are reachable by others.
	published map[string]bool
	// ops, in the package environment, are the operations the other
	// goroutine runs, one after another in their gap (pkgobjects.go).
	ops []obligations.OpRun
	// execs are the objects' executable models after the replay, by
	// objectID.
	execs map[string]axioms.Exec
}

// An objStep is a step of the replay: the call of method on point pt's
// object, with its decoded arguments and expected results (client calls).
type objStep struct {
	pt      int
	method  string
	args    []axioms.Value
	results []axioms.Value
	client  bool
	index   int // of the step in the witness's Steps
	// op: a call of the other goroutine's operation, whose results and
	// panic replay must give as the client's do (replayed).
	op     bool
	panics bool
}

// replayed checks a replayed client call, or a call of the operation,
// against the proof model: its panic and its results.
func (s objStep) replayed(got []axioms.Value, panics bool) error {
	if panics != s.panics {
		return fmt.Errorf("panics on the executable model: %v, in the proof model: %v", panics, s.panics)
	}
	for i := range s.results {
		if i >= len(got) || got[i].Key != s.results[i].Key {
			return fmt.Errorf("returns %v on the executable model, %s in the proof model", shown(got), s.results[i].Go)
		}
	}
	return nil
}

// buildObjects reads the scenario of model m of path i: the other
// goroutine's calls between the client's are the points' changes, or,
// with ops, those operations' runs in their gap (pkgobjects.go).
func buildObjects(f *paths.Func, i int, m smt.Model, observe bool, ops []obligations.OpRun, where func(token.Pos) string) (*objBuilder, error) {
	p := f.Paths[i]
	b, err := newBuilder(f, i, m, observe)
	if err != nil {
		return nil, err
	}
	ob := &objBuilder{builder: b, published: map[string]bool{}, ops: ops}
	if err := ob.points(); err != nil {
		return nil, err
	}
	if err := b.addSteps(ob, where); err != nil {
		return nil, err
	}
	if err := b.outcome(); err != nil {
		return nil, err
	}
	final, err := ob.state(func(j int) string { return obligations.ProbePost(len(p.Calls)-1, j) })
	if err != nil {
		return nil, err
	}
	b.sc.Final = []*smt.Term{final}
	if err := ob.finalPoints(); err != nil {
		return nil, err
	}
	ob.pinValues()
	b.w.Fixed = append(b.fixedShown(), b.clocksShown()...)
	b.w.Objects = append(b.memoryShown(), b.w.Objects...)
	b.sc.Atoms = b.d.sortedAtoms()
	return ob, nil
}

// finalPoints records the points' values after the last call, with
// literal pointers and keys: what serial orders are compared on.
func (ob *objBuilder) finalPoints() error {
	last := len(ob.p.Calls) - 1
	for j, pt := range ob.pts {
		v, err := ob.get(obligations.ProbePost(last, j))
		if err != nil {
			return err
		}
		sort := ob.coll(j).StateSort(ob.f.Model)
		if pt.Key != nil {
			sort = ob.coll(j).(axioms.Keyed).EntrySort()
		}
		lit := obligations.Point{Part: pt.Part, Ref: ob.lits[j][0], Key: ob.lits[j][1]}
		ob.sc.FinalPoints = append(ob.sc.FinalPoints, obligations.FinalPoint{Point: lit, Value: ob.d.literal(v, sort)})
	}
	return nil
}

// pinValues fixes the path's pins (fields fixed at construction, constant
// package variables) at their values in the model.
func (ob *objBuilder) pinValues() {
	for n, t := range ob.pins {
		var lit *smt.Term
		if v, ok := ob.d.raw(obligations.ProbePin(n)); ok {
			lit = ob.d.literal(v, t.Sort)
		}
		ob.sc.Pins = append(ob.sc.Pins, lit)
		ob.sc.PinTerms = append(ob.sc.PinTerms, ob.fixLocals(t))
	}
}

// points decodes the points' pointers, keys and values before the first
// call: the initial state.
func (ob *objBuilder) points() error {
	ob.pts, _ = obligations.StatePoints(ob.f, ob.p)
	var shown []string
	seen := map[string]bool{}
	for j, pt := range ob.pts {
		var lit [2]*smt.Term
		var ref, key axioms.Value
		if pt.Ref != nil {
			v, err := ob.get(obligations.ProbeRef(j))
			if err != nil {
				return err
			}
			ref, lit[0] = ob.d.value(v, ob.f.Objects[pt.Part].RefType), ob.d.literal(v, pt.Ref.Sort)
		}
		if pt.Key != nil {
			v, err := ob.get(obligations.ProbeKey(j))
			if err != nil {
				return err
			}
			key, lit[1] = ob.d.iface(v), ob.d.literal(v, pt.Key.Sort)
		}
		ob.refs, ob.keys, ob.lits = append(ob.refs, ref), append(ob.keys, key), append(ob.lits, lit)
		v, err := ob.get(obligations.ProbePre(0, j))
		if err != nil {
			return err
		}
		ob.cur, ob.first = append(ob.cur, v), append(ob.first, v)
		if val, present := ob.pointValue(j, v); present && !ob.isFreshRef(j) && !seen[ob.pointName(j)] {
			seen[ob.pointName(j)] = true
			shown = append(shown, ob.pointName(j)+" = "+val.Go)
		}
	}
	ob.w.Initial = strings.Join(shown, "; ")
	init, err := ob.state(func(j int) string { return obligations.ProbePre(0, j) })
	if err != nil {
		return err
	}
	ob.sc.Initial = []*smt.Term{init}
	return nil
}

// isFreshRef reports whether point j's member is one of the path's fresh
// allocations, or lies inside one (a field or element of a new object):
// it does not exist before the path makes it.
func (ob *objBuilder) isFreshRef(j int) bool {
	_, fresh := ob.freshOf(j)
	return fresh
}

// freshOf returns the path's fresh allocation that point j's member is,
// or lies inside, printed as the witness prints that allocation.
func (ob *objBuilder) freshOf(j int) (axioms.Value, bool) {
	pt := ob.pts[j]
	if pt.Ref == nil {
		return axioms.Value{}, false
	}
	root, inside := obligations.MemberRoot(j, pt)
	at, ok := ob.d.raw(root.Op)
	if !ok {
		return axioms.Value{}, false
	}
	for _, a := range ob.p.Allocs {
		if v, ok := ob.d.raw(a.Ptr.Op); ok && a.Ptr.Sort.Equal(root.Sort) && v.String() == at.String() {
			if !inside || a.Site == nil {
				return ob.refs[j], true
			}
			return ob.d.value(v, a.Site.Type()), true
		}
	}
	return axioms.Value{}, false
}

// objectName prints point j's object as Go: the place, or the member's
// pointer.
func (ob *objBuilder) objectName(j int) string {
	pt := ob.pts[j]
	if pt.Ref == nil {
		return ob.f.Objects[pt.Part].Name
	}
	if name, ok := ob.f.Objects[pt.Part].Recv[pt.Ref.String()]; ok && !strings.HasPrefix(name, "a ") {
		return name // as the client's call names it
	}
	for i, in := range ob.f.Inputs { // a parameter's pointer: its name
		if v, ok := ob.d.raw(in.Op); ok && in.Sort.Equal(pt.Ref.Sort) && ob.d.value(v, ob.f.Fn.Params[i].Type()).Key == ob.refs[j].Key {
			return ob.f.Fn.Params[i].Name()
		}
	}
	for k := range ob.pts { // the first point of the same member names it
		if ob.pts[k].Part == pt.Part && ob.refs[k].Key == ob.refs[j].Key {
			if name, ok := ob.f.Objects[pt.Part].Recv[ob.pts[k].Ref.String()]; ok && !strings.HasPrefix(name, "a ") {
				return name
			}
			break
		}
	}
	return ob.refs[j].Go
}

// pointName prints point j: its object, and its key.
func (ob *objBuilder) pointName(j int) string {
	if ob.pts[j].Key != nil {
		return ob.objectName(j) + "[" + ob.keys[j].Go + "]"
	}
	return ob.objectName(j)
}

// coll is point j's collection.
func (ob *objBuilder) coll(j int) axioms.Collection { return ob.f.Objects[ob.pts[j].Part].Collection }

// pointValue decodes point j's model value v: an entry (value, present)
// or a single value.
func (ob *objBuilder) pointValue(j int, v *smt.Term) (axioms.Value, bool) {
	if ob.pts[j].Key != nil {
		return ob.d.entry(v)
	}
	return ob.bySortOf(ob.coll(j), v, v.Sort), true
}

// bySortOf decodes a value of collection c's arguments, results or state.
func (ob *objBuilder) bySortOf(c axioms.Collection, v *smt.Term, s smt.Sort) axioms.Value {
	switch {
	case s == values.AnySort || v.Kind == smt.App && (v.Op == "anynil" || ob.isBox(v.Op)):
		return ob.d.iface(v)
	case s.Kind == smt.KindBool || v.Op == "true" || v.Op == "false":
		return axioms.Bool(v.Op == "true")
	}
	if vt, ok := c.(interface{ ValueType() types.Type }); ok {
		return ob.d.value(v, vt.ValueType())
	}
	ob.d.exact = false
	return axioms.Value{Go: opaque(v), Key: v.String()}
}

// isBox reports whether op constructs an interface value.
func (ob *objBuilder) isBox(op string) bool {
	_, ok := ob.d.vm.BoxType(op)
	return ok
}

// pointOf is the index of the point call c acts on.
func (ob *objBuilder) pointOf(c *paths.Call) (int, error) {
	pt, _ := obligations.CallPoint(ob.f, c)
	for j, q := range ob.pts {
		if q.Part == pt.Part && fmt.Sprint(q.Ref, q.Key) == fmt.Sprint(pt.Ref, pt.Key) {
			return j, nil
		}
	}
	return 0, fmt.Errorf("no point for the call of %s", c.Method.Name)
}
