// This file defines the problem of telling a call's own interleavings from
// its serial runs through what the function does with the call's results
// (paths.Refusal.Outcome): whether some inputs make the function's outcome
// differ when the call returns one value rather than others.

package obligations

import (
	"fmt"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// ProbeRun names result i of run j of OutcomesApart; ProbeRunPanics
// whether run j panics.
func ProbeRun(j, i int) string    { return fmt.Sprintf("w!run!%d!%d", j, i) }
func ProbeRunPanics(j int) string { return fmt.Sprintf("w!run!%d!panics", j) }

// OutcomesApart returns the problem whether some inputs of f, a function
// walked with the results of its one call free (paths.Refusal.Outcome),
// make its outcome when that call returns obs differ from its outcome
// when the call returns each of alts: one run panics and the other
// returns, or both return and some result differs (two panics count as
// one outcome, whatever their values). Run 0 takes obs, run j alts[j-1];
// a path without the call takes no value. No run makes a choice Go leaves
// to the hardware (Choiceless).
func OutcomesApart(f *paths.Func, obs []*smt.Term, alts [][]*smt.Term) *smt.Script {
	e := &encoder{f: f}
	e.consts = append(e.consts, f.Inputs...)
	def := func(name string, t *smt.Term) *smt.Term {
		c := smt.Const(name, t.Sort)
		e.consts = append(e.consts, c)
		e.asserts = append(e.asserts, smt.Eq(c, t))
		return c
	}
	nres := f.Fn.Signature.Results().Len()
	var panics []*smt.Term
	var results [][]*smt.Term
	for j, vals := range append([][]*smt.Term{obs}, alts...) {
		p, res := e.run(f, fmt.Sprintf("o%d!", j), vals, nres)
		panics = append(panics, def(ProbeRunPanics(j), p))
		var rs []*smt.Term
		for i, r := range res {
			rs = append(rs, def(ProbeRun(j, i), r))
		}
		results = append(results, rs)
	}
	for j := 1; j < len(panics); j++ {
		var differ []*smt.Term
		for i := range results[j] {
			differ = append(differ, smt.Not(smt.Eq(results[0][i], results[j][i])))
		}
		returnsApart := smt.And(smt.Not(panics[0]), smt.Not(panics[j]), smt.Or(differ...))
		e.asserts = append(e.asserts, smt.Or(smt.Not(smt.Eq(panics[0], panics[j])), returnsApart))
	}
	return e.script(fmt.Sprintf("%s: outcomes apart", f.Fn))
}

// run encodes one run of f's paths, their locals renamed by prefix, the
// call's results being vals: whether it panics and its results (nres of
// them; nil when no path returns).
func (e *encoder) run(f *paths.Func, prefix string, vals []*smt.Term, nres int) (*smt.Term, []*smt.Term) {
	panics := smt.False
	var exits []*smt.Term
	var returning []*smt.Term // conditions of the returning paths
	var resOf [][]*smt.Term
	for _, q := range f.Paths {
		ren := e.sharedClocks(q, rename(q, prefix)) // every run reads the same clock (clock.go)
		for _, v := range q.Locals {
			if ren[v.Op].Op != "clk!"+v.Op {
				e.consts = append(e.consts, ren[v.Op])
			}
		}
		var conds []*smt.Term
		for _, c := range q.Conds {
			conds = append(conds, smt.Subst(c, ren))
		}
		for _, fact := range q.Facts {
			e.asserts = append(e.asserts, smt.Subst(fact, ren))
		}
		for _, c := range q.Calls {
			for i, r := range c.Results {
				conds = append(conds, smt.Eq(ren[r.Op], vals[i]))
			}
		}
		taken := smt.And(conds...)
		if c := Choiceless(q); c != nil {
			e.asserts = append(e.asserts, smt.Implies(taken, smt.Subst(c, ren)))
		}
		exits = append(exits, taken)
		if q.Panics {
			panics = smt.Or(panics, taken)
			continue
		}
		var rs []*smt.Term
		for _, r := range q.Result {
			rs = append(rs, smt.Subst(r, ren))
		}
		returning, resOf = append(returning, taken), append(resOf, rs)
	}
	e.asserts = append(e.asserts, smt.Or(exits...))
	if len(returning) == 0 {
		return panics, nil
	}
	res := make([]*smt.Term, nres)
	for i := range res {
		res[i] = resOf[len(resOf)-1][i]
		for k := len(resOf) - 2; k >= 0; k-- {
			res[i] = smt.Ite(returning[k], resOf[k][i], res[i])
		}
	}
	return panics, res
}
