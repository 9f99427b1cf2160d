// Package unproven has a composition the verifier cannot prove, nor
// confirm broken: the key is computed by a function it does not model
// exactly.
package unproven

import (
	"strings"
	"sync"
)

// Users maps user keys to records.
type Users struct {
	m sync.Map
}

// InsertFold inserts name's record, keyed case-insensitively, with
// check-then-act.
func (u *Users) InsertFold(name string, v any) bool { // want `^\(\*Users\)\.InsertFold is not proven atomic: path \d+ \(Load, Store\) is not condensable at any call; no interleaving confirmed yet; candidate interleaving not confirmed: .*strings\.ToLower.*$`
	k := strings.ToLower(name)
	if _, ok := u.m.Load(k); ok {
		return false
	}
	u.m.Store(k, v)
	return true
}

// GetOrCreateFold is atomic.
func (u *Users) GetOrCreateFold(name string, v any) any {
	if x, ok := u.m.Load(strings.ToLower(name)); ok {
		return x
	}
	x, _ := u.m.LoadOrStore(strings.ToLower(name), v)
	return x
}
