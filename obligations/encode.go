// This file defines Encode, the condensability formula of one path at one
// condensation point.

package obligations

import (
	"fmt"
	"go/token"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// Encode returns the script whose unsatisfiability proves path i of f
// condensable at call l (l = -1 for a path without calls).
func Encode(f *paths.Func, i, l int) *smt.Script {
	e := &encoder{f: f}
	p := f.Paths[i]
	pres, posts := e.original(p)
	e.probe(p, pres, posts)
	e.relyGaps(p, pres, posts)     // the package environment's (rely.go)
	e.growsGaps(p, pres, posts)    // grows.go
	e.withinStates(p, pres, posts) // within.go
	e.storedStates(p, pres, posts) // storedvalues.go
	e.condensed(p, l, pres, posts)
	return e.script(fmt.Sprintf("%s: path %d at call %d\n%s", f.Fn.String(), i, l, describe(p)))
}

// condensed asserts that path p, its calls' states pres and posts, is not
// condensable at call l: the negated goal.
func (e *encoder) condensed(p *paths.Path, l int, pres, posts []*smt.Term) {
	f := e.f
	// The original path: every call but l is an accessor.
	var goal []*smt.Term
	var pre, post *smt.Term
	for k := range p.Calls {
		if k == l {
			pre, post = pres[k], posts[k]
		} else {
			goal = append(goal, smt.Eq(pres[k], posts[k]))
		}
	}
	if l < 0 {
		pre = e.state("o!any")
		post = pre
	}

	// The condensed run: every path, from the state before call l. The
	// copies stand for one execution, so they share one renaming: a local
	// is named at its creation, before any fork after it, so paths through
	// the same creation share it (and its value), as one run would. The run
	// must end (some path's condition holds): with loops, a sequential run
	// that could repeat forever proves nothing.
	var exits []*smt.Term
	if l >= 0 {
		e.anchor = p.Calls[l]
	}
	e.clocks = sameClocks(p, f.Paths, e.anchor) // the clock's readings (clock.go)
	for _, q := range f.Paths {
		b, last, res := e.copyPath(q, "r!", pre)
		ren := e.rename(q, "r!")
		exits = append(exits, b)
		goal = append(goal, smt.Implies(b, smt.And(smt.Eq(last, post), sameOutcome(p, q, res), sameEvents(p, q, ren))))
		e.identify(p, q, ren)
	}
	goal = append(goal, smt.Or(exits...))
	e.asserts = append(e.asserts, smt.Not(smt.And(goal...)))
}

// original asserts p's branch conditions and its calls, each from its own
// pre-state, and returns the pre- and post-states of the calls.
func (e *encoder) original(p *paths.Path) (pres, posts []*smt.Term) {
	e.consts = append(e.consts, e.f.Inputs...)
	e.consts = append(e.consts, p.Locals...)
	e.asserts = append(e.asserts, p.Conds...)
	e.asserts = append(e.asserts, p.Facts...)
	if e.made {
		e.asserts = append(e.asserts, p.Made...)
	}
	for k, c := range p.Calls {
		s := e.state(fmt.Sprintf("o!%d", 2*k))
		next, cond := e.call(c, s)
		e.asserts = append(e.asserts, cond)
		pres, posts = append(pres, s), append(posts, next)
	}
	return pres, posts
}

// script declares everything the encoder's assertions use, then asserts them.
func (e *encoder) script(comment string) *smt.Script {
	return Script(e.f, e.consts, e.asserts, comment)
}

// Script is a problem over f's terms: the value model's and the
// collection's declarations, consts, the assertions, and the ground
// instances of Go's == the assertions' comparisons need
// (values.Model.Instances).
func Script(f *paths.Func, consts, asserts []*smt.Term, comment string) *smt.Script {
	s := &smt.Script{Comment: comment}
	f.Model.Declare(s)
	f.Collection().Declare(s)
	f.DeclareOutputs(s) // functions of the state (paths/cboutputs.go)
	for _, c := range consts {
		s.DeclareConst(c.Op, c.Sort)
	}
	for _, a := range asserts {
		s.Assert(a)
	}
	for _, a := range f.Model.Instances(asserts) {
		s.Assert(a)
	}
	return s
}

type encoder struct {
	f       *paths.Func
	consts  []*smt.Term
	asserts []*smt.Term
	anchor  *paths.Call // the original path's call at the condensation point
	// nameStates makes copied paths name each state after a call by a
	// constant of its own (serial checks: a state term written out in every
	// later one grows with each call, megabytes for a few runs). A product
	// of several objects always does: each call's post-state mentions the
	// pre-state once per object, so unnamed states grow exponentially.
	nameStates bool
	named      int
	// clocks maps the condensed run's readings of the clock to the
	// original path's (sameClocks): the copies use them for their own.
	clocks map[string]*smt.Term
	// instant is the library clock's reading at a serial run's instant
	// (serialInstant).
	instant *smt.Term
	// sharedDeclared are the readings OutcomesApart's runs share, declared.
	sharedDeclared map[string]bool
	// inputs rename the inputs of a package operation copied into the
	// client's formula (pkgenv.go), while it is copied.
	inputs map[string]*smt.Term
	// made asserts the paths' Made facts: in the package environment's
	// witnesses (pkgenv.go), where an operation's new objects meet the
	// client's; proofs leave those reads free, which over-approximates.
	made bool
}

func (e *encoder) state(name string) *smt.Term {
	s := smt.Const(name, e.f.Collection().StateSort(e.f.Model))
	e.consts = append(e.consts, s)
	return s
}

// call applies c's axioms to pre: it asserts the definitions of c's result
// placeholders and returns the post-state and the condition under which the
// call behaves as c says (panics when c.Panicked, else does not).
func (e *encoder) call(c *paths.Call, pre *smt.Term) (post, cond *smt.Term) {
	eff := c.Method.Effect(e.f.Model, pre, c.Args, c.Funcs)
	if c.Panicked {
		e.asserts = append(e.asserts, smt.Eq(c.PanicValue, eff.PanicValue))
		return pre, eff.Panics
	}
	for r, res := range c.Results {
		e.asserts = append(e.asserts, smt.Eq(res, eff.Results[r]))
	}
	for _, o := range c.Outputs { // variables the callbacks wrote (paths/cboutputs.go)
		e.asserts = append(e.asserts, smt.Eq(o.Value, o.Apply(pre, c)))
	}
	return eff.Post, smt.Not(eff.Panics)
}

// copyPath instantiates path q with its locals renamed by prefix (the same
// prefix for every path of one run), its calls
// chained from state; it returns q's condition, its last state and its outcome.
func (e *encoder) copyPath(q *paths.Path, prefix string, state *smt.Term) (*smt.Term, *smt.Term, []*smt.Term) {
	cond, states, res := e.copyPathStates(q, prefix, state)
	return cond, states[len(states)-1], res
}

// copyPathStates is copyPath returning every state of the run: before
// each call, then the last.
func (e *encoder) copyPathStates(q *paths.Path, prefix string, state *smt.Term) (*smt.Term, []*smt.Term, []*smt.Term) {
	ren := e.rename(q, prefix)
	states := []*smt.Term{state}
	for _, v := range q.Locals {
		if _, pinned := e.clocks[v.Op]; !pinned {
			e.consts = append(e.consts, ren[v.Op])
		}
	}
	var conds []*smt.Term
	for _, c := range q.Conds {
		conds = append(conds, smt.Subst(c, ren))
	}
	for _, fact := range q.Facts { // true of the run's values, whichever path it takes
		e.asserts = append(e.asserts, smt.Subst(fact, ren))
	}
	for k, c := range q.Calls {
		rc := &paths.Call{Method: c.Method, Panicked: c.Panicked}
		for _, f := range c.Funcs {
			rf := *f
			rf.Captured = nil
			for _, x := range f.Captured {
				rf.Captured = append(rf.Captured, smt.Subst(x, ren))
			}
			rc.Funcs = append(rc.Funcs, &rf)
		}
		for _, a := range c.Args {
			rc.Args = append(rc.Args, smt.Subst(a, ren))
		}
		for _, r := range c.Results {
			rc.Results = append(rc.Results, ren[r.Op])
		}
		for _, o := range c.Outputs {
			rc.Outputs = append(rc.Outputs, o.Renamed(ren))
		}
		if c.PanicValue != nil {
			rc.PanicValue = ren[c.PanicValue.Op]
		}
		if k == 0 {
			e.sameChoices(rc, c.Pos)
		}
		next, cond := e.call(rc, state)
		conds = append(conds, cond)
		if (e.nameStates || e.f.Product != nil) && next.Kind != smt.Var {
			name := e.state(fmt.Sprintf("%ss!%d", prefix, e.named))
			e.named++
			e.asserts = append(e.asserts, smt.Eq(name, next))
			next = name
		}
		state = next
		states = append(states, state)
	}
	var res []*smt.Term
	for _, r := range q.Result {
		res = append(res, smt.Subst(r, ren))
	}
	taken := smt.And(conds...)
	for _, m := range q.Made { // true on q only (paths/immcontents.go)
		if e.made {
			e.asserts = append(e.asserts, smt.Implies(taken, smt.Subst(m, ren)))
		}
	}
	return taken, states, res
}

// sameChoices lets the condensed run's first call rc (at pos) make the
// choices the original path's call at the condensation point made, when
// it is the same call: same site, same arguments and callbacks, and its
// choices stand for hidden library state fixed at the call's instant
// (axioms.Method.HiddenState: xsync v3's bucket layout); the
// condensed run's first call runs at the instant of that call, from the
// same state, so with the same arguments it behaves the same. Fixing the
// condensed run's choices only picks one of its runs: the obligation asks
// for one sequential run that explains the path.
func (e *encoder) sameChoices(rc *paths.Call, pos token.Pos) {
	a := e.anchor
	if a == nil || a.Method != rc.Method || a.Pos != pos || rc.Method.Choices == 0 || !rc.Method.HiddenState || len(a.Args) != len(rc.Args) || len(a.Funcs) != len(rc.Funcs) {
		return
	}
	n := len(a.Args) - rc.Method.Choices
	var same []*smt.Term
	for i := 0; i < n; i++ {
		same = append(same, smt.Eq(a.Args[i], rc.Args[i]))
	}
	for i, f := range a.Funcs {
		if f.Name != rc.Funcs[i].Name || len(f.Captured) != len(rc.Funcs[i].Captured) {
			return
		}
		for j, x := range f.Captured {
			same = append(same, smt.Eq(x, rc.Funcs[i].Captured[j]))
		}
	}
	for i := n; i < len(a.Args); i++ {
		e.asserts = append(e.asserts, smt.Implies(smt.And(same...), smt.Eq(a.Args[i], rc.Args[i])))
	}
}

// rename maps each local of q to its copy: its name after prefix.
func rename(q *paths.Path, prefix string) map[string]*smt.Term {
	ren := map[string]*smt.Term{}
	for _, v := range q.Locals {
		ren[v.Op] = smt.Const(prefix+v.Op, v.Sort)
	}
	return ren
}

// identify lets the condensed run's allocation at a site be the original
// path's object from the same site when their contents are equal.
//
// Why this is sound: the original path's object is fresh and private until
// the path publishes it, and only the call at the condensation point can
// publish it (every other call is an accessor, stores to shared memory are
// refused, functional helpers have no effects). So at the instant of the
// condensed run no one else can reach the object, and a sequential run
// that allocates then may be given that very address by the allocator.
// With equal contents the two objects are then indistinguishable; with
// different contents nothing is assumed.
func (e *encoder) identify(p, q *paths.Path, ren map[string]*smt.Term) {
	for _, a := range p.Allocs {
		for _, b := range q.Allocs {
			if a.Site != b.Site || a.Occurrence != b.Occurrence || !a.Known || !b.Known || len(a.Contents) != len(b.Contents) {
				continue
			}
			var same []*smt.Term
			for i := range a.Contents {
				same = append(same, smt.Eq(smt.Subst(b.Contents[i], ren), a.Contents[i]))
			}
			e.asserts = append(e.asserts, smt.Implies(smt.And(same...), smt.Eq(smt.Subst(b.Ptr, ren), a.Ptr)))
		}
	}
	e.identifyChans(p, q, ren) // channel observations: obligations/chans.go
}

// sameOutcome says that q's outcome res equals p's.
func sameOutcome(p, q *paths.Path, res []*smt.Term) *smt.Term {
	return outcomeIs(p.Panics, p.Result, q, res)
}

// outcomeIs says that q's outcome res is the outcome that panics (or
// not) with the values want.
func outcomeIs(panics bool, want []*smt.Term, q *paths.Path, res []*smt.Term) *smt.Term {
	if panics != q.Panics || len(want) != len(res) {
		return smt.False
	}
	var eqs []*smt.Term
	for i := range res {
		eqs = append(eqs, smt.Eq(res[i], want[i]))
	}
	return smt.And(eqs...)
}

// describe prints a path's calls for the script's comment.
func describe(p *paths.Path) string {
	s := "calls:"
	for _, c := range p.Calls {
		s += " " + c.Method.Name
		if c.Panicked {
			s += "(panics)"
		}
	}
	if p.Panics {
		s += "; ends in a panic"
	}
	if p.Exceptional {
		s += "; the last iteration of its loops, loop-carried values arbitrary"
	}
	return s
}
