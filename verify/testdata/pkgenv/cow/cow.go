// Package cow keeps settings in an unexported atomic.Pointer, updated by
// copy-on-write.
package cow

import "sync/atomic"

// Settings are replaced whole.
type Settings struct {
	Limit   int
	Verbose bool
}

// Store holds the current settings.
type Store struct {
	//snowflake:base
	cur atomic.Pointer[Settings]
}

// SetLimit copies the settings with another limit.
//
// want: unproven
// want-collection: violation
// truth: nonatomic
// why: a SetVerbose between Load and Store is lost; the package witness's serial orders are not decided yet (a re-run's new object may take an address of the interleaving's)
func (s *Store) SetLimit(n int) {
	old := s.cur.Load()
	next := &Settings{Limit: n}
	if old != nil {
		next.Verbose = old.Verbose
	}
	s.cur.Store(next)
}

// SetVerbose copies the settings with another verbosity.
//
// want: unproven
// want-collection: violation
// truth: nonatomic
// why: a SetLimit between Load and Store is lost; see SetLimit
func (s *Store) SetVerbose(v bool) {
	old := s.cur.Load()
	next := &Settings{Verbose: v}
	if old != nil {
		next.Limit = old.Limit
	}
	s.cur.Store(next)
}

// Get returns the current settings.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s *Store) Get() *Settings { return s.cur.Load() }
