// Package cmapsvc holds service code on github.com/orcaman/concurrent-map
// v2: a service registry and a stock table, with the map held by value.
package cmapsvc

import cmap "github.com/orcaman/concurrent-map/v2"

// Registry maps service names to addresses.
type Registry struct {
	m cmap.ConcurrentMap[string, string]
}

// Register adds name unless present.
func (r *Registry) Register(name, addr string) bool {
	return r.m.SetIfAbsent(name, addr)
}

// RegisterNaive checks, then sets.
func (r *Registry) RegisterNaive(name, addr string) bool {
	if r.m.Has(name) {
		return false
	}
	r.m.Set(name, addr)
	return true
}

// Deregister removes name and returns its address.
func (r *Registry) Deregister(name string) (string, bool) {
	return r.m.Pop(name)
}

// DeregisterNaive gets, then removes.
func (r *Registry) DeregisterNaive(name string) (string, bool) {
	addr, ok := r.m.Get(name)
	if ok {
		r.m.Remove(name)
	}
	return addr, ok
}

// Resolve returns name's address.
func (r *Registry) Resolve(name string) (string, bool) {
	return r.m.Get(name)
}

// Services lists the names.
func (r *Registry) Services() []string {
	return r.m.Keys()
}

// Stock counts items.
type Stock struct {
	m cmap.ConcurrentMap[string, int]
}

// Add adds n with Upsert.
func (s *Stock) Add(item string, n int) int {
	return s.m.Upsert(item, n, func(exist bool, old, nv int) int {
		return old + nv
	})
}

// AddNaive gets, then sets.
func (s *Stock) AddNaive(item string, n int) int {
	old, _ := s.m.Get(item)
	s.m.Set(item, old+n)
	return old + n
}

// Clean removes item when its count is zero, with RemoveCb.
func (s *Stock) Clean(item string) bool {
	return s.m.RemoveCb(item, func(_ string, n int, exists bool) bool {
		return exists && n == 0
	})
}

// CleanNaive gets, then removes.
func (s *Stock) CleanNaive(item string) bool {
	n, ok := s.m.Get(item)
	if !ok || n != 0 {
		return false
	}
	s.m.Remove(item)
	return true
}

// Kinds counts the items.
func (s *Stock) Kinds() int {
	return s.m.Count()
}
