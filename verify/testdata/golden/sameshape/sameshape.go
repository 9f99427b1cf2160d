// Package sameshape reads a configuration published through an
// atomic.Pointer and never written after: its struct has the same shape,
// struct{ n int64 }, as one that package writer writes. The two types are
// distinct (an unexported field belongs to its package), so writer's
// writes say nothing of cfg: found by the differential fuzzer, where a
// batch of generated packages made this function a violation whose other
// goroutine wrote cfg.n.
package sameshape

import "sync/atomic"

// cfg is never written once published.
type cfg struct{ n int64 }

func (p *cfg) get() int64 {
	if p == nil {
		return 0
	}
	return p.n
}

// Level holds the current configuration.
type Level struct {
	//snowflake:base
	cur atomic.Pointer[cfg]
}

// Raise replaces the configuration by one with n one higher and returns
// the old n.
//
// want: atomic
// truth: atomic
// why: the CompareAndSwap decides; cfg.n is never written once published
func (l *Level) Raise() (int64, bool) {
	first := l.cur.Load()
	for {
		cur := l.cur.Load()
		if cur == nil {
			_ = first
			return cur.get(), false
		}
		if l.cur.CompareAndSwap(cur, &cfg{n: cur.get() + 1}) {
			return cur.get(), true
		}
	}
}
