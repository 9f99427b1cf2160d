// Package registry is a service registry: it maps service names to network
// addresses in a sync.Map. Each method below composes sync.Map calls, and
// snowflake decides whether the composition is itself atomic. The pairs
// Register/RegisterCheckThenAct and Unregister/UnregisterLoadThenDelete do the
// same job; the first of each pair is atomic, the second is not.
package registry

import "sync"

// Registry maps service names to addresses. Its only field is a sync.Map,
// so snowflake takes that map as the base object without any annotation.
type Registry struct {
	services sync.Map
}

// Register adds name at addr unless name is already registered, and reports
// whether it did. LoadOrStore checks and inserts in one step, so of two
// concurrent Register calls for the same name exactly one returns true.
//
// want: atomic
// truth: atomic
func (r *Registry) Register(name, addr string) bool {
	_, loaded := r.services.LoadOrStore(name, addr)
	return !loaded
}

// RegisterCheckThenAct is Register written as "look, then insert". Another
// goroutine can register name between the Load and the Store: both calls
// return true, and the second silently replaces the first one's address.
// Use LoadOrStore instead, as Register does.
//
// want: violation
// truth: nonatomic
func (r *Registry) RegisterCheckThenAct(name, addr string) bool {
	if _, ok := r.services.Load(name); ok {
		return false
	}
	r.services.Store(name, addr)
	return true
}

// Lookup returns the address of name. A single Load is atomic, and the
// type assertion only looks at the value that Load returned.
//
// want: atomic
// truth: atomic
func (r *Registry) Lookup(name string) (string, bool) {
	v, ok := r.services.Load(name)
	if !ok {
		return "", false
	}
	addr, ok := v.(string)
	return addr, ok
}

// Unregister removes name and returns the address it had. LoadAndDelete
// returns exactly the value it removes, in one step.
//
// want: atomic
// truth: atomic
func (r *Registry) Unregister(name string) (string, bool) {
	v, ok := r.services.LoadAndDelete(name)
	if !ok {
		return "", false
	}
	addr, _ := v.(string)
	return addr, true
}

// UnregisterLoadThenDelete is Unregister written as "read, then delete".
// If the service re-registers at a new address between the Load and the
// Delete, the new registration is deleted while the old address is
// returned: no serial order of the two calls gives that outcome.
// Use LoadAndDelete instead, as Unregister does.
//
// want: violation
// truth: nonatomic
func (r *Registry) UnregisterLoadThenDelete(name string) (string, bool) {
	v, ok := r.services.Load(name)
	if !ok {
		return "", false
	}
	r.services.Delete(name)
	addr, _ := v.(string)
	return addr, true
}
