// This file defines the serial orders' part of the package search's query
// (EncodeOps with apart): no serial order of the client's run and the
// operations' — the client's whole run before the operations, between two
// of them, or after them, each from the state the runs before it leave —
// gives the interleaving's results and final state.
//
// It only steers the search, which asks for any refuting model otherwise
// and takes the first two: over several objects the solver's first models
// were serializable ones (another SetLimits(a, b) storing the client's own
// a), and the search ended without the witness a later model gave. A
// model is a witness only once it replays and witness.confirmSerial finds
// no serial order that fits, as before. The copies make the query larger:
// over one object, whose search the kinds of lost update steer
// (witness/pkgenv.go, searchOp), it is not asked (a witness of
// examples/sessions went past its budget so).
//
// Why it loses no witness the search would confirm: a confirmed witness
// is a model in which no serial order fits, for any choice of the serial
// runs' free values; the copies here are the same paths, chained the
// same way, with every value the serial check pins (memory, clocks,
// allocations) left free instead, so that model, extended with the
// copies' values, satisfies these assertions too. The copies' states are
// defined by the path each run takes (b ⇒ state = last): the paths of
// one function, renamed alike, are exclusive, as in the condensed run.

package obligations

import (
	"fmt"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// serialApart asserts that no serial order of client path p's run (pres
// and posts its states) and the operations' runs ops fits: see the
// file's comment.
func (e *encoder) serialApart(p *paths.Path, ops []opCopy, pres, posts []*smt.Term) {
	for _, c := range ops {
		if c.run.SerialOp() != c.run.Op {
			return // an unrolled run: its serial paths are another function's
		}
	}
	if len(p.Calls) == 0 {
		return
	}
	first, final := pres[0], posts[len(posts)-1]
	for pos := 0; pos <= len(ops); pos++ {
		state := first
		var fits []*smt.Term
		run := func(c opCopy, k int) {
			end, ok := e.serialOp(c, fmt.Sprintf("s%d!o%d!", pos, k), state)
			state = end
			fits = append(fits, ok)
		}
		for k, c := range ops[:pos] {
			run(c, k)
		}
		end, ok := e.serialClient(p, fmt.Sprintf("s%d!r!", pos), state)
		state = end
		fits = append(fits, ok)
		for k, c := range ops[pos:] {
			run(c, pos+k)
		}
		fits = append(fits, smt.Eq(state, final))
		e.asserts = append(e.asserts, smt.Not(smt.And(fits...)))
	}
}

// serialOp copies every path of c's operation, renamed by prefix, from
// state from: it returns the state the run leaves and the condition that
// its outcome is the interleaving's.
func (e *encoder) serialOp(c opCopy, prefix string, from *smt.Term) (*smt.Term, *smt.Term) {
	clocks := e.clocks
	e.inputs, e.clocks = c.in, nil
	defer func() { e.inputs, e.clocks = nil, clocks }()
	return e.serialCopies(c.run.Op.Paths, prefix, from, func(r *paths.Path, res []*smt.Term) *smt.Term {
		return outcomeIs(c.q.Panics, c.res, r, res)
	})
}

// serialClient copies every path of the client, renamed by prefix, from
// state from: it returns the state the run leaves and the condition that
// its outcome is p's.
func (e *encoder) serialClient(p *paths.Path, prefix string, from *smt.Term) (*smt.Term, *smt.Term) {
	return e.serialCopies(e.f.Paths, prefix, from, func(r *paths.Path, res []*smt.Term) *smt.Term {
		return sameOutcome(p, r, res)
	})
}

// serialCopies copies the paths ps, renamed by prefix, from state from; it
// returns a state constant defined as the last state of the path taken,
// and the condition that the path taken gives an outcome same accepts.
func (e *encoder) serialCopies(ps []*paths.Path, prefix string, from *smt.Term, same func(*paths.Path, []*smt.Term) *smt.Term) (*smt.Term, *smt.Term) {
	end := e.state(prefix + "end")
	var fits []*smt.Term
	for _, r := range ps {
		b, last, res := e.copyPath(r, prefix, from)
		e.asserts = append(e.asserts, smt.Implies(b, smt.Eq(end, last)))
		fits = append(fits, smt.And(b, same(r, res)))
	}
	return end, smt.Or(fits...)
}
