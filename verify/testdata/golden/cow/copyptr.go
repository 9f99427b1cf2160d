package cow

import "sync/atomic"

// Table keeps a map behind an atomic.Pointer, replaced whole on every
// change: the copy-on-write most services write, with the map variable's
// address stored (p.Store(&next)) and the copy made by a loop, in the
// function or in an unannotated helper.
type Table struct {
	//snowflake:base
	p atomic.Pointer[map[string]int]
}

// cloneTable copies m into a new map with room for one more entry.
func cloneTable(m map[string]int) map[string]int {
	out := make(map[string]int, len(m)+1)
	for k, v := range m {
		out[k] = v
	}
	return out
}

// Set copies the current map through cloneTable, adds k, and stores the copy.
// want: unproven
// truth: nonatomic
// why: another goroutine's Store between the Load and the Store is lost; the witness search cannot confirm it, because the copy's contents are read from the published map (memory), which the encoding leaves arbitrary.
func (t *Table) Set(k string, v int) {
	old := t.p.Load()
	next := cloneTable(*old)
	next[k] = v
	t.p.Store(&next)
}

// SetCAS copies, adds k, and installs the copy only over the map it copied.
// want: unproven
// truth: atomic
// why: linearizable at the successful CompareAndSwap; proving it needs the published map's contents to be the same for the condensed run's copy, which holds only if published maps are never written (a package invariant, #24).
func (t *Table) SetCAS(k string, v int) {
	for {
		old := t.p.Load()
		next := cloneTable(*old)
		next[k] = v
		if t.p.CompareAndSwap(old, &next) {
			return
		}
	}
}

// SetCopyLoop copies in the function itself, then stores.
// want: unproven
// truth: nonatomic
// why: as Set: a lost update the witness search cannot confirm through the copied contents.
func (t *Table) SetCopyLoop(k string, v int) {
	old := t.p.Load()
	next := make(map[string]int, len(*old)+1)
	for a, b := range *old {
		next[a] = b
	}
	next[k] = v
	t.p.Store(&next)
}

// SetCopyLoopCAS copies in the function itself and installs with CompareAndSwap.
// want: unproven
// truth: atomic
// why: as SetCAS.
func (t *Table) SetCopyLoopCAS(k string, v int) {
	for {
		old := t.p.Load()
		next := make(map[string]int, len(*old)+1)
		for a, b := range *old {
			next[a] = b
		}
		next[k] = v
		if t.p.CompareAndSwap(old, &next) {
			return
		}
	}
}
