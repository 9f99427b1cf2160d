// Package cow: copy-on-write tables published through atomic.Pointer and
// atomic.Value, built in memory the function (or a helper it calls)
// allocates and fills before publishing it.
package cow

import "sync/atomic"

// table is one version of a routing table: immutable once published.
type table struct {
	version int
	routes  map[string]int
}

// Router holds the current *table.
type Router struct {
	cur atomic.Pointer[table]
}

// Reset installs a table with the one route k and returns its version,
// retrying on interference.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap; the new table and its map are fresh and filled before the CompareAndSwap publishes them, and the version comes from the table it swaps out.
func (r *Router) Reset(k string, port int) int {
	for {
		old := r.cur.Load()
		next := &table{routes: make(map[string]int)}
		if old != nil {
			next.version = old.version + 1
		}
		next.routes[k] = port
		if r.cur.CompareAndSwap(old, next) {
			return next.version
		}
	}
}

// ResetNaive installs the new table with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load version 1 and both store version 2: a version is lost.
func (r *Router) ResetNaive(k string, port int) int {
	old := r.cur.Load()
	next := &table{routes: make(map[string]int)}
	if old != nil {
		next.version = old.version + 1
	}
	next.routes[k] = port
	r.cur.Store(next)
	return next.version
}
