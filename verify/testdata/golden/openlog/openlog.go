// Package openlog logs through a package variable of an interface type
// that users may replace (as grpc-go's grpclog.Component loggers end in
// grpclog.SetLoggerV2): the implementations of its methods are open. A
// call of them with values only, in a function over an object only the
// package's code reaches, is translated as an unknown observer
// (paths/ifaceopen.go); any other such call stays refused.
package openlog

import "sync/atomic"

// Logger is what the package logs through: users install any
// implementation.
type Logger interface {
	V(level int) bool
	Infof(format string, args ...any)
}

var logger Logger = nopLogger{}

// SetLogger replaces the package's logger.
func SetLogger(l Logger) { logger = l }

type nopLogger struct{}

func (nopLogger) V(int) bool           { return false }
func (nopLogger) Infof(string, ...any) {}

// meter counts a total in an unexported atomic: only this package's code
// reaches it.
type meter struct {
	total atomic.Int64
}

// Add adds n, logging and ignoring a negative n.
// want: atomic
// truth: atomic
// why: one Add, or one Load; the logger's calls get only values, so whatever an implementation does to the meter it does through the package's functions, each an operation of its own.
func (m *meter) Add(n int64) int64 {
	if n < 0 {
		if logger.V(2) {
			logger.Infof("ignoring negative amount %v", n)
		}
		return m.total.Load()
	}
	return m.total.Add(n)
}

// AddCapped adds n unless the total would pass max, logging a refusal.
// want: violation
// truth: nonatomic
// why: a Load then a Store: another Add between them is lost.
func (m *meter) AddCapped(n, max int64) bool {
	cur := m.total.Load()
	if cur+n > max {
		if logger.V(1) {
			logger.Infof("cap %d reached at %d", max, cur)
		}
		return false
	}
	m.total.Store(cur + n)
	return true
}

// peak keeps a maximum in an unexported atomic.
type peak struct {
	max atomic.Int64
}

// Raise raises the maximum to v, logging each attempt between its Load
// and its CompareAndSwap.
// want: atomic
// truth: atomic
// why: a CompareAndSwap loop; the logger's calls between the Load and the CompareAndSwap answer, in the condensed run, as they did in the run checked (inputs from the environment).
func (p *peak) Raise(v int64) {
	for {
		cur := p.max.Load()
		if v <= cur {
			return
		}
		if logger.V(3) {
			logger.Infof("raising %d to %d", cur, v)
		}
		if p.max.CompareAndSwap(cur, v) {
			return
		}
	}
}

// Gauge exports its atomic: other packages reach it directly.
type Gauge struct {
	Val atomic.Int64
}

// Set stores v, logging a negative one.
// want: unsupported
// truth: atomic
// why: the base escapes (an exported field): an implementation of the logger may call its methods directly, as part of this call; refused.
func (g *Gauge) Set(v int64) {
	if v < 0 && logger.V(1) {
		logger.Infof("negative gauge %d", v)
	}
	g.Val.Store(v)
}

// account keeps a balance in its base and a pointer to a shared ledger.
type account struct {
	//snowflake:base
	balance atomic.Int64
	ledger  *atomic.Int64
}

// Deposit adds n to the balance and the ledger, unless the logger says
// deposits are paused.
// want: unsupported
// truth: nonatomic
// why: the ledger is a second object, reached through a pointer callers may share with the logger's implementation; refused.
func (a *account) Deposit(n int64) {
	if logger.V(1) {
		return
	}
	a.balance.Add(n)
	a.ledger.Add(n)
}
