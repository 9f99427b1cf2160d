// Package unproven has a composition the verifier cannot prove, nor
// confirm broken: the key is computed by a function it does not model
// exactly.
package unproven

import (
	"strconv"
	"strings"
	"sync"
)

// Users maps user keys to records.
type Users struct {
	m sync.Map
}

// InsertScore inserts v under score's decimal form, with check-then-act:
// the key is formatted by strconv.FormatFloat, which the verifier keeps
// an uninterpreted function (witnesses do not run it).
func (u *Users) InsertScore(score float64, v any) bool { // want `^\(\*Users\)\.InsertScore is not proven atomic: path \d+ \(Load, Store\) is not condensable at any call; no interleaving confirmed yet; candidate interleaving not confirmed: the path depends on an operation the verifier does not model exactly \(strconv\.FormatFloat\(score, 103, -1, 64\) panics\), which the witness does not fix$`
	k := strconv.FormatFloat(score, 'g', -1, 64)
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
