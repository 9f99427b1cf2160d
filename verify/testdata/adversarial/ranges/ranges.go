// Package ranges: ranges over maps and slices whose contents the program
// fixes (a package variable's initializer, nil, make) or that are not
// arguments (a field, a value in the collection). A witness may not give
// them contents of its own choosing: the unrolled runs' lengths and
// entries are free functions there, so such a witness is never confirmed.
package ranges

import "sync"

type Table struct {
	m sync.Map
}

var defaults = map[string]bool{"x": true}

// AnyDefault loads the one key of defaults.
// want: unproven
// truth: atomic
// why: one Load of "x" (defaults is never written): it takes effect there.
func (t *Table) AnyDefault() bool {
	for k := range defaults {
		if _, ok := t.m.Load(k); ok {
			return true
		}
	}
	return false
}

var names = []string{"x"}

// AnyName loads the one element of names.
// want: unproven
// truth: atomic
// why: one Load of "x" (names is never written).
func (t *Table) AnyName() bool {
	for _, k := range names {
		if _, ok := t.m.Load(k); ok {
			return true
		}
	}
	return false
}

// NilRange ranges over a nil map.
// want: unproven
// truth: atomic
// why: no iteration, no call: returns false.
func (t *Table) NilRange() bool {
	var keys map[string]bool
	for k := range keys {
		if _, ok := t.m.Load(k); ok {
			return true
		}
	}
	return false
}

// NilSlice ranges over a nil slice.
// want: unproven
// truth: atomic
// why: no iteration, no call: returns false.
func (t *Table) NilSlice() bool {
	var keys []string
	for _, k := range keys {
		if _, ok := t.m.Load(k); ok {
			return true
		}
	}
	return false
}

// MadeRange ranges over an empty map it makes.
// want: unproven
// truth: atomic
// why: no iteration, no call: returns false.
func (t *Table) MadeRange() bool {
	keys := make(map[string]bool)
	for k := range keys {
		if _, ok := t.m.Load(k); ok {
			return true
		}
	}
	return false
}

// NilAny ranges over its argument only when it is nil.
// want: unproven
// truth: atomic
// why: a nil map has no entries: no call either way.
func (t *Table) NilAny(keys map[string]bool) bool {
	if keys != nil {
		return false
	}
	for k := range keys {
		if _, ok := t.m.Load(k); ok {
			return true
		}
	}
	return false
}

// AnyValuePresent ranges over the values of names.
// want: unproven
// truth: nonatomic
// why: as AnyPresent (golden loops), with names {1: "a", 2: "b"}; a range over values alone pins no key, so the witness cannot print the map.
func (t *Table) AnyValuePresent(names map[int]string) bool {
	for _, v := range names {
		if _, ok := t.m.Load(v); ok {
			return true
		}
	}
	return false
}

type Set struct {
	//snowflake:base
	m    sync.Map
	keys map[string]bool
}

// AnyPresent ranges over a field.
// want: unproven
// truth: nonatomic
// why: as AnyPresent (golden loops) when s.keys holds two keys; a witness would have to fix the field's map.
func (s *Set) AnyPresent() bool {
	for k := range s.keys {
		if _, ok := s.m.Load(k); ok {
			return true
		}
	}
	return false
}

// AnyLoaded ranges over a map stored in the collection.
// want: unproven
// truth: nonatomic
// why: as AnyPresent, with the map found under name.
func (s *Set) AnyLoaded(name string) bool {
	v, _ := s.m.Load(name)
	keys, _ := v.(map[string]bool)
	for k := range keys {
		if _, ok := s.m.Load(k); ok {
			return true
		}
	}
	return false
}
