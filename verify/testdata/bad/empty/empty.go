// Package empty has no clients: no struct with a sync.Map base, no base var.
package empty

// Double returns twice n.
func Double(n int) int {
	return 2 * n
}
