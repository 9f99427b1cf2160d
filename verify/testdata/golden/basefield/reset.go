// This file: a base reset by a function for tests does not poison the
// type's other functions.
package basefield

import "sync"

// Names caches names by id in a sync.Map that tests reset.
type Names struct {
	//snowflake:base
	byID sync.Map
}

// Name returns the name of id, storing def when there is none.
// want: atomic
// truth: atomic
// why: one LoadOrStore; ResetForTesting's assignment is assumed never to run concurrently (listed as trusted).
func (n *Names) Name(id int, def string) string {
	v, _ := n.byID.LoadOrStore(id, def)
	return v.(string)
}

// NameNaive loads, then stores def when there is none.
// want: violation
// truth: nonatomic
// why: A and B both miss and both store: A returns its def though B's is kept.
func (n *Names) NameNaive(id int, def string) string {
	if v, ok := n.byID.Load(id); ok {
		return v.(string)
	}
	n.byID.Store(id, def)
	return def
}

// ResetForTesting empties the cache between tests.
// want: unsupported
// truth: outside
// why: it assigns the base field (refused with the assignment's message); only the other functions are verified without it.
func (n *Names) ResetForTesting() {
	n.byID = sync.Map{}
}

// sessions is a package map of open sessions that tests replace.
//
//snowflake:base
var sessions = new(sync.Map)

// resetSessionsForTest replaces the map between tests.
// want: unsupported
// truth: outside
// why: it assigns the base var (refused with the assignment's message); the other functions assume it never runs concurrently.
func resetSessionsForTest() {
	sessions = new(sync.Map)
}

// Open opens session id, reporting whether it was closed.
// want: atomic
// truth: atomic
// why: one LoadOrStore; resetSessionsForTest is listed as trusted.
func Open(id string) bool {
	_, loaded := sessions.LoadOrStore(id, true)
	return !loaded
}

// OpenNaive checks, then stores.
// want: violation
// truth: nonatomic
// why: A and B both miss id and both store: both report opening it.
func OpenNaive(id string) bool {
	if _, ok := sessions.Load(id); ok {
		return false
	}
	sessions.Store(id, true)
	return true
}
