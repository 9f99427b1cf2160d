// This file defines the chooser: the choice points of a run (arguments,
// initial state, environment calls), replayed from a prefix and explored
// depth-first, so that every scenario is enumerated exactly once and any
// scenario can be replayed from its choices.

package harness

type chooser struct {
	prefix []int // choices to replay
	taken  []int // choices made
	limit  []int // number of options at each choice point
}

// choose returns a choice among n options: the prefix's, or the first.
func (c *chooser) choose(n int) int {
	i := len(c.taken)
	if c.taken == nil {
		c.taken, c.limit = make([]int, 0, 32), make([]int, 0, 32)
	}
	v := 0
	if i < len(c.prefix) && c.prefix[i] < n {
		v = c.prefix[i]
	}
	c.taken = append(c.taken, v)
	c.limit = append(c.limit, n)
	return v
}

// next returns the prefix of the next run in depth-first order, or false
// when every run has been made.
func (c *chooser) next() ([]int, bool) {
	for i := len(c.taken) - 1; i >= 0; i-- {
		if c.taken[i]+1 < c.limit[i] {
			p := append([]int(nil), c.taken[:i]...)
			return append(p, c.taken[i]+1), true
		}
	}
	return nil, false
}
