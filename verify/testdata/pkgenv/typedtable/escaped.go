package typedtable

import "sync"

// A Shared table's map is an exported field: other packages may store
// any value in it.
type Shared struct {
	//snowflake:base
	Items sync.Map
}

// Get returns id's session, dropping a value that is not one.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: the map escapes, so another goroutine may store an int; a Store of a session between the Load and the Delete is lost
func (s *Shared) Get(id string) *Session {
	v, ok := s.Items.Load(id)
	if !ok {
		return nil
	}
	x, ok := v.(*Session)
	if !ok {
		s.Items.Delete(id)
		return nil
	}
	return x
}
