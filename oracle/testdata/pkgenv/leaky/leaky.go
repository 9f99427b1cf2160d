// Package leaky is a cache whose map escapes through an exported
// accessor: any package may call the map's API, so only the collection
// environment applies.
package leaky

import "sync"

// Cache holds values by key.
type Cache struct {
	//snowflake:base
	m *sync.Map
}

// New returns an empty cache.
func New() *Cache { return &Cache{m: new(sync.Map)} }

// Map returns the cache's map: the map escapes.
func (c *Cache) Map() *sync.Map { return c.m }

// GetOrInit returns key's value, storing v when absent: Load then Store.
// truth: nonatomic
func (c *Cache) GetOrInit(key string, v int) int {
	if old, ok := c.m.Load(key); ok {
		return old.(int)
	}
	c.m.Store(key, v)
	return v
}
