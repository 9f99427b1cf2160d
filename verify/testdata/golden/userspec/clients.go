// Package userspec: clients of user collections described by spec files
// (store/store.sfspec, a map state; counter/counter.sfspec, a cell).
package userspec

import (
	"github.com/snowflakeverify/snowflake/verify/testdata/golden/userspec/counter"
	"github.com/snowflakeverify/snowflake/verify/testdata/golden/userspec/store"
)

// Tally counts names in a user map.
type Tally struct {
	//snowflake:base
	s *store.Store
}

// Bump adds one to name's count in one call.
// want: atomic
// truth: atomic
func (t *Tally) Bump(name string) int {
	return t.s.Add(name, 1)
}

// BumpNaive reads the count, then writes it plus one: an increment by
// another goroutine in between is lost.
// want: violation
// truth: nonatomic
func (t *Tally) BumpNaive(name string) int {
	n, _ := t.s.Get(name)
	t.s.Put(name, n+1)
	return n + 1
}

// Forget removes name if its count is still n, in one call.
// want: atomic
// truth: atomic
func (t *Tally) Forget(name string, n int) bool {
	return t.s.DeleteIf(name, n)
}

// ForgetNaive checks the count, then deletes: a count raised in between
// is deleted too.
// want: violation
// truth: nonatomic
func (t *Tally) ForgetNaive(name string, n int) bool {
	if cur, ok := t.s.Get(name); !ok || cur != n {
		return false
	}
	t.s.Delete(name)
	return true
}

// Peek reads the count twice and returns the second read: only the second
// call matters.
// want: atomic
// truth: atomic
func (t *Tally) Peek(name string) int {
	t.s.Get(name)
	n, _ := t.s.Get(name)
	return n
}

// Limiter admits callers below a bound.
type Limiter struct {
	//snowflake:base
	c *counter.Counter
}

// Acquire takes a slot below max in one call.
// want: atomic
// truth: atomic
func (l *Limiter) Acquire(max int64) bool {
	return l.c.IncBelow(max)
}

// AcquireNaive checks, then adds: two callers can both see max-1 and both
// add, passing the bound.
// want: violation
// truth: nonatomic
func (l *Limiter) AcquireNaive(max int64) bool {
	if l.c.Load() < max {
		l.c.Add(1)
		return true
	}
	return false
}

// Release gives a slot back; it panics on an empty counter, as the spec says.
// want: atomic
// truth: atomic
func (l *Limiter) Release() {
	l.c.MustDec()
}

// ReleaseNaive checks the count first and returns quietly on an empty
// counter: another goroutine's release in between makes it panic anyway.
// want: violation
// truth: nonatomic
func (l *Limiter) ReleaseNaive() {
	if l.c.Load() <= 0 {
		return
	}
	l.c.MustDec()
}
