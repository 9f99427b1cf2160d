// Package pkgvars keeps limits and tallies in unexported package
// variables and fields, which functions use two at a time with no base of
// their own (found by discovery): in the package environment another
// goroutine runs the package's exported functions that use one of the
// variables, or the exported methods of the type.
package pkgvars

import "sync/atomic"

var (
	//snowflake:base
	reqLimit  atomic.Int64
	respLimit atomic.Int64
	oldLimit  int64
	newLimit  int64
	hits      atomic.Int64
	misses    atomic.Int64
)

// SetLimits sets both limits.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another SetLimits between the two stores: its request limit with the client's response limit
func SetLimits(req, resp int64) {
	reqLimit.Store(req)
	respLimit.Store(resp)
}

// Limits returns both limits.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a SetLimits between the two loads: the old request limit with the new response limit
func Limits() (int64, int64) {
	return reqLimit.Load(), respLimit.Load()
}

// SetOld sets both limits through sync/atomic's functions.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: as SetLimits: another SetOld between the two stores
func SetOld(a, b int64) {
	atomic.StoreInt64(&oldLimit, a)
	atomic.StoreInt64(&newLimit, b)
}

// Old returns both limits through sync/atomic's functions.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a SetOld between the two loads
func Old() (int64, int64) {
	return atomic.LoadInt64(&oldLimit), atomic.LoadInt64(&newLimit)
}

// Hit counts a hit: one call, no composite operation
// (not reported).
func Hit() { hits.Add(1) }

// Miss counts a miss: one call, no composite operation
// (not reported).
func Miss() { misses.Add(1) }

// Tallies returns the hits and the misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Hit then a Miss between the two loads (the old hits with the new misses); one operation between them always fits a serial order: the witness needs two
func Tallies() (int64, int64) {
	return hits.Load(), misses.Load()
}

// Both holds two words set together.
type Both struct {
	//snowflake:base
	a atomic.Int32
	b atomic.Int32
}

// Set sets both words.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another Set between the two stores
func (s *Both) Set(x, y int32) {
	s.a.Store(x)
	s.b.Store(y)
}

// Get returns both words.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Set between the two loads: the old a with the new b
func (s *Both) Get() (int32, int32) {
	return s.a.Load(), s.b.Load()
}

// Sum returns the sum of both words.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: as Get: a sum of no state the words were in
func (s *Both) Sum() int32 {
	return s.a.Load() + s.b.Load()
}

// Server counts its open connections, one more while it listens.
type Server struct {
	//snowflake:base
	stop atomic.Int32
	open atomic.Int32
}

// Open counts a connection.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s *Server) Open() { s.open.Add(1) }

// Close counts a closed connection.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s *Server) Close() { s.open.Add(-1) }

// Stop stops listening.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s *Server) Stop() { s.stop.Store(1) }

// OpenCount returns the open connections, less the listener's while the
// server listens.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Stop then a Close between the two loads: one less than any count the server had; one operation between them fits a serial order
func (s *Server) OpenCount() int32 {
	if s.stop.Load() == 0 {
		return s.open.Load() - 1
	}
	return s.open.Load()
}

// Zeroed holds two counters of which the package only ever raises n: m
// stays 0 in every state the package makes.
type Zeroed struct {
	//snowflake:base
	n atomic.Int32
	m atomic.Int32
}

// Hit counts in n.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (z *Zeroed) Hit() { z.n.Add(1) }

// Reset zeroes both counters.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: a Sum between the stores sees n zeroed and m as it was, which is 0 in every state the package makes; a witness from an m of 1 is none (no setup is searched over several objects)
func (z *Zeroed) Reset() {
	z.n.Store(0)
	z.m.Store(0)
}

// Sum returns both counters' sum.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: m is 0 in every state the package makes, so Sum is one Load of n
func (z *Zeroed) Sum() int32 { return z.n.Load() + z.m.Load() }

var (
	phase  atomic.Int32
	served atomic.Int64
)

// Begin moves the phase from 0 to 1: one call, not reported.
func Begin() { phase.CompareAndSwap(0, 1) }

// End moves the phase from 1 to 2: one call, not reported.
func End() { phase.CompareAndSwap(1, 2) }

// Serve counts a request while the phase is 1.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: an End between the Load and the Add fits the order Serve, End (a Begin, one where the Load saw 0); in the collection environment a Store of phase there does not
func Serve() {
	if phase.Load() == 1 {
		served.Add(1)
	}
}

// Drain takes the requests served when the phase is back at 0, which it
// never is once one is served.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: served > 0 only after Begin, and no operation sets the phase back to 0, so Drain always returns 0; a witness from served = 1 with the phase at 0 (each a state its object can be in, not both together) is no run of the program
func Drain() int64 {
	v := served.Load()
	if v > 0 && phase.Load() == 0 {
		served.Store(0)
		return v
	}
	return 0
}
