package cow

import (
	"maps"
	"sync/atomic"
)

// flagSet is one generation of feature flags, immutable once published.
type flagSet struct {
	gen int
	on  map[string]bool
}

// Flags holds the current *flagSet, replaced whole on every change.
type Flags struct {
	cur atomic.Pointer[flagSet]
}

// copyFlags returns a new map with old's entries.
//
//snowflake:functional
func copyFlags(old map[string]bool) map[string]bool {
	next := make(map[string]bool, len(old)+1)
	for k, v := range old {
		next[k] = v
	}
	return next
}

// Enable installs a copy with flag set, retrying on interference, and
// returns the new generation.
// want: unproven
// truth: atomic
// why: linearizable at the successful CompareAndSwap; copyFlags's map is new and filled before publication, but what it read from the published map is not known to be what a later run would read, so the condensed run's copy cannot be shown the same.
func (f *Flags) Enable(flag string) int {
	for {
		old := f.cur.Load()
		next := &flagSet{on: map[string]bool{}}
		if old != nil {
			next = &flagSet{gen: old.gen + 1, on: copyFlags(old.on)}
		}
		next.on[flag] = true
		if f.cur.CompareAndSwap(old, next) {
			return next.gen
		}
	}
}

// EnableNaive installs the copy with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load generation 0 and both store generation 1: B's flag set replaces A's, and A's flag is lost.
func (f *Flags) EnableNaive(flag string) int {
	old := f.cur.Load()
	next := &flagSet{on: map[string]bool{}}
	if old != nil {
		next = &flagSet{gen: old.gen + 1, on: copyFlags(old.on)}
	}
	next.on[flag] = true
	f.cur.Store(next)
	return next.gen
}

// Limits holds per-tenant limits, replaced whole on every change.
type Limits struct {
	cur atomic.Pointer[limitSet]
}

// limitSet is one generation of limits, immutable once published.
type limitSet struct {
	gen int
	max map[string]int
}

// Raise installs a clone of the current limits with tenant's raised,
// retrying on interference, and returns the new generation.
// want: unproven
// truth: atomic
// why: linearizable at the successful CompareAndSwap; maps.Clone makes a new map the function writes before publishing it, but what it copied is not known to be what a later run would copy.
func (l *Limits) Raise(tenant string, n int) int {
	for {
		old := l.cur.Load()
		next := &limitSet{max: map[string]int{}}
		if old != nil {
			next = &limitSet{gen: old.gen + 1, max: maps.Clone(old.max)}
		}
		if next.max == nil {
			next.max = map[string]int{}
		}
		next.max[tenant] = n
		if l.cur.CompareAndSwap(old, next) {
			return next.gen
		}
	}
}

// RaiseNaive installs the clone with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load generation 0 and both store generation 1: B's limits replace A's, and A's raise is lost.
func (l *Limits) RaiseNaive(tenant string, n int) int {
	old := l.cur.Load()
	next := &limitSet{max: map[string]int{}}
	if old != nil {
		next = &limitSet{gen: old.gen + 1, max: maps.Clone(old.max)}
	}
	if next.max == nil {
		next.max = map[string]int{}
	}
	next.max[tenant] = n
	l.cur.Store(next)
	return next.gen
}
