// Package ranges holds ranges over Go maps for TestMapRange.
package ranges

// Count counts the entries of m and returns the last key visited.
func Count(m map[string]bool) (int, string) {
	n, last := 0, ""
	for k := range m {
		n++
		last = k
	}
	return n, last
}
