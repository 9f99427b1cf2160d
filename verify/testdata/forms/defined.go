package forms

import "sync"

// Registry is a defined type over a collection, marked as the base: every
// method is a client function.
//
//snowflake:base
type Registry sync.Map

// Register stores v under k unless present.
// composite: Registry
func (r *Registry) Register(k string, v any) bool {
	_, loaded := (*sync.Map)(r).LoadOrStore(k, v)
	return !loaded
}

// Replace swaps the value of k when present.
// composite: Registry
func (r *Registry) Replace(k string, v any) bool {
	if _, ok := (*sync.Map)(r).Load(k); !ok {
		return false
	}
	(*sync.Map)(r).Store(k, v)
	return true
}
