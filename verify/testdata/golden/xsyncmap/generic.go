// This file: generic client types over xsync v4 Map, and their
// instantiations. A generic body is verified once for every
// instantiation; what depends on the type argument is refused, and a
// witness of such a body runs it at one valid instantiation.
package xsyncmap

import "github.com/puzpuzpuz/xsync/v4"

// Cache is a generic client.
type Cache[K comparable, V any] struct {
	m *xsync.Map[K, V]
}

// GetOrSet returns k's value, storing v when absent.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (c *Cache[K, V]) GetOrSet(k K, v V) V {
	a, _ := c.m.LoadOrStore(k, v)
	return a
}

// GetOrSetNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: both goroutines miss, both store and return their own value.
// note: the first candidates store the client's own value (a serial order explains them)
func (c *Cache[K, V]) GetOrSetNaive(k K, v V) V {
	if a, ok := c.m.Load(k); ok {
		return a
	}
	c.m.Store(k, v)
	return v
}

// Replace stores v and returns the old value, computed by a closure capturing v.
// want: atomic
// truth: atomic
// why: one Compute.
func (c *Cache[K, V]) Replace(k K, v V) (V, bool) {
	return c.m.Compute(k, func(old V, loaded bool) (V, xsync.ComputeOp) {
		return v, xsync.UpdateOp
	})
}

// Counts instantiates Cache at string and int.
type Counts = Cache[string, int]

// Use instantiates Cache at string and *Session and calls it. It has no
// verdict: a plain function whose parameter is a pointer to a generic
// client is not discovered as a client, and instantiations of Cache's
// methods are not verified separately (truth: atomic, one LoadOrStore).
func Use(c *Cache[string, *Session], s *Session) *Session {
	return c.GetOrSet("k", s)
}

// Number is a generic client constrained to integers.
type Number[K comparable, N ~int | ~int64] struct {
	m *xsync.Map[K, N]
}

// Add adds d with Compute.
// want: unsupported
// truth: atomic
// why: one Compute over a type-parameter value type.
// note: + on a type parameter depends on the instantiation: refused
func (n *Number[K, N]) Add(k K, d N) N {
	v, _ := n.m.Compute(k, func(old N, loaded bool) (N, xsync.ComputeOp) {
		return old + d, xsync.UpdateOp
	})
	return v
}

// AddNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: two goroutines both Load n and both Store n+d.
// note: + on a type parameter depends on the instantiation: no proof; the
// witness runs it at N = int (K = any)
func (n *Number[K, N]) AddNaive(k K, d N) N {
	old, _ := n.m.Load(k)
	n.m.Store(k, old+d)
	return old + d
}
