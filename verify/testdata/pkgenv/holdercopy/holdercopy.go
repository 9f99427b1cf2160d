// Package holdercopy copies structs that hold their map: a copy of a
// sync.Map held by value shares the original's entries, and a copy of a
// pointer shares the map it points to, so a copy's calls touch the base
// under another name, and the package environment does not apply (found
// by review: Poison's int and Forget's Delete were unseen, and Get and
// Twice proven atomic in the package).
package holdercopy

import "sync"

// A Session is what a Table holds.
type Session struct{ ID string }

// A Table holds sessions in a map held by value.
type Table struct {
	//snowflake:base
	m sync.Map
}

// raw has Table's layout.
type raw struct{ m sync.Map }

// Put stores a session under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (t *Table) Put(id string) { t.m.Store(id, &Session{ID: id}) }

// Poison stores an int under id through a copy of the table.
//
// want: unproven
// want-collection: unproven
// truth: atomic
// why: one call, on a copy whose map the verifier does not follow
func (t *Table) Poison(id string) {
	r := raw(*t)
	r.m.Store(id, 1)
}

// Get returns id's session, dropping a value that is not one.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Poison's copy shares the map, so the table may hold an int: a Put between the Load of it and the Delete is lost
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

// Names holds its map by pointer.
type Names struct {
	//snowflake:base
	m *sync.Map
}

// rawNames has Names's layout.
type rawNames struct{ m *sync.Map }

// NewNames makes a Names.
func NewNames() *Names { return &Names{m: new(sync.Map)} }

// Add names id unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (n *Names) Add(id string) bool {
	_, loaded := n.m.LoadOrStore(id, 1)
	return !loaded
}

// Forget deletes id through a converted copy.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: one call, on a map that may be the base
func (n *Names) Forget(id string) {
	r := rawNames(*n)
	r.m.Delete(id)
}

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Forget deletes from the same map between the two Loads
func (n *Names) Twice(id string) int {
	if _, ok := n.m.Load(id); !ok {
		return 0
	}
	v, ok := n.m.Load(id)
	if !ok {
		panic("holdercopy: a name was deleted")
	}
	return v.(int)
}

// Ids holds its map by pointer and reads it through value receivers too:
// a copy of the pointer, followed as the same map.
type Ids struct {
	//snowflake:base
	m *sync.Map
}

// NewIds makes an Ids.
func NewIds() *Ids { return &Ids{m: new(sync.Map)} }

// Add names id unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s *Ids) Add(id string) bool {
	_, loaded := s.m.LoadOrStore(id, 1)
	return !loaded
}

// Has reports whether id is named, through a value receiver.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s Ids) Has(id string) bool {
	_, ok := s.m.Load(id)
	return ok
}

// Twice reads id twice, panicking when the second read misses.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: no operation of the package deletes or changes an entry; Has reads through its value receiver's copy of the pointer, the same map, which the invariants' check follows (it once listed no function reaching the base through a copy of its struct, and the function was unproven)
func (s *Ids) Twice(id string) int {
	if _, ok := s.m.Load(id); !ok {
		return 0
	}
	v, ok := s.m.Load(id)
	if !ok {
		panic("holdercopy: an id was deleted")
	}
	return v.(int)
}
