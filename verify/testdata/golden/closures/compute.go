package closures

import "github.com/puzpuzpuz/xsync/v4"

// Session is one user's session.
type Session struct {
	User string
	Hits int
}

// Sessions holds sessions by id on an xsync v4 map.
type Sessions struct {
	m *xsync.Map[string, *Session]
}

// Open returns id's session, allocating one for user with LoadOrCompute.
// want: atomic
// truth: atomic
// why: one LoadOrCompute; the callback's new session is identified by its site and inputs in the condensed run.
func (s *Sessions) Open(id, user string) *Session {
	v, _ := s.m.LoadOrCompute(id, func() (*Session, bool) {
		return &Session{User: user}, false
	})
	return v
}

// OpenCreated is Open reporting whether its own callback created the
// session, through a captured flag.
// want: atomic
// truth: atomic
// why: one LoadOrCompute; created is an output of the call, a function of the map's state, the key and what the callback captured.
func (s *Sessions) OpenCreated(id, user string) (*Session, bool) {
	created := false
	v, _ := s.m.LoadOrCompute(id, func() (*Session, bool) {
		created = true
		return &Session{User: user}, false
	})
	return v, created
}

// OpenNaive loads id's session and, on a miss, replaces whatever is there
// with a new one using Compute.
// want: unproven
// truth: nonatomic
// why: check-then-act: the Load misses, another goroutine stores a session, the Compute overwrites it with a new one; refuted, but a witness cannot run a callback that allocates (no definition), so it stays unconfirmed.
func (s *Sessions) OpenNaive(id, user string) *Session {
	if v, ok := s.m.Load(id); ok {
		return v
	}
	v, _ := s.m.Compute(id, func(_ *Session, _ bool) (*Session, xsync.ComputeOp) {
		return &Session{User: user}, xsync.UpdateOp
	})
	return v
}

// Counts counts uses per key on an xsync v4 map.
type Counts struct {
	m *xsync.Map[string, int]
}

// Take adds one below max and reports, through a captured flag, whether it
// did.
// want: atomic
// truth: atomic
// why: one Compute; took is an output of the call, the same in the condensed run from the same state.
func (c *Counts) Take(key string, max int) bool {
	took := false
	c.m.Compute(key, func(old int, _ bool) (int, xsync.ComputeOp) {
		if old >= max {
			return old, xsync.CancelOp
		}
		took = true
		return old + 1, xsync.UpdateOp
	})
	return took
}

// TakeNaive loads the count, then adds one with Compute when the count it
// loaded was below max, setting a captured flag.
// want: unproven
// truth: nonatomic
// why: another goroutine raises the count to max between the Load and the Compute: the client takes a unit beyond max; refuted, but a witness cannot replay a callback with outputs (no definition), so it stays unconfirmed.
func (c *Counts) TakeNaive(key string, max int) bool {
	n, _ := c.m.Load(key)
	if n >= max {
		return false
	}
	took := false
	c.m.Compute(key, func(old int, _ bool) (int, xsync.ComputeOp) {
		took = true
		return old + 1, xsync.UpdateOp
	})
	return took
}

// OpenCreatedNaive is OpenCreated with a Load and a Store.
// want: violation
// truth: nonatomic
// why: check-then-act: both goroutines miss, both store their own session and report created: one session is overwritten.
func (s *Sessions) OpenCreatedNaive(id, user string) (*Session, bool) {
	if v, ok := s.m.Load(id); ok {
		return v, false
	}
	v := &Session{User: user}
	s.m.Store(id, v)
	return v, true
}
