// Package tombstone: a client that embeds sync.Map. Deleted documents leave a
// nil value behind (a tombstone), so a key can be absent or present with nil,
// and the methods tell the two apart.
package tombstone

import "sync"

// Index maps document ids to documents; nil marks a deleted document.
type Index struct {
	sync.Map
}

// Bury replaces id's document with a tombstone.
// want: atomic
// truth: atomic
// why: one Store of nil.
func (x *Index) Bury(id string) {
	x.Store(id, nil)
}

// Status distinguishes absent, buried and live ids.
// want: atomic
// truth: atomic
// why: one Load; ok and v == nil separate absent from present-with-nil.
func (x *Index) Status(id string) string {
	v, ok := x.Load(id)
	if !ok {
		return "absent"
	}
	if v == nil {
		return "buried"
	}
	return "live"
}

// Live reports whether id holds a document.
// want: atomic
// truth: atomic
// why: one Load.
func (x *Index) Live(id string) bool {
	v, ok := x.Load(id)
	return ok && v != nil
}

// Revive replaces a tombstone with doc; an absent id is not revived.
// want: atomic
// truth: atomic
// why: one CompareAndSwap with old nil, which fails on an absent key.
func (x *Index) Revive(id string, doc any) bool {
	return x.CompareAndSwap(id, nil, doc)
}

// ReviveRacy replaces a tombstone with doc in two steps.
// want: violation
// truth: nonatomic
// why: two goroutines both Load the tombstone and both Store; both return true and the first document is lost.
func (x *Index) ReviveRacy(id string, doc any) bool {
	v, ok := x.Load(id)
	if !ok || v != nil {
		return false
	}
	x.Store(id, doc)
	return true
}

// Purge removes a tombstone, leaving live documents alone.
// want: atomic
// truth: atomic
// why: condensable at the CompareAndDelete: if it fails, id is absent or live there, and a serial Purge from that state also returns false.
func (x *Index) Purge(id string) bool {
	v, ok := x.Load(id)
	if !ok || v != nil {
		return false
	}
	return x.CompareAndDelete(id, nil)
}

// PurgeRacy removes a tombstone with Delete.
// want: violation
// truth: nonatomic
// why: Revive stores a document between the Load of the tombstone and the Delete; both return true and the live document is deleted.
func (x *Index) PurgeRacy(id string) bool {
	v, ok := x.Load(id)
	if !ok || v != nil {
		return false
	}
	x.Delete(id)
	return true
}

// Forget removes id and reports whether it was a tombstone.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; loaded separates absent from present-with-nil.
func (x *Index) Forget(id string) bool {
	v, loaded := x.LoadAndDelete(id)
	return loaded && v == nil
}

// Document returns id's live document.
// want: atomic
// truth: atomic
// why: one Load.
func (x *Index) Document(id string) (any, bool) {
	v, ok := x.Load(id)
	if !ok || v == nil {
		return nil, false
	}
	return v, true
}
