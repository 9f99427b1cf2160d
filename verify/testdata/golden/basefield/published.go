// This file: a whole struct holding the base, overwritten in a local
// variable after its address was published: no construction, an
// assignment of the base.
package basefield

import "sync"

// Table keys values by name.
type Table struct {
	//snowflake:base
	m sync.Map
}

var currentTable *Table

// ResetTable publishes a table, then overwrites it whole: goroutines that
// loaded currentTable see their map replaced under them.
func ResetTable() {
	var t Table
	currentTable = &t
	t = Table{}
}

// Put stores v at k unless k has a value.
// want: unsupported
// truth: outside
// why: one LoadOrStore; refused because ResetTable overwrites a whole Table after publishing its address (the store is not into an allocation no one has seen)
func (t *Table) Put(k string, v int) any {
	x, _ := t.m.LoadOrStore(k, v)
	return x
}
