// This file defines SerialPending: the serial orders of a scenario whose
// client is still running when the interleaving ends (witness/pending.go).

package obligations

import (
	"context"
	"fmt"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// SerialPending checks a position of a scenario whose client never
// returns (a pending call: the interleaving ends while the client repeats
// a loop forever). A history with a pending call is linearizable when
// leaving the call out (pos < 0: the other calls, run alone from the
// initial state, see what they saw) or completing it at one instant with a
// response its sequential runs can give (pos >= 0: some sequential run of
// f after sc.Env[:pos] returns, with any outcome, and leaves a state from
// which sc.Env[pos:] see what they saw) explains the other goroutine's
// results. A sequential run that never returns completes nothing: no call
// can follow it. The final state is no observation: the pending call may
// still act after it.
func SerialPending(ctx context.Context, f *paths.Func, sc *Scenario, pos int, solver smt.Solver, timeout time.Duration) (smt.Result, error) {
	if pos < 0 {
		e, state := serialStart(f, sc, 0)
		e.env(sc, 0, sc.Env, state)
		return solver.Check(ctx, e.script(fmt.Sprintf("%s: the pending client left out", f.Fn)), timeout)
	}
	e, state := serialStart(f, sc, pos)
	after := e.serialRun(sc, pos, state, func(*paths.Path, []*smt.Term) *smt.Term { return smt.True })
	e.env(sc, pos, sc.Env[pos:], after)
	return solver.Check(ctx, e.script(fmt.Sprintf("%s: the pending client completed after %d of %d other calls", f.Fn, pos, len(sc.Env))), timeout)
}
