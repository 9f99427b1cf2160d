// This file: acquiring below a limit read from a field set at construction.
package atomics

import "sync/atomic"

// Sem admits at most limit holders.
type Sem struct {
	//snowflake:base
	held  atomic.Int32
	limit int32
}

// NewSem returns a semaphore admitting limit holders.
func NewSem(limit int32) *Sem { return &Sem{limit: limit} }

// TryAcquire takes a slot if one is free.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap, or at the Load that saw the limit reached.
func (s *Sem) TryAcquire() bool {
	for {
		n := s.held.Load()
		if n >= s.limit {
			return false
		}
		if s.held.CompareAndSwap(n, n+1) {
			return true
		}
	}
}

// TryAcquireNaive checks the limit, then adds.
// want: violation
// truth: nonatomic
// why: with limit 1, A and B both load 0 and both add: two holders.
func (s *Sem) TryAcquireNaive() bool {
	if s.held.Load() >= s.limit {
		return false
	}
	s.held.Add(1)
	return true
}

// TryAcquireUndo adds first and takes the slot back when over the limit.
// want: violation
// truth: nonatomic
// why: limit 1, X holds: A adds (2), X releases (1), B's TryAcquire loads 1 and fails, A subtracts (0): B failed after X released with no holder left, which no serial order explains.
func (s *Sem) TryAcquireUndo() bool {
	if s.held.Add(1) > s.limit {
		s.held.Add(-1)
		return false
	}
	return true
}

// TryAcquireN takes k slots if that many are free.
// want: atomic
// truth: atomic
// why: the same CompareAndSwap retry loop; n+k wraps identically in the serial run.
func (s *Sem) TryAcquireN(k int32) bool {
	for {
		n := s.held.Load()
		if n+k > s.limit {
			return false
		}
		if s.held.CompareAndSwap(n, n+k) {
			return true
		}
	}
}

// Release frees a slot.
// want: atomic
// truth: atomic
// why: one Add.
func (s *Sem) Release() {
	s.held.Add(-1)
}

// Free returns the number of free slots.
// want: atomic
// truth: atomic
// why: one Load; limit is a constant.
func (s *Sem) Free() int32 {
	return s.limit - s.held.Load()
}
