// Package lru is a small concurrent map guarded by a mutex: a collection
// snowflake does not know. Its behaviour is described to snowflake by the
// spec file next to it, lru.sfspec, which snowflake loads by itself when
// it verifies a package that uses this one.
package lru

import "sync"

// Cache maps keys to values; every method holds the lock, so each call is
// atomic (linearizable) on its own.
type Cache[K comparable, V comparable] struct {
	mu sync.Mutex
	m  map[K]V
}

// New returns an empty cache.
func New[K comparable, V comparable]() *Cache[K, V] {
	return &Cache[K, V]{m: map[K]V{}}
}

// Get returns the value of k and whether k is present.
func (c *Cache[K, V]) Get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

// Put sets k to v.
func (c *Cache[K, V]) Put(k K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[k] = v
}

// PutIfAbsent sets k to v unless k is present; it reports whether it did.
func (c *Cache[K, V]) PutIfAbsent(k K, v V) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.m[k]; ok {
		return false
	}
	c.m[k] = v
	return true
}

// Delete removes k.
func (c *Cache[K, V]) Delete(k K) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, k)
}

// CompareAndSwap sets k to new if k is present with the value old; it
// reports whether it did.
func (c *Cache[K, V]) CompareAndSwap(k K, old, new V) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if cur, ok := c.m[k]; !ok || cur != old {
		return false
	}
	c.m[k] = new
	return true
}
