// This file defines the clock of collection methods that read it
// themselves (axioms.Method.Clock: a user spec's //snowflake:clock, a TTL
// cache whose Get compares an item's expiry with time.Now()).
//
// The rule. Each call of such a method reads the clock once, at the call:
// a fresh int64, the reading in Unix nanoseconds, recorded in Path.Clocks
// as a reading of the clock rule (clock.go) at the call's site and
// occurrence and passed to the method's axioms after its Go arguments.
//
// Soundness. It is the clock rule's reading, only read by the library
// rather than by the client: arbitrary on the original path (no
// monotonicity, which over-approximates every clock), the condensed run's
// call at the same site and occurrence reading the same value
// (obligations/clock.go), serial orders too. A sequential run whose calls
// read those values is a run of the function (the clock may read them:
// nothing is assumed of it), so fixing them picks the one sequential run
// the obligation asks for. A call made twice on a path (an unrolled loop)
// reads twice, by occurrence.

package paths

import (
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// methodClock is the reading of the clock that call in, of a method that
// reads it (axioms.Method.Clock), passes to the method's axioms.
func (w *walker) methodClock(st *state, in *ssa.Call, method string) *smt.Term {
	call := w.callName(in)
	if strings.Contains(call, " at line ") || strings.HasPrefix(call, ".") { // through a bound method
		call = method
	}
	v := w.clockRead(st, in, types.Typ[types.Int64], "the clock "+call+" reads")
	st.clocks[len(st.clocks)-1].UnixNano = true
	return v
}
