// Package startonce flips a word once, in a goroutine init starts: a
// function the package starts with go is a goroutine's whole body, and
// one started once never runs twice, so no witness runs it twice in a
// row (witness/pkgpairs.go pairs only functions other packages may call).
package startonce

import "sync/atomic"

var (
	x atomic.Int64
	y atomic.Int64
)

func init() { go flip() }

// flip moves x from 0 to 1, or, on a later run, counts in y.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: started once, it races with nothing in the package; in the collection environment a Store between its Load and Store
func flip() {
	if x.Load() == 0 {
		x.Store(1)
	} else {
		y.Add(1)
	}
}

// Pair returns x and y.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: only one run of flip ever changes x or y, so y stays 0: two flips between the loads (the old x with a counted y) are no run of the program
func Pair() (int64, int64) { return x.Load(), y.Load() }
