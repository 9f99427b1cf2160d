// This file: plain integer fields and package variables marked
// //snowflake:base, accessed through sync/atomic's functions.
package atomics

import "sync/atomic"

// Counter counts with atomic.AddInt64 on a plain int64.
type Counter struct {
	//snowflake:base
	n     int64
	label string
}

// Inc adds one and returns the new count.
// want: atomic
// truth: atomic
// why: one AddInt64.
func (c *Counter) Inc() int64 {
	return atomic.AddInt64(&c.n, 1)
}

// IncNaive loads, then stores the successor.
// want: violation
// truth: nonatomic
// why: A and B both load 4 and both store 5: an increment is lost.
func (c *Counter) IncNaive() int64 {
	v := atomic.LoadInt64(&c.n)
	atomic.StoreInt64(&c.n, v+1)
	return v + 1
}

// Peek reads the count without sync/atomic: a data race.
// want: unproven
// truth: outside
// why: a plain read of a base accessed through sync/atomic races with every writer: a data race, never atomic; one read has no interleaving to show.
func (c *Counter) Peek() int64 {
	return c.n
}

// Label returns the label, a constant of the counter.
// want: atomic
// truth: atomic
// why: no call on the base at all; label is never written after construction.
func (c *Counter) Label() string {
	return c.label
}

// Gate opens once, through atomic.CompareAndSwapInt32 on a plain int32.
type Gate struct {
	//snowflake:base
	state int32
}

// Open reports whether this call opened the gate.
// want: atomic
// truth: atomic
// why: one CompareAndSwapInt32.
func (g *Gate) Open() bool {
	return atomic.CompareAndSwapInt32(&g.state, 0, 1)
}

// OpenNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: A and B both load 0 and both store 1: both report opening.
func (g *Gate) OpenNaive() bool {
	if atomic.LoadInt32(&g.state) != 0 {
		return false
	}
	atomic.StoreInt32(&g.state, 1)
	return true
}

// Stats counts hits in a plain uint64.
type Stats struct {
	//snowflake:base
	hits uint64
}

// Hit records a hit.
// want: atomic
// truth: atomic
// why: one AddUint64.
func (s *Stats) Hit() {
	atomic.AddUint64(&s.hits, 1)
}

// Hits returns the number of hits.
// want: atomic
// truth: atomic
// why: one LoadUint64.
func (s *Stats) Hits() uint64 {
	return atomic.LoadUint64(&s.hits)
}

// HitsPair reads the hits twice.
// want: violation
// truth: nonatomic
// why: a Hit between the two LoadUint64 calls: the two values differ, and a serial run returns equal ones.
func (s *Stats) HitsPair() (uint64, uint64) {
	return atomic.LoadUint64(&s.hits), atomic.LoadUint64(&s.hits)
}

//snowflake:base
var total uint64

// AddTotal adds d to the package total.
// want: atomic
// truth: atomic
// why: one AddUint64 on the base var.
func AddTotal(d uint64) uint64 {
	return atomic.AddUint64(&total, d)
}

// Total returns the package total.
// want: atomic
// truth: atomic
// why: one LoadUint64 on the base var.
func Total() uint64 {
	return atomic.LoadUint64(&total)
}

// DrainTotal resets the total and returns what it was.
// want: atomic
// truth: atomic
// why: one SwapUint64.
func DrainTotal() uint64 {
	return atomic.SwapUint64(&total, 0)
}

// DrainTotalNaive loads, then stores zero.
// want: violation
// truth: nonatomic
// why: an AddTotal between the Load and the Store is lost: neither returned nor kept.
func DrainTotalNaive() uint64 {
	t := atomic.LoadUint64(&total)
	atomic.StoreUint64(&total, 0)
	return t
}

//snowflake:base
var level int64

// SetLevel stores v in the package level.
// want: atomic
// truth: atomic
// why: one StoreInt64; PlainLevel's plain read of level is its own data race, not a reassignment.
func SetLevel(v int64) {
	atomic.StoreInt64(&level, v)
}

// PlainLevel reads the level without sync/atomic.
// want: unproven
// truth: outside
// why: a plain read of a base var accessed through sync/atomic is a data race: never atomic; one read has no interleaving to show.
func PlainLevel() int64 {
	return level
}

// Hops counts in a plain int64 through a same-package helper that takes
// the base's address.
type Hops struct {
	//snowflake:base
	n int64
}

// addHops adds d to *p with sync/atomic.
func addHops(p *int64, d int64) int64 {
	return atomic.AddInt64(p, d)
}

// Hop adds one through addHops(&h.n, 1).
// want: atomic
// truth: atomic
// why: one AddInt64 once addHops is inlined; passing &h.n to a helper that only calls sync/atomic on it is a use of the object.
func (h *Hops) Hop() int64 {
	return addHops(&h.n, 1)
}

// Count loads the count directly.
// want: atomic
// truth: atomic
// why: one LoadInt64; Hop's passing the base's address to a helper is a use, not an assignment.
func (h *Hops) Count() int64 {
	return atomic.LoadInt64(&h.n)
}
