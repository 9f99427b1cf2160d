// This file: concurrent-map v2 clients whose callbacks take part in a
// race: Upsert and RemoveCb after a separate Get, and their one-call twins.
package cmapx

import (
	cmap "github.com/orcaman/concurrent-map/v2"
)

// Ledger holds balances.
type Ledger struct {
	m cmap.ConcurrentMap[string, int]
}

// CreditChecked reads the balance, then adds n with Upsert, and returns
// what it read plus n.
// want: violation
// truth: nonatomic
// why: a Set between the Get and the Upsert: the returned sum is not the balance the Upsert made.
func (l *Ledger) CreditChecked(acct string, n int) int {
	old, _ := l.m.Get(acct)
	l.m.Upsert(acct, n, func(exist bool, cur, nv int) int {
		if exist {
			return cur + nv
		}
		return nv
	})
	return old + n
}

// Credit adds n with one Upsert and returns the new balance.
// want: atomic
// truth: atomic
// why: one Upsert; the callback is a function of what the map holds and n.
func (l *Ledger) Credit(acct string, n int) int {
	return l.m.Upsert(acct, n, func(exist bool, cur, nv int) int {
		if exist {
			return cur + nv
		}
		return nv
	})
}

// CloseIfEmpty reads the balance, then removes the account with RemoveCb
// when the balance it read was zero.
// want: violation
// truth: nonatomic
// why: a Set between the Get and RemoveCb: an account holding money is removed.
func (l *Ledger) CloseIfEmpty(acct string) bool {
	bal, ok := l.m.Get(acct)
	if !ok {
		return false
	}
	return l.m.RemoveCb(acct, func(key string, cur int, exists bool) bool {
		return exists && bal == 0
	})
}

// Close removes the account when it is empty, with one RemoveCb.
// want: atomic
// truth: atomic
// why: one RemoveCb; the callback decides on what the map holds.
func (l *Ledger) Close(acct string) bool {
	return l.m.RemoveCb(acct, func(key string, cur int, exists bool) bool {
		return exists && cur == 0
	})
}

// Halve divides the balance by d with Upsert; d == 0 panics in the callback.
// want: atomic
// truth: atomic
// why: one Upsert; a panic of the callback is the call's panic, which leaves the map unchanged.
func (l *Ledger) Halve(acct string, d int) int {
	return l.m.Upsert(acct, 0, func(exist bool, cur, nv int) int {
		return cur / d
	})
}
