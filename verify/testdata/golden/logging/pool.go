package logging

import (
	"fmt"
	"log"
	"log/slog"
	"sync/atomic"
)

// Pool hands out up to max connections, counting them in an atomic.
type Pool struct {
	//snowflake:base
	open atomic.Int64
	max  int64
	lg   *slog.Logger
}

// NewPool returns a pool of at most max connections logging to lg.
func NewPool(max int64, lg *slog.Logger) *Pool {
	return &Pool{max: max, lg: lg}
}

// Level is a pool's load, printed by its String method.
type Level struct {
	Open, Max int64
}

// String describes the load: formatting runs it, and it is functional.
func (l Level) String() string {
	return fmt.Sprintf("%d/%d", l.Open, l.Max)
}

// Acquire takes a connection if one is free, logging the load.
// want: atomic
// truth: atomic
// why: a CompareAndSwap loop: failed iterations are accessors; slog.Logger.Info with a Level whose String method is functional is output.
func (p *Pool) Acquire() bool {
	for {
		n := p.open.Load()
		if n >= p.max {
			p.lg.Info("pool full", "load", Level{n, p.max})
			return false
		}
		if p.open.CompareAndSwap(n, n+1) {
			p.lg.Debug("acquired", slog.Int64("open", n+1))
			return true
		}
	}
}

// AcquireRacy checks, then adds.
// want: violation
// truth: nonatomic
// why: another goroutine acquires between the Load and the Add: both pass the check and the pool goes over max.
func (p *Pool) AcquireRacy() bool {
	n := p.open.Load()
	if n >= p.max {
		p.lg.Info("pool full", "load", Level{n, p.max})
		return false
	}
	p.open.Add(1)
	slog.Info("acquired", "load", Level{n + 1, p.max})
	return true
}

// Release gives a connection back; releasing more than were acquired is a
// bug, which log.Panicf reports.
// want: atomic
// truth: atomic
// why: one Add; log.Panicf panics with the formatted message, a function of the arguments, in the condensed run too.
func (p *Pool) Release() int64 {
	n := p.open.Add(-1)
	if n < 0 {
		log.Panicf("pool: release without acquire (open %d)", n)
	}
	return n
}

// ReleaseRacy checks, then subtracts.
// want: violation
// truth: nonatomic
// why: another goroutine releases between the Load and the Add: the count goes below zero without the panic.
func (p *Pool) ReleaseRacy() int64 {
	if n := p.open.Load(); n <= 0 {
		log.Panicf("pool: release without acquire (open %d)", n)
	}
	return p.open.Add(-1)
}

// Reset empties the pool; a pool that was over its limit ends the program
// with log.Fatalf.
// want: atomic
// truth: atomic
// why: one Swap; log.Fatalf ends the program, an outcome the condensed run reaches the same way.
func (p *Pool) Reset() int64 {
	n := p.open.Swap(0)
	if n > p.max {
		log.Fatalf("pool: %d open, over the limit %d", n, p.max)
	}
	return n
}

// ResetRacy loads, then stores.
// want: violation
// truth: nonatomic
// why: another goroutine acquires between the Load and the Store: its connection is forgotten.
func (p *Pool) ResetRacy() int64 {
	n := p.open.Load()
	if n > p.max {
		log.Fatalf("pool: %d open, over the limit %d", n, p.max)
	}
	p.open.Store(0)
	return n
}

// Drain empties the pool, ending the program when it held more than max.
// want: atomic
// truth: atomic
// why: one Swap; whether it ends the program depends only on the swapped-out count, in the condensed run too.
func (p *Pool) Drain() int64 {
	n := p.open.Swap(0)
	if n > p.max {
		log.Fatalln("pool: drained", n, "over the limit", p.max)
	}
	return n
}

// DrainRacy loads, stores, then decides whether to end the program.
// want: violation
// truth: nonatomic
// why: another goroutine lowers the count between the Load and the Store: the program ends on a count that no serial run sees.
func (p *Pool) DrainRacy() int64 {
	n := p.open.Load()
	p.open.Store(0)
	if n > p.max {
		log.Fatalln("pool: drained", n, "over the limit", p.max)
	}
	return n
}
