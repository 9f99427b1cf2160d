package typedtable

import "sync"

// A Mirror stores values it loaded: what it stores is whatever the map
// held, whose type no call names.
type Mirror struct {
	//snowflake:base
	m sync.Map
}

// Put stores s under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (r *Mirror) Put(id string, s *Session) {
	r.m.Store(id, s)
}

// Copy stores under to what from holds.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Put of from between the Load and the Store: the copy holds the old session, which no serial order gives
func (r *Mirror) Copy(from, to string) {
	if v, ok := r.m.Load(from); ok {
		r.m.Store(to, v)
	}
}

// Get returns id's session, dropping a value that is not one.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: Copy stores only values it found in the map, so by induction the map holds only *Session values and the cleanup never runs
func (r *Mirror) Get(id string) *Session {
	v, ok := r.m.Load(id)
	if !ok {
		return nil
	}
	s, ok := v.(*Session)
	if !ok {
		r.m.Delete(id)
		return nil
	}
	return s
}

// A Loose table copies whatever it loads, nil for an absent id.
type Loose struct {
	//snowflake:base
	m sync.Map
}

// Put stores s under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Loose) Put(id string, s *Session) {
	l.m.Store(id, s)
}

// Copy stores under to what from holds, nil when from is absent.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Put of from between the Load and the Store: the copy holds the old value, which no serial order gives
func (l *Loose) Copy(from, to string) {
	v, _ := l.m.Load(from)
	l.m.Store(to, v)
}

// Get returns id's session, dropping a value that is not one.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Copy of an absent id stores nil: a Put between the Load of that nil and the Delete is lost
func (l *Loose) Get(id string) *Session {
	v, ok := l.m.Load(id)
	if !ok {
		return nil
	}
	s, ok := v.(*Session)
	if !ok {
		l.m.Delete(id)
		return nil
	}
	return s
}

// A Seeded table's constructor stores a value that is not a session.
type Seeded struct {
	//snowflake:base
	m sync.Map
}

// NewSeeded makes a table holding 1 under "x".
func NewSeeded() *Seeded {
	s := &Seeded{}
	s.m.Store("x", 1)
	return s
}

// Put stores s under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (t *Seeded) Put(id string, s *Session) {
	t.m.Store(id, s)
}

// Get returns id's session, dropping a value that is not one.
//
// want: unproven
// want-collection: violation
// truth: nonatomic
// why: NewSeeded's table holds 1 under "x": a Put of "x" between the Load of 1 and the Delete is lost; the package witness would start from the constructor's state, which the search does not make
func (t *Seeded) Get(id string) *Session {
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
