// This file: a key present with a nil value is not an absent key. Load,
// LoadOrStore, Swap, CompareAndSwap(k, nil, x) and CompareAndDelete(k, nil)
// tell them apart; a Load's nil result does not.

package values

import "sync"

// Slots maps keys to optional values: a present nil is a reserved slot.
type Slots struct {
	m sync.Map
}

// State reports whether k is present and whether its value is nil.
// want: atomic
// truth: atomic
// why: one Load; v == nil compares with the nil interface and never panics.
func (s *Slots) State(k string) (present, isNil bool) {
	v, ok := s.m.Load(k)
	return ok, ok && v == nil
}

// Reserve inserts a nil value for k unless k is present.
// want: atomic
// truth: atomic
// why: one LoadOrStore; a present nil counts as present.
func (s *Slots) Reserve(k string) bool {
	_, loaded := s.m.LoadOrStore(k, nil)
	return !loaded
}

// Fill replaces k's nil value with x; an absent k is not filled.
// want: atomic
// truth: atomic
// why: one CompareAndSwap(k, nil, x): it swaps only a present nil (absent keys return false).
func (s *Slots) Fill(k string, x any) bool {
	return s.m.CompareAndSwap(k, nil, x)
}

// ReserveThenFill reserves k with nil, then fills it with x.
// want: violation
// truth: nonatomic
// why: two mutating calls: from k absent, another goroutine Loads k between them and sees (nil, true), a state no serial ReserveThenFill leaves (from absent it ends with x).
func (s *Slots) ReserveThenFill(k string, x any) bool {
	if _, loaded := s.m.LoadOrStore(k, nil); loaded {
		return false
	}
	return s.m.CompareAndSwap(k, nil, x)
}

// FillRacy fills k's nil value with x: Load, test, Store.
// want: violation
// truth: nonatomic
// why: from k = nil: T Loads (nil, true); another goroutine Fills k with y and returns true; T Stores x over y and returns true: two successful fills of one slot, which no serial order gives.
func (s *Slots) FillRacy(k string, x any) bool {
	if v, ok := s.m.Load(k); ok && v == nil {
		s.m.Store(k, x)
		return true
	}
	return false
}

// FillChecked loads k first and gives up on a non-nil value (a nil result
// also stands for an absent k), then fills with CompareAndSwap.
// want: atomic
// truth: atomic
// why: linearizable at the Load (non-nil: false) or at the CompareAndSwap: a serial run from the CompareAndSwap's state Loads an absent k or a non-nil value and returns false without a call, as the CompareAndSwap does, or a present nil and swaps.
func (s *Slots) FillChecked(k string, x any) bool {
	if v, _ := s.m.Load(k); v != nil {
		return false
	}
	return s.m.CompareAndSwap(k, nil, x)
}

// SetOnce sets k to x unless it holds a non-nil value: an absent k and a
// present nil both count as unset.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts, the LoadOrStore that finds a non-nil value, or the CompareAndSwap that replaces a present nil; a failed CompareAndSwap (k deleted or set meanwhile) repeats.
func (s *Slots) SetOnce(k string, x any) bool {
	for {
		v, loaded := s.m.LoadOrStore(k, x)
		if !loaded {
			return true
		}
		if v != nil {
			return false
		}
		if s.m.CompareAndSwap(k, nil, x) {
			return true
		}
	}
}

// SetOnceRacy treats a nil Load result as unset and Stores.
// want: violation
// truth: nonatomic
// why: from k absent: two goroutines both Load nil and both Store (x, then y); both return true and one value is lost.
func (s *Slots) SetOnceRacy(k string, x any) bool {
	if v, _ := s.m.Load(k); v != nil {
		return false
	}
	s.m.Store(k, x)
	return true
}

// Release deletes k only if it holds nil.
// want: atomic
// truth: atomic
// why: one CompareAndDelete(k, nil); comparing with a nil old never panics.
func (s *Slots) Release(k string) bool {
	return s.m.CompareAndDelete(k, nil)
}

// ReleaseRacy deletes k after a Load saw nil.
// want: violation
// truth: nonatomic
// why: from k = nil: T Loads (nil, true); another goroutine Fills k with y; T Deletes y and returns true, though y was never nil when deleted.
func (s *Slots) ReleaseRacy(k string) bool {
	if v, ok := s.m.Load(k); ok && v == nil {
		s.m.Delete(k)
		return true
	}
	return false
}

// Put swaps x in and reports whether k was a reserved (nil) slot.
// want: atomic
// truth: atomic
// why: one Swap; its (nil, true) result is a present nil, (nil, false) an absent k.
func (s *Slots) Put(k string, x any) (wasReserved bool) {
	prev, loaded := s.m.Swap(k, x)
	return loaded && prev == nil
}

// Take removes k and reports whether it was present, including with a nil
// value.
// want: atomic
// truth: atomic
// why: one LoadAndDelete.
func (s *Slots) Take(k string) (v any, present bool) {
	v, present = s.m.LoadAndDelete(k)
	return v, present
}
