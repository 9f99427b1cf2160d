package cow

import "sync/atomic"

// window is one setting of a connection's relaxed timeouts, immutable once
// published: every change copies the current one whole (next = *cur) and
// publishes the copy.
type window struct {
	readNs, writeNs int64
	holders         int
	limits          struct{ lo, hi int32 }
	marks           [2]bool
}

// Relaxed holds the current *window.
type Relaxed struct {
	cur atomic.Pointer[window]
}

// Relax copies the current window, sets the timeouts and counts one more
// holder, retrying on interference.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap: no field of a window is written after it is published, so the condensed run's copy of the same pointer holds the same values.
func (r *Relaxed) Relax(read, write int64) int {
	for {
		cur := r.cur.Load()
		var next window
		if cur != nil {
			next = *cur
		}
		next.readNs, next.writeNs = read, write
		next.holders++
		if r.cur.CompareAndSwap(cur, &next) {
			return next.holders
		}
	}
}

// RelaxNaive copies and publishes with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both copy the window with no holder and both store one with one holder: one of the two holders is lost.
func (r *Relaxed) RelaxNaive(read, write int64) int {
	cur := r.cur.Load()
	var next window
	if cur != nil {
		next = *cur
	}
	next.readNs, next.writeNs = read, write
	next.holders++
	r.cur.Store(&next)
	return next.holders
}

// Release drops one holder, clearing the window with the last one, and
// reports whether it cleared it.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap, as Relax.
func (r *Relaxed) Release() bool {
	for {
		cur := r.cur.Load()
		if cur == nil {
			return false
		}
		next := *cur
		next.holders--
		var p *window
		if next.holders > 0 {
			p = &next
		}
		if r.cur.CompareAndSwap(cur, p) {
			return p == nil
		}
	}
}

// Widen copies the window and widens its nested limits and marks.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap: the nested struct and the array are fields of the copy, never written after publication.
func (r *Relaxed) Widen(lo, hi int32) (int32, int32) {
	for {
		cur := r.cur.Load()
		next := window{}
		if cur != nil {
			next = *cur
		}
		if lo < next.limits.lo || !next.marks[0] {
			next.limits.lo, next.marks[0] = lo, true
		}
		if hi > next.limits.hi || !next.marks[1] {
			next.limits.hi, next.marks[1] = hi, true
		}
		if r.cur.CompareAndSwap(cur, &next) {
			return next.limits.lo, next.limits.hi
		}
	}
}

// tally is published like window, but Touch counts hits in the published
// one in place.
type tally struct {
	hits, gen int
}

// Tallies holds the current *tally.
type Tallies struct {
	cur atomic.Pointer[tally]
}

// Next copies the current tally whole into a new generation, retrying on
// interference.
// want: unproven
// truth: nonatomic
// why: Touch's increment of the published tally between Next's copy and its CompareAndSwap is lost: the new generation carries the old count. The copy reads memory that is written after publication, so it is arbitrary and no witness is confirmed.
func (t *Tallies) Next() int {
	for {
		cur := t.cur.Load()
		var next tally
		if cur != nil {
			next = *cur
		}
		next.gen++
		if t.cur.CompareAndSwap(cur, &next) {
			return next.gen
		}
	}
}

// Touch counts a hit in the published tally.
// want: unsupported
// truth: nonatomic
// why: the write into the published tally is a write to shared memory (a data race with Next's copy): refused.
func (t *Tallies) Touch() {
	if p := t.cur.Load(); p != nil {
		p.hits++
	}
}

// span is published like window, but Clamp narrows the published one's
// nested bounds in place.
type span struct {
	bounds struct{ lo, hi int32 }
}

// Spans holds the current *span.
type Spans struct {
	cur atomic.Pointer[span]
}

// Widen copies the current span and widens its bounds, retrying on
// interference.
// want: unproven
// truth: nonatomic
// why: Clamp's write of the published span's bounds between Widen's copy and its CompareAndSwap is lost. The nested field is written after publication, so its reads are arbitrary and no witness is confirmed.
func (s *Spans) Widen(lo, hi int32) int32 {
	for {
		cur := s.cur.Load()
		var next span
		if cur != nil {
			next.bounds.lo, next.bounds.hi = cur.bounds.lo, cur.bounds.hi
		}
		next.bounds.lo = min(next.bounds.lo, lo)
		next.bounds.hi = max(next.bounds.hi, hi)
		if s.cur.CompareAndSwap(cur, &next) {
			return next.bounds.hi - next.bounds.lo
		}
	}
}

// Clamp narrows the published span's upper bound in place.
// want: unsupported
// truth: nonatomic
// why: the write into the published span is a write to shared memory: refused.
func (s *Spans) Clamp(hi int32) {
	if p := s.cur.Load(); p != nil {
		p.bounds.hi = hi
	}
}

// ring is published like window; its array field's value shows in the
// witness (a model's value of the array may be another term than the
// constructor's).
type ring struct {
	slots [3]int8
	gen   int
}

// Rings holds the current *ring.
type Rings struct {
	cur atomic.Pointer[ring]
}

// Advance copies the generation into a new ring with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load generation 0 and both store generation 1: one advance is lost.
func (r *Rings) Advance() int {
	cur := r.cur.Load()
	next := ring{}
	if cur != nil {
		next.gen = cur.gen
	}
	next.gen++
	r.cur.Store(&next)
	return next.gen
}

// Box holds a value of any type.
type Box[T any] struct{ V T }

// tally8 is published like window, but Poke writes its generation in
// place through words8, the same struct spelled with uint8 for byte.
type tally8 struct {
	b   Box[byte]
	gen int
}

type words8 struct {
	b   Box[uint8]
	gen int
}

// Tallies8 holds the current *tally8.
type Tallies8 struct {
	cur atomic.Pointer[tally8]
}

// Next copies the current tally8 whole into a new generation, retrying
// on interference.
// want: unproven
// truth: nonatomic
// why: Poke's write of the published tally8 (through words8, a type identical to it: Box[byte] is Box[uint8]) between Next's copy and its CompareAndSwap is lost; the copy's fields are memory written after publication, so no witness is confirmed.
func (t *Tallies8) Next() int {
	for {
		cur := t.cur.Load()
		var next tally8
		if cur != nil {
			next = *cur
		}
		next.gen++
		if t.cur.CompareAndSwap(cur, &next) {
			return next.gen + int(next.b.V)
		}
	}
}

// Poke writes the published tally8's generation in place.
// want: unsupported
// truth: nonatomic
// why: the write into the published struct is a write to shared memory: refused.
func (t *Tallies8) Poke() {
	if p := t.cur.Load(); p != nil {
		(*words8)(p).gen = 42
	}
}
