// Package rebase: a pointer base field reassigned after construction in
// ways the client check does not see (a whole-struct store, a store
// through a pointer to the field passed to a helper). The contract refuses
// such a client: its base object is not one object for its lifetime.
package rebase

import "sync"

// Registry composes the map *m.
type Registry struct {
	m *sync.Map
}

// New returns a registry with its own map.
func New() *Registry {
	return &Registry{m: new(sync.Map)}
}

// Reset replaces the whole registry, and with it the map.
func Reset(r *Registry) {
	*r = Registry{m: new(sync.Map)}
}

// setMap stores a new map through a pointer to the field.
func setMap(pp **sync.Map) {
	*pp = new(sync.Map)
}

// Swap replaces the map through setMap.
func Swap(r *Registry) {
	setMap(&r.m)
}

// GetOrCreate returns k's value, storing def on a miss.
// want: unsupported
// truth: outside
// why: the base field is reassigned by Reset and Swap: the client must be refused as a whole.
func (r *Registry) GetOrCreate(k string, def int) any {
	if v, ok := r.m.Load(k); ok {
		return v
	}
	v, _ := r.m.LoadOrStore(k, def)
	return v
}

// pm is a package-level base reached through a pointer variable.
//
//snowflake:base
var pm = new(sync.Map)

// SwapGlobal replaces pm through setMap.
// want: unsupported
// truth: outside
// why: it assigns the base var pm (through a pointer): the client must be refused as a whole.
func SwapGlobal() {
	setMap(&pm)
}

// GetOrCreateGlobal returns k's value, storing def on a miss.
// want: unsupported
// truth: outside
// why: pm is reassigned by SwapGlobal: the client must be refused as a whole.
func GetOrCreateGlobal(k string, def int) any {
	if v, ok := pm.Load(k); ok {
		return v
	}
	v, _ := pm.LoadOrStore(k, def)
	return v
}
