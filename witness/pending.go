// This file defines the witnesses of calls that may never return: a
// function whose run may repeat a loop iteration that changes nothing
// forever (paths.Cycle) after calls that may have changed the collection
// is refused by obligations.Purity ("a run may repeat the loop forever").
// The search takes such a run up to the point where it would repeat, and
// the interleaving ends there with the client still running: its call is
// pending. (A history with a pending call is a prefix of every history
// that continues it; if the prefix is not linearizable, none of those
// is.) A pending call is linearizable when leaving it out, or completing
// it at one instant with a sequential run that returns, explains what the
// other goroutine's calls saw (obligations.SerialPending; a sequential run
// that never returns completes nothing). The final state is no
// observation: the pending call may still act after it.

package witness

import (
	"context"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// MaxPendingSearches bounds the obligations asked for runs that never
// return, per function.
const MaxPendingSearches = 12

// pendingKinds are the search kinds for runs that never return: an other
// goroutine that only reads every key between the client's calls first (it
// sees the client's intermediate states, which no instant explains), then
// one that may also change them, then one that changes the state.
var pendingKinds = []searchKind{{plain: true, observe: true, still: true}, {plain: true, observe: true}, {plain: true}}

// FindPending looks for a witness among the prefixes of f's runs that are
// about to repeat an iteration that may change nothing (the Deep prefixes
// of its unrolled levels with a Cycle), fewest back edges first. Each is searched as the one path of a function of its own
// (obligations.Encode: the condensed run of that run at one of its calls
// differs), and confirmed against f's unrolled runs (confirmPending).
func FindPending(ctx context.Context, f *paths.Func, solver smt.Solver, opt Options) *Witness {
	if f.Product != nil {
		return nil // over several objects, calls that never return are not searched yet
	}
	if len(f.Unrolled) == 0 {
		return nil
	}
	solver = searchSolver(solver, f)
	opt.pending = unrolledFunc(f, 0)
	var candidate *Witness
	n := 0
	for _, level := range f.Unrolled {
		for _, q := range level.Deep {
			if q.Cycle == nil || len(q.Calls) == 0 {
				continue
			}
			fq := *f
			fq.Paths, fq.Normal, fq.Unrolled = []*paths.Path{q}, nil, nil
			for _, kind := range pendingKinds {
				for _, l := range obligations.Points(q) {
					if !worthSearching(&fq, q, candidate) {
						break
					}
					if n++; n > MaxPendingSearches || ctx.Err() != nil {
						return candidate
					}
					w := search(ctx, &fq, 0, l, kind, solver, opt)
					if w == nil {
						continue
					}
					w.Path = -1 // no path of the proof: a run cut while it still runs
					if w.Confirmed {
						return w
					}
					if candidate == nil {
						candidate = w
					}
				}
			}
		}
	}
	return candidate
}

// confirmPending checks the serial orders of b's scenario, whose client
// is still running, against f's unrolled runs: leaving the client out, then
// taking it at each position among the other goroutine's calls. b.w is
// confirmed when none explains what the other goroutine's calls saw.
func confirmPending(ctx context.Context, f *paths.Func, b *builder, solver smt.Solver, opt Options) {
	w := b.w
	w.Pending, w.Result, w.Panics = true, nil, false
	for pos := -1; pos <= len(b.sc.Env); pos++ {
		res, err := pendingFits(ctx, f, b.sc, pos, solver, opt)
		if err == nil && res.Status == smt.Unsat && pos >= 0 {
			res, _, err = deepFits(ctx, f, b.sc, pos, pendingFits, solver, opt)
		}
		s := serialEntry(b.pendingOrder(pos), res, false, err)
		switch {
		case s.Fits && err == nil && res.Status == smt.Sat && pos < 0:
			s.Why = "without the client's calls, the other goroutine's calls see what they saw"
		case s.Fits && err == nil && res.Status == smt.Sat:
			s.Why = "a sequential run of the function from that state returns leaving a state in which the other goroutine's later calls see what they saw"
		case !s.Fits && pos < 0:
			s.Why = "without the client's calls, the other goroutine's calls do not see what they saw"
		case !s.Fits:
			s.Why = "no sequential run of the function from that state returns leaving a state in which the other goroutine's later calls see what they saw"
		}
		w.Serial = append(w.Serial, s)
		if s.Fits { // one order that explains it is all a candidate shows
			w.Confirmed = false
			break
		}
	}
	if !w.Confirmed && w.Note == "" {
		w.Note = "a serial order explains this interleaving"
	}
}

// pendingFits is the serialCheck of a client still running
// (obligations.SerialPending).
func pendingFits(ctx context.Context, f *paths.Func, sc *obligations.Scenario, pos int, solver smt.Solver, opt Options) (smt.Result, error) {
	return obligations.SerialPending(ctx, f, sc, pos, solver, opt.Timeout)
}

// pendingOrder describes serial position pos of a client that never
// returns; -1 leaves it out.
func (b *builder) pendingOrder(pos int) string {
	if pos < 0 {
		return "the client left out (a pending call may not have taken effect)"
	}
	return b.order(pos)
}
