// This file defines Split: how a call of a method that is no instant of its
// collection (Method.NotAtomic) may run, in two halves with other
// goroutines' calls between them. Proofs never use it; the witness stage
// runs it on concrete states to show the call's own interleavings.

package axioms

// A Split describes one way the library runs a non-atomic method: the
// collection's state falls into units the call takes one at a time
// (concurrent-map's shards, xsync's buckets and size stripes, a Counter's
// stripes, sync.Map's keys); the call handles the first unit at one instant
// and the second at a later one. For a map, each key the witness uses is
// in a unit of its own; for a Counter, the units are two stripes, and
// each other goroutine adds to the stripe it is assigned.
type Split struct {
	// Unit names what the call takes one at a time, for the witness text:
	// "shard", "bucket", "size stripe", "stripe", "key".
	Unit string
	Kind SplitKind
	// Result says what a SplitRead call returns from the units it read.
	Result SplitResult
}

// SplitKind is what a split call does with its units.
type SplitKind int

const (
	// SplitRead reads each unit at its instant and returns an aggregate
	// of what it read.
	SplitRead SplitKind = iota
	// SplitReset empties each unit at its instant (a Counter's stripe is
	// zeroed, a map's keys removed).
	SplitReset
	// SplitSkip empties the whole collection at one instant, unless
	// another goroutine's insertion starts a resize while it runs: then it
	// waits for that resize and returns having done nothing (xsync's
	// Clear). Its halves are its start and its return.
	SplitSkip
)

// SplitResult is what a SplitRead call returns.
type SplitResult int

const (
	ResultLen    SplitResult = iota // the number of keys present (Size, Count)
	ResultEmpty                     // whether no key is present (IsEmpty)
	ResultKeys                      // the keys present, in no particular order (Keys)
	ResultItems                     // a map of the entries present (Items)
	ResultVisits                    // the callback is called with each entry present (Range, IterCb)
	ResultSum                       // the sum of the stripes (Counter.Value)
)

// Splits of the library methods that are no instant of their collection.
var (
	rangeByKey    = &Split{Unit: "key", Kind: SplitRead, Result: ResultVisits}
	rangeByBucket = &Split{Unit: "bucket", Kind: SplitRead, Result: ResultVisits}
	sizeByStripe  = &Split{Unit: "size stripe", Kind: SplitRead, Result: ResultLen}
	clearOnResize = &Split{Unit: "table", Kind: SplitSkip}
	counterValue  = &Split{Unit: "stripe", Kind: SplitRead, Result: ResultSum}
	counterReset  = &Split{Unit: "stripe", Kind: SplitReset}
)

// byShard is the split of a concurrent-map method that locks one shard at
// a time.
func byShard(kind SplitKind, r SplitResult) *Split {
	return &Split{Unit: "shard", Kind: kind, Result: r}
}

// splitting sets m's Split and returns m.
func splitting(m *Method, s *Split) *Method {
	m.Split = s
	return m
}
