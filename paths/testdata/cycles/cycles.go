// Package cycles holds loops whose unrolled runs are cut at a back edge:
// paths.Cycle says when such a run repeats forever (cycle_test.go).
package cycles

import "sync"

// Table is a client of a sync.Map.
type Table struct {
	m sync.Map
}

// Await waits until k is absent: an iteration carries nothing and only
// Loads, so it repeats forever when k stays present.
// cycle: yes
func (t *Table) Await(k string) {
	t.m.Store(k, 1)
	for {
		if _, ok := t.m.Load(k); !ok {
			return
		}
	}
}

// Count carries i around the loop: an iteration repeats only if i comes
// back to what it was, which never happens, but Cycle may say so.
// cycle: yes
func (t *Table) Count(k string) int {
	for i := 0; ; i++ {
		if _, ok := t.m.Load(k); !ok {
			return i
		}
	}
}

// Keys steps a map iterator: Next changes what the next iteration reads.
// cycle: no
func (t *Table) Keys(keys map[string]bool) bool {
	for k := range keys {
		if _, ok := t.m.Load(k); ok {
			return true
		}
	}
	return false
}

// Runes steps a string iterator.
// cycle: no
func (t *Table) Runes(s string) bool {
	for _, r := range s {
		if _, ok := t.m.Load(r); ok {
			return true
		}
	}
	return false
}

// Tally stores into its own object: the next iteration reads it.
// cycle: no
func (t *Table) Tally(k string) int {
	n := new(int)
	for {
		*n++
		if _, ok := t.m.Load(k); !ok || *n > 5 {
			return *n
		}
	}
}
