// Package several exercises the oracle over several shared objects in one
// function (issue #23): fields of the receiver at any depth, a package
// variable, pointer parameters, and objects reached through a map's
// values. Each function states its truth as the goldens do.
package several

import (
	"math"
	"sync"
	"sync/atomic"
)

// Pair holds two counters updated together.
type Pair struct {
	//snowflake:base
	reqs  atomic.Int64
	bytes atomic.Int64
}

// Record counts one request of n bytes: two Adds.
// truth: nonatomic
func (p *Pair) Record(n int64) {
	p.reqs.Add(1)
	p.bytes.Add(n)
}

// Max keeps the largest value seen in bytes with a CAS loop; reqs is the
// base, untouched.
// truth: atomic
func (p *Pair) Max(v int64) int64 {
	for {
		cur := p.bytes.Load()
		if v <= cur {
			return cur
		}
		if p.bytes.CompareAndSwap(cur, v) {
			return v
		}
	}
}

// Metrics keeps per-key counters: a sync.Map of *atomic.Int64.
type Metrics struct {
	//snowflake:base
	counters sync.Map
}

// Inc adds one to k's counter, creating it first: LoadOrStore then Add.
// truth: nonatomic
func (m *Metrics) Inc(k string) int64 {
	v, _ := m.counters.LoadOrStore(k, new(atomic.Int64))
	return v.(*atomic.Int64).Add(1)
}

// Get reads k's counter: Load of the map, then Load of the counter.
// truth: nonatomic
// why: another goroutine may take k's counter out of the map and write it
// between the two Loads: the value read was never k's at any instant.
func (m *Metrics) Get(k string) int64 {
	v, ok := m.counters.Load(k)
	if !ok {
		return 0
	}
	return v.(*atomic.Int64).Load()
}

// Sessions keeps two maps in step.
type Sessions struct {
	//snowflake:base
	live sync.Map
	done sync.Map
}

// Finish moves id from live to done: LoadAndDelete then Store.
// truth: nonatomic
func (s *Sessions) Finish(id string) bool {
	v, ok := s.live.LoadAndDelete(id)
	if !ok {
		return false
	}
	s.done.Store(id, v)
	return true
}

// Server nests its counters one struct deep.
type Server struct {
	//snowflake:base
	conns atomic.Int64
	name  string
	stats struct {
		hits, misses atomic.Int64
	}
}

// Lookup counts a hit or a miss and returns the hits: nested fields.
// truth: nonatomic
func (s *Server) Lookup(hit bool) int64 {
	if hit {
		s.stats.hits.Add(1)
	} else {
		s.stats.misses.Add(1)
	}
	return s.stats.hits.Load()
}

// drops counts dropped messages, package-wide.
var drops atomic.Int64

// Queue counts its own sends.
type Queue struct {
	//snowflake:base
	sent atomic.Int64
}

// Drop counts a drop in the package variable and in the queue.
// truth: nonatomic
func (q *Queue) Drop() {
	q.sent.Add(-1)
	drops.Add(1)
}

// Bank counts its transfers.
type Bank struct {
	//snowflake:base
	ops atomic.Int64
}

// Transfer moves n from one counter to another: two parameters that may be
// the same counter.
// truth: nonatomic
func (b *Bank) Transfer(from, to *atomic.Int64, n int64) {
	b.ops.Add(1)
	from.Add(-n)
	to.Add(n)
}

// Words counts in plain words through sync/atomic's functions.
type Words struct {
	//snowflake:base
	total uint64
	bits  uint64
	ops   uint64
}

// Both counts in two words: two Adds.
// truth: nonatomic
func (w *Words) Both(n uint64) {
	atomic.AddUint64(&w.total, n)
	atomic.AddUint64(&w.ops, 1)
}

// AddFloat adds v to the float64 whose bits the parameter holds, with a
// CAS loop.
// truth: atomic
func (w *Words) AddFloat(bits *uint64, v float64) float64 {
	for {
		old := atomic.LoadUint64(bits)
		sum := math.Float64frombits(old) + v
		if atomic.CompareAndSwapUint64(bits, old, math.Float64bits(sum)) {
			return sum
		}
	}
}

// AddBits adds v to the float64 in w.bits through addFloat, a helper that
// takes the word's address.
// truth: atomic
func (w *Words) AddBits(v float64) float64 {
	return addFloat(&w.bits, v)
}

func addFloat(p *uint64, v float64) float64 {
	for {
		old := atomic.LoadUint64(p)
		sum := math.Float64frombits(old) + v
		if atomic.CompareAndSwapUint64(p, old, math.Float64bits(sum)) {
			return sum
		}
	}
}

// AddChecked adds n unless the total would overflow, reading the total
// plainly first: a data race, and not atomic (another goroutine's Store
// between the check and the Add makes it wrap).
// truth: nonatomic
func (w *Words) AddChecked(n uint64) bool {
	if w.total+n < w.total {
		return false
	}
	atomic.AddUint64(&w.total, n)
	return true
}

// Tally is a word used through sync/atomic's functions.
type Tally struct {
	//snowflake:base
	n uint64
}

// Settled loads the word twice, the first load discarded with a blank
// assignment (`_ = x`, whose left side has no type).
// truth: atomic
func (t *Tally) Settled() uint64 {
	x := atomic.LoadUint64(&t.n)
	_ = x
	return atomic.LoadUint64(&t.n)
}
