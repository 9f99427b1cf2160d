// Package cache is a small evicting cache of rendered pages, keyed by
// string. It shows the everyday sync.Map compositions of a cache: taking an
// entry out, evicting it only if it is still stale, replacing it, and reading
// two related entries. Each atomic method has a non-atomic twin that looks
// just as reasonable in review.
package cache

import "sync"

// Cache holds string values. The entries field is marked as the base object
// because the struct has more than one field.
type Cache struct {
	// Name labels the cache in logs; snowflake does not look at it.
	Name string

	// entries maps keys to cached strings.
	//snowflake:base
	entries sync.Map
}

// Put stores val under key, replacing whatever was there.
//
// want: atomic
// truth: atomic
func (c *Cache) Put(key, val string) {
	c.entries.Store(key, val)
}

// Take removes key and returns the value it held. LoadAndDelete hands back
// exactly the value it removed, so two concurrent Take calls never both get
// the same entry.
//
// want: atomic
// truth: atomic
func (c *Cache) Take(key string) (string, bool) {
	v, ok := c.entries.LoadAndDelete(key)
	if !ok {
		return "", false
	}
	s, _ := v.(string)
	return s, true
}

// TakeLoadThenDelete is Take written as "read, then delete". Two concurrent
// calls can both Load the same value and both return it; or a Put between
// the Load and the Delete is deleted without anyone having read it.
//
// want: violation
// truth: nonatomic
func (c *Cache) TakeLoadThenDelete(key string) (string, bool) {
	v, ok := c.entries.Load(key)
	if !ok {
		return "", false
	}
	c.entries.Delete(key)
	s, _ := v.(string)
	return s, true
}

// Evict removes key only if it still holds stale, the value the caller found
// to be out of date. A fresh value stored by a concurrent Put survives,
// because CompareAndDelete compares and deletes in one step.
//
// want: atomic
// truth: atomic
func (c *Cache) Evict(key, stale string) bool {
	return c.entries.CompareAndDelete(key, stale)
}

// EvictLoadThenDelete is Evict written as "compare, then delete". A Put
// between the Load and the Delete stores a fresh value, and this call
// deletes it anyway and reports that it evicted the stale one.
//
// want: violation
// truth: nonatomic
func (c *Cache) EvictLoadThenDelete(key, stale string) bool {
	v, ok := c.entries.Load(key)
	if !ok || v != stale {
		return false
	}
	c.entries.Delete(key)
	return true
}

// Replace stores val under key and returns the value it replaced. Swap does
// both in one step, so the value returned is exactly the one this call
// overwrote; a Load followed by a Store could return a value that a
// concurrent Put had already replaced.
//
// want: atomic
// truth: atomic
func (c *Cache) Replace(key, val string) (old string, replaced bool) {
	prev, loaded := c.entries.Swap(key, val)
	if !loaded {
		return "", false
	}
	old, _ = prev.(string)
	return old, true
}

// Refresh stores a new header and body for page name. They are two separate
// Stores: a concurrent Page can see the new header with the old body.
//
// want: violation
// truth: nonatomic
func (c *Cache) Refresh(name, header, body string) {
	c.entries.Store(name+"/header", header)
	c.entries.Store(name+"/body", body)
}

// Page returns the header and body of page name. The two Loads are separate
// reads: if a Refresh runs between them, Page returns the old header with
// the new body, a page that was never in the cache. Each Load is atomic;
// the pair is a torn read.
//
// want: violation
// truth: nonatomic
func (c *Cache) Page(name string) (header, body string, ok bool) {
	h, okH := c.entries.Load(name + "/header")
	b, okB := c.entries.Load(name + "/body")
	if !okH || !okB {
		return "", "", false
	}
	header, _ = h.(string)
	body, _ = b.(string)
	return header, body, true
}
