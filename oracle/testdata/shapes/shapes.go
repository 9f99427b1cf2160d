// Package shapes exercises the oracle's instrumentation: sync.Map as an
// embedded field, through a pointer, as a package-level pointer, in
// composite literals, passed to a helper of another package of the module;
// loops without map calls; and receivers that are package variables. Each
// function states its truth as the goldens do.
package shapes

import (
	"sync"

	"github.com/snowflakeverify/snowflake/oracle/testdata/shapes/helper"
)

// Embedded embeds its map.
type Embedded struct {
	sync.Map
}

// SetIfAbsent inserts k unless present, in two steps.
// truth: nonatomic
func (e *Embedded) SetIfAbsent(k string, v int) bool {
	if _, ok := e.Load(k); ok {
		return false
	}
	e.Store(k, v)
	return true
}

// Counter holds its map through a pointer and passes it to a helper of
// another package.
type Counter struct {
	m *sync.Map
}

// NewCounter returns a counter with a map from a composite literal.
func NewCounter() *Counter {
	return &Counter{m: &sync.Map{}}
}

// Get loads k through the helper.
// truth: atomic
func (c *Counter) Get(k string) (any, bool) {
	return helper.Load(c.m, k)
}

// Bump increments k's int count with a retry loop through the helper.
// truth: atomic
func (c *Counter) Bump(k string) int {
	for {
		n, ok := helper.Int(c.m, k)
		if !ok {
			if _, loaded := c.m.LoadOrStore(k, 1); !loaded {
				return 1
			}
			continue
		}
		if c.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

// registry is a package-level pointer base.
//
//snowflake:base
var registry = new(sync.Map)

// Claim registers k for owner, spinning (without map calls) a while first.
// truth: atomic
func Claim(k, owner string) bool {
	spin := 0
	for i := 0; i < 1000; i++ {
		spin += i
	}
	_, loaded := registry.LoadOrStore(k, owner)
	return !loaded && spin > 0
}

// ClaimThenHang registers k and then never returns.
// truth: nonatomic
func ClaimThenHang(k string) {
	registry.Store(k, true)
	for {
	}
}

// Default is a package variable of a client type: methods may run on it.
var Default Embedded

// Describe returns what Default holds for k, read through a helper that
// looks at Default, then stores k's description in the receiver.
// truth: nonatomic
func (e *Embedded) Describe(k string) string {
	v, _ := Default.Load(k)
	s, _ := v.(string)
	e.Store(k, "seen "+s)
	return s
}
