package calls

import (
	"strings"
	"sync"
)

// Hasher maps keys to shard keys.
type Hasher interface {
	Hash(k string) string
}

// Dyn maps keys computed by callers' code.
type Dyn struct {
	m sync.Map
}

// GetHashed loads the key h computes.
// want: unsupported
// truth: outside
// why: a call through an interface: h.Hash may do anything, including calls on the map.
func (d *Dyn) GetHashed(h Hasher, k string) (any, bool) {
	return d.m.Load(h.Hash(k))
}

// GetMapped loads the key f computes.
// want: unsupported
// truth: outside
// why: a call through a function value: f may do anything.
func (d *Dyn) GetMapped(f func(string) string, k string) (any, bool) {
	return d.m.Load(f(k))
}

// GetLowerVal loads k lower-cased through a local function variable bound
// to strings.ToLower.
// want: atomic
// truth: atomic
// why: one Load; the function value is the constant strings.ToLower, so the call is static.
func (d *Dyn) GetLowerVal(k string) (any, bool) {
	f := strings.ToLower
	return d.m.Load(f(k))
}

// GetAnon loads k through an anonymous function without free variables.
// want: atomic
// truth: atomic
// why: one Load; the literal captures nothing, so it is a static call of a helper of this package (inlined).
func (d *Dyn) GetAnon(k string) (any, bool) {
	norm := func(s string) string { return strings.TrimSpace(s) }
	return d.m.Load(norm(k))
}

// GetClosure loads k through a closure over the receiver.
// want: atomic
// truth: atomic
// why: one Load, run at once by the call; the closure is called on the path, its body inlined with the captured receiver (closures.go).
func (d *Dyn) GetClosure(k string) (any, bool) {
	get := func() (any, bool) { return d.m.Load(k) }
	return get()
}
