package generics

import "sync"

type hasher interface{ hash(string) string }

type plainHash struct{}

func (plainHash) hash(s string) string { return s }

type suffixHash struct{}

func (suffixHash) hash(s string) string { return s + "x" }

// Hashed keys its map by a hasher that generic code may set: mk's
// literal writes field h of the struct every S is, Hashed's among them.
type Hashed struct {
	m sync.Map
	h hasher
}

// NewHashed returns a Hashed over plainHash.
func NewHashed() *Hashed { return &Hashed{h: plainHash{}} }

func mk[S ~struct {
	m sync.Map
	h hasher
}]() *S {
	return &S{h: suffixHash{}}
}

// NewSuffixed returns a Hashed over suffixHash, made by generic code.
func NewSuffixed() *Hashed { return mk[Hashed]() }

// Twice stores under the hashed key, then reads it back (the interface
// set of h, traced through generic code's store, once made the tool
// fail with an internal error).
//
// want: violation
// truth: nonatomic
// why: another goroutine's Swap between the Store and the Load changes what the Load returns, which no serial order gives
func (i *Hashed) Twice(k string) (any, bool) {
	i.m.Store(i.h.hash(k), 1)
	return i.m.Load(i.h.hash(k))
}
