// Package helperops holds composite operations whose calls on shared
// objects are made by the package's helpers: a helper run under the
// function's lock, a function that reads one object itself and another
// through a helper, a helper called once per iteration of a loop, one
// helper called on two objects. Discovery reports each of them as it
// reports calls made in the function's own body (paths/helpercalls.go),
// the helpers too; a function that only forwards one helper's composite
// operation is reported at the helper.
package helperops

import (
	"sync"
	"sync/atomic"
)

// Stock keeps units available or held; Reserve moves them under mu, so
// their sum only changes between critical sections.
type Stock struct {
	mu    sync.Mutex
	avail atomic.Int64
	held  atomic.Int64
}

// move moves n units from avail to held; only Reserve calls it, holding
// s.mu.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: TotalNaive reads without s.mu: run between the Adds, it sees the n units in neither counter, a total no serial order gives
func (s *Stock) move(n int64) {
	s.avail.Add(-n)
	s.held.Add(n)
}

// sum is the whole stock.
//
// want: unproven
// want-collection: violation
// truth: nonatomic
// why: Reserve between the Loads counts n units twice (TotalNaive runs sum without s.mu); but sum is no operation of the package (unexported), and a locked operation runs in a gap only of an entry point (TotalNaive, which forwards sum, is not reported)
func (s *Stock) sum() int64 {
	return s.avail.Load() + s.held.Load()
}

// heldNow reads the held units.
func (s *Stock) heldNow() int64 {
	return s.held.Load()
}

// Reserve moves n units from avail to held, under s.mu.
//
// want: violation
// want-collection: unsupported
// truth: nonatomic
// why: move's two Adds run in one critical section of s.mu, which every change of s.avail and s.held holds; but TotalNaive reads without s.mu and runs between them in the package witness
func (s *Stock) Reserve(n int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.move(n)
}

// Total is the whole stock, read under s.mu.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: sum's two Loads run in one critical section of s.mu
func (s *Stock) Total() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.sum()
}

// TotalNaive is the whole stock, read without the lock. It only forwards
// sum's composite operation, which discovery reports at sum: not reported
// again (no want line).
func (s *Stock) TotalNaive() int64 {
	return s.sum()
}

// Split reads avail under the lock and held after it.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: s.Reserve(n) between the critical section and heldNow's Load counts n units twice; the Load outside the section leaves the lock discipline no proof, and a client that locks gets no package witness yet
func (s *Stock) Split() (int64, int64) {
	s.mu.Lock()
	a := s.avail.Load()
	s.mu.Unlock()
	return a, s.heldNow()
}

// Compare reports whether two stocks hold as many units.
//
// want: unproven
// want-collection: unproven
// truth: nonatomic
// why: a.Reserve(n) between a.sum's Loads makes a's total n too large; a and b may be one Stock, and the candidate's objects are not fixed by the witness
func Compare(a, b *Stock) bool {
	return a.sum() == b.sum()
}

// Hits counts events.
type Hits struct {
	n atomic.Int64
}

// one counts one event.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (h *Hits) one() int64 {
	return h.n.Add(1)
}

// get reads the count.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (h *Hits) get() int64 {
	return h.n.Load()
}

// Inc counts one event.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call, through one
func (h *Hits) Inc() int64 {
	return h.one()
}

// Span counts k events and returns the counts after the first and the
// last.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: h.Inc() between two iterations of the loop makes last - first k, where every serial order makes it k - 1
func (h *Hits) Span(k int) (first, last int64) {
	first = h.one()
	last = first
	for i := 1; i < k; i++ {
		last = h.one()
	}
	return first, last
}

// Settle reads the count k times and returns the last reading.
//
// want: unproven
// want-collection: unproven
// truth: atomic
// why: the loop only reads, and only the last reading is returned: the function runs as if whole at its last Load; but the pure-loop abstraction (the loop's exit paths, entered with the loop-carried i and last arbitrary) loses that every run returns its last Load, and no call condenses the path (an incompleteness, not a refutation: no witness)
func (h *Hits) Settle(k int) (last int64) {
	last = h.get()
	for i := 1; i < k; i++ {
		last = h.get()
	}
	return last
}
