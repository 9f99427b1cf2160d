// Package outside has a function outside the verified fragment, reported
// only with -fail-on=unsupported.
package outside

import "sync"

// Hooks maps names to values, derived through a function value.
type Hooks struct {
	m sync.Map
}

// GetMapped loads f(k).
func (h *Hooks) GetMapped(k string, f func(string) string) (any, bool) { // want `^\(\*Hooks\)\.GetMapped is outside the verified fragment: call through function value parameter f of type func\(string\) string: the functions it may be are open \(parameter f of exported method GetMapped at outside.go:13\): not supported$`
	return h.m.Load(f(k))
}
