// Package component logs through a component logger of package registry
// (as grpc-go's packages log through grpclog.Component): the logger's
// methods are known, another package's code, and end in a logger users
// replace. A call of them with values only, in a function over an object
// only this package's code reaches, is translated as the call of an
// unknown implementation is (paths/ifaceforeign.go).
package component

import (
	"sync/atomic"

	"github.com/snowflakeverify/snowflake/verify/testdata/golden/openlog/registry"
)

var logger = registry.Component("component")

// meter counts a total in an unexported atomic.
type meter struct {
	total atomic.Int64
}

// Add adds n, logging and ignoring a negative n.
// want: atomic
// truth: atomic
// why: one Add, or one Load; the logger's methods are another package's code given only values, so whatever they do to the meter they do through this package's functions, each an operation of its own.
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

// hits counts the calls of local's V: a logger of this package, with an
// effect.
var hits atomic.Int64

type counting struct{}

func (counting) V(level int) bool {
	hits.Add(1)
	return level < 2
}

func (counting) Infof(format string, args ...any) {}

var local registry.DepthLogger = counting{}

// AddCounted logs through local, whose V is this package's code with an
// effect.
// want: violation
// truth: nonatomic
// why: the implementation is this package's own code, which may touch the meter directly, so it is not taken as unknown code but run: its Add on hits is a second object's, and another goroutine may read hits after it and the total before the function's Add.
func (m *meter) AddCounted(n int64) int64 {
	if local.V(1) {
		return m.total.Load()
	}
	return m.total.Add(n)
}

// Gauge exports its atomic: other packages reach it directly.
type Gauge struct {
	Val atomic.Int64
}

// Set stores v, logging a negative one.
// want: unsupported
// truth: atomic
// why: the base escapes (an exported field): the logger's code may call its methods directly, as part of this call; refused.
func (g *Gauge) Set(v int64) {
	if v < 0 && logger.V(1) {
		logger.Infof("negative gauge %d", v)
	}
	g.Val.Store(v)
}
