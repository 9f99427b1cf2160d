// This file holds loops. A path never takes a back edge: the encoding runs
// the exceptional (last) iteration with the values carried around the loop
// left arbitrary, so only soundness is checked.

package conform

// LoopSum sums 0..n-1.
//
// conform: sound
func LoopSum(n uint8) int {
	s := 0
	for i := 0; i < int(n); i++ {
		s += i
	}
	return s
}

// LoopPanic never panics: i never reaches 5.
//
// conform: sound
func LoopPanic(n uint8) int {
	i := 0
	for ; i < int(n%4); i++ {
		if i == 5 {
			panic("unreachable")
		}
	}
	return i
}

// LoopIndex finds the first b in s.
//
// conform: sound
func LoopIndex(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

// LoopRunes counts the runes of s and returns the last one (range over a
// string; the unrolled walk decodes ASCII exactly: TestStringRange).
//
// conform: sound
func LoopRunes(s string) (int, rune) {
	n, last := 0, rune(0)
	for _, r := range s {
		n++
		last = r
	}
	return n, last
}
