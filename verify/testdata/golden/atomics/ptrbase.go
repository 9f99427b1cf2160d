// This file: a client whose only field is a *atomic.Int64 set in a
// constructor, and one with an embedded atomic.Int64.
package atomics

import "sync/atomic"

// Shared counts in an atomic.Int64 it may share with other Shareds.
type Shared struct {
	n *atomic.Int64
}

// NewShared returns a Shared counting in n.
func NewShared(n *atomic.Int64) *Shared { return &Shared{n: n} }

// NewOwned returns a Shared with a counter of its own.
func NewOwned() *Shared { return &Shared{n: new(atomic.Int64)} }

// Inc adds one.
// want: atomic
// truth: atomic
// why: one Add through the base pointer, which is never reassigned.
func (s *Shared) Inc() int64 {
	return s.n.Add(1)
}

// IncNaive loads, then stores the successor.
// want: violation
// truth: nonatomic
// why: A and B both load 4 and both store 5: an increment is lost.
func (s *Shared) IncNaive() int64 {
	v := s.n.Load() + 1
	s.n.Store(v)
	return v
}

// Take returns the count and resets it to zero.
// want: atomic
// truth: atomic
// why: one Swap, which returns the old value.
func (s *Shared) Take() int64 {
	return s.n.Swap(0)
}

// TakeNaive loads the count, then stores zero.
// want: violation
// truth: nonatomic
// why: an Inc between the Load and the Store is lost: neither returned nor kept.
func (s *Shared) TakeNaive() int64 {
	v := s.n.Load()
	s.n.Store(0)
	return v
}

// Hits embeds its atomic.Int64, its only field.
type Hits struct {
	atomic.Int64
}

// Bump adds one through the promoted method.
// want: atomic
// truth: atomic
// why: one Add.
func (h *Hits) Bump() int64 {
	return h.Add(1)
}

// BumpNaive loads, then stores the successor, through promoted methods.
// want: violation
// truth: nonatomic
// why: A and B both load 4 and both store 5: an increment is lost.
func (h *Hits) BumpNaive() int64 {
	v := h.Load() + 1
	h.Store(v)
	return v
}

// Reset returns the count and zeroes it.
// want: atomic
// truth: atomic
// why: one Swap.
func (h *Hits) Reset() int64 {
	return h.Int64.Swap(0)
}

// Twice returns two successive reads.
// want: violation
// truth: nonatomic
// why: a Bump between the two Loads: the values differ, and a serial run returns equal ones.
func (h *Hits) Twice() (int64, int64) {
	a := h.Load()
	b := h.Load()
	return a, b
}

// Tally embeds a *atomic.Int64, its only field.
type Tally struct {
	*atomic.Int64
}

// NewTally returns a Tally with a counter of its own.
func NewTally() *Tally { return &Tally{new(atomic.Int64)} }

// Bump adds one through the promoted method of the embedded pointer.
// want: atomic
// truth: atomic
// why: one Add; the embedded pointer is never reassigned.
func (t *Tally) Bump() int64 {
	return t.Add(1)
}

// BumpNaive loads, then stores the successor.
// want: violation
// truth: nonatomic
// why: A and B both load 4 and both store 5: an increment is lost.
func (t *Tally) BumpNaive() int64 {
	v := t.Load() + 1
	t.Store(v)
	return v
}
