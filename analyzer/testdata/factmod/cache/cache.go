// Package cache composes a sync.Map through the helpers of package hash.
package cache

import (
	"sync"

	"example.com/factmod/hash"
)

// Cache holds items by user and id.
type Cache struct {
	items sync.Map
}

// GetOrCreate returns the item of user and id, storing def when there is
// none: a Load, then a LoadOrStore under the same key, which is atomic
// only because hash.Key gives the same key on both calls.
func (c *Cache) GetOrCreate(user string, id int, def any) any {
	if v, ok := c.items.Load(hash.Key(user, id)); ok {
		return v
	}
	v, _ := c.items.LoadOrStore(hash.Key(user, id), def)
	return v
}

// GetOrCreateNaive is GetOrCreate with a Store: another goroutine's Store
// between the Load and the Store is lost.
func (c *Cache) GetOrCreateNaive(user string, id int, def any) any {
	if v, ok := c.items.Load(hash.Key(user, id)); ok {
		return v
	}
	c.items.Store(hash.Key(user, id), def)
	return def
}

// OpenDir returns the directory entry of user, storing def when there is
// none, keyed through the standard library's path.Clean.
func (c *Cache) OpenDir(user string, def any) any {
	if v, ok := c.items.Load(hash.Dir(user)); ok {
		return v
	}
	v, _ := c.items.LoadOrStore(hash.Dir(user), def)
	return v
}

// Claim stores def under a fresh key unless one is there: hash.Fresh
// writes a package variable, so neither tool verifies it.
func (c *Cache) Claim(user string, def any) bool {
	k := hash.Fresh(user)
	if _, ok := c.items.Load(k); ok {
		return false
	}
	_, loaded := c.items.LoadOrStore(k, def)
	return !loaded
}

// PutShard stores v under key's shard unless one is there: a Load, then a
// Store under the same shard, with another goroutine's store between.
func (c *Cache) PutShard(key string, v any) any {
	if old, ok := c.items.Load(hash.Shard(key)); ok {
		return old
	}
	c.items.Store(hash.Shard(key), v)
	return v
}

// GetOrCreateLower is GetOrCreate keyed by hash.Lower, an annotated
// helper.
func (c *Cache) GetOrCreateLower(key string, def any) any {
	if v, ok := c.items.Load(hash.Lower(key)); ok {
		return v
	}
	v, _ := c.items.LoadOrStore(hash.Lower(key), def)
	return v
}

// GetOrCreateLabel is GetOrCreate keyed by hash.Label, whose annotation
// does not hold.
func (c *Cache) GetOrCreateLabel(key string, def any) any {
	if v, ok := c.items.Load(hash.Label(key)); ok {
		return v
	}
	v, _ := c.items.LoadOrStore(hash.Label(key), def)
	return v
}
