package fuzzfound

import "sync"

// Mailboxes maps names to values, some of them channels.
type Mailboxes struct{ m sync.Map }

// Drain reads the value at k, then removes it and closes it when it is a
// channel (found by the generic-wrapper form, seed 2, inputs 21900 on:
// verify's witness replays and is right by hand; the oracle ran 42,280
// scenarios without a violation, as its value domains never hold a
// channel; mended: a witness whose other goroutine supplies a channel or
// a map is beyond the oracle, fuzz/widen.go).
//
// want: violation
// truth: nonatomic
// why: from {k: 1}, another goroutine's Swap(k, ch) between Load and LoadAndDelete hands the client a channel to close while it returns 1: before the function, LoadAndDelete would return 1 and closing the nil channel would panic; after it, Load would return the channel and the result would be 0
func (b *Mailboxes) Drain(k string) int {
	x, _ := b.m.Load(k)
	n, _ := x.(int)
	y, _ := b.m.LoadAndDelete(k)
	ch, _ := y.(chan int)
	close(ch)
	return n
}

// Settle deletes k, then rewrites what another goroutine may have put
// there as an int (found by the plain form, seed 2, inputs 22700 on:
// verify's witness replays and is right by hand; the oracle ran 13,450
// scenarios without a violation, as its value domain held only ints and
// nil, so the assertion never failed on a present value; mended: a body
// that asserts brings a value of a type it asserts none to,
// oracle/body.go).
//
// want: violation
// truth: nonatomic
// why: from {k: nil}, another goroutine's LoadOrStore(k, "y") after the Delete lets the client's CompareAndSwap replace "y" by 0: before the function the LoadOrStore would find nil present; after it the final value would be "y"
func (b *Mailboxes) Settle(k string) {
	b.m.Delete(k)
	for {
		x, ok := b.m.Load(k)
		if !ok || x == nil {
			return
		}
		n, _ := x.(int)
		if b.m.CompareAndSwap(k, x, n) {
			return
		}
	}
}

// Promote moves k from 2 to v when v is above 2, then reads k twice and
// reports whether the first read found it (found by the generic-wrapper
// form, seed 2, inputs 30576 on: verify's witness replays and is right by
// hand; the oracle ran 191,688 scenarios without a violation, as v's
// domain held the 2 it is compared with but nothing above it; mended: an
// ordering comparison brings the constant's neighbours, oracle/body.go).
//
// want: violation
// truth: nonatomic
// why: from {}, another goroutine's Store(k, 2) after the CompareAndSwap makes the first Load find k: alone from {} the client returns false, and after the Store its CompareAndSwap would succeed and leave v
func (b *Mailboxes) Promote(k string, v int) bool {
	if v > 2 {
		b.m.CompareAndSwap(k, 2, v)
	}
	_, ok := b.m.Load(k)
	b.m.Load(k)
	return ok
}

// Demote stores v at k when w is below 5, then reports whether k is
// there (not found by a leg: reading Promote's mend, whose neighbours came
// above the constant first; with two int parameters the oracle trims the
// last one's domain to its first two values, 5 and 6, both on the false
// side of w < 5, so the branch never ran and the function was left
// unexplored; mended: for w < 5 and w >= 5 the neighbour below comes
// first, oracle/body.go).
//
// want: violation
// truth: nonatomic
// why: another goroutine's LoadAndDelete(k) between the Store and the Load makes the client report k absent just after storing it, which no serial order gives
func (b *Mailboxes) Demote(k string, v, w int) bool {
	if w < 5 {
		b.m.Store(k, v)
	}
	_, ok := b.m.Load(k)
	return ok
}
