package closures

import (
	"sort"
	"sync"
)

// Hooked calls a hook on a miss.
type Hooked struct {
	//snowflake:base
	m      sync.Map
	onMiss func(string) any
}

// Get returns k's value, or what the hook gives on a miss.
// want: atomic
// truth: atomic
// why: no code of the package sets the unexported onMiss, so it is nil and a miss panics (funccall.go): one Load.
func (h *Hooked) Get(k string) any {
	if v, ok := h.m.Load(k); ok {
		return v
	}
	return h.onMiss(k)
}

// SortedPair loads a and b and sorts their names with sort.Slice and a
// literal.
// want: unsupported
// truth: outside
// why: the literal is passed to sort.Slice, which the walk does not run: refused at that call, naming it.
func (c *Cache) SortedPair(a, b string) []string {
	keys := []string{a, b}
	if _, ok := c.m.Load(a); ok {
		sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	}
	return keys
}

// Later returns a closure that loads k: the closure leaves the function.
// want: unsupported
// truth: outside
// why: a returned closure runs wherever the caller calls it: refused at the return.
func (c *Cache) Later(k string) func() any {
	n := 0
	f := func() any {
		n++
		v, _ := c.m.Load(k)
		return v
	}
	return f
}

// get loads k.
// want: atomic
// truth: atomic
// why: one Load.
func (c *Cache) get(k string) (any, bool) { return c.m.Load(k) }

// GetVia loads k through a method value of the receiver.
// want: atomic
// truth: atomic
// why: one Load: the method value c.get, called on the path, runs get on the receiver.
func (c *Cache) GetVia(k string) (any, bool) {
	get := c.get
	return get(k)
}

// PutIfMissingVia loads k and stores v through method values of the
// receiver's helpers.
// want: violation
// truth: nonatomic
// why: Load then Store: another goroutine stores k between them, and it is overwritten.
func (c *Cache) PutIfMissingVia(k string, v any) bool {
	get, put := c.get, c.put
	if _, ok := get(k); ok {
		return false
	}
	put(k, v)
	return true
}

// put stores v at k.
// want: atomic
// truth: atomic
// why: one Store.
func (c *Cache) put(k string, v any) { c.m.Store(k, v) }
