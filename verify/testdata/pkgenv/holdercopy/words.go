package holdercopy

import "sync/atomic"

// A Peak is a maximum every method only raises, held by value in the
// package variable peaks, which ResetPeaks overwrites whole (found by
// re-reading the change: the overwrite check ran only for bases whose
// copies share them, and an integer word's does not, though an overwrite
// replaces it all the same).
type Peak struct {
	//snowflake:base
	max atomic.Int64
}

type peakSet struct {
	Peak
	n int
}

var peaks peakSet

// Raise raises the peak to v.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: linearizable at the CompareAndSwap that succeeds, or at the Load that finds the peak at v or above
func (p *Peak) Raise(v int64) {
	for {
		cur := p.max.Load()
		if v <= cur || p.max.CompareAndSwap(cur, v) {
			return
		}
	}
}

// RaisePeaks raises the package's peak.
func RaisePeaks(v int64) { peaks.Raise(v) }

// ResetPeaks sets the package's peak back to zero by overwriting it.
func ResetPeaks() { peaks = peakSet{} }

// Fell reports whether the peak fell between two reads.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: ResetPeaks lowers the peak between the two Loads, which no serial order shows (every run alone reads one value twice); taken as never decreasing, it was proven atomic in the package
func (p *Peak) Fell() bool {
	a := p.max.Load()
	b := p.max.Load()
	return b < a
}
