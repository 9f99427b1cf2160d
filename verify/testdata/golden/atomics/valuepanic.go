// This file: an atomic.Value's panics are the method's own: a Store's, a
// Swap's and a CompareAndSwap's messages differ over the same types, so a
// run that panics in one method is no serial run that panics in another.
package atomics

import "sync/atomic"

// Generation holds an int64 generation in an atomic.Value.
type Generation struct {
	v atomic.Value
}

// Renew compares the generation with itself (a no-op swap), then sets it
// to zero.
// want: unproven
// truth: nonatomic
// why: a Store(1) of an int between the CompareAndSwap and the Swap makes the Swap panic "sync/atomic: swap of inconsistently typed value into Value"; serially after the Store it is the CompareAndSwap that panics, with "compare and swap of inconsistently typed value into Value", and before it Renew returns: no instant gives the Swap's panic. (Once atomic: one uninterpreted panic value for all three methods made the two panics equal.)
func (g *Generation) Renew() {
	x, _ := g.v.Load().(int64)
	g.v.CompareAndSwap(x, x)
	g.v.Swap(int64(0))
}
