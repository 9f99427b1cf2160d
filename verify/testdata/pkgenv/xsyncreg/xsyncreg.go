// Package xsyncreg counts logins per user in an unexported xsync map.
package xsyncreg

import "github.com/puzpuzpuz/xsync/v4"

// Logins counts per user.
type Logins struct {
	//snowflake:base
	m *xsync.Map[string, int]
}

// New makes a Logins.
func New() *Logins { return &Logins{m: xsync.NewMap[string, int]()} }

// Record adds one login of user, with a Load and a Store.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another Record between Load and Store is lost
func (l *Logins) Record(user string) int {
	n, _ := l.m.Load(user)
	l.m.Store(user, n+1)
	return n + 1
}

// RecordAtomic adds one login of user in one Compute.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Logins) RecordAtomic(user string) int {
	v, _ := l.m.Compute(user, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old + 1, xsync.UpdateOp
	})
	return v
}

// Count returns user's logins.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Logins) Count(user string) int {
	n, _ := l.m.Load(user)
	return n
}

// Forget deletes user.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Logins) Forget(user string) { l.m.Delete(user) }

// Seen says whether user logged in, reading twice: a Forget between the
// reads shows.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Forget between the two loads
func (l *Logins) Seen(user string) (bool, int) {
	if _, ok := l.m.Load(user); !ok {
		return false, 0
	}
	n, ok := l.m.Load(user)
	if !ok {
		return false, -1
	}
	return true, n
}
