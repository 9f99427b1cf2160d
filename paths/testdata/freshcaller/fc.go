// Package freshcaller holds loops for TestUnwrittenByLoop: whether a loop
// of one function can write an object another function allocated.
package freshcaller

type box struct {
	A int
	M map[int]int
}

type arrBox struct {
	A [2]int
}

// NewBox and NewArr allocate the objects the loops are checked against.
func NewBox() *box    { return &box{} }
func NewArr() *arrBox { return &arrBox{} }

// Fill writes only the map it made.
func Fill(n int) map[int]int {
	m := make(map[int]int)
	for i := 0; i < n; i++ {
		m[i] = i
	}
	return m
}

// Local writes only its own array.
func Local(n int) int {
	var x [4]int
	for i := 0; i < n; i++ {
		x[i&3] = i
	}
	return x[0]
}

// Bump writes the object it is given.
func Bump(b *box, n int) {
	for i := 0; i < n; i++ {
		b.A++
	}
}

// Shift copies within a slice it is given: any array it points into.
func Shift(s []int, n int) {
	for i := 0; i < n; i++ {
		copy(s, s[1:])
	}
}

// Calls calls a function in its loop.
func Calls(b *box, n int) {
	for i := 0; i < n; i++ {
		touch(b)
	}
}

func touch(b *box) { b.A = 1 }

// Own allocates in its loop's function: its own objects are not the rule's.
func Own(n int) *box {
	b := &box{}
	for i := 0; i < n; i++ {
		b.A = i
	}
	return b
}
