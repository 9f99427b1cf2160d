package holdercopy

import (
	"slices"
	"sync"
)

// A Rack is kept in a slice of racks by value: moving the slice's
// elements moves a rack's map under its methods (found by review).
type Rack struct {
	//snowflake:base
	m sync.Map
}

var racks = make([]Rack, 4)

// Add names id on the rack unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (r *Rack) Add(id string) bool {
	_, loaded := r.m.LoadOrStore(id, 1)
	return !loaded
}

// AddToRack adds id to rack i.
func AddToRack(i int, id string) bool { return racks[i].Add(id) }

// DropFirst drops the first rack: slices.Delete moves the others down
// and zeroes the last, through a generic body that holds only its type
// parameter.
func DropFirst() { racks = slices.Delete(racks, 0, 1) }

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: DropFirst moves another rack's map over this one between the two Loads (a data race too)
func (r *Rack) Twice(id string) int {
	if _, ok := r.m.Load(id); !ok {
		return 0
	}
	v, ok := r.m.Load(id)
	if !ok {
		panic("holdercopy: a rack entry vanished")
	}
	return v.(int)
}

// A Bin is kept in a slice of bins by value, compacted with append.
type Bin struct {
	//snowflake:base
	m sync.Map
}

var bins = make([]Bin, 4)

// Add names id in the bin unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (b *Bin) Add(id string) bool {
	_, loaded := b.m.LoadOrStore(id, 1)
	return !loaded
}

// AddToBin adds id to bin i.
func AddToBin(i int, id string) bool { return bins[i].Add(id) }

// Compact drops the first bin, moving the others down within the same
// backing array.
func Compact() { bins = append(bins[:0], bins[1:]...) }

// Twice reads id twice, panicking when the second read misses.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Compact moves another bin's map over this one between the two Loads (a data race too)
func (b *Bin) Twice(id string) int {
	if _, ok := b.m.Load(id); !ok {
		return 0
	}
	v, ok := b.m.Load(id)
	if !ok {
		panic("holdercopy: a bin entry vanished")
	}
	return v.(int)
}

// A Pool is kept in a slice of pointers, sorted by a generic function:
// the instance moves pointers only, so the pool's map stays confined.
type Pool struct {
	//snowflake:base
	m    sync.Map
	rank int
}

var pools []*Pool

// Add names id in the pool unless it is taken.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (p *Pool) Add(id string) bool {
	_, loaded := p.m.LoadOrStore(id, 1)
	return !loaded
}

// SortPools orders the pools by rank: slices.SortFunc's instance over
// []*Pool swaps pointers, read as instantiated.
func SortPools() {
	slices.SortFunc(pools, func(a, b *Pool) int { return a.rank - b.rank })
}

// Twice reads id twice, panicking when the second read misses.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: no operation of the package deletes or changes an entry, and sorting the slice of pointers moves no pool
func (p *Pool) Twice(id string) int {
	if _, ok := p.m.Load(id); !ok {
		return 0
	}
	v, ok := p.m.Load(id)
	if !ok {
		panic("holdercopy: a pool entry vanished")
	}
	return v.(int)
}
