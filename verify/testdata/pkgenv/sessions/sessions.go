// Package sessions is a table whose values are always *Session, its map
// unexported: the package environment applies.
package sessions

import "sync"

// A Session is what the table holds.
type Session struct {
	ID   string
	Hits int
}

// Table maps ids to sessions.
type Table struct {
	//snowflake:base
	m sync.Map
}

// GetOrCreate returns the session of id, making one when there is none.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: two GetOrCreates of one id between Load and Store both make a session; one is lost
func (t *Table) GetOrCreate(id string) *Session {
	if v, ok := t.m.Load(id); ok {
		return v.(*Session)
	}
	s := &Session{ID: id}
	t.m.Store(id, s)
	return s
}

// GetOrCreateOnce returns the session of id, making one when there is none.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: LoadOrStore decides at one instant
func (t *Table) GetOrCreateOnce(id string) *Session {
	if v, ok := t.m.Load(id); ok {
		return v.(*Session)
	}
	v, _ := t.m.LoadOrStore(id, &Session{ID: id})
	return v.(*Session)
}

// Touch replaces the session of id by one with one more hit.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another Touch between Load and Store is lost
func (t *Table) Touch(id string) int {
	v, ok := t.m.Load(id)
	if !ok {
		return 0
	}
	s := v.(*Session)
	n := &Session{ID: s.ID, Hits: s.Hits + 1}
	t.m.Store(id, n)
	return n.Hits
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
