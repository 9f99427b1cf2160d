// This file holds slices the function builds with append from nil: their
// len and elements are exact until published (paths/freshslice.go).

package conform

// FreshAppend appends one by one and reads an element by index.
func FreshAppend(a, b, i int) (int, int) {
	var s []int
	s = append(s, a)
	s = append(s, b, a+b)
	return len(s), s[i]
}

// FreshAppendBranch appends on one branch only.
func FreshAppendBranch(a int, c bool) (int, int) {
	var s []int
	if c {
		s = append(s, a)
	}
	s = append(s, 7)
	return len(s), s[len(s)-1]
}

// FreshAppendSpread appends the elements of another fresh slice.
func FreshAppendSpread(a, b int) (int, int) {
	x := append([]int(nil), a)
	y := append([]int(nil), b)
	y = append(y, x...)
	return len(y), y[1]
}

// FreshAppendTwice appends twice to one slice: the results may share
// its backing array, so the first one's new element is not known.
// conform: outcome
func FreshAppendTwice(a, b int) (int, int) {
	s := append([]int(nil), 0)
	x := append(s, a)
	y := append(s, b)
	return x[1], y[1]
}

// FreshAccumulate appends in a loop: the accumulator stays a fresh slice
// of unknown length in the loop's exceptional iteration.
// conform: sound
func FreshAccumulate(n int) (int, int) {
	var s []int
	for i := 0; i < n && i < 3; i++ {
		s = append(s, i)
	}
	s = append(s, n)
	return len(s), s[len(s)-1]
}
