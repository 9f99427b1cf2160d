// This file defines the setup of a package witness: the states a new
// object reaches by the package's own operations run one after another,
// each with the runs that reach it, so that a witness starting from one
// of them shows how the object got there (Witness.Setup).
//
// Search. Breadth first from the new object's state (the collection's
// zero value), at most SetupDepth runs deep: for each state reached and
// each operation path that may change the object and can run knowing
// only the object (obligations.SetupRunnable, an exact path that does
// not panic), the solver is asked for a run from that state
// (obligations.EncodeSetup) with readable arguments, then for another
// that leaves a different state; each run replays on the executable
// model from the state, its calls returning what the model says and
// leaving the state it says. A state already reached is not searched
// again; the search stops at maxReached states or maxSetupChecks
// questions.
//
// Soundness. The setup is no part of the interleaving's claim: its runs
// complete before the client and the other goroutine start, so every
// serial order keeps them first, and the state they leave is the
// witness's initial state, which the witness's serial checks start from
// as before. A setup only shows that the package's own code leads there.
// Only a single value (an atomic word) is searched so: its states are
// literals without model elements, printed and compared exactly.

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

// A reached state is a state of a single-value object that a new object
// reaches by running Steps, runs of the package's operations, in order.
type reached struct {
	lit   *smt.Term
	val   axioms.Value
	steps []Step
}

// setupRun is one path of an operation a setup may run.
type setupRun struct {
	op *paths.Func
	qi int
}

// reachable returns the states a new object of f's single-value
// collection reaches by at most SetupDepth runs of ops, the new object's
// first; nil when the object is no single value or has no zero the
// encoding knows.
func reachable(ctx context.Context, f *paths.Func, ops []*paths.Func, holder *smt.Term, solver smt.Solver, opt Options) []reached {
	coll := f.Collection()
	if _, keyed := coll.(axioms.Keyed); keyed || f.Product != nil {
		return nil
	}
	start, ok := newState(f, coll)
	if !ok {
		return nil
	}
	runs := setupRuns(f, ops, holder)
	out := []reached{start}
	seen := map[string]bool{start.val.Key: true}
	checks := 0
	for depth, frontier := 0, out; depth < SetupDepth && len(frontier) > 0; depth++ {
		var next []reached
		for _, from := range frontier {
			for _, run := range runs {
				for _, r := range setupFrom(ctx, f, run, holder, from, &checks, solver, opt) {
					if seen[r.val.Key] || len(out) >= maxReached {
						continue
					}
					seen[r.val.Key] = true
					out, next = append(out, r), append(next, r)
				}
			}
		}
		frontier = next
	}
	return out
}

// newState is the new object's state: the collection's zero value.
func newState(f *paths.Func, coll axioms.Collection) (reached, bool) {
	ex, err := axioms.NewExec(coll)
	if err != nil {
		return reached{}, false
	}
	if _, dynamicZero := ex.(interface{ SetZero(axioms.Value) }); dynamicZero {
		return reached{}, false
	}
	sort := coll.StateSort(f.Model)
	zero, ok := axioms.ZeroState(sort)
	if z, zeroed := coll.(axioms.Zeroed); zeroed {
		zero, ok = z.Zero(f.Model), true
	}
	if !ok || !ground(zero) {
		return reached{}, false
	}
	b := setupBuilder(f, nil)
	return reached{lit: zero, val: b.whole(zero)}, b.d.exact
}

// setupRuns lists the paths of ops on f's object and holder that a setup
// may run: they may change the object, return, depend on nothing the
// setup does not fix, and need nothing but the object (an operation over
// more objects than f's is left out: its calls on the others are no
// steps of this object).
func setupRuns(f *paths.Func, ops []*paths.Func, holder *smt.Term) []setupRun {
	var out []setupRun
	for _, op := range ops {
		if op.Product != f.Product || !sameHolder(op, holder) {
			continue
		}
		for qi, q := range op.Paths {
			if mayChange(q) && !q.Panics && !q.Exceptional && obligations.SetupRunnable(q) && inexactPath(op, q, false, nil) == "" {
				out = append(out, setupRun{op, qi})
			}
		}
	}
	return out
}

// setupFrom returns the states one run leaves from a reached state, at
// most maxSetupPosts, each replayed; checks counts the solver's questions.
func setupFrom(ctx context.Context, f *paths.Func, run setupRun, holder *smt.Term, from reached, checks *int, solver smt.Solver, opt Options) []reached {
	s := obligations.EncodeSetup(f, run.op, run.qi, from.lit, nil)
	post := smt.Const(obligations.ProbeSetupPost, from.lit.Sort)
	var out []reached
	for len(out) < maxSetupPosts && *checks < maxSetupChecks && ctx.Err() == nil {
		*checks++
		res, err := solver.Check(ctx, s, opt.Timeout)
		if err != nil || res.Status != smt.Sat {
			break
		}
		r, ok := setupStep(f, run, holder, from, res.Model)
		if !ok {
			break
		}
		out = append(out, r)
		s.Assert(smt.Not(smt.Eq(post, r.lit)))
	}
	return out
}

// setupStep decodes model m of a run from a reached state, replays it
// on the executable model, and returns the state it leaves with its
// steps; false when it does not replay or its state is no plain literal.
func setupStep(f *paths.Func, run setupRun, holder *smt.Term, from reached, m smt.Model) (reached, bool) {
	b := setupBuilder(f, m)
	v, err := b.get(obligations.ProbeSetupPost)
	if err != nil {
		return reached{}, false
	}
	lit := b.d.literal(v, from.lit.Sort)
	if !ground(lit) {
		return reached{}, false
	}
	r := reached{lit: lit, val: b.whole(v)}
	ex, err := axioms.NewExec(b.coll)
	if err != nil {
		return reached{}, false
	}
	ex.Set(nil, from.val, true)
	q := run.op.Paths[run.qi]
	notes, err := b.replayOpCalls(ex, q)
	if err != nil {
		return reached{}, false
	}
	want, _ := axioms.NewExec(b.coll)
	want.Set(nil, r.val, true)
	if ex.Show() != want.Show() {
		return reached{}, false
	}
	st, _, err := b.opCall(obligations.OpRun{Op: run.op, Path: run.qi, Holder: holder}, q, notes)
	if err != nil || !b.d.exact {
		return reached{}, false
	}
	st.Thread = "setup"
	r.steps = append(append([]Step(nil), from.steps...), st)
	return r, true
}

// setupBuilder is a builder reading model m (nil: none) for f's object,
// to decode and replay a setup run.
func setupBuilder(f *paths.Func, m smt.Model) *builder {
	pkg := paths.FuncPackage(f.Fn)
	return &builder{f: f, coll: f.Collection(), w: &Witness{},
		d: &decoder{model: m, vm: f.Model, qual: types.RelativeTo(pkg), atoms: map[string]*smt.Term{}, exact: true}}
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

// reachedOther is the condition that the state before path p's first call
// is one of rs but the new object's (rs[0]: the passes on a new object
// have searched it); nil when there is none.
func reachedOther(p *paths.Path, rs []reached) *smt.Term {
	if len(p.Calls) == 0 || len(rs) < 2 {
		return nil
	}
	var alts []*smt.Term
	for _, r := range rs[1:] {
		alts = append(alts, smt.Eq(smt.Const(obligations.ProbePre(0, obligations.ProbeWhole), r.lit.Sort), r.lit))
	}
	return smt.Or(alts...)
}

// withSetup gives w the setup of its initial state: for a single value,
// when rs reaches it by at least one run, or marks it unreached when rs
// (searched: not empty) does not reach it at all; for a keyed object, the
// runs keyedSetup finds.
func withSetup(ctx context.Context, f *paths.Func, ops []*paths.Func, holder *smt.Term, w *Witness, rs []reached, solver smt.Solver, opt Options) *Witness {
	if w != nil && w.start != nil {
		w.Setup = keyedSetup(ctx, f, ops, holder, w, solver, opt)
		return w
	}
	if w == nil || w.Several() || len(rs) == 0 {
		return w
	}
	for _, r := range rs {
		if r.val.Go == strings.TrimSpace(w.Initial) {
			w.Setup = r.steps
			return w
		}
	}
	w.Unreached = true
	return w
}
