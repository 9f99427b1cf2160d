// This file defines the one search of setups (setup.go, setupkeyed.go):
// breadth first from the zero value over runs of the package's
// operations, each state the object's value at its points (the whole
// value of a single-value object, or the entry at each of a witness's
// keys).
//
// Search. At most SetupDepth runs deep: for each state reached and each
// operation path that may change the object and can run knowing only the
// object (setupRuns: obligations.SetupRunnable, an exact path that does
// not panic), the solver is asked for a run from that state
// (obligations.EncodeSetup) — first, with any arguments, for one that
// leaves the goal, when there is one, then, with readable arguments, for
// up to maxSetupPosts that leave different states; each run replays on the executable model from
// the state, its calls returning what the model says and leaving the
// state it says. A state already reached is not searched again; the
// search stops at the goal, maxReached states or maxSetupChecks
// questions. A state is literals without model elements (a pointer the
// setup would have to make is not searched), printed and compared
// exactly.

package witness

import (
	"context"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// SetupDepth bounds the runs of a setup; maxReached the states the search
// keeps; maxSetupChecks the solver's questions; maxSetupPosts the states
// one run is asked for from one state.
const (
	SetupDepth     = 4
	maxReached     = 16
	maxSetupChecks = 64
	maxSetupPosts  = 2
)

// A setupState is a state of the object at the search's points, as
// literals and values (present: an entry at the key is), with the runs
// that reach it from the zero value.
type setupState struct {
	lits    []*smt.Term
	vals    []axioms.Value
	present []bool
	steps   []Step
}

// name identifies the state: its literals.
func (s setupState) name() string {
	var out []string
	for _, l := range s.lits {
		out = append(out, l.String())
	}
	return strings.Join(out, ",")
}

// setupRun is one path of an operation a setup may run.
type setupRun struct {
	op *paths.Func
	qi int
}

// A setupSpace is where a setup search runs: f's object on its holder,
// the runs it may take, and, for a keyed collection, the keys whose
// entries are its points (nil: the whole value, one point).
type setupSpace struct {
	f       *paths.Func
	holder  *smt.Term
	runs    []setupRun
	keys    []axioms.Value
	keyLits []*smt.Term
	checks  int
}

// search returns the states reached from start, start first, and the
// goal's state with its runs when it is reached (nil: none is sought).
func (sp *setupSpace) search(ctx context.Context, start setupState, goal *setupState, solver smt.Solver, opt Options) ([]setupState, *setupState) {
	out := []setupState{start}
	seen := map[string]bool{start.name(): true}
	for depth, frontier := 0, out; depth < SetupDepth && len(frontier) > 0; depth++ {
		var next []setupState
		for _, from := range frontier {
			for _, run := range sp.runs {
				for _, r := range sp.from(ctx, run, from, goal, solver, opt) {
					if goal != nil && r.name() == goal.name() {
						return out, &r
					}
					if seen[r.name()] || len(out) >= maxReached {
						continue
					}
					seen[r.name()] = true
					out, next = append(out, r), append(next, r)
				}
			}
		}
		frontier = next
	}
	return out, nil
}

// from returns the states one run leaves from a reached one, each
// replayed: the goal alone when the run reaches it, else at most
// maxSetupPosts different ones.
func (sp *setupSpace) from(ctx context.Context, run setupRun, st setupState, goal *setupState, solver smt.Solver, opt Options) []setupState {
	ask := func(s *smt.Script) (setupState, bool) {
		if sp.checks >= maxSetupChecks || ctx.Err() != nil {
			return setupState{}, false
		}
		sp.checks++
		res, err := solver.Check(ctx, s, opt.Timeout)
		if err != nil || res.Status != smt.Sat {
			return setupState{}, false
		}
		return sp.step(run, st, res.Model)
	}
	if goal != nil {
		s := obligations.EncodeSetup(sp.f, run.op, run.qi, sp.pre(st), sp.keyLits, false)
		s.Assert(sp.leaves(goal.lits))
		if r, ok := ask(s); ok {
			return []setupState{r}
		}
	}
	s := obligations.EncodeSetup(sp.f, run.op, run.qi, sp.pre(st), sp.keyLits, true)
	var out []setupState
	for len(out) < maxSetupPosts {
		r, ok := ask(s)
		if !ok {
			break
		}
		out = append(out, r)
		s.Assert(smt.Not(sp.leaves(r.lits)))
	}
	return out
}

// step decodes model m of a run from state st, replays it on the
// executable model and returns the state it leaves with its steps; false
// when it does not replay or a point's value is no plain literal.
func (sp *setupSpace) step(run setupRun, st setupState, m smt.Model) (setupState, bool) {
	b := setupBuilder(sp.f, m)
	var r setupState
	for j := range sp.points() {
		v, err := b.get(sp.probe(j))
		if err != nil {
			return setupState{}, false
		}
		lit := b.d.literal(v, sp.sort())
		if !ground(lit) {
			return setupState{}, false
		}
		val, present := sp.decode(b, v)
		r.lits, r.vals, r.present = append(r.lits, lit), append(r.vals, val), append(r.present, present)
	}
	ex, want := sp.exec(st), sp.exec(r)
	q := run.op.Paths[run.qi]
	opRun := obligations.OpRun{Op: run.op, Path: run.qi, Holder: sp.holder}
	notes, err := b.replayOpCalls(ex, opRun, q)
	if ex == nil || want == nil || err != nil || ex.Show() != want.Show() {
		return setupState{}, false
	}
	step, _, err := b.opCall(opRun, q, notes)
	if err != nil || !b.d.exact {
		return setupState{}, false
	}
	step.Thread = "setup"
	r.steps = append(append([]Step(nil), st.steps...), step)
	return r, true
}

// points is the number of the space's points.
func (sp *setupSpace) points() int { return max(len(sp.keys), 1) }

// probe names the value a run leaves at point j.
func (sp *setupSpace) probe(j int) string {
	if sp.keys == nil {
		return obligations.ProbeSetupPost
	}
	return obligations.ProbeSetupEntry(j)
}

// sort is the sort of a point's value: the state's, or an entry's.
func (sp *setupSpace) sort() smt.Sort {
	if keyed, ok := sp.f.Collection().(axioms.Keyed); ok && sp.keys != nil {
		return keyed.EntrySort()
	}
	return sp.f.Collection().StateSort(sp.f.Model)
}

// decode reads a point's value from a model term.
func (sp *setupSpace) decode(b *builder, v *smt.Term) (axioms.Value, bool) {
	if sp.keys == nil {
		return b.whole(v), true
	}
	return b.d.entry(v)
}

// pre is state st as a term of the state's sort: the whole value, or the
// entries put at the keys of the zero value (every key absent).
func (sp *setupSpace) pre(st setupState) *smt.Term {
	keyed, ok := sp.f.Collection().(axioms.Keyed)
	if !ok || sp.keys == nil {
		return st.lits[0]
	}
	s, _ := axioms.ZeroState(sp.f.Collection().StateSort(sp.f.Model))
	for j, k := range sp.keyLits {
		s = keyed.Put(s, k, st.lits[j])
	}
	return s
}

// leaves is the condition that a run leaves lits at the points.
func (sp *setupSpace) leaves(lits []*smt.Term) *smt.Term {
	var same []*smt.Term
	for j, l := range lits {
		same = append(same, smt.Eq(smt.Const(sp.probe(j), l.Sort), l))
	}
	return smt.And(same...)
}

// exec is an executable model holding st; nil when there is none.
func (sp *setupSpace) exec(st setupState) axioms.Exec {
	ex, err := axioms.NewExec(sp.f.Collection())
	if err != nil {
		return nil
	}
	if sp.keys == nil {
		ex.Set(nil, st.vals[0], true)
		return ex
	}
	for j := range sp.keys {
		ex.Set(&sp.keys[j], st.vals[j], st.present[j])
	}
	return ex
}

// setupBuilder is a builder reading model m (nil: none) for f's object,
// to decode and replay a setup run.
func setupBuilder(f *paths.Func, m smt.Model) *builder {
	pkg := paths.FuncPackage(f.Fn)
	b := &builder{f: f, coll: f.Collection(), w: &Witness{},
		d: &decoder{model: m, vm: f.Model, qual: types.RelativeTo(pkg), atoms: map[string]*smt.Term{}, exact: true}}
	_, b.keyed = b.coll.(axioms.Keyed)
	return b
}

// ground reports whether t is a literal without model elements
// (constants) or values fixed per run (obligations.IsPin: a zero value of
// an opaque sort).
func ground(t *smt.Term) bool {
	ok := true
	smt.Walk([]*smt.Term{t}, func(x *smt.Term) {
		ok = ok && x.Kind != smt.Var && !(x.Kind == smt.App && obligations.IsPin(x.Op))
	})
	return ok
}
