// Package store is a mutex-protected map from strings to ints: a user
// collection described by store.sfspec.
package store

import "sync"

// Store maps names to counts.
type Store struct {
	mu sync.Mutex
	m  map[string]int
}

// Get returns the count of k.
func (s *Store) Get(k string) (int, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[k]
	return v, ok
}

// Put sets the count of k.
func (s *Store) Put(k string, v int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[k] = v
}

// Add adds d to the count of k (absent counts 0) and returns the new count.
func (s *Store) Add(k string, d int) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[k] += d
	return s.m[k]
}

// DeleteIf removes k if its count is v.
func (s *Store) DeleteIf(k string, v int) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if cur, ok := s.m[k]; ok && cur == v {
		delete(s.m, k)
		return true
	}
	return false
}

// Delete removes k.
func (s *Store) Delete(k string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, k)
}
