// Package axioms holds the collection theories: for each supported
// concurrent collection, the sort of its abstract state and, for each method,
// its sequential behaviour as terms over a pre-state and the arguments.
//
// In: a pre-state term, argument terms, and a values.Model for Go values.
// Out: an Effect: the post-state, the results, and the condition under which
// the call panics (with its panic value). Axioms are quantifier-free: each
// call is a term rewrite of the state, so obligations stay decidable.
//
// Collections:
//
//	sync.Map   state (Array Any Entry), Entry = absent | present(val Any):
//	           a key present with a nil value is not an absent key.
//	           Load Store LoadOrStore LoadAndDelete Delete Swap
//	           CompareAndSwap CompareAndDelete Clear (Go 1.24 API).
//	           Range is not a snapshot: a function calling it is never atomic.
//
// Trusted assumptions of every theory are listed by Assumptions and printed
// by `snowflake axioms`: the collection is linearizable with the sequential
// behaviour stated here, and keys have a reflexive == (no NaN inside keys).
//
// Files:
//
//	collection.go  Collection, Method, Effect, and Lookup
//	syncmap.go     the sync.Map theory
package axioms
