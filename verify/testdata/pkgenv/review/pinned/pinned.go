// Package pinned has a table whose sealed field its constructor takes
// from a parameter: the package witness of Reset runs Take on an open
// table, and a serial order must run Take on the same table, whose sealed
// field is fixed for the run. Once nothing pinned the operation's read of
// the field in the serial check: a serial order with sealed true (Take a
// no-op returning false) fit falsely, and Reset was unproven.
package pinned

import "sync"

type table struct {
	//snowflake:base
	m      sync.Map
	sealed bool
}

// New makes a table, sealed as the caller says.
func New(sealed bool) *table { return &table{sealed: sealed} }

// Reset deletes k and swaps v in under "z".
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: with m = {"z": nil} on an open table, another goroutine's Take("z") between the Delete and the Swap finds nothing and returns false, where before or after Reset it takes an entry and returns true
func (c *table) Reset(k string, v int) {
	c.m.Delete(k)
	c.m.Swap("z", v)
}

// Take deletes k unless the table is sealed.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *table) Take(k string) bool {
	if c.sealed {
		return false
	}
	_, ok := c.m.LoadAndDelete(k)
	return ok
}
