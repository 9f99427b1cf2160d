// Package xsyncmap: clients of xsync v3 MapOf and v4 Map: typed keys and
// values, zero values for absent keys, Compute with pure closures.
package xsyncmap

import (
	xsync3 "github.com/puzpuzpuz/xsync/v3"
	"github.com/puzpuzpuz/xsync/v4"
)

// Hits counts hits per page on an xsync v4 map.
type Hits struct {
	m *xsync.Map[string, int]
}

// Inc adds one to page's count with Compute.
// want: atomic
// truth: atomic
// why: one Compute with a pure closure.
func (h *Hits) Inc(page string) int {
	n, _ := h.m.Compute(page, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old + 1, xsync.UpdateOp
	})
	return n
}

// IncBy adds d with Compute; the closure captures d.
// want: atomic
// truth: atomic
// why: one Compute; the closure is a function of d and the old value.
func (h *Hits) IncBy(page string, d int) int {
	n, _ := h.m.Compute(page, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old + d, xsync.UpdateOp
	})
	return n
}

// IncNaive loads, then stores the increment.
// want: violation
// truth: nonatomic
// why: two goroutines both Load 0 and both Store 1: an increment is lost.
func (h *Hits) IncNaive(page string) int {
	n, _ := h.m.Load(page)
	h.m.Store(page, n+1)
	return n + 1
}

// Get returns page's count (zero when absent).
// want: atomic
// truth: atomic
// why: one Load.
func (h *Hits) Get(page string) int {
	n, _ := h.m.Load(page)
	return n
}

// Claim sets page to 1 unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (h *Hits) Claim(page string) bool {
	_, loaded := h.m.LoadOrStore(page, 1)
	return !loaded
}

// ClaimNaive checks, then stores.
// want: violation
// truth: nonatomic
// why: both goroutines see page absent, both store and both return true.
func (h *Hits) ClaimNaive(page string) bool {
	if _, ok := h.m.Load(page); ok {
		return false
	}
	h.m.Store(page, 1)
	return true
}

// Names is a v3 MapOf from id to name.
type Names struct {
	m *xsync3.MapOf[int, string]
}

// Rename replaces id's name, returning the old one.
// want: atomic
// truth: atomic
// why: one LoadAndStore.
func (n *Names) Rename(id int, name string) (string, bool) {
	return n.m.LoadAndStore(id, name)
}

// Drop deletes id unless it is empty, with v3 Compute.
// want: atomic
// truth: atomic
// why: one Compute.
func (n *Names) Drop(id int) bool {
	_, ok := n.m.Compute(id, func(old string, loaded bool) (string, bool) {
		return old, old != ""
	})
	return ok
}

// DropNaive loads, then deletes.
// want: violation
// truth: nonatomic
// why: a Store between the Load and the Delete is deleted unseen.
func (n *Names) DropNaive(id int) bool {
	if v, ok := n.m.Load(id); ok && v != "" {
		n.m.Delete(id)
		return false
	}
	return true
}

// Size counts the names.
// want: violation
// truth: nonatomic
// why: Size sums stripes one at a time.
func (n *Names) Size() int {
	return n.m.Size()
}
