// Package typedtable holds tables whose values are of the types the
// package stores: a value of any other type is one another goroutine of
// the package can never leave, so the defensive branches for it never run.
package typedtable

import "sync"

// A Session is what a Table holds.
type Session struct {
	ID   string
	Hits int
}

// A Table maps ids to sessions; only *Session values are ever stored.
type Table struct {
	//snowflake:base
	m sync.Map
}

// Put stores s under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (t *Table) Put(id string, s *Session) {
	t.m.Store(id, &Session{ID: id, Hits: s.Hits})
}

// Get returns the session of id, dropping an entry that is not a session.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: the package stores only *Session values, so the cleanup never runs; with any value (collection), a Put between the Load of an int and the Delete is lost
func (t *Table) Get(id string) *Session {
	v, ok := t.m.Load(id)
	if !ok {
		return nil
	}
	s, ok := v.(*Session)
	if !ok {
		t.m.Delete(id)
		return nil
	}
	return s
}

// Hits returns the hits of id's session, resetting an entry that is not
// a session.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: as Get: the Store of a fresh session runs only on a value the package never stores
func (t *Table) Hits(id string) int {
	v, ok := t.m.Load(id)
	if !ok {
		return 0
	}
	switch s := v.(type) {
	case *Session:
		return s.Hits
	default:
		t.m.Store(id, &Session{ID: id})
		return 0
	}
}

// Rotate replaces the session of id by a fresh one with one more hit.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: the types are as stored, but another Rotate between Load and Store is lost
func (t *Table) Rotate(id string) int {
	v, ok := t.m.Load(id)
	if !ok {
		return 0
	}
	s := v.(*Session)
	t.m.Store(id, &Session{ID: id, Hits: s.Hits + 1})
	return s.Hits + 1
}

// End removes the session of id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (t *Table) End(id string) {
	t.m.Delete(id)
}
