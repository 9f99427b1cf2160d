// Package hard has a function whose obligation is hard for the solver: its
// racy path is feasible only for a factorisation of a 64-bit semiprime, so
// refuting it means factoring. With a short --timeout the verdict is
// unproven, saying that the solver timed out.
package hard

import "sync"

// Vault guards entries behind a puzzle.
type Vault struct {
	m sync.Map
}

// Open stores k if x and y are non-trivial factors of a large number; it
// checks first with a Load (check-then-act: not atomic where reachable).
// want: unproven
// truth: nonatomic
func (v *Vault) Open(k string, x, y uint64) bool {
	if x <= 1 || y <= 1 || x >= 1<<32 || y >= 1<<32 || x*y != 12000000097000000133 {
		return false
	}
	if _, ok := v.m.Load(k); ok {
		return false
	}
	v.m.Store(k, true)
	return true
}
