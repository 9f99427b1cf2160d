// Package memo memoizes expensive computations in a sync.Map: the
// compute-if-absent shapes of the published studies of concurrent-map
// clients, rendered in Go, and their broken variants.
package memo

import (
	"strconv"
	"strings"
	"sync"
)

// render stands for an expensive pure computation (unannotated, same
// package).
func render(key string) string {
	return "<" + strings.ToUpper(key) + ">"
}

// weigh is pure in its arguments.
//
//snowflake:argfunctional
func weigh(key string, weight int) int {
	return len(key)*weight + 1
}

// Renderer memoizes render.
type Renderer struct {
	cache sync.Map
}

// Get returns the rendering of key, computing it on a miss.
func (r *Renderer) Get(key string) string {
	if v, ok := r.cache.Load(key); ok {
		return v.(string)
	}
	v, _ := r.cache.LoadOrStore(key, render(key))
	return v.(string)
}

// GetOwn returns its own rendering after a miss, whether or not its insert
// won.
func (r *Renderer) GetOwn(key string) string {
	if v, ok := r.cache.Load(key); ok {
		return v.(string)
	}
	s := render(key)
	r.cache.LoadOrStore(key, s)
	return s
}

// GetReadBack inserts on a miss and reads the entry back.
func (r *Renderer) GetReadBack(key string) string {
	if v, ok := r.cache.Load(key); ok {
		return v.(string)
	}
	r.cache.LoadOrStore(key, render(key))
	v, _ := r.cache.Load(key)
	return v.(string)
}

// GetStore stores its rendering unconditionally on a miss.
func (r *Renderer) GetStore(key string) string {
	if v, ok := r.cache.Load(key); ok {
		return v.(string)
	}
	s := render(key)
	r.cache.Store(key, s)
	return s
}

// GetDoubleChecked checks again after computing, then stores.
func (r *Renderer) GetDoubleChecked(key string) string {
	if v, ok := r.cache.Load(key); ok {
		return v.(string)
	}
	s := render(key)
	if v, ok := r.cache.Load(key); ok {
		return v.(string)
	}
	r.cache.Store(key, s)
	return s
}

// GetOnce computes eagerly and inserts with one LoadOrStore.
func (r *Renderer) GetOnce(key string) string {
	v, _ := r.cache.LoadOrStore(key, render(key))
	return v.(string)
}

// Warm inserts the rendering of key and reports whether this call did.
func (r *Renderer) Warm(key string) bool {
	_, loaded := r.cache.LoadOrStore(key, render(key))
	return !loaded
}

// GetPlaceholder reserves key with an empty placeholder, then fills it in.
func (r *Renderer) GetPlaceholder(key string) string {
	if v, loaded := r.cache.LoadOrStore(key, ""); loaded {
		return v.(string)
	}
	s := render(key)
	r.cache.Store(key, s)
	return s
}

// Invalidate forgets key.
func (r *Renderer) Invalidate(key string) {
	r.cache.Delete(key)
}

// Refresh recomputes key and returns the rendering it replaced.
func (r *Renderer) Refresh(key string) (any, bool) {
	return r.cache.Swap(key, render(key))
}

// RefreshNaive reads the old rendering, then stores the new one.
func (r *Renderer) RefreshNaive(key string) (any, bool) {
	old, ok := r.cache.Load(key)
	r.cache.Store(key, render(key))
	return old, ok
}

// Forget drops key only if it still maps to s.
func (r *Renderer) Forget(key, s string) bool {
	return r.cache.CompareAndDelete(key, s)
}

// Weights memoizes weigh per key, and keeps a scale factor under the key
// "factor".
type Weights struct {
	m sync.Map
}

// Get returns key's weight, computing it with w on a miss.
func (t *Weights) Get(key string, w int) int {
	if v, ok := t.m.Load(key); ok {
		return v.(int)
	}
	v, _ := t.m.LoadOrStore(key, weigh(key, w))
	return v.(int)
}

// Scaled memoizes len(key) times the current factor.
func (t *Weights) Scaled(key string) int {
	if v, ok := t.m.Load(key); ok {
		return v.(int)
	}
	f, _ := t.m.Load("factor")
	n, _ := f.(int)
	v, _ := t.m.LoadOrStore(key, n*len(key))
	return v.(int)
}

// Itoa memoizes decimal renderings of ints.
type Itoa struct {
	m sync.Map
}

// Format returns the decimal form of n.
func (c *Itoa) Format(n int) string {
	if v, ok := c.m.Load(n); ok {
		return v.(string)
	}
	v, _ := c.m.LoadOrStore(n, strconv.Itoa(n))
	return v.(string)
}

// FormatCounting returns the decimal form of n and whether it was cached.
func (c *Itoa) FormatCounting(n int) (string, bool) {
	if v, ok := c.m.Load(n); ok {
		return v.(string), true
	}
	v, loaded := c.m.LoadOrStore(n, strconv.Itoa(n))
	return v.(string), loaded
}
