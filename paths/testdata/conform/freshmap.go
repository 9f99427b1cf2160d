// This file holds maps the function makes and fills itself: writes,
// deletes, clears, lookups and len on a fresh map before it is published
// are exact (paths/freshmap.go).

package conform

import "maps"

// FreshMapWrite writes two keys and reads one back.
func FreshMapWrite(a, b, k int) (int, bool) {
	m := make(map[int]int)
	m[a] = 1
	m[b] = 2
	v, ok := m[k]
	return v, ok
}

// FreshMapLen counts distinct keys written, some twice.
func FreshMapLen(a, b, c int) int {
	m := map[int]bool{a: true}
	m[b] = false
	m[c] = true
	m[a] = false
	return len(m)
}

// FreshMapDelete deletes a key among written ones.
func FreshMapDelete(a, b, d int) (int, int, bool) {
	m := make(map[int]int, 4)
	m[a] = a
	m[b] = b + 1
	delete(m, d)
	v, ok := m[a]
	return len(m), v, ok
}

// FreshMapClear writes, clears and writes again.
func FreshMapClear(a, b int) (int, int) {
	m := map[string]int{"x": a}
	clear(m)
	m["y"] = b
	return len(m), m["x"] + m["y"]
}

// FreshMapField fills a map held by a fresh struct.
func FreshMapField(k string, n int) (int, int) {
	t := &struct {
		gen int
		m   map[string]int
	}{gen: n, m: map[string]int{}}
	t.m[k] = n
	t.m["z"]++
	return len(t.m), t.m[k]
}

// freshSeed builds and fills a new map (inlined).
func freshSeed(k string, n int) map[string]int {
	m := make(map[string]int)
	m[k] = n
	return m
}

// FreshMapHelper fills the map an inlined helper made.
func FreshMapHelper(k, j string, n int) (int, int) {
	m := freshSeed(k, n)
	m[j] += 10
	return len(m), m[k]
}

// FreshMapSize makes a map with a variable size hint, which never panics:
// Go's run time ignores a hint out of range, negative ones included.
func FreshMapSize(n int) int {
	m := make(map[int]int, n)
	m[n] = n
	return len(m)
}

// FreshNilCompare compares maps and slices, made or not, with nil.
func FreshNilCompare(c bool) (bool, bool, bool) {
	var m map[string]int
	var s []int
	if c {
		m = map[string]int{}
		s = append(s, 1)
	}
	return m == nil, s == nil, s != nil
}

// FreshNilWrite writes a map that is nil unless c: Go panics
// (assignment to entry in nil map).
func FreshNilWrite(c bool, k string) int {
	var m map[string]int
	if c {
		m = make(map[string]int)
	}
	m[k] = 1
	delete(m, "x")
	return len(m)
}

// FreshClone clones a map that is nil unless c: the clone is nil exactly
// when it is, and a new map otherwise.
func FreshClone(c bool, k string) (bool, bool) {
	var src map[string]int
	if c {
		src = map[string]int{k: 1}
	}
	m := maps.Clone(src)
	return m == nil, src == nil
}

// FreshCloneKnown clones a map the function filled, then writes the clone:
// the clone's entries are the original's, and the original is unchanged.
func FreshCloneKnown(a, b int) (int, int, int, bool) {
	src := map[int]int{a: 1}
	m := maps.Clone(src)
	m[b] = 2
	_, ok := src[b]
	return len(m), m[a], len(src), ok
}
