// This file defines the serial orders' part of the package search's query
// (EncodeOp): neither order of the client's run and the operation's — the
// operation's whole run before the client's, from the client's first
// state, or after it, from the client's last — gives the interleaving's
// results and final state.
//
// It only steers the search (EncodeOpApart), which asks for any refuting
// model otherwise and takes the first two: over several objects the
// solver's first models were serializable ones (another SetLimits(a, b)
// storing the client's own a), and the search ended without the witness
// a later model gave. A model is a witness only once it replays and
// witness.confirmSerial finds no serial order that fits, as before. The
// copies make the query larger: over one object, whose search the kinds
// of lost update steer (witness/pkgenv.go, searchOp), it is not asked (a
// witness of examples/sessions went past its budget so).
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
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// serialApart asserts that neither serial order of client path p's run
// and the operation's (run, its path q, its inputs opIn, its outcome
// opRes) fits: see the file's comment. pres and posts are p's states.
func (e *encoder) serialApart(p *paths.Path, run OpRun, q *paths.Path, opIn map[string]*smt.Term, pres, posts, opRes []*smt.Term) {
	op := run.SerialOp()
	if op != run.Op || len(p.Calls) == 0 {
		return
	}
	first, final := pres[0], posts[len(posts)-1]
	// The operation first, then the client.
	mid, opFits := e.serialOp(op, opIn, "sa!o!", first, q, opRes)
	_, clientFits := e.serialClient(p, "sa!r!", mid, final)
	e.asserts = append(e.asserts, smt.Not(smt.And(opFits, clientFits)))
	// The client first, then the operation.
	mid, clientFits = e.serialClient(p, "sb!r!", first, nil)
	end, opFits := e.serialOp(op, opIn, "sb!o!", mid, q, opRes)
	e.asserts = append(e.asserts, smt.Not(smt.And(clientFits, opFits, smt.Eq(end, final))))
}

// serialOp copies every path of op, renamed by prefix, from state from:
// it returns the state the run leaves and the condition that its outcome
// is path q's, opRes.
func (e *encoder) serialOp(op *paths.Func, opIn map[string]*smt.Term, prefix string, from *smt.Term, q *paths.Path, opRes []*smt.Term) (*smt.Term, *smt.Term) {
	clocks := e.clocks
	e.inputs, e.clocks = opIn, nil
	defer func() { e.inputs, e.clocks = nil, clocks }()
	return e.serialCopies(op.Paths, prefix, from, func(r *paths.Path, res []*smt.Term) *smt.Term {
		return outcomeIs(q.Panics, opRes, r, res)
	})
}

// serialClient copies every path of the client, renamed by prefix, from
// state from: it returns the state the run leaves and the condition that
// its outcome is p's, and, when final is not nil, that it leaves final.
func (e *encoder) serialClient(p *paths.Path, prefix string, from, final *smt.Term) (*smt.Term, *smt.Term) {
	end, fits := e.serialCopies(e.f.Paths, prefix, from, func(r *paths.Path, res []*smt.Term) *smt.Term {
		return sameOutcome(p, r, res)
	})
	if final != nil {
		fits = smt.And(fits, smt.Eq(end, final))
	}
	return end, fits
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
