// Package handsout logs through a package variable of an interface type
// users may replace, as package openlog does, but hands its own code to
// other packages' code: the meter's address in a logger's argument, a
// value of its type with a String method, a callback registered with a
// registry. A logger's implementation given such code may call back into
// the package, reading or changing the meter as part of the function's
// own run, so no call of the logger is taken as an unknown observer here
// (paths/handsout.go), in any function of the package.
package handsout

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

// Hooks is where a logger finds the package's callbacks.
var Hooks []func() int64

// meter counts a total in an unexported atomic.
type meter struct {
	total atomic.Int64
}

var def meter

func init() {
	Hooks = append(Hooks, func() int64 { return def.total.Load() })
}

// Claim takes the total from 0 to 1 when the logger's level 1 is on.
// want: unsupported
// truth: nonatomic
// why: a logger whose V(1) is "a hook returns at least 1" makes Claim alone never succeed (the total is then at least 1 and the CompareAndSwap from 0 fails), while a Store(0) by another goroutine between V and the CompareAndSwap makes it succeed; the package hands its code to other packages, so the logger's call is refused.
func (m *meter) Claim() bool {
	if logger.V(1) {
		return m.total.CompareAndSwap(0, 1)
	}
	return false
}

// AddLogged logs the meter itself: the logger gets a pointer to it.
// want: unsupported
// truth: atomic
// why: an implementation given the meter's address may call its methods directly, as part of this call; refused.
func (m *meter) AddLogged(n int64) int64 {
	logger.Infof("adding to %p", m)
	return m.total.Add(n)
}

// level is a log level the package prints by its own String method.
type level int64

func (l level) String() string { return "level" }

// AddLevel logs a value whose String method is the package's own.
// want: unsupported
// truth: atomic
// why: formatting would run the package's String method on the function's behalf; refused.
func (m *meter) AddLevel(n int64) int64 {
	logger.Infof("at %v", level(n))
	return m.total.Add(n)
}

// Store sets the total.
// want: atomic
// truth: atomic
// why: one Store.
func (m *meter) Store(n int64) { m.total.Store(n) }
