// Package cowconfig publishes immutable configurations through an
// atomic.Pointer: copy-on-write updates with compare-and-swap, and their
// Load-then-Store twins.
package cowconfig

import "sync/atomic"

// Config is never modified once published.
type Config struct {
	Endpoint string
	Retries  int
	Debug    bool
}

// Holder holds the current configuration.
type Holder struct {
	cur atomic.Pointer[Config]
}

// Current returns the current configuration.
func (h *Holder) Current() *Config {
	return h.cur.Load()
}

// Publish installs c.
func (h *Holder) Publish(c *Config) {
	h.cur.Store(c)
}

// Retries returns the current retry count, 0 when unset.
func (h *Holder) Retries() int {
	c := h.cur.Load()
	if c == nil {
		return 0
	}
	return c.Retries
}

// Settings returns endpoint and retries of one configuration.
func (h *Holder) Settings() (string, int) {
	c := h.cur.Load()
	if c == nil {
		return "", 0
	}
	return c.Endpoint, c.Retries
}

// SettingsTorn returns endpoint and retries, loading once per field.
func (h *Holder) SettingsTorn() (string, int) {
	return h.cur.Load().Endpoint, h.cur.Load().Retries
}

// SetRetries installs a copy with a new retry count.
func (h *Holder) SetRetries(n int) {
	for {
		old := h.cur.Load()
		c := &Config{Retries: n}
		if old != nil {
			c.Endpoint = old.Endpoint
			c.Debug = old.Debug
		}
		if h.cur.CompareAndSwap(old, c) {
			return
		}
	}
}

// SetRetriesNaive installs a copy with a Load and a Store.
func (h *Holder) SetRetriesNaive(n int) {
	old := h.cur.Load()
	c := &Config{Retries: n}
	if old != nil {
		c.Endpoint = old.Endpoint
		c.Debug = old.Debug
	}
	h.cur.Store(c)
}

// ToggleDebug installs a copy with Debug flipped and returns the new
// setting; an unset configuration panics.
func (h *Holder) ToggleDebug() bool {
	for {
		old := h.cur.Load()
		c := &Config{Endpoint: old.Endpoint, Retries: old.Retries, Debug: !old.Debug}
		if h.cur.CompareAndSwap(old, c) {
			return c.Debug
		}
	}
}

// Init installs c unless a configuration is set.
func (h *Holder) Init(c *Config) bool {
	return h.cur.CompareAndSwap(nil, c)
}

// InitNaive installs c after checking that none is set.
func (h *Holder) InitNaive(c *Config) bool {
	if h.cur.Load() != nil {
		return false
	}
	h.cur.Store(c)
	return true
}

// Replace installs c and returns the configuration it replaced.
func (h *Holder) Replace(c *Config) *Config {
	return h.cur.Swap(c)
}

// ReplaceNaive returns the current configuration, then installs c.
func (h *Holder) ReplaceNaive(c *Config) *Config {
	old := h.cur.Load()
	h.cur.Store(c)
	return old
}

// Endpoint returns the endpoint, installing a default configuration first
// when none is set.
func (h *Holder) Endpoint() string {
	if c := h.cur.Load(); c != nil {
		return c.Endpoint
	}
	h.cur.CompareAndSwap(nil, &Config{Endpoint: "localhost", Retries: 3})
	return h.cur.Load().Endpoint
}

// EndpointOnce installs the default configuration if none is set, then
// returns the endpoint of whichever is current.
func (h *Holder) EndpointOnce() string {
	d := &Config{Endpoint: "localhost", Retries: 3}
	if h.cur.CompareAndSwap(nil, d) {
		return d.Endpoint
	}
	return h.cur.Load().Endpoint
}

// EndpointRetry returns the endpoint of the current configuration,
// installing the default one when none is set.
func (h *Holder) EndpointRetry() string {
	for {
		if c := h.cur.Load(); c != nil {
			return c.Endpoint
		}
		d := &Config{Endpoint: "localhost", Retries: 3}
		if h.cur.CompareAndSwap(nil, d) {
			return d.Endpoint
		}
	}
}

// Adopt installs the configuration another holder has.
func (h *Holder) Adopt(o *Holder) {
	h.cur.Store(o.cur.Load())
}
