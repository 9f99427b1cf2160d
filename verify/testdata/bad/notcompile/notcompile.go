// Package notcompile does not type-check: snowflake must report it as go
// build does and exit with status 2.
package notcompile

import "sync"

// Counter has a sync.Map base.
type Counter struct {
	m sync.Map
}

// Get assigns a string to an int.
func (c *Counter) Get(k string) int {
	var n int = "zero"
	if v, ok := c.m.Load(k); ok {
		n = v.(int)
	}
	return n
}
