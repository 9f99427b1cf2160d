// Package histogram counts events per bucket in a sync.Map of ints, with
// compare-and-swap retry loops: the most common correct composite operation
// in Go. snowflake proves a retry loop atomic by proving that every
// iteration that goes round again (a CompareAndSwap or CompareAndDelete
// that failed) leaves the map unchanged, so that only the last iteration
// matters. Each retry loop has a naive twin that reads and then writes.
package histogram

import "sync"

// Histogram maps bucket names to counts (int).
type Histogram struct {
	counts sync.Map
}

// Inc adds one to bucket and returns the new count. LoadOrStore creates the
// bucket at 1 if it is missing; otherwise CompareAndSwap installs n+1 only
// if the count is still n, and the loop retries when another goroutine got
// there first. A failed CompareAndSwap changes nothing, so every
// execution takes effect at its successful LoadOrStore or CompareAndSwap.
//
// want: atomic
// truth: atomic
func (h *Histogram) Inc(bucket string) int {
	for {
		v, loaded := h.counts.LoadOrStore(bucket, 1)
		if !loaded {
			return 1
		}
		n := v.(int)
		if h.counts.CompareAndSwap(bucket, n, n+1) {
			return n + 1
		}
	}
}

// IncNaive is Inc without the retry: read the count, then store count+1.
// Two concurrent calls can both read 4 and both store 5; one event is lost.
//
// want: violation
// truth: nonatomic
func (h *Histogram) IncNaive(bucket string) int {
	n := 0
	if v, ok := h.counts.Load(bucket); ok {
		n = v.(int)
	}
	h.counts.Store(bucket, n+1)
	return n + 1
}

// Count returns bucket's count (0 if it has none).
//
// want: atomic
// truth: atomic
func (h *Histogram) Count(bucket string) int {
	v, ok := h.counts.Load(bucket)
	if !ok {
		return 0
	}
	return v.(int)
}

// Take empties bucket and returns the count it held: an evicting read.
// CompareAndDelete removes the bucket only if it still holds the count that
// was read; if an Inc slipped in, nothing was removed and the loop reads
// again. The count returned is exactly the count removed.
//
// want: atomic
// truth: atomic
func (h *Histogram) Take(bucket string) int {
	for {
		v, ok := h.counts.Load(bucket)
		if !ok {
			return 0
		}
		if h.counts.CompareAndDelete(bucket, v) {
			return v.(int)
		}
	}
}

// TakeNaive is Take as "read, then delete". An Inc between the Load and the
// Delete is deleted without being counted by anyone.
//
// want: violation
// truth: nonatomic
func (h *Histogram) TakeNaive(bucket string) int {
	v, ok := h.counts.Load(bucket)
	if !ok {
		return 0
	}
	h.counts.Delete(bucket)
	return v.(int)
}

// Reset deletes every bucket of names, one at a time. Not atomic: a reader
// can see the first bucket already empty and the second not yet. The loop's
// repeating iterations delete, so snowflake cannot reduce the loop to its
// last iteration; it runs the loop instead, and finds a name listed twice
// whose bucket another goroutine fills between the two Deletes.
//
// want: violation
// truth: nonatomic
func (h *Histogram) Reset(names []string) {
	for _, name := range names {
		h.counts.Delete(name)
	}
}
