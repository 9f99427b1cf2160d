// This file holds objects a caller allocates around a helper's loop
// (paths/freshcaller.go): the caller's object keeps what the path stored
// in it across a loop that writes only the helper's own memory.

package conform

// counted holds two fields and a map a copying helper fills.
type counted struct {
	A, B int
	M    map[int]int
}

// countTo makes a map of n%4 entries in a loop.
func countTo(n uint8) map[int]int {
	m := make(map[int]int)
	for i := 0; i < int(n%4); i++ {
		m[i] = i
	}
	return m
}

// newCounted returns a new object whose map countTo fills.
func newCounted(a int, n uint8) *counted {
	return &counted{A: a, M: countTo(n)}
}

// FreshCallerLoop writes a field of the helper's new object after the
// helper's loop and reads both fields back: exact, the loop writes only
// its own map.
func FreshCallerLoop(a, b int, n uint8) (int, int) {
	c := newCounted(a, n)
	c.B = b + c.A
	return c.A, c.B
}

// FreshCallerLoopLen also reads the map's length, which the loop's last
// iteration leaves arbitrary.
//
// conform: sound
func FreshCallerLoopLen(a int, n uint8) (int, int) {
	c := newCounted(a, n)
	c.A++
	return c.A, len(c.M)
}
