// This file: xsync v3 clients: MapOf's LoadOrCompute, LoadOrTryCompute and
// Compute (with its delete flag), and the non-generic Map of string keys
// and interface values.
package xsyncmap

import xsync3 "github.com/puzpuzpuz/xsync/v3"

// Tokens counts tokens per key on a v3 MapOf.
type Tokens struct {
	m *xsync3.MapOf[string, int]
}

// Seed sets key to n unless present, with LoadOrCompute; the closure captures n.
// want: atomic
// truth: atomic
// why: one LoadOrCompute.
func (t *Tokens) Seed(key string, n int) int {
	v, _ := t.m.LoadOrCompute(key, func() int { return n })
	return v
}

// SeedNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: both goroutines miss and store their own n: one returns a value the map no longer holds.
func (t *Tokens) SeedNaive(key string, n int) int {
	v, ok := t.m.Load(key)
	if ok {
		return v
	}
	t.m.Store(key, n)
	return n
}

// TrySeed seeds key with n unless n is zero, with LoadOrTryCompute.
// want: atomic
// truth: atomic
// why: one LoadOrTryCompute; on cancel v3 returns zero or n by bucket layout, and both are allowed.
// note: the condensed run's Compute is the path's own call: it makes the same bucket-layout Choice
func (t *Tokens) TrySeed(key string, n int) (int, bool) {
	return t.m.LoadOrTryCompute(key, func() (int, bool) { return n, n == 0 })
}

// Spend takes one token and deletes the key at zero, with Compute.
// want: atomic
// truth: atomic
// why: one Compute; the delete flag removes the key.
// note: the condensed run's Compute is the path's own call: it makes the same bucket-layout Choice
func (t *Tokens) Spend(key string) (int, bool) {
	return t.m.Compute(key, func(old int, loaded bool) (int, bool) {
		return old - 1, !loaded || old <= 1
	})
}

// SpendNaive loads, then stores or deletes.
// want: violation
// truth: nonatomic
// why: two goroutines both Load 2 and both Store 1: two tokens spent, one taken.
func (t *Tokens) SpendNaive(key string) (int, bool) {
	old, ok := t.m.Load(key)
	if !ok || old <= 1 {
		t.m.Delete(key)
		return 0, false
	}
	t.m.Store(key, old-1)
	return old - 1, true
}

// Grant adds n with Compute.
// want: atomic
// truth: atomic
// why: one Compute.
// note: the condensed run's Compute is the path's own call: it makes the same bucket-layout Choice
func (t *Tokens) Grant(key string, n int) int {
	v, _ := t.m.Compute(key, func(old int, loaded bool) (int, bool) {
		return old + n, false
	})
	return v
}

// Count is the number of keys.
// want: violation
// truth: nonatomic
// why: Size sums per-stripe counters updated after the entry is written.
func (t *Tokens) Count() int { return t.m.Size() }

// Flush clears the map.
// want: violation
// truth: nonatomic
// why: v3 Clear meets a concurrent resize (a grow from another goroutine's Store), waits for it and returns without clearing: a key stored before both calls survives Clear.
func (t *Tokens) Flush() { t.m.Clear() }

// Legacy is v3's non-generic Map: string keys, interface values.
type Legacy struct {
	m *xsync3.Map
}

// Bump adds one to an int value, with Compute over interface values.
// want: atomic
// truth: atomic
// why: one Compute; a failed type assertion panics inside the callback in both runs alike.
// note: the condensed run's Compute is the path's own call: it makes the same bucket-layout Choice
func (l *Legacy) Bump(key string) interface{} {
	v, _ := l.m.Compute(key, func(old interface{}, loaded bool) (interface{}, bool) {
		if !loaded {
			return 1, false
		}
		return old.(int) + 1, false
	})
	return v
}

// BumpNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: two goroutines both Load 1 and both Store 2.
func (l *Legacy) BumpNaive(key string) interface{} {
	old, ok := l.m.Load(key)
	n := 1
	if ok {
		n = old.(int) + 1
	}
	l.m.Store(key, n)
	return n
}

// Default returns key's value, storing def when absent, with LoadOrCompute.
// want: atomic
// truth: atomic
// why: one LoadOrCompute; the closure captures def.
func (l *Legacy) Default(key string, def string) interface{} {
	v, _ := l.m.LoadOrCompute(key, func() interface{} { return def })
	return v
}

// Evict deletes key and returns what it held.
// want: atomic
// truth: atomic
// why: one LoadAndDelete.
func (l *Legacy) Evict(key string) (interface{}, bool) {
	return l.m.LoadAndDelete(key)
}
