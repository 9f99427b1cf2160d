// Package basefield: base fields used as Go uses them. The base's address
// passed to helpers and converted for sync/atomic's functions, plain
// (racy) reads and writes of a word accessed atomically, test resets, and
// addresses that escape. Each correct shape comes with its naive twin.
//
// This file: the base's address passed to same-package helpers.
package basefield

import (
	"sync"
	"sync/atomic"
)

// Pool counts free slots in a plain int64, through helpers that take the
// word's address.
type Pool struct {
	//snowflake:base
	free int64
}

// addFree adds d to the word at p.
func addFree(p *int64, d int64) int64 {
	return atomic.AddInt64(p, d)
}

// release gives n slots back through addFree: the address passed on.
func release(p *int64, n int64) int64 {
	return addFree(p, n)
}

// releaseNaive loads, then stores the sum.
// want: violation
// truth: nonatomic
// why: found by discovery (a parameter pointing to a shared word or map, an object of its own): its two calls interleave with another goroutine's.
func releaseNaive(p *int64, n int64) int64 {
	v := atomic.LoadInt64(p) + n
	atomic.StoreInt64(p, v)
	return v
}

// Release gives one slot back.
// want: atomic
// truth: atomic
// why: one AddInt64 on the base, two helpers down: &p.free is used, not assigned.
func (p *Pool) Release() int64 {
	return release(&p.free, 1)
}

// ReleaseNaive gives one slot back by a load and a store in a helper.
// want: violation
// truth: nonatomic
// why: another Release between the helper's Load and Store is lost.
func (p *Pool) ReleaseNaive() int64 {
	return releaseNaive(&p.free, 1)
}

// Free reads the count.
// want: atomic
// truth: atomic
// why: one LoadInt64.
func (p *Pool) Free() int64 {
	return atomic.LoadInt64(&p.free)
}

// Seen is a package-level bitmask of flags set through a helper.
//
//snowflake:base
var seen uint32

// setBit sets bit b in the word at p, reporting whether it was clear.
func setBit(p *uint32, b uint32) bool {
	return atomic.OrUint32(p, 1<<b)&(1<<b) == 0
}

// setBitNaive loads, then stores the word with the bit set.
// want: violation
// truth: nonatomic
// why: found by discovery (a parameter pointing to a shared word or map, an object of its own): its two calls interleave with another goroutine's.
func setBitNaive(p *uint32, b uint32) bool {
	old := atomic.LoadUint32(p)
	atomic.StoreUint32(p, old|1<<b)
	return old&(1<<b) == 0
}

// Mark sets flag b in seen.
// want: atomic
// truth: atomic
// why: one OrUint32 on the base var, through setBit(&seen, b).
func Mark(b uint32) bool {
	return setBit(&seen, b&31)
}

// MarkNaive sets flag b by a load and a store.
// want: violation
// truth: nonatomic
// why: another goroutine's Or of another bit between the Load and the Store is undone.
func MarkNaive(b uint32) bool {
	return setBitNaive(&seen, b&31)
}

// Registry holds handlers in a sync.Map that helpers receive by address.
type Registry struct {
	//snowflake:base
	items sync.Map
}

// register stores h under name unless one is there.
func register(m *sync.Map, name string, h int) bool {
	_, loaded := m.LoadOrStore(name, h)
	return !loaded
}

// registerNaive checks, then stores.
// want: violation
// truth: nonatomic
// why: found by discovery (a parameter pointing to a shared word or map, an object of its own): its two calls interleave with another goroutine's.
func registerNaive(m *sync.Map, name string, h int) bool {
	if _, ok := m.Load(name); ok {
		return false
	}
	m.Store(name, h)
	return true
}

// Register adds a handler unless one is registered under name.
// want: atomic
// truth: atomic
// why: one LoadOrStore, in register(&r.items, ...): the base's address passed to a helper is a use.
func (r *Registry) Register(name string, h int) bool {
	return register(&r.items, name, h)
}

// RegisterNaive adds a handler by a check and a store in a helper.
// want: violation
// truth: nonatomic
// why: A and B both miss name and both store: both report registering, one handler is lost.
func (r *Registry) RegisterNaive(name string, h int) bool {
	return registerNaive(&r.items, name, h)
}
