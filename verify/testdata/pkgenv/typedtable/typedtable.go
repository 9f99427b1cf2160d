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

// Names maps ids to sessions, never deleting one but for a value that is
// not a session, which the package never stores.
type Names struct {
	//snowflake:base
	m sync.Map
}

// Add names s id unless the id is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (n *Names) Add(id string, s *Session) bool {
	_, loaded := n.m.LoadOrStore(id, s)
	return !loaded
}

// Lookup returns id's session, dropping an entry that is not a session.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: only *Session values are stored, so the Delete never runs
func (n *Names) Lookup(id string) *Session {
	v, ok := n.m.Load(id)
	if !ok {
		return nil
	}
	s, ok := v.(*Session)
	if !ok {
		n.m.Delete(id)
		return nil
	}
	return s
}

// Twice reads id twice, panicking when the second read misses.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: an entry, once present, is never deleted nor changed in the package (Lookup's Delete runs only on a value the package never stores), so the second Load finds what the first did; in the collection environment a Delete between them makes it panic
func (n *Names) Twice(id string) *Session {
	if _, ok := n.m.Load(id); !ok {
		return nil
	}
	v, ok := n.m.Load(id)
	if !ok {
		panic("typedtable: a name was deleted")
	}
	return v.(*Session)
}

// Opened maps ids to sessions the package allocates itself: no value is
// ever a nil *Session.
type Opened struct {
	//snowflake:base
	m sync.Map
}

// Open stores a new session under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (o *Opened) Open(id string) { o.m.Store(id, &Session{ID: id}) }

// Lookup returns id's session, dropping a nil one.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: every value stored is a new *Session, never nil, so the Delete never runs
func (o *Opened) Lookup(id string) *Session {
	v, ok := o.m.Load(id)
	if !ok {
		return nil
	}
	s := v.(*Session)
	if s == nil {
		o.m.Delete(id)
		return nil
	}
	return s
}

// Given maps ids to sessions its callers give, which may be nil.
type Given struct {
	//snowflake:base
	m sync.Map
}

// Put stores s under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (g *Given) Put(id string, s *Session) { g.m.Store(id, s) }

// Lookup returns id's session, dropping a nil one.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Put(id, nil) stores a nil *Session: a Put of a session between the Load of the nil one and the Delete is lost
func (g *Given) Lookup(id string) *Session {
	v, ok := g.m.Load(id)
	if !ok {
		return nil
	}
	s := v.(*Session)
	if s == nil {
		g.m.Delete(id)
		return nil
	}
	return s
}
