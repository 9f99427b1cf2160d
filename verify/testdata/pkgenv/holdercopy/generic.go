package holdercopy

import "sync"

// A Store holds sessions in a map held by value; a generic helper
// reaches the map through another type.
type Store struct {
	//snowflake:base
	m sync.Map
}

// rawStore has Store's layout.
type rawStore struct{ m sync.Map }

// poke stores an int through p converted to another type: the generic
// body holds no value of Store's type (found by review).
func poke[P ~*Store](p P, id string) {
	r := (*rawStore)(p)
	r.m.Store(id, 1)
}

// Put stores a session under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s *Store) Put(id string) { s.m.Store(id, &Session{ID: id}) }

// Poison stores an int under id through poke.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: one call, through an address the verifier cannot tell from the base's
func (s *Store) Poison(id string) { poke(s, id) }

// Get returns id's session, dropping a value that is not one.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Poison stores an int: a Put between the Load of it and the Delete is lost
func (s *Store) Get(id string) *Session {
	v, ok := s.m.Load(id)
	if !ok {
		return nil
	}
	x, ok := v.(*Session)
	if !ok {
		s.m.Delete(id)
		return nil
	}
	return x
}

// A Shelf is a Names of the package variable shelf, which ResetAll
// overwrites whole.
type Shelf struct {
	//snowflake:base
	m sync.Map
}

// shelves holds a Shelf by value.
type shelves struct {
	Shelf
	n int
}

var shelf shelves

// Add names id on the shelf unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s *Shelf) Add(id string) bool {
	_, loaded := s.m.LoadOrStore(id, 1)
	return !loaded
}

// AddToShelf adds id to the package's shelf.
func AddToShelf(id string) bool { return shelf.Add(id) }

// ResetAll empties the package's shelf by overwriting it.
func ResetAll() { shelf = shelves{} }

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: ResetAll replaces the shelf's map between the two Loads (a data race too)
func (s *Shelf) Twice(id string) int {
	if _, ok := s.m.Load(id); !ok {
		return 0
	}
	v, ok := s.m.Load(id)
	if !ok {
		panic("holdercopy: a shelf entry vanished")
	}
	return v.(int)
}
