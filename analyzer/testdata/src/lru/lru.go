// Package lru stands in for examples/lrucache/lru: a collection snowflake
// does not know, described by the spec file next to it. The analysis reads
// only its type and method set (the spec gives the behaviour), so the
// bodies are a plain map; see the example for a concurrent implementation.
package lru

// Cache maps keys to values.
type Cache[K comparable, V comparable] struct{ m map[K]V }

// Get returns the value of k and whether k is present.
func (c *Cache[K, V]) Get(k K) (V, bool) { v, ok := c.m[k]; return v, ok }

// Put sets k to v.
func (c *Cache[K, V]) Put(k K, v V) { c.m[k] = v }

// PutIfAbsent sets k to v unless k is present; it reports whether it did.
func (c *Cache[K, V]) PutIfAbsent(k K, v V) bool {
	if _, ok := c.m[k]; ok {
		return false
	}
	c.m[k] = v
	return true
}

// Delete removes k.
func (c *Cache[K, V]) Delete(k K) { delete(c.m, k) }

// CompareAndSwap sets k to new if k holds old; it reports whether it did.
func (c *Cache[K, V]) CompareAndSwap(k K, old, new V) bool {
	if cur, ok := c.m[k]; !ok || cur != old {
		return false
	}
	c.m[k] = new
	return true
}
