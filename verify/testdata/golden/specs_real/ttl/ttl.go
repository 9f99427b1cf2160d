// Package ttl is a cache of items that expire, in the shape of the common
// Go TTL caches: an exported handle embedding the implementation, whose
// methods read the clock themselves. It is described by ttl.sfspec.
package ttl

import (
	"errors"
	"sync"
	"time"
)

// NoExpiration, as a duration, stores an item that never expires.
const NoExpiration time.Duration = -1

// An Item is a value and the Unix nanosecond at which it expires (0:
// never).
type Item struct {
	Object     any
	Expiration int64
}

// expired reports whether it is expired at now.
func (it Item) expired(now int64) bool { return it.Expiration > 0 && now > it.Expiration }

// Cache is safe for concurrent use; its methods are those of *cache.
type Cache struct {
	*cache
}

type cache struct {
	mu    sync.RWMutex
	items map[string]Item
}

// New returns an empty cache.
func New() *Cache { return &Cache{&cache{items: map[string]Item{}}} }

// expiry is when an item stored now for d expires.
func expiry(d time.Duration) int64 {
	if d <= 0 {
		return 0
	}
	return time.Now().Add(d).UnixNano()
}

// Get returns the value of k unless it is absent or expired.
func (c *cache) Get(k string) (any, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	it, ok := c.items[k]
	if !ok || it.expired(time.Now().UnixNano()) {
		return nil, false
	}
	return it.Object, true
}

// Set stores x under k for d (NoExpiration or 0: for ever).
func (c *cache) Set(k string, x any, d time.Duration) {
	e := expiry(d)
	c.mu.Lock()
	c.items[k] = Item{Object: x, Expiration: e}
	c.mu.Unlock()
}

// Add stores x under k for d unless k holds an unexpired item.
func (c *cache) Add(k string, x any, d time.Duration) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := time.Now()
	if it, ok := c.items[k]; ok && !it.expired(now.UnixNano()) {
		return errors.New("ttl: item already exists")
	}
	e := int64(0)
	if d > 0 {
		e = now.Add(d).UnixNano()
	}
	c.items[k] = Item{Object: x, Expiration: e}
	return nil
}

// Delete removes k.
func (c *cache) Delete(k string) {
	c.mu.Lock()
	delete(c.items, k)
	c.mu.Unlock()
}

// Items copies the unexpired items.
func (c *cache) Items() map[string]Item {
	c.mu.RLock()
	defer c.mu.RUnlock()
	now := time.Now().UnixNano()
	m := make(map[string]Item, len(c.items))
	for k, it := range c.items {
		if !it.expired(now) {
			m[k] = it
		}
	}
	return m
}
