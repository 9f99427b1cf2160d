package closures

// Count counts the entries with Range and a captured counter.
// want: violation
// truth: nonatomic
// why: Range is not a snapshot: from {a}, Range visits a; another goroutine deletes a and stores b; Range visits b: 2 entries, which no instant held.
func (c *Cache) Count() int {
	n := 0
	c.m.Range(func(_, _ any) bool {
		n++
		return true
	})
	return n
}

// Values collects the values with Range.
// want: violation
// truth: nonatomic
// why: Range is not a snapshot: the values of a and of b, stored after a's deletion, are collected together.
func (c *Cache) Values() []any {
	var vals []any
	c.m.Range(func(_, v any) bool {
		vals = append(vals, v)
		return true
	})
	return vals
}

// FirstAbove finds a key whose integer value exceeds min, stopping there.
// want: unproven
// truth: nonatomic
// why: Range is no instant and the callback writes the function's own variables and stops the iteration: never atomic, and no model of Range replays it (an entry stored during the iteration may be found while one deleted meanwhile was passed over).
func (c *Cache) FirstAbove(min int) (any, bool) {
	var found any
	ok := false
	c.m.Range(func(k, v any) bool {
		if n, isInt := v.(int); isInt && n > min {
			found, ok = k, true
			return false
		}
		return true
	})
	return found, ok
}

// StoreIfEmpty counts the entries and stores k when there are none.
// want: unproven
// truth: nonatomic
// why: Range then Store: another goroutine's Store between them makes the map non-empty; never atomic, but Range's callback writes the counter, which no model of Range replays.
func (c *Cache) StoreIfEmpty(k string, v any) bool {
	n := 0
	c.m.Range(func(_, _ any) bool {
		n++
		return true
	})
	if n == 0 {
		c.m.Store(k, v)
		return true
	}
	return false
}
