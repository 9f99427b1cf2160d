package genwrap

import "github.com/puzpuzpuz/xsync/v4"

// Tally is a typed counter per key, wrapping an xsync map.
type Tally[K comparable] struct {
	counts *xsync.Map[K, int]
}

// Get returns k's count.
// want: atomic
// truth: atomic
// why: one Load.
func (t *Tally[K]) Get(k K) int {
	n, _ := t.counts.Load(k)
	return n
}

// Set sets k's count.
// want: atomic
// truth: atomic
// why: one Store.
func (t *Tally[K]) Set(k K, n int) { t.counts.Store(k, n) }

// Inc adds one to k's count in a Compute callback, returning the new count.
// want: atomic
// truth: atomic
// why: one Compute.
func (t *Tally[K]) Inc(k K) int {
	n, _ := t.counts.Compute(k, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old + 1, xsync.UpdateOp
	})
	return n
}

// IncNaive reads the count through Get and writes it back through Set.
// want: violation
// truth: nonatomic
// why: both goroutines read 0 and write 1: one increment is lost.
func (t *Tally[K]) IncNaive(k K) int {
	n := t.Get(k) + 1
	t.Set(k, n)
	return n
}

// IncTwice increments through Inc twice.
// want: violation
// truth: nonatomic
// why: another goroutine's increment between the two is seen: the result
// is not the count plus two of any one instant.
func (t *Tally[K]) IncTwice(k K) int {
	t.Inc(k)
	return t.Inc(k)
}
