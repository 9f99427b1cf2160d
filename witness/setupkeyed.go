// This file defines the setups of package witnesses over a keyed
// collection (setup.go does a single value's): once a witness is found,
// the runs of the package's operations, at the witness's keys only, that
// take a new object (every key absent) to the witness's initial entries.
//
// Search. Breadth first from every key absent, as setup.go's, each state
// the entries at the witness's keys (literals without model elements:
// a pointer held in an entry is no value a run makes in the setup), each
// run's calls restricted to those keys (obligations.EncodeSetup), replayed
// on the executable model from the entries; it stops at the witness's
// entries. Nothing is claimed when it does not reach them: keys other
// than the witness's are no part of the search.
//
// Soundness: as setup.go's, the runs complete before both goroutines
// start, and the state they leave at the witness's keys is its initial
// state, the only state the interleaving and its serial orders read.

package witness

import (
	"context"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// A keyedStart is a package witness's keys and initial entries, kept for
// its setup: the keys as values and literals, the entries as literals.
type keyedStart struct {
	keys             []axioms.Value
	keyLits, entries []*smt.Term
}

// entriesAt is a state of a keyed object at the witness's keys, with the
// runs that reach it from a new object.
type entriesAt struct {
	lits    []*smt.Term
	vals    []axioms.Value
	present []bool
	steps   []Step
}

// name identifies the state: its entries as literals.
func (e entriesAt) name() string {
	var s []string
	for _, l := range e.lits {
		s = append(s, l.String())
	}
	return strings.Join(s, ",")
}

// keyedSetup returns the runs of ops that take a new object to w's
// initial entries at its keys; nil when w starts from a new object, is no
// keyed package witness, or none is found.
func keyedSetup(ctx context.Context, f *paths.Func, ops []*paths.Func, holder *smt.Term, w *Witness, solver smt.Solver, opt Options) []Step {
	ks := w.start
	keyed, ok := f.Collection().(axioms.Keyed)
	if ks == nil || !ok || f.Product != nil {
		return nil
	}
	absent, ok := axioms.ZeroState(keyed.EntrySort())
	if !ok {
		return nil
	}
	start := entriesAt{}
	for range ks.keys {
		start.lits, start.vals, start.present = append(start.lits, absent), append(start.vals, axioms.Nil), append(start.present, false)
	}
	target := entriesAt{lits: ks.entries}.name()
	if start.name() == target {
		return nil
	}
	runs := setupRuns(f, ops, holder)
	seen := map[string]bool{start.name(): true}
	checks := 0
	for depth, frontier := 0, []entriesAt{start}; depth < SetupDepth && len(frontier) > 0 && len(seen) < maxReached; depth++ {
		var next []entriesAt
		for _, from := range frontier {
			for _, run := range runs {
				for _, r := range keyedFrom(ctx, f, run, holder, ks, from, &checks, solver, opt) {
					if r.name() == target {
						return r.steps
					}
					if !seen[r.name()] && len(seen) < maxReached {
						seen[r.name()] = true
						next = append(next, r)
					}
				}
			}
		}
		frontier = next
	}
	return nil
}

// keyedFrom returns the states one run leaves from a reached one, at most
// maxSetupPosts, each replayed; checks counts the solver's questions.
func keyedFrom(ctx context.Context, f *paths.Func, run setupRun, holder *smt.Term, ks *keyedStart, from entriesAt, checks *int, solver smt.Solver, opt Options) []entriesAt {
	keyed := f.Collection().(axioms.Keyed)
	base, _ := axioms.ZeroState(f.Collection().StateSort(f.Model))
	pre := base
	for j, k := range ks.keyLits {
		pre = keyed.Put(pre, k, from.lits[j])
	}
	var out []entriesAt
	// First the run that leaves the witness's entries, if one does.
	s := obligations.EncodeSetup(f, run.op, run.qi, pre, ks.keyLits)
	s.Assert(sameEntries(ks.entries))
	if *checks < maxSetupChecks && ctx.Err() == nil {
		*checks++
		if res, err := solver.Check(ctx, s, opt.Timeout); err == nil && res.Status == smt.Sat {
			if r, ok := keyedStep(f, run, holder, ks, from, res.Model); ok {
				return []entriesAt{r}
			}
		}
	}
	s = obligations.EncodeSetup(f, run.op, run.qi, pre, ks.keyLits)
	for len(out) < maxSetupPosts && *checks < maxSetupChecks && ctx.Err() == nil {
		*checks++
		res, err := solver.Check(ctx, s, opt.Timeout)
		if err != nil || res.Status != smt.Sat {
			break
		}
		r, ok := keyedStep(f, run, holder, ks, from, res.Model)
		if !ok {
			break
		}
		out = append(out, r)
		s.Assert(smt.Not(sameEntries(r.lits)))
	}
	return out
}

// sameEntries is the condition that a setup run leaves entries lits at
// the witness's keys.
func sameEntries(lits []*smt.Term) *smt.Term {
	var same []*smt.Term
	for j, l := range lits {
		same = append(same, smt.Eq(smt.Const(obligations.ProbeSetupEntry(j), l.Sort), l))
	}
	return smt.And(same...)
}

// keyedStep decodes model m of a run from a reached state, replays it on
// the executable model and returns the entries it leaves with its steps;
// false when it does not replay or an entry is no plain literal.
func keyedStep(f *paths.Func, run setupRun, holder *smt.Term, ks *keyedStart, from entriesAt, m smt.Model) (entriesAt, bool) {
	keyed := f.Collection().(axioms.Keyed)
	b := setupBuilder(f, m)
	b.keyed = true
	var r entriesAt
	want, err := axioms.NewExec(b.coll)
	if err != nil {
		return entriesAt{}, false
	}
	for j := range ks.keys {
		v, err := b.get(obligations.ProbeSetupEntry(j))
		if err != nil {
			return entriesAt{}, false
		}
		lit := b.d.literal(v, keyed.EntrySort())
		if !ground(lit) {
			return entriesAt{}, false
		}
		val, present := b.d.entry(v)
		r.lits, r.vals, r.present = append(r.lits, lit), append(r.vals, val), append(r.present, present)
		want.Set(&ks.keys[j], val, present)
	}
	ex, _ := axioms.NewExec(b.coll)
	for j := range ks.keys {
		ex.Set(&ks.keys[j], from.vals[j], from.present[j])
	}
	q := run.op.Paths[run.qi]
	notes, err := b.replayOpCalls(ex, q)
	if err != nil || ex.Show() != want.Show() {
		return entriesAt{}, false
	}
	st, _, err := b.opCall(obligations.OpRun{Op: run.op, Path: run.qi, Holder: holder}, q, notes)
	if err != nil || !b.d.exact {
		return entriesAt{}, false
	}
	st.Thread = "setup"
	r.steps = append(append([]Step(nil), from.steps...), st)
	return r, true
}
