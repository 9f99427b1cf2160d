// Package pkgvar keeps its routes in an unexported package variable.
package pkgvar

import "sync"

//snowflake:base
var handlers sync.Map

// Handle registers target under name unless one is there.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: two Handles of one name between Load and Store both register
func Handle(name string, target string) bool {
	if _, ok := handlers.Load(name); ok {
		return false
	}
	handlers.Store(name, target)
	return true
}

// HandleOnce registers target under name unless one is there, at one instant.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: LoadOrStore
func HandleOnce(name string, target string) bool {
	_, loaded := handlers.LoadOrStore(name, target)
	return !loaded
}

// Registered says whether name has a handler.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func Registered(name string) bool {
	_, ok := handlers.Load(name)
	return ok
}
