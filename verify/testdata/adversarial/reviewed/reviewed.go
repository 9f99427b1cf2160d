// Package reviewed: shapes a review of the verifier found it mishandled —
// standard-library calls that panic on some arguments, a goroutine started
// inside a callback, and a discovered function reaching two objects of the
// client type.
package reviewed

import (
	"strconv"
	"strings"
	"sync"

	"github.com/puzpuzpuz/xsync/v4"
)

// Conf holds settings.
type Conf struct {
	//snowflake:base
	m sync.Map
}

// Rebase formats 1 in the base it read, after replacing the base.
// want: unproven
// truth: nonatomic
// why: from base = 1, A Loads 1, B Stores 5, A Stores 10 and panics (FormatInt with base 1); A then B ends with base 5, B then A does not panic.
func (c *Conf) Rebase() {
	b, _ := c.m.Load("base")
	bi, _ := b.(int)
	c.m.Store("base", 10)
	_ = strconv.FormatInt(1, bi)
}

// Counts adds with a callback that starts a goroutine.
type Counts struct {
	//snowflake:base
	m *xsync.Map[string, int]
}

// AddLoud adds n with Compute; the callback starts a goroutine, which
// panics (ending the process) when n < 0.
// want: unsupported
// truth: outside
// why: the goroutine's panic is no outcome of the call.
func (c *Counts) AddLoud(k string, n int) int {
	r, _ := c.m.Compute(k, func(old int, loaded bool) (int, xsync.ComputeOp) {
		go strings.Repeat("x", n)
		return old + n, xsync.UpdateOp
	})
	return r
}

// Pair has two fields: it is no declared client, and discovery finds its
// functions.
type Pair struct {
	m sync.Map
	n int
}

// Both Loads b's map twice, then Stores into a's.
// want: unsupported
// truth: outside
// why: two objects; the calls on a.m are not calls on b.m.
func (a *Pair) Both(b *Pair, k string) bool {
	b.m.Load(k)
	_, ok := b.m.Load(k)
	a.m.Store(k, 1)
	return ok
}
