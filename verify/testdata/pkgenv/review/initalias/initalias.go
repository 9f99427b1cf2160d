// Package initalias hands its base's address out through an exported
// package variable's initializer: any package can delete from it.
package initalias

import "sync"

//snowflake:base
var m sync.Map

// P is m.
var P = &m

// Put stores the length of name unless it is there.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func Put(name string) { m.LoadOrStore(name, len(name)) }

// Twice reads name twice.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: P.Delete(name) from any package between the loads; m escapes through P (not seen in the initializer), so the environments are the same. Today unproven, saying only the package's own code can call m's methods
func Twice(name string) (int, bool) {
	if _, ok := m.Load(name); !ok {
		return 0, false
	}
	v, ok := m.Load(name)
	if !ok {
		return -1, false
	}
	return v.(int), true
}
