// Package unproven has a function snowflake can neither prove atomic nor
// refute: the exit-status tests gate on it.
package unproven

import xsync "github.com/puzpuzpuz/xsync/v3"

// Hits counts hits.
type Hits struct {
	c *xsync.Counter
}

// Twice adds two with two Incs. No goroutine can tell it from one Add(2),
// but condensation needs one mutating call: unproven.
func (h *Hits) Twice() {
	h.c.Inc()
	h.c.Inc()
}
