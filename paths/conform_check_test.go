// This file defines the checks of the conformance test. For a case with
// inputs x and Go outcome o, over the function's paths p (conditions C_p,
// outcome O_p), with the inputs replaced by x and the locals free:
//
//	soundness  sat(∨_p C_p ∧ O_p matches o)
//	precision  unsat(∨_p C_p ∧ O_p differs from o)   (exact and outcome levels)
//
// An outcome matches when both return equal values (compared only at the
// exact level for precision), or both panic: run-time panics of the same
// kind (the encoding's panic!kind against Go's runtime.Error message),
// explicit panics with equal values.
//
// Cases are checked in batches (a conjunction of renamed copies for
// soundness, which also demands one interpretation of the uninterpreted
// functions for all cases, as obligations assume; a disjunction for
// precision), and one by one when a batch fails, to name the cases.

package paths_test

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

const (
	batchSize = 40
	// batchRLimit bounds the solver's work on a batch (Z3's resource
	// units: the same on any machine and load); a batch that needs more is
	// split in four (see split). batchTimeout only backs it up.
	batchRLimit  = 1_000_000
	batchTimeout = 5 * time.Second
	checkTimeout = 20 * time.Second
	maxReports   = 4 // detailed reports per function
	// sampleSingles is how many cases of an undecided batch the default
	// run checks one by one (see singles).
	sampleSingles = 2
)

// orders reports whether the function's paths compare strings by order.
// Z3's simple solver (smt.Z3) decides str.< slowly even on literals, and
// far more slowly on batches: such functions run fewer cases, one by one.
func (c *conformer) orders() bool {
	found := false
	var walk func(t *smt.Term)
	walk = func(t *smt.Term) {
		if t.Kind == smt.App && (t.Op == "str.<" || t.Op == "str.<=") {
			found = true
		}
		for _, a := range t.Args {
			walk(a)
		}
	}
	for _, p := range c.f.Paths {
		for _, t := range append(append([]*smt.Term(nil), p.Conds...), p.Result...) {
			walk(t)
		}
	}
	return found
}

// checkAll checks every case of the function.
func (c *conformer) checkAll() {
	c.size = batchSize
	if c.orders() {
		c.size = 1
	}
	for lo, size := 0, c.size; lo < len(c.cases); lo, size = lo+size, c.size {
		var ks []int
		for k := lo; k < len(c.cases) && k < lo+size; k++ {
			ks = append(ks, k)
		}
		if c.undecided && size > 1 && !*conformAll {
			// The solver left a batch of this function undecided: the
			// rest is checked one by one, on a sample (see singles);
			// -conform.all still tries every batch.
			for _, k := range c.singles(ks, smt.Unknown) {
				c.checkSound([]int{k})
				c.checkPrecise([]int{k})
			}
			continue
		}
		c.checkSound(ks)
		c.checkPrecise(ks)
	}
	if c.failures > maxReports || len(c.untold) > 0 {
		c.t.Errorf("%d failing cases in all (%d reported), and %d cases in failing batches not checked one by one",
			c.failures, min(c.failures, maxReports), len(c.untold))
	}
}

// leaveUntold records cases of a failing batch that are not checked one
// by one (enough failures have been reported).
func (c *conformer) leaveUntold(ks []int) {
	if c.untold == nil {
		c.untold = map[int]bool{}
	}
	for _, k := range ks {
		c.untold[k] = true
	}
}

// checkSound checks that Go's outcome is possible in every case of ks at once.
func (c *conformer) checkSound(ks []int) bool {
	s := c.script(ks)
	for _, k := range ks {
		match, _ := c.formulas(k)
		s.Assert(match)
	}
	r := c.check(s, len(ks))
	if r.Status == smt.Sat {
		return true
	}
	if c.split(ks, r.Status, c.checkSound) {
		return true
	}
	if len(ks) == 1 {
		c.report(ks[0], false, r)
		return false
	}
	if c.failures >= maxReports {
		c.leaveUntold(ks)
		return false
	}
	failed := false
	for _, k := range c.singles(ks, r.Status) {
		if !c.checkSound([]int{k}) {
			failed = true
		}
	}
	if !failed && r.Status == smt.Unsat {
		c.t.Errorf("UNSOUND: cases %s are each allowed but not all at once (%s): the uninterpreted functions cannot explain Go's results together",
			caseList(c, ks), r.Status)
	}
	return false
}

// checkPrecise checks that no outcome other than Go's is possible, in the
// cases of ks whose level asks for it.
func (c *conformer) checkPrecise(ks []int) bool {
	var keep []int
	for _, k := range ks {
		if c.cases[k].level != soundOnly {
			keep = append(keep, k)
		}
	}
	if len(keep) == 0 {
		return true
	}
	s := c.script(keep)
	var alts []*smt.Term
	for _, k := range keep {
		_, differ := c.formulas(k)
		alts = append(alts, differ)
	}
	s.Assert(smt.Or(alts...))
	r := c.check(s, len(keep))
	if r.Status == smt.Unsat {
		return true
	}
	if c.split(keep, r.Status, c.checkPrecise) {
		return true
	}
	if len(keep) == 1 {
		c.report(keep[0], true, r)
		return false
	}
	if c.failures >= maxReports {
		c.leaveUntold(keep)
		return false
	}
	for _, k := range c.singles(keep, r.Status) {
		c.checkPrecise([]int{k})
	}
	return false
}

// split checks the cases of a full-size batch the solver left undecided
// (st) again in four smaller batches, and makes that the function's batch
// size from then on: a batch's work grows faster than its size (ErrsChain's
// batch of 40 takes a hundred times the work of its cases one by one), so
// smaller batches decide what a big one could not, and the function's
// later batches stop paying for the failed attempt. It reports whether it
// did (each smaller batch reports its own failures). A smaller batch left
// undecided is not split again: its cases are sampled (see singles).
func (c *conformer) split(ks []int, st smt.Status, check func([]int) bool) bool {
	if st != smt.Unknown || len(ks) < batchSize || *conformAll {
		return false
	}
	c.size = batchSize / 4
	for lo := 0; lo < len(ks); lo += c.size {
		check(ks[lo:min(len(ks), lo+c.size)])
	}
	return true
}

// singles returns the cases of the batch ks, which the solver answered
// st, to check one by one: all of them when the answer is a failure of
// one, or with -conform.all; a random sample of sampleSingles when the
// solver left the batch undecided (checking one by one takes up to a
// second a case for some functions: LoopIndex).
func (c *conformer) singles(ks []int, st smt.Status) []int {
	if st != smt.Unknown {
		return ks
	}
	c.undecided = true
	c.size = batchSize // the rest is sampled by full batches again
	if *conformAll || len(ks) <= sampleSingles {
		return ks
	}
	pick := append([]int(nil), ks...)
	c.rng.Shuffle(len(pick), func(i, j int) { pick[i], pick[j] = pick[j], pick[i] })
	pick = pick[:sampleSingles]
	sort.Ints(pick)
	c.sampledOut += len(ks) - len(pick)
	return pick
}

func caseList(c *conformer, ks []int) string {
	var out []string
	for _, k := range ks {
		out = append(out, showArgs(c.cases[k].args))
	}
	return strings.Join(out, " ")
}

// check decides s, which holds n cases.
func (c *conformer) check(s *smt.Script, n int) smt.Result {
	c.checks++
	timeout := checkTimeout
	if n > 1 {
		timeout = batchTimeout
		s.RLimit = batchRLimit
	}
	r, err := c.z.Check(context.Background(), s, timeout)
	if err != nil {
		c.t.Fatalf("solver: %v\n%s", err, s)
	}
	return r
}

// suffix renames the locals of case k.
func suffix(k int) string { return fmt.Sprintf("!c%d", k) }

// renaming maps the function's inputs to case k's values and every path's
// locals to case k's copies. (Substituting the values, rather than
// asserting them, lets Z3 fold the ground terms as it reads them: checks
// of the simple solver, which does not preprocess, become a hundred times
// faster.)
func (c *conformer) renaming(k int) map[string]*smt.Term {
	m := map[string]*smt.Term{}
	for i, in := range c.f.Inputs {
		if !in.Sort.Equal(c.cases[k].ins[i].Sort) {
			c.t.Fatalf("sort mismatch: input %s is %s, Go's value %s is %s", in, in.Sort, c.cases[k].ins[i], c.cases[k].ins[i].Sort)
		}
		m[in.Op] = c.cases[k].ins[i]
	}
	add := func(v *smt.Term) { m[v.Op] = smt.Const(v.Op+suffix(k), v.Sort) }
	for _, p := range c.f.Paths {
		for _, l := range p.Locals {
			add(l)
		}
	}
	return m
}

// script returns a script declaring the model and the constants of the cases ks.
func (c *conformer) script(ks []int) *smt.Script {
	s := &smt.Script{}
	c.f.Model.Declare(s)
	for _, k := range ks {
		var locals []*smt.Term
		for _, p := range c.f.Paths {
			locals = append(locals, p.Locals...)
		}
		sort.Slice(locals, func(i, j int) bool { return locals[i].Op < locals[j].Op })
		for _, l := range locals {
			s.DeclareConst(l.Op+suffix(k), l.Sort)
		}
		for _, v := range c.cases[k].fresh {
			s.DeclareConst(v.Op, v.Sort)
		}
	}
	return s
}

// formulas returns the conditions under which the function's outcome on
// case k's inputs matches Go's and differs from it.
func (c *conformer) formulas(k int) (match, differ *smt.Term) {
	cs, ren := c.cases[k], c.renaming(k)
	var ms, ds []*smt.Term
	for _, p := range c.f.Paths {
		cond := smt.Subst(smt.And(append(append(append([]*smt.Term(nil), p.Conds...), p.Facts...), p.Made...)...), ren)
		m, d := c.outcome(cs, p, ren)
		ms = append(ms, smt.And(cond, m))
		ds = append(ds, smt.And(cond, d))
	}
	return smt.Or(ms...), smt.Or(ds...)
}

// outcome returns when path p's outcome matches Go's and when it differs
// from it as far as the case's level demands, given p's conditions.
func (c *conformer) outcome(cs *conformCase, p *paths.Path, ren map[string]*smt.Term) (match, differ *smt.Term) {
	if cs.out.panicked != p.Panics {
		return smt.False, smt.True
	}
	if p.Panics {
		if panicsOpaquely(p) { // a helper's panic: any value, run-time errors' included
			return smt.True, smt.False
		}
		if kind := panicKind(p); kind != cs.out.kind {
			return smt.False, smt.True
		} else if kind != "" {
			return smt.True, smt.False // run-time panics carry no value to compare
		}
	}
	if len(p.Result) != len(cs.want) {
		c.t.Fatalf("path ending at %s has %d results, Go %d", c.prog.Fset.Position(p.End), len(p.Result), len(cs.want))
	}
	var eqs []*smt.Term
	for j, r := range p.Result {
		eqs = append(eqs, c.eq(smt.Subst(r, ren), cs.want[j]))
	}
	eq := smt.And(eqs...)
	if cs.level == exact {
		return eq, smt.Not(eq)
	}
	return eq, smt.False
}

// eq is smt.Eq, failing the test (not panicking) on different sorts.
func (c *conformer) eq(a, b *smt.Term) *smt.Term {
	if !a.Sort.Equal(b.Sort) {
		c.t.Fatalf("sort mismatch: encoding %s is %s, Go's value %s is %s", a, a.Sort, b, b.Sort)
	}
	return smt.Eq(a, b)
}

// panicsOpaquely reports whether p ends in the panic of a function called
// by its summary or annotation (functional.go): its value is an arbitrary
// Any (fn!NAME!panicval of the arguments, or a fresh local; chosen by
// whether a deferred one panics), which may be any run-time error as well
// as any value.
func panicsOpaquely(p *paths.Path) bool {
	text := p.Result[0].String() // an ite when a deferred call's panic replaces the outcome
	return strings.Contains(text, "!panicval") || strings.Contains(text, "fnpanicval")
}

// panicKind is the kind of a path's run-time panic, whose value is the
// constant panic!kind or an application of panic!kind!sorts... to the
// operands; "" for an explicit panic(v).
func panicKind(p *paths.Path) string {
	v := p.Result[0]
	if v.Kind == smt.Literal {
		return ""
	}
	name := strings.Trim(v.Op, "|")
	if !strings.HasPrefix(name, "panic!") {
		return ""
	}
	kind, _, _ := strings.Cut(strings.TrimPrefix(name, "panic!"), "!")
	return kind
}

// report describes a case failing its soundness or precision check: its
// inputs, Go's outcome, and the outcomes the encoding allows (for a
// precision failure, those that differ from Go's).
func (c *conformer) report(k int, precision bool, r smt.Result) {
	c.failures++
	if c.failures > maxReports {
		return
	}
	what := "UNSOUND: the encoding does not allow Go's outcome"
	if precision {
		what = "IMPRECISE: the encoding allows an outcome other than Go's"
	}
	if r.Status == smt.Unknown {
		what = "UNDECIDED (" + r.Reason + ") " + what
	}
	cs := c.cases[k]
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s)\n  function: %s%s, level %s\n  Go:       %s\n", what, r.Status, c.fn.Name(), showArgs(cs.args), cs.level, cs.out)
	if len(cs.want) > 0 {
		var ws []string
		for _, w := range cs.want {
			ws = append(ws, w.String())
		}
		fmt.Fprintf(&b, "  Go terms: %s\n", strings.Join(ws, ", "))
	}
	if cs.other {
		b.WriteString("  (interface inputs of types the function does not box are other(type, val))\n")
	}
	for i, p := range c.f.Paths {
		if line := c.explainPath(k, i, p, precision); line != "" {
			b.WriteString(line)
		}
	}
	c.t.Error(b.String())
}

// explainPath returns a line for path i of the function if it is feasible on
// case k (and, when differing, its outcome differs from Go's), with a
// model's values of its results.
func (c *conformer) explainPath(k, i int, p *paths.Path, differing bool) string {
	cs, ren := c.cases[k], c.renaming(k)
	s := c.script([]int{k})
	s.Assert(smt.Subst(smt.And(append(append(append([]*smt.Term(nil), p.Conds...), p.Facts...), p.Made...)...), ren))
	if differing {
		_, d := c.outcome(cs, p, ren)
		s.Assert(d)
	}
	var names []string
	for j, r := range p.Result {
		name := fmt.Sprintf("res!%d!%d", i, j)
		s.Assert(smt.Eq(s.DeclareConst(name, r.Sort), smt.Subst(r, ren)))
		names = append(names, name)
	}
	res := c.check(s, 1)
	if res.Status != smt.Sat {
		return ""
	}
	var vals []string
	for _, n := range names {
		v, _ := res.Model.Value(n)
		vals = append(vals, v)
	}
	verb := "returns"
	if p.Panics {
		verb = "panics with"
		if kind := panicKind(p); kind != "" {
			vals = []string{"panic!" + kind}
		}
	}
	return fmt.Sprintf("  encoding: path %d (blocks %v, ends at %s) %s (%s)\n", i, p.Blocks,
		c.prog.Fset.Position(p.End), verb, strings.Join(vals, ", "))
}
