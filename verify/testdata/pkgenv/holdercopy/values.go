package holdercopy

import (
	"sort"
	"sync"
)

// A Crate is kept in a slice of crates by value, which sort.Slice
// reorders by reflection (found by review).
type Crate struct {
	//snowflake:base
	m sync.Map
}

var crates = make([]Crate, 4)

// Add names id in the crate unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Crate) Add(id string) bool {
	_, loaded := c.m.LoadOrStore(id, 1)
	return !loaded
}

// AddToCrate adds id to crate i.
func AddToCrate(i int, id string) bool { return crates[i].Add(id) }

// Shuffle reverses the crates: sort.Slice's swapper moves whole crates.
func Shuffle() { sort.Slice(crates, func(i, j int) bool { return i > j }) }

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Shuffle moves another crate's map over this one between the two Loads (a data race too)
func (c *Crate) Twice(id string) int {
	if _, ok := c.m.Load(id); !ok {
		return 0
	}
	v, ok := c.m.Load(id)
	if !ok {
		panic("holdercopy: a crate entry vanished")
	}
	return v.(int)
}

// A Cell is the package variable cell, which Reset zeroes through a
// generic instance passed as a function value (found by review).
type Cell struct {
	//snowflake:base
	m sync.Map
}

var cell Cell

// zeroed sets *p to T's zero value.
func zeroed[T any](p *T) {
	var z T
	*p = z
}

// apply calls f on p.
func apply(p *Cell, f func(*Cell)) { f(p) }

// Reset empties the cell.
func Reset() { apply(&cell, zeroed[Cell]) }

// AddToCell adds id to the cell.
func AddToCell(id string) bool { return cell.Add(id) }

// Add names id in the cell unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Cell) Add(id string) bool {
	_, loaded := c.m.LoadOrStore(id, 1)
	return !loaded
}

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Reset replaces the cell's map between the two Loads (a data race too)
func (c *Cell) Twice(id string) int {
	if _, ok := c.m.Load(id); !ok {
		return 0
	}
	v, ok := c.m.Load(id)
	if !ok {
		panic("holdercopy: a cell entry vanished")
	}
	return v.(int)
}
