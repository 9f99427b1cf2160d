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

// Cache is a typed wrapper around xsync's generic map, with methods of its
// own.
type Cache[K comparable, V any] struct {
	m *xsync.Map[K, V]
}

// Get returns k's value.
// want: atomic
// truth: atomic
// why: one Load.
func (c *Cache[K, V]) Get(k K) (V, bool) { return c.m.Load(k) }

// Put stores v under k.
// want: atomic
// truth: atomic
// why: one Store.
func (c *Cache[K, V]) Put(k K, v V) { c.m.Store(k, v) }

// PutIfAbsent stores v unless k is present, returning k's value.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (c *Cache[K, V]) PutIfAbsent(k K, v V) V {
	a, _ := c.m.LoadOrStore(k, v)
	return a
}

// GetOrPutNaive composes Get and Put.
// want: violation
// truth: nonatomic
// why: both goroutines miss, both store and return their own value.
func (c *Cache[K, V]) GetOrPutNaive(k K, v V) V {
	if a, ok := c.Get(k); ok {
		return a
	}
	c.Put(k, v)
	return v
}

// GetOrPut tries Get first, then PutIfAbsent.
// want: atomic
// truth: atomic
// why: the Get is a read-only fast path; LoadOrStore decides.
func (c *Cache[K, V]) GetOrPut(k K, v V) V {
	if a, ok := c.Get(k); ok {
		return a
	}
	return c.PutIfAbsent(k, v)
}
