// Package manypaths has a function with more paths than the walk's budget
// (paths.MaxPaths): ten independent branches make 1024 paths. Running out
// of a budget makes it unproven, naming the budget, not unsupported.
package manypaths

import "sync"

// Flags stores one word per set bit.
type Flags struct {
	m sync.Map
}

// Mark loads k, then stores a count of the set flags.
// want: unproven
// truth: nonatomic
func (f *Flags) Mark(k string, a, b, c, d, e, g, h, i, j, l bool) int {
	n := 0
	if a {
		n++
	}
	if b {
		n++
	}
	if c {
		n++
	}
	if d {
		n++
	}
	if e {
		n++
	}
	if g {
		n++
	}
	if h {
		n++
	}
	if i {
		n++
	}
	if j {
		n++
	}
	if l {
		n++
	}
	if _, ok := f.m.Load(k); !ok {
		f.m.Store(k, n)
	}
	return n
}
