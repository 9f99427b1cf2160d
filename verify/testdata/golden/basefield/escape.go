// This file: the base's address escaping, refused with where it escapes.
package basefield

import (
	"sync/atomic"
	"unsafe"
)

// Slot holds a plain int64 whose address one method hands out.
type Slot struct {
	//snowflake:base
	n int64
}

// Addr returns the word's address: anyone may now write it.
// want: unsupported
// truth: outside
// why: the address of base field n escapes: returned.
func (s *Slot) Addr() *int64 {
	return &s.n
}

// Inc adds one.
// want: unsupported
// truth: atomic
// why: one AddInt64; refused because Addr lets the base's address escape.
func (s *Slot) Inc() int64 {
	return atomic.AddInt64(&s.n, 1)
}

// Half holds a uint64 that one method converts to a narrower word.
type Half struct {
	//snowflake:base
	n uint64
}

// Low adds one to the low 32 bits of the word.
// want: unsupported
// truth: outside
// why: (*uint32)(unsafe.Pointer(&h.n)) reaches into part of the word: an escape, not a use.
func (h *Half) Low() uint32 {
	return atomic.AddUint32((*uint32)(unsafe.Pointer(&h.n)), 1)
}

// Load reads the word.
// want: unsupported
// truth: atomic
// why: one LoadUint64; refused because Low converts the base's address to another width.
func (h *Half) Load() uint64 {
	return atomic.LoadUint64(&h.n)
}

// Shared keeps a pointer to its own counter in another field.
type Shared struct {
	//snowflake:base
	n int64
	p *int64
}

// Init stores the word's address in s.p: anyone reading s.p may write it.
// want: unsupported
// truth: outside
// why: the address of base field n escapes: stored in memory.
func (s *Shared) Init() {
	s.p = &s.n
}

// Add adds d.
// want: unsupported
// truth: atomic
// why: one AddInt64; refused because Init stores the base's address.
func (s *Shared) Add(d int64) int64 {
	return atomic.AddInt64(&s.n, d)
}
