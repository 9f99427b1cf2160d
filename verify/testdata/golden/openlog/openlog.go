// Package openlog logs through a package variable of an interface type
// that users may replace (as grpc-go's grpclog.Component loggers end in
// grpclog.SetLoggerV2): the implementations of its methods are open, and
// every call of them is refused. (A rule taking such a call, with values
// only over a confined object, as an unknown observer was withdrawn: a
// logger that calls back into the package, as Claim's hook shows, makes
// its answers depend on the object.)
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
// want: unsupported
// truth: atomic
// why: one Add, or one Load, if the logger does not call back into the package; its calls are refused.
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
// want: unsupported
// truth: nonatomic
// why: a Load then a Store: another Add between them is lost; the logger's calls are refused.
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
// want: unsupported
// truth: atomic
// why: a CompareAndSwap loop, if the logger does not call back into the package; its calls are refused.
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

// Hooks is where a logger may find the package's callbacks.
var Hooks []func() int64

func init() {
	Hooks = append(Hooks, func() int64 { return def.total.Load() })
}

var def meter

// Claim takes the total from 0 to 1 when the logger's level 1 is on.
// want: unsupported
// truth: nonatomic
// why: a logger whose V(1) is "Hooks[0]() >= 1" makes Claim alone never succeed (the total is then at least 1 and the CompareAndSwap from 0 fails), while another goroutine's Store(0) between V and the CompareAndSwap makes it succeed: the logger's answer depends on the object.
func (m *meter) Claim() bool {
	if logger.V(1) {
		return m.total.CompareAndSwap(0, 1)
	}
	return false
}
