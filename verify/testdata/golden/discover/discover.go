// Package discover has no directives: snowflake finds the composite
// operations itself (two or more calls on one collection reached through a
// struct field or a package variable).
package discover

import (
	"sync"
	"sync/atomic"
)

// Server has several fields; none is marked as the base.
type Server struct {
	name     string
	sessions sync.Map
	hits     atomic.Int64
	other    sync.Map
}

// Open registers id unless present: check-then-act on sessions.
// want: violation
// truth: nonatomic
// why: two goroutines both Load id absent and both Store; both return true.
func (s *Server) Open(id string) bool {
	if _, ok := s.sessions.Load(id); ok {
		return false
	}
	s.sessions.Store(id, s.name)
	return true
}

// Get is a single call: not a composite operation, not reported.
func (s *Server) Get(id string) (any, bool) { return s.sessions.Load(id) }

// Bump raises hits below max with a CAS loop, through a parameter.
// want: atomic
// truth: atomic
// why: linearizable at the CompareAndSwap that succeeds or the Load that sees max.
func Bump(s *Server, max int64) bool {
	for {
		n := s.hits.Load()
		if n >= max {
			return false
		}
		if s.hits.CompareAndSwap(n, n+1) {
			return true
		}
	}
}

// Move takes id out of sessions into other: two maps.
// want: violation
// truth: nonatomic
// why: composes two maps, two mutating calls: another goroutine can see id in neither map between the LoadAndDelete and the Store.
func (s *Server) Move(id string) {
	v, ok := s.sessions.LoadAndDelete(id)
	if ok {
		s.other.Store(id, v)
	}
	s.sessions.Delete(id + "!")
}

var tokens sync.Map

// Claim takes a token once: LoadAndDelete, then a Store of a marker.
// want: violation
// truth: nonatomic
// why: between the LoadAndDelete and the Store another goroutine sees t absent and claims it too.
func Claim(t string) bool {
	if _, ok := tokens.LoadAndDelete(t); !ok {
		return false
	}
	tokens.Store(t+"/claimed", true)
	tokens.Store(t+"/by", "me")
	return true
}
