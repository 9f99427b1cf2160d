// Package config holds the current configuration behind an
// atomic.Pointer: readers Load it, writers replace it whole (copy on
// write). Updating a field in place would be a data race; updating a copy
// and storing it loses a concurrent update unless it is a CompareAndSwap
// retry loop.
package config

import "sync/atomic"

// Config is immutable once published.
type Config struct {
	Limit   int
	Verbose bool
}

// Holder holds the current *Config.
type Holder struct {
	cur atomic.Pointer[Config]
}

// Current returns the current configuration.
//
// want: atomic
// truth: atomic
func (h *Holder) Current() *Config {
	return h.cur.Load()
}

// Replace installs c and returns the configuration it replaced.
//
// want: atomic
// truth: atomic
func (h *Holder) Replace(c *Config) *Config {
	return h.cur.Swap(c)
}

// SetLimit installs a copy of the current configuration with a new limit,
// retrying if another writer replaced it meanwhile.
//
// want: atomic
// truth: atomic
func (h *Holder) SetLimit(n int) {
	for {
		old := h.cur.Load()
		c := &Config{Limit: n}
		if old != nil {
			c.Verbose = old.Verbose
		}
		if h.cur.CompareAndSwap(old, c) {
			return
		}
	}
}

// SetLimitNaive copies and stores without the CompareAndSwap: a concurrent
// SetVerbose between the Load and the Store is lost.
//
// want: violation
// truth: nonatomic
func (h *Holder) SetLimitNaive(n int) {
	old := h.cur.Load()
	c := &Config{Limit: n}
	if old != nil {
		c.Verbose = old.Verbose
	}
	h.cur.Store(c)
}
