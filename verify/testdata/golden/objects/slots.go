package objects

import (
	"sync"
	"sync/atomic"
)

// Slots keeps one counter per slot in a slice made by its constructor, and
// the names of the slots in a map: each element of the slice is an object
// of its own, reached through the slice's backing array.
type Slots struct {
	//snowflake:base
	names sync.Map
	slots []atomic.Int64
}

// NewSlots makes n slots.
func NewSlots(n int) *Slots {
	return &Slots{slots: make([]atomic.Int64, n)}
}

// RaiseSlot raises slot i to at least n with a CAS loop on the element.
// want: atomic
// truth: atomic
// why: a pure loop of Loads and failed CASes on one slice element; the last CAS is the one mutation.
func (s *Slots) RaiseSlot(i int, n int64) {
	for {
		cur := s.slots[i].Load()
		if cur >= n || s.slots[i].CompareAndSwap(cur, n) {
			return
		}
	}
}

// ReadSlot reads slot i when the name is registered.
// want: violation
// truth: nonatomic
// why: two reads of two objects: another goroutine can delete the name and then change the slot between them, so no instant has both values.
func (s *Slots) ReadSlot(name string, i int) (int64, bool) {
	if _, ok := s.names.Load(name); !ok {
		return 0, false
	}
	return s.slots[i].Load(), true
}

// BumpSlot adds one to slot i and reads it back.
// want: violation
// truth: nonatomic
// why: another goroutine's change of the same element between the Add and the Load makes the result differ from the count the Add left.
func (s *Slots) BumpSlot(i int) int64 {
	s.slots[i].Add(1)
	return s.slots[i].Load()
}

// MoveSlot moves one from slot i to slot j (maybe the same one).
// want: violation
// truth: nonatomic
// why: two mutating calls on two elements (maybe one): another goroutine sees the first change and not the second.
func (s *Slots) MoveSlot(i, j int) {
	s.slots[i].Add(-1)
	s.slots[j].Add(1)
}

// NameSlot names slot i once and counts the naming in the slot.
// want: violation
// truth: nonatomic
// why: the name is stored, then the slot counted: another goroutine can see the name and not the count.
func (s *Slots) NameSlot(name string, i int) bool {
	if _, loaded := s.names.LoadOrStore(name, i); loaded {
		return false
	}
	s.slots[i].Add(1)
	return true
}

// Striped keeps one count per stripe, in a slice of structs made by its
// constructor: each stripe's count is an object of its own, reached
// through a field of an element.
type Striped struct {
	stripes []stripe
}

type stripe struct {
	n    atomic.Int32
	seen atomic.Bool
}

// NewStriped makes n stripes.
func NewStriped(n int) *Striped {
	return &Striped{stripes: make([]stripe, n)}
}

// Len sums the stripes' counts, one Load at a time.
// want: violation
// truth: nonatomic
// why: another goroutine changes a stripe already read and then one not yet read: the sum is of no state the stripes ever had together.
func (s *Striped) Len() int {
	n := 0
	for i := range s.stripes {
		n += int(s.stripes[i].n.Load())
	}
	return n
}

// RaiseStripe raises stripe i's count to at least n with a CAS loop.
// want: atomic
// truth: atomic
// why: a pure loop of Loads and failed CASes on one field of one element; the last CAS is the one mutation.
func (s *Striped) RaiseStripe(i int, n int32) {
	for {
		cur := s.stripes[i].n.Load()
		if cur >= n || s.stripes[i].n.CompareAndSwap(cur, n) {
			return
		}
	}
}

// CountOnce counts stripe i the first time it is seen.
// want: violation
// truth: nonatomic
// why: two fields of one element: another goroutine sees the stripe marked and its count not yet raised.
func (s *Striped) CountOnce(i int) bool {
	if s.stripes[i].seen.Swap(true) {
		return false
	}
	s.stripes[i].n.Add(1)
	return true
}
