// Package delegate: a client whose only field is a *sync.Map, with a
// single-call delegation to every sync.Map method.
package delegate

import "sync"

// Shard wraps a shared *sync.Map.
type Shard struct {
	m *sync.Map
}

// NewShard returns an empty shard.
func NewShard() *Shard {
	return &Shard{m: new(sync.Map)}
}

// Get delegates to Load.
// want: atomic
// truth: atomic
// why: a single call.
func (s *Shard) Get(k any) (any, bool) {
	return s.m.Load(k)
}

// Put delegates to Store.
// want: atomic
// truth: atomic
// why: a single call.
func (s *Shard) Put(k, v any) {
	s.m.Store(k, v)
}

// PutIfAbsent delegates to LoadOrStore.
// want: atomic
// truth: atomic
// why: a single call.
func (s *Shard) PutIfAbsent(k, v any) (actual any, loaded bool) {
	return s.m.LoadOrStore(k, v)
}

// Take delegates to LoadAndDelete.
// want: atomic
// truth: atomic
// why: a single call.
func (s *Shard) Take(k any) (any, bool) {
	return s.m.LoadAndDelete(k)
}

// Remove delegates to Delete.
// want: atomic
// truth: atomic
// why: a single call.
func (s *Shard) Remove(k any) {
	s.m.Delete(k)
}

// Exchange delegates to Swap.
// want: atomic
// truth: atomic
// why: a single call.
func (s *Shard) Exchange(k, v any) (previous any, loaded bool) {
	return s.m.Swap(k, v)
}

// Replace delegates to CompareAndSwap.
// want: atomic
// truth: atomic
// why: a single call (its panic on an uncomparable old value depends only on the state and the arguments).
func (s *Shard) Replace(k, old, val any) bool {
	return s.m.CompareAndSwap(k, old, val)
}

// Drop delegates to CompareAndDelete.
// want: atomic
// truth: atomic
// why: a single call.
func (s *Shard) Drop(k, old any) bool {
	return s.m.CompareAndDelete(k, old)
}

// Reset delegates to Clear.
// want: atomic
// truth: atomic
// why: a single call.
func (s *Shard) Reset() {
	s.m.Clear()
}

// Each delegates to Range.
// want: violation
// truth: nonatomic
// why: Range is not a snapshot: a goroutine that stores a then b may have b visited without a.
func (s *Shard) Each(f func(k, v any) bool) {
	s.m.Range(f)
}
