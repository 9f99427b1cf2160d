// Package shapes holds sync.Map composites written with the less common
// corners of Go's syntax: fallthrough, method expressions, naked returns,
// deep helper chains, variadic helpers, sentinels in package variables,
// multi-type cases.
package shapes

import "sync"

// Cache maps keys to values of any type.
type Cache struct {
	m sync.Map
}

// Level resets k to zero at level 0 and then, like level 1, reads it.
func (c *Cache) Level(k string, lvl int) int {
	switch lvl {
	case 0:
		c.m.Store(k, 0)
		fallthrough
	case 1:
		v, _ := c.m.Load(k)
		n, _ := v.(int)
		return n
	}
	return -1
}

// LevelNoReset reads k at level 1 only; other levels fall through to a
// default.
func (c *Cache) LevelNoReset(k string, lvl int) int {
	switch lvl {
	case 1:
		v, _ := c.m.Load(k)
		n, _ := v.(int)
		return n
	case 2:
		fallthrough
	default:
		return -1
	}
}

// Expr calls its map through method expressions.
type Expr struct {
	m sync.Map
}

// PutIfAbsentExpr is check-then-act written with method expressions.
func (c *Expr) PutIfAbsentExpr(k string, v any) bool {
	if _, ok := (*sync.Map).Load(&c.m, k); ok {
		return false
	}
	(*sync.Map).Store(&c.m, k, v)
	return true
}

// GetOrPutExpr is get-or-create written with method expressions.
func (c *Expr) GetOrPutExpr(k string, v any) any {
	if x, ok := (*sync.Map).Load(&c.m, k); ok {
		return x
	}
	x, _ := (*sync.Map).LoadOrStore(&c.m, k, v)
	return x
}

// Upsert returns k's value if present, else stores v; naked returns.
func (c *Cache) Upsert(k string, v any) (old any, ok bool) {
	old, ok = c.m.Load(k)
	if ok {
		return
	}
	c.m.Store(k, v)
	return
}

// put1 .. put4 hand a Store down a chain of helpers.
func (c *Cache) put1(k string, v any) { c.put2(k, v) }
func (c *Cache) put2(k string, v any) { c.put3(k, v) }
func (c *Cache) put3(k string, v any) { c.put4(k, v) }
func (c *Cache) put4(k string, v any) { c.m.Store(k, v) }

// InsertDeep is check-then-act whose Store is four helpers deep.
func (c *Cache) InsertDeep(k string, v any) bool {
	if _, ok := c.m.Load(k); ok {
		return false
	}
	c.put1(k, v)
	return true
}

// forget deletes every key it is given.
func (c *Cache) forget(keys ...string) {
	for _, k := range keys {
		c.m.Delete(k)
	}
}

// Forget deletes k through a variadic helper.
func (c *Cache) Forget(k string) {
	c.forget(k)
}

// ForgetPair deletes a and b through a variadic helper.
func (c *Cache) ForgetPair(a, b string) {
	c.forget(a, b)
}

// gone marks a deleted entry.
var gone = new(int)

// Bury marks k deleted.
func (c *Cache) Bury(k string) {
	c.m.Store(k, gone)
}

// Exhume removes k's mark, if k is marked.
func (c *Cache) Exhume(k string) bool {
	return c.m.CompareAndDelete(k, gone)
}

// ExhumeNaive removes k's mark after checking it.
func (c *Cache) ExhumeNaive(k string) bool {
	if v, _ := c.m.Load(k); v != any(gone) {
		return false
	}
	c.m.Delete(k)
	return true
}

// Width returns 8 for k's int64 or uint64 value, 4 for int32 or uint32,
// and 0 otherwise.
func (c *Cache) Width(k string) int {
	v, _ := c.m.Load(k)
	switch v.(type) {
	case int64, uint64:
		return 8
	case int32, uint32:
		return 4
	}
	return 0
}

// SwapPair exchanges the values of a and b.
func (c *Cache) SwapPair(a, b string) {
	x, _ := c.m.Load(a)
	y, _ := c.m.Load(b)
	c.m.Store(a, y)
	c.m.Store(b, x)
}

// FirstByte loads the entry named by k's first byte; an empty k panics.
func (c *Cache) FirstByte(k string) (any, bool) {
	return c.m.Load(k[0])
}

// IsOne reports whether k holds the int 1.
func (c *Cache) IsOne(k string) bool {
	v, _ := c.m.Load(k)
	return v == 1
}
