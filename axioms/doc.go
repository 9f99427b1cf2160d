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
//	xsync.MapOf[K, V] (v3), xsync.Map (v3), xsync.Map[K, V] (v4),
//	cmap.ConcurrentMap[K, V] (concurrent-map v2)
//	           sync.Map's state; the methods take and return typed values
//	           (Method.Boxed: paths boxes arguments and unboxes results) and
//	           an absent key reads as the zero V. Callbacks (Compute,
//	           LoadOrCompute, Upsert, RemoveCb) are Funcs: uninterpreted
//	           functions of their captured values and arguments. Size,
//	           Count, iteration, Clear and cmap's MSet are never atomic.
//	           xsync v3's Compute and LoadOrTryCompute return zero V or the
//	           callback's value when cancelling on an absent key (by bucket
//	           layout): a Choice.
//	xsync.Counter  an int64 changed by Add, Inc, Dec; Value and Reset are
//	           never atomic (they visit the stripes one at a time).
//
// A user collection (package specs) whose method reads the clock itself
// (a TTL cache) sets Method.Clock: its Apply and executable model take the
// call's reading in Unix nanoseconds after the Go arguments.
//
// Trusted assumptions of every theory are listed by Assumptions and printed
// by `snowflake axioms`: the collection is linearizable with the sequential
// behaviour stated here, and keys have a reflexive == (no NaN inside keys).
//
// Files:
//
//	collection.go  Collection, Method, Effect, and Lookup
//	catalog.go     Catalog: user families (package specs) before the built-ins
//	syncmap.go     the sync.Map theory
//	atomic.go      the sync/atomic theories and xsync.Counter
//	atomic_exec.go their executable model
//	typedmap.go    TypedMap: xsync and concurrent-map maps, lookup, shared parts
//	typedmap_methods.go  their methods, library by library
//	typedmap_exec.go     their executable model, callbacks included (CallWith)
//	funcs.go       Func: callbacks as uninterpreted functions; Method.Effect
//	exec.go        Value, Exec, NewExec: executable models
//	floats_exec.go float Values: their Go literals and ==
//	split.go       Split: how a non-atomic method runs in halves, for witnesses
//	product.go     Product: several objects as one, their methods lifted (Herlihy and Wing's locality)
//	zero.go        ZeroState: the state of a new object, as Go makes it
package axioms
