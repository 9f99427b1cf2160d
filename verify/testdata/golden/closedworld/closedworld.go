// Package closedworld: methods that library code runs on values whose
// dynamic type the function does not know (fmt formatting an error or an
// interface field, errors.Is walking a chain, slog's JSON handler marshaling
// at any depth): one of this package's such methods calls the counter, so
// every function formatting or comparing such values is refused, naming it;
// log.Flags reads configuration other goroutines may change.
package closedworld

import (
	"errors"
	"fmt"
	"log"
	"log/slog"
	"strconv"
	"sync/atomic"
)

// C counts.
type C struct {
	//snowflake:base
	n atomic.Int64
}

// W is an error whose Error method adds to the counter.
type W struct{ c *C }

func (w W) Error() string { w.c.n.Add(1); return "w" }

// E is an error whose Error method reads the counter.
type E struct{ c *C }

func (e *E) Error() string { return strconv.FormatInt(e.c.n.Load(), 10) }

// Q marshals itself by adding to the counter.
type Q struct{ c *C }

// MarshalJSON adds to the counter.
func (q Q) MarshalJSON() ([]byte, error) { q.c.n.Add(1); return []byte("1"), nil }

// B holds a Q.
type B struct{ Q Q }

// A holds a *B: encoding/json follows the pointer.
type A struct{ P *B }

// ErrX is a sentinel.
var ErrX = errors.New("x")

// Twice formats an error whose Error method adds to the counter.
// want: unsupported
// truth: nonatomic
// why: fmt runs W.Error, which adds; then the function adds again: two changes of n.
func (c *C) Twice() int64 {
	var err error = W{c}
	_ = fmt.Sprint(err)
	return c.n.Add(1)
}

// Inc formats an error reading the counter, then adds.
// want: unsupported
// truth: nonatomic
// why: another goroutine's Add between E.Error's Load and the Add gives a message and a count no serial run gives.
func (c *C) Inc() (string, int64) {
	var err error = &E{c}
	s := fmt.Sprintf("%v", err)
	return s, c.n.Add(1)
}

// Match compares an error with a sentinel, then adds.
// want: unsupported
// truth: outside
// why: errors.Is may run an Error, Is or Unwrap method of this package, and W.Error adds.
func (c *C) Match(err error) int64 {
	if errors.Is(err, ErrX) {
		return 0
	}
	return c.n.Add(1)
}

// Default logs a value slog's JSON handler marshals at depth two, then adds.
// want: unsupported
// truth: outside
// why: with a JSON handler configured, Q.MarshalJSON adds: two changes of n.
func (c *C) Default() int64 {
	slog.Info("x", "v", A{&B{Q{c}}})
	return c.n.Add(1)
}

// FlagsOnce stores the log's flags and returns them, read again.
// want: unproven
// truth: nonatomic
// why: another goroutine's log.SetFlags between the two reads of log.Flags makes them differ: each read is a value of its own (configuration other goroutines change), so the function is not proven; its witness would need a call of package log, outside the collection's API.
func (c *C) FlagsOnce() (int64, int64) {
	c.n.Store(int64(log.Flags()))
	return c.n.Load(), int64(log.Flags())
}
