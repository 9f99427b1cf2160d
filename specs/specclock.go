// This file defines the clock of a spec method: //snowflake:clock now
// above a method makes now, in its body, an int64 local holding the
// call's reading of the clock in Unix nanoseconds (what
// time.Now().UnixNano() gives the Go method), so that a spec describes
// expiry explicitly: put(k, Item{x, now + int64(d)}), and a lookup
// compares an entry's expiry with now.
//
// The reading is an input of the call, like an argument, that the
// environment chooses: axioms.Method.Clock asks the paths stage to pass
// one after the Go arguments, a reading of the clock rule (paths/clock.go:
// arbitrary, the condensed run's call reading what the original call at
// the same site read; nothing is assumed between calls, not even that
// readings increase). Witnesses print the readings relative to the first
// (t0, t0+2s) and the executable model replays them.

package specs

// clockArgs is the number of arguments after the Go ones: the reading.
func clockArgs(m *SpecMethod) int {
	if m.clock != "" {
		return 1
	}
	return 0
}
