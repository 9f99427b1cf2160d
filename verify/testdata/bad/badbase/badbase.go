// Package badbase marks a plain map as the base object: map[string]int is not
// a supported concurrent collection, so snowflake reports a diagnostic at the
// field, while the valid client Set in the same package is still verified.
package badbase

import "sync"

// Table marks an unsupported collection as its base.
type Table struct {
	//snowflake:base
	m map[string]int
}

// Get reads the plain map. Table is not a client: its base directive names an
// unsupported type, which snowflake reports as a diagnostic at the field.
func (t *Table) Get(k string) int {
	return t.m[k]
}

// Set is a valid client beside Table.
type Set struct {
	m sync.Map
}

// Add inserts k unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (s *Set) Add(k string) bool {
	_, loaded := s.m.LoadOrStore(k, true)
	return !loaded
}
