// Package closures: function literals and function values called on the
// path. A closure made and called in the function, directly, through a
// local variable, or through a parameter of a helper it was passed to,
// runs on the path like an inlined helper; the variables it captures and
// writes are the function's own memory as long as the closure stays on the
// path. Truth labels read "another goroutine" as the open environment: any
// sync.Map call on the base.
package closures

import "sync"

// Cache holds values by key.
type Cache struct {
	m sync.Map
}

// Touch reports whether k is present, through a closure that sets a
// captured flag.
// want: atomic
// truth: atomic
// why: one Load; the closure only writes the function's own flag, which the condensed run sets the same way.
func (c *Cache) Touch(k string) bool {
	seen := false
	mark := func() { seen = true }
	if _, ok := c.m.Load(k); ok {
		mark()
	}
	return seen
}

// StoreIfAbsent stores v when k is absent, through a closure that stores
// and sets a captured flag.
// want: violation
// truth: nonatomic
// why: check-then-act: the Load misses, another goroutine stores k, the closure's Store overwrites it and the function reports a store no serial run makes over a present key.
func (c *Cache) StoreIfAbsent(k string, v any) bool {
	stored := false
	put := func() {
		c.m.Store(k, v)
		stored = true
	}
	if _, ok := c.m.Load(k); !ok {
		put()
	}
	return stored
}

// Ensure is StoreIfAbsent in one LoadOrStore, inside the closure.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the captured flag is its second result negated.
func (c *Cache) Ensure(k string, v any) bool {
	created := false
	ensure := func() {
		_, loaded := c.m.LoadOrStore(k, v)
		created = !loaded
	}
	ensure()
	return created
}

// Weighted adds a and b through a closure called twice when k is present.
// want: atomic
// truth: atomic
// why: one Load; the closure adds to the function's own total, called twice on the path.
func (c *Cache) Weighted(k string, a, b int) int {
	total := 0
	add := func(x int) { total += x }
	if _, ok := c.m.Load(k); ok {
		add(a)
		add(b)
	}
	return total
}

// CountPresent counts which of a and b are present, through a closure
// called twice that loads and increments a captured counter.
// want: violation
// truth: nonatomic
// why: two Loads: from {a}, the first finds a; another goroutine deletes a and stores b; the second finds b: 2, but no instant held both.
func (c *Cache) CountPresent(a, b string) int {
	n := 0
	hit := func(k string) {
		if _, ok := c.m.Load(k); ok {
			n++
		}
	}
	hit(a)
	hit(b)
	return n
}

// update stores f of k's value when k is present.
// want: unsupported
// truth: nonatomic
// why: f is the caller's function value, unknown here: the call through parameter f is refused, naming it (whatever f does, the Load then Store loses updates).
func (c *Cache) update(k string, f func(any) any) {
	if v, ok := c.m.Load(k); ok {
		c.m.Store(k, f(v))
	}
}

// view applies f to what Load returns.
// want: unsupported
// truth: outside
// why: as update: a call through parameter f, which may do anything.
func (c *Cache) view(k string, f func(any, bool) int) int {
	v, ok := c.m.Load(k)
	return f(v, ok)
}

// Double doubles k's integer through a helper taking a function literal.
// want: violation
// truth: nonatomic
// why: read-modify-write: another goroutine stores k between the helper's Load and Store, and its value is lost.
func (c *Cache) Double(k string) {
	c.update(k, func(v any) any { return v.(int) * 2 })
}

// Length returns the length of k's string through a helper that loads and
// applies a function literal.
// want: atomic
// truth: atomic
// why: one Load; the literal is a function of what it returned.
func (c *Cache) Length(k string) int {
	return c.view(k, func(v any, ok bool) int {
		if !ok {
			return 0
		}
		return len(v.(string))
	})
}

// plusOne increments an integer value.
func plusOne(v any) any { return v.(int) + 1 }

// Bump increments k through the helper, passing a named function.
// want: violation
// truth: nonatomic
// why: read-modify-write as in Double: an increment by another goroutine between the Load and the Store is lost.
func (c *Cache) Bump(k string) {
	c.update(k, plusOne)
}

// LengthOr returns the length of k's string, or def, through a helper and a
// literal capturing def.
// want: atomic
// truth: atomic
// why: one Load; the literal reads the captured def only.
func (c *Cache) LengthOr(k string, def int) int {
	return c.view(k, func(v any, ok bool) int {
		if !ok {
			return def
		}
		return len(v.(string))
	})
}

// Fill stores each of keys through a closure called in a loop, counting
// the stores in a captured variable.
// want: violation
// truth: nonatomic
// why: several Stores: with keys [A, A], another goroutine deletes A between the two Stores and sees it present, which no serial order explains (the unrolled run, the captured counter exact).
// The loop's repeating iteration writes the captured counter, whose contents are unknown at the exceptional iteration: a whole store makes them known again (closures.go, cellStore).
func (c *Cache) Fill(keys []string, v any) int {
	n := 0
	put := func(k string) {
		c.m.Store(k, v)
		n++
	}
	for _, k := range keys {
		put(k)
	}
	return n
}

// loadThen calls then with k's value when k is present and then is set.
// want: unsupported
// truth: outside
// why: then is the caller's function value: the call through parameter then is refused, naming it.
func (c *Cache) loadThen(k string, then func(any)) bool {
	v, ok := c.m.Load(k)
	if ok && then != nil {
		then(v)
	}
	return ok
}

// Remember records k's value, if any, in a captured variable through a
// helper that checks its function argument against nil.
// want: atomic
// truth: atomic
// why: one Load; the literal is never nil, and it writes only the function's own variable.
func (c *Cache) Remember(k string) (any, bool) {
	var got any
	ok := c.loadThen(k, func(v any) { got = v })
	return got, ok
}

// CheckBoth reports whether a and b are both present, through a closure
// that calls another one it captured.
// want: violation
// truth: nonatomic
// why: two Loads: from {a}, the first finds a; another goroutine deletes a and stores b; the second finds b: true, but no instant held both.
func (c *Cache) CheckBoth(a, b string) bool {
	has := func(k string) bool {
		_, ok := c.m.Load(k)
		return ok
	}
	both := func() bool { return has(a) && has(b) }
	return both()
}

// HasVia reports whether k is present, through a closure that calls
// another one it captured.
// want: atomic
// truth: atomic
// why: one Load, in the inner closure, run on the path.
func (c *Cache) HasVia(k string) bool {
	has := func() bool {
		_, ok := c.m.Load(k)
		return ok
	}
	check := func() bool { return has() }
	return check()
}
