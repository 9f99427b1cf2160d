// Package lockedops holds lock-free functions raced by the package's own
// locked operations: in the package environment the other goroutine of a
// witness runs such an operation whole, its mutexes set aside, when its
// Locks and Unlocks balance on every path (an explicit Unlock on each
// branch, a deferred Unlock, a read lock, two mutexes nested). An
// operation that may return holding its mutex, or a function the package
// only calls under the lock, gets no such witness: unproven.
package lockedops

import (
	"sync"
	"sync/atomic"
)

// Gauge keeps lo <= hi; Set moves both under mu, unlocking on each branch.
type Gauge struct {
	mu sync.Mutex
	lo atomic.Int64
	hi atomic.Int64
}

// Set stores the range [a, b], or [b, a].
//
// want: violation
// want-collection: unsupported
// truth: nonatomic
// why: two Stores in one critical section of g.mu, which every change of g.lo and g.hi holds; but Width reads without g.mu, and between the Stores sees lo moved and hi not, a state no serial order gives (lock discipline: reads may skip the mutex only for a section that changes the objects once); the package search runs Width between the Stores
func (g *Gauge) Set(a, b int64) {
	g.mu.Lock()
	if a > b {
		g.lo.Store(b)
		g.hi.Store(a)
		g.mu.Unlock()
		return
	}
	g.lo.Store(a)
	g.hi.Store(b)
	g.mu.Unlock()
}

// Width reads the range without the lock.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Set(5, 5) between the Loads makes the width hi - lo negative, which no serial order gives
func (g *Gauge) Width() int64 {
	lo := g.lo.Load()
	return g.hi.Load() - lo
}

// Table keeps its two counters equal; Snapshot reads them under the read lock.
type Table struct {
	mu   sync.RWMutex
	gets atomic.Int64
	puts atomic.Int64
}

// Snapshot returns both counters under the read lock.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: Skew changes t.gets without t.mu, so the lock discipline does not hold: Skew between the Loads makes the counters differ
func (t *Table) Snapshot() (int64, int64) {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.gets.Load(), t.puts.Load()
}

// Touch counts one get and one put under the write lock.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: two Adds, which commute with Skew's; the lock discipline does not hold (Skew), and nothing else proves it
func (t *Table) Touch() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.gets.Add(1)
	t.puts.Add(1)
}

// Skew adds to the counters without the lock.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Snapshot between the Adds sees gets counted and puts not: a pair that differs, which no serial order gives from equal counters
func (t *Table) Skew() {
	t.gets.Add(1)
	t.puts.Add(1)
}

// Pair is changed under two mutexes, taken in order and released in reverse.
type Pair struct {
	outer sync.Mutex
	inner sync.Mutex
	a     atomic.Int64
	b     atomic.Int64
}

// Move moves one unit from a to b under both mutexes.
//
// want: violation
// want-collection: unsupported
// truth: nonatomic
// why: two Adds in one critical section of p.outer, which every change of p.a and p.b holds (p.inner's Lock and Unlock change no data); but Sum reads without p.outer and between the Adds sees the unit moved out of a and not into b
func (p *Pair) Move() {
	p.outer.Lock()
	p.inner.Lock()
	p.a.Add(-1)
	p.b.Add(1)
	p.inner.Unlock()
	p.outer.Unlock()
}

// Sum reads both without the locks.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Move between the Loads counts the unit in neither counter: a sum no serial order gives
func (p *Pair) Sum() int64 {
	a := p.a.Load()
	return a + p.b.Load()
}

// Leaky keeps its counters equal, but Put returns holding mu when n is 0.
type Leaky struct {
	mu sync.Mutex
	x  atomic.Int64
	y  atomic.Int64
}

// Put stores n in both counters; with n == 0 it returns holding mu.
//
// want: violation
// want-collection: unsupported
// truth: nonatomic
// why: both Stores lie in one critical section of l.mu (that a path returns holding it does not let another goroutine in); but Same reads without l.mu and between the Stores sees x and y differ
func (l *Leaky) Put(n int64) {
	l.mu.Lock()
	if n == 0 {
		return
	}
	l.x.Store(n)
	l.y.Store(n)
	l.mu.Unlock()
}

// Same compares the counters without the lock.
//
// want: unproven
// want-collection: unproven
// truth: nonatomic
// why: Put(1) between the Loads is a real run, but Put may return holding mu, so no run of it is taken as the other goroutine's: only the collection's witness is found
func (l *Leaky) Same() bool {
	x := l.x.Load()
	return x == l.y.Load()
}

// Books keeps two balances in step under mu; diff is only called under it.
type Books struct {
	mu     sync.Mutex
	credit atomic.Int64
	debit  atomic.Int64
}

// Post records an amount on both sides.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: two Adds in one critical section of b.mu
func (b *Books) Post(n int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.credit.Add(n)
	b.debit.Add(n)
}

// diff is called only while b.mu is held.
//
// want: unproven
// want-collection: violation
// truth: nonatomic
// why: Post between the Loads makes credit - debit nonzero, but the package only calls diff (from Audit) holding b.mu, so Post never runs there: no run of the package's operations is a witness
func (b *Books) diff() int64 {
	c := b.credit.Load()
	return c - b.debit.Load()
}

// Audit reports whether both sides agree: diff under b.mu. Its accesses
// are diff's, which discovery follows into the helper.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: diff's two Loads run in one critical section of b.mu, and every access to b.credit and b.debit in the package holds it
func (b *Books) Audit() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.diff() == 0
}
