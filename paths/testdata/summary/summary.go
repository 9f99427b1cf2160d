// Package summary holds functions whose inferred summaries
// TestSummaries checks: each doc comment says "summary: KIND".
package summary

import (
	"errors"
	"io"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/snowflakeverify/snowflake/paths/testdata/summary/other"
)

type T struct {
	n   int
	m   sync.Map
	cnt atomic.Int64
}

const limit = 8

var table = [4]int{1, 2, 3, 4}

var scale = 3 // constant after initialization

// Twice never uses its receiver. summary: argfunctional
func (t *T) Twice(x int) int { return 2 * x }

// Get reads its receiver. summary: functional
func (t *T) Get() int { return t.n }

// Set writes its receiver. summary: effects
func (t *T) Set(x int) { t.n = x }

// Fresh writes only memory it made. summary: functional
func Fresh(k string) map[string]int {
	m := map[string]int{}
	m[k] = limit
	return m
}

// Scaled reads a constant package variable. summary: functional
func Scaled(x int) int { return x * scale }

// Table reads a package array others may index: an observer. summary: observer
func Table(i int) int { return table[i&3] }

// Even and Odd are mutually recursive and pure. summary: functional
func Even(n uint) bool {
	if n == 0 {
		return true
	}
	return Odd(n - 1)
}

// Odd: summary: functional
func Odd(n uint) bool {
	if n == 0 {
		return false
	}
	return Even(n - 1)
}

// Ping and Pong are mutually recursive; Pong counts. summary: effects
func Ping(n int) int {
	if n <= 0 {
		return 0
	}
	return Pong(n - 1)
}

// Pong: summary: effects
func Pong(n int) int {
	other.Count()
	return Ping(n)
}

// Loaded reads the collection. summary: observer
func (t *T) Loaded(k string) bool {
	_, ok := t.m.Load(k)
	return ok
}

// Stored writes it. summary: effects
func (t *T) Stored(k string) { t.m.Store(k, 1) }

// Counted reads an atomic counter. summary: observer
func (t *T) Counted() int64 { return t.cnt.Load() }

// Stamp reads the clock. summary: observer
func Stamp() int64 { return time.Now().UnixNano() }

// Remote calls a pure helper of another package. summary: functional
func Remote(u string) string { return other.Key(u, 1) }

// RemoteHits calls an observer of another package. summary: observer
func RemoteHits() int { return other.Hits() + 1 }

// Sender uses a channel. summary: effects
func Sender(c chan int) {
	select {
	case c <- 1:
	default:
	}
}

// Dynamic calls a function value. summary: effects
func Dynamic(f func() int) int { return f() }

// FirstKey returns the key a range over a map visits first: the order
// varies from run to run. summary: observer
func FirstKey(a, b string) string {
	m := map[string]bool{a: true, b: true}
	for k := range m {
		return k
	}
	return ""
}

var counter int64

func readp(p *int64) int64 { return *p }

// ViaAddress passes a package variable's address to a helper that reads
// it as its parameter's memory. summary: observer
func ViaAddress() int64 { return readp(&counter) }

var tbl [4]int64

// ViaSlice reads a package array through a slice of it. summary: observer
func ViaSlice(k int) int64 {
	s := tbl[:]
	return s[k&3]
}

// Address converts a new object's address to an integer. summary: observer
func Address() uintptr { return uintptr(unsafe.Pointer(new([64]byte))) }

// Bump writes what ViaAddress and ViaSlice read. summary: effects
func Bump() {
	counter++
	tbl[0]++
}

// IsEOF compares errors along their chains, running their Is and Unwrap
// methods, whatever they do. summary: effects
func IsEOF(err error) bool { return errors.Is(err, io.EOF) }

func hashLen(s string) int { return len(s) }

func hashFirst(s string) int {
	if s == "" {
		return 0
	}
	return int(s[0])
}

var hashCalls int

func hashCounted(s string) int {
	hashCalls++
	return len(s)
}

// hashed's h is one of two pure functions, chosen by its constructor (its
// layout differs from counted's: struct types of one layout convert into
// one another, and share their fields' sources).
type hashed struct {
	h    func(string) int
	seed int
}

func newHashed(first bool) *hashed {
	if first {
		return &hashed{h: hashFirst}
	}
	return &hashed{h: hashLen}
}

// Hash calls a field that is one of two pure functions. summary: functional
func (x *hashed) Hash(s string) int { return x.h(s) }

// counted's h may count its calls.
type counted struct{ h func(string) int }

func newCounted(count bool) *counted {
	if count {
		return &counted{h: hashCounted}
	}
	return &counted{h: hashLen}
}

// Hash calls a field one of whose functions writes a package variable.
// summary: effects
func (x *counted) Hash(s string) int { return x.h(s) }

// Opened's H is exported: any code may set it.
type Opened struct{ H func(string) int }

// Hash calls an exported field. summary: effects
func (x *Opened) Hash(s string) int { return x.H(s) }

var normalize = hashLen

// Normalized calls a package variable only its initialization sets: the
// function is known, but reading a variable of func type is an observer's
// read. summary: observer
func Normalized(s string) int { return normalize(s) }

func counterAddr() *int64 { return &counter }

// ViaResult loads through the address a helper returns. summary: observer
func ViaResult() int64 { return *counterAddr() }

// ViaPassedResult passes that address to a reader. summary: observer
func ViaPassedResult() int64 { return readp(counterAddr()) }

var shared = map[string]int{}

func sharedMap() map[string]int { return shared }

var tbl8 [4]byte

// tableBytes slices a package array: it reads nothing itself. summary: functional
func tableBytes() []byte { return tbl8[:] }

// ViaMapResult indexes a map a helper returns. summary: observer
func ViaMapResult(k string) int { return sharedMap()[k] }

// ViaBytesResult converts the slice tableBytes returns. summary: observer
func ViaBytesResult() string { return string(tableBytes()) }

// SetShared writes what ViaMapResult and ViaBytesResult read. summary: effects
func SetShared() {
	shared["k"]++
	tbl8[0]++
}
