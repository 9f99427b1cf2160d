// This file: copy-on-write configuration behind an atomic.Pointer.
package atomics

import "sync/atomic"

// Config is immutable once published.
type Config struct {
	Limit   int
	Name    string
	Verbose bool
}

// Settings holds the current *Config.
type Settings struct {
	cur atomic.Pointer[Config]
}

// Limit returns the current limit, 0 when unset.
// want: atomic
// truth: atomic
// why: one Load; Limit is never written after construction, so reading it is a function of the pointer.
func (s *Settings) Limit() int {
	c := s.cur.Load()
	if c == nil {
		return 0
	}
	return c.Limit
}

// SetName installs a copy with a new name, retrying on interference.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap; the copy is made from the pointer it swaps out.
func (s *Settings) SetName(name string) {
	for {
		old := s.cur.Load()
		c := &Config{Name: name}
		if old != nil {
			c.Limit = old.Limit
			c.Verbose = old.Verbose
		}
		if s.cur.CompareAndSwap(old, c) {
			return
		}
	}
}

// SetNameNaive installs a copy with a Load and a Store.
// want: violation
// truth: nonatomic
// why: a concurrent BumpLimit between the Load and the Store is lost.
func (s *Settings) SetNameNaive(name string) {
	old := s.cur.Load()
	c := &Config{Name: name}
	if old != nil {
		c.Limit = old.Limit
		c.Verbose = old.Verbose
	}
	s.cur.Store(c)
}

// BumpLimit installs a copy with the limit raised by one and returns it;
// an unset config panics (nil dereference).
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap, or at the Load of nil for the panic.
func (s *Settings) BumpLimit() int {
	for {
		old := s.cur.Load()
		c := &Config{Limit: old.Limit + 1, Name: old.Name, Verbose: old.Verbose}
		if s.cur.CompareAndSwap(old, c) {
			return c.Limit
		}
	}
}

// BumpLimitNaive raises the limit with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load limit 3 and both store 4: a bump is lost.
func (s *Settings) BumpLimitNaive() int {
	old := s.cur.Load()
	c := &Config{Limit: old.Limit + 1, Name: old.Name, Verbose: old.Verbose}
	s.cur.Store(c)
	return c.Limit
}

// Snapshot returns limit and name of one configuration.
// want: atomic
// truth: atomic
// why: one Load; both fields come from the same immutable Config.
func (s *Settings) Snapshot() (int, string) {
	c := s.cur.Load()
	if c == nil {
		return 0, ""
	}
	return c.Limit, c.Name
}

// SnapshotTorn loads the configuration twice, once per field.
// want: violation
// truth: nonatomic
// why: {1 "a"} is current, another goroutine Stores {2 "b"} between the two Loads: the result (1, "b") was never a configuration.
func (s *Settings) SnapshotTorn() (int, string) {
	return s.cur.Load().Limit, s.cur.Load().Name
}

// Opts is immutable once published, like Config; but OptsHolder.SetDebug
// sets a field of the copy that the same-package helper cloneOpts returns.
type Opts struct {
	Level int
	Debug bool
}

// OptsHolder holds the current *Opts.
type OptsHolder struct {
	cur atomic.Pointer[Opts]
}

// cloneOpts copies o, or returns zero Opts for nil.
func cloneOpts(o *Opts) *Opts {
	n := &Opts{}
	if o != nil {
		n.Level = o.Level
		n.Debug = o.Debug
	}
	return n
}

// SetDebug installs a copy made by cloneOpts with a new Debug.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap; the copy the inlined helper allocates is fresh and unpublished when Debug is set (the store reaches it by its pointer), and the Debug it copied is overwritten, so the condensed run's copy has the same contents.
func (h *OptsHolder) SetDebug(d bool) {
	for {
		old := h.cur.Load()
		c := cloneOpts(old)
		c.Debug = d
		if h.cur.CompareAndSwap(old, c) {
			return
		}
	}
}

// SetLevel installs a copy with a new level, copying Debug inline.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap (as Settings.SetName); SetDebug's store writes the new copy cloneOpts returns, before it is published, which constructs it (paths/freshresult.go), so Debug is never written after publication and the condensed run reads the same Debug.
func (h *OptsHolder) SetLevel(l int) {
	for {
		old := h.cur.Load()
		c := &Opts{Level: l}
		if old != nil {
			c.Debug = old.Debug
		}
		if h.cur.CompareAndSwap(old, c) {
			return
		}
	}
}
