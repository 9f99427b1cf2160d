// This file: structs as keys (comparable structs of ints and strings; a
// struct holding an interface field, whose hashing panics when the field
// holds an uncomparable value) and structs as values compared by
// CompareAndSwap, field by field.

package values

import "sync"

// point is a comparable key and value.
type point struct {
	x, y int
}

// fullName is a key of two strings.
type fullName struct {
	first, last string
}

// tagged is a key with an interface field: hashing it panics when the
// field holds a slice, a map or a func.
type tagged struct {
	kind string
	id   any
}

// label is a value with an int field.
type label struct {
	tag string
	n   int
}

// entry is a value with an interface field: == on it compares the field
// with the interface's ==.
type entry struct {
	tag string
	val any
}

// Grid maps struct keys to struct values.
type Grid struct {
	m sync.Map
}

// Occupy claims cell (x, y) for owner.
// want: atomic
// truth: atomic
// why: one LoadOrStore under a struct key; struct keys compare field by field.
func (g *Grid) Occupy(x, y int, owner string) bool {
	_, loaded := g.m.LoadOrStore(point{x, y}, owner)
	return !loaded
}

// Move moves the owner of cell from to cell to.
// want: violation
// truth: nonatomic
// why: two mutating calls: between the LoadAndDelete and the Store another goroutine finds neither cell occupied.
func (g *Grid) Move(from, to point) bool {
	v, ok := g.m.LoadAndDelete(from)
	if !ok {
		return false
	}
	g.m.Store(to, v)
	return true
}

// Person looks up a person by first and last name.
// want: atomic
// truth: atomic
// why: one Load under a struct key built from the arguments.
func (g *Grid) Person(first, last string) (any, bool) {
	return g.m.Load(fullName{first, last})
}

// ByTag looks up a tagged key; an id of an uncomparable type panics.
// want: atomic
// truth: atomic
// why: one Load; hashing tagged{kind, id} panics exactly when id's dynamic type is uncomparable, in every run with the same arguments.
func (g *Grid) ByTag(kind string, id any) (any, bool) {
	return g.m.Load(tagged{kind, id})
}

// MarkThenProbe marks k, then probes the tagged key built from the value
// loaded at ref before the mark.
// want: violation
// truth: nonatomic
// why: a panic value: from ref = []int{}: T Loads []int{}; another goroutine Stores []string{} at ref, then Loads k (absent); T Stores k and its probe panics "hash of unhashable type []int". T before that Store would be seen by the Load of k; after it, the probe panics naming []string. (The panic value must name the slice inside the key, not the key's type tagged.)
func (g *Grid) MarkThenProbe(k, ref string) {
	v, _ := g.m.Load(ref)
	g.m.Store(k, true)
	g.m.Load(tagged{"ref", v})
}

// MoveBy shifts k's point by (dx, dy) with a CompareAndSwap retry loop.
// want: atomic
// truth: atomic
// why: linearizable at the Load (absent) or the CompareAndSwap that succeeds: == on a struct of ints is exact, so the point replaced is the one read.
func (g *Grid) MoveBy(k string, dx, dy int) (point, bool) {
	for {
		v, ok := g.m.Load(k)
		if !ok {
			return point{}, false
		}
		p := v.(point)
		q := point{p.x + dx, p.y + dy}
		if g.m.CompareAndSwap(k, p, q) {
			return q, true
		}
	}
}

// MoveByRacy shifts k's point with Load then Store.
// want: violation
// truth: nonatomic
// why: two goroutines both Load (0, 0) and both Store (1, 0): one move is lost.
func (g *Grid) MoveByRacy(k string, dx, dy int) point {
	v, _ := g.m.Load(k)
	p, _ := v.(point)
	q := point{p.x + dx, p.y + dy}
	g.m.Store(k, q)
	return q
}

// Relabel replaces the tag of k's label, keeping its count, and returns the
// old tag.
// want: atomic
// truth: atomic
// why: linearizable at the Load (absent) or the CompareAndSwap that succeeds; == on label compares a string and an int, exactly.
func (g *Grid) Relabel(k, tag string) (string, bool) {
	for {
		v, ok := g.m.Load(k)
		if !ok {
			return "", false
		}
		l := v.(label)
		if g.m.CompareAndSwap(k, l, label{tag, l.n}) {
			return l.tag, true
		}
	}
}

// Retag replaces the tag of k's entry, keeping its value, and returns the
// old entry.
// want: violation
// truth: nonatomic
// why: floats inside the struct: T Loads entry{"a", +0.0}; another goroutine Stores entry{"a", -0.0}; T's CompareAndSwap succeeds (the fields compare equal) and stores entry{tag, +0.0}: the -0.0 is lost, and T returns the +0.0 entry, though serially after the Store it would keep -0.0.
func (g *Grid) Retag(k, tag string) (entry, bool) {
	for {
		v, ok := g.m.Load(k)
		if !ok {
			return entry{}, false
		}
		e := v.(entry)
		if g.m.CompareAndSwap(k, e, entry{tag, e.val}) {
			return e, true
		}
	}
}

// SetEntry replaces k's entry if it still equals old.
// want: atomic
// truth: atomic
// why: one CompareAndSwap; == on entry panics when both val fields hold the same uncomparable type (after equal tags), as a serial run at that instant would.
func (g *Grid) SetEntry(k string, old, x entry) bool {
	return g.m.CompareAndSwap(k, old, x)
}
