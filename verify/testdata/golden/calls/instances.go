package calls

import "sync"

// Pair is a client two package variables are instances of.
type Pair struct {
	m sync.Map
}

var left, right Pair

// Shift copies k from left to right, whatever the receiver.
// want: unsupported
// truth: outside
// why: the calls are on left.m and right.m, two maps, neither of which is the receiver's unless it is &left or &right; a witness taking both for the base would assume &left == &right.
func (p *Pair) Shift(k string) {
	if v, ok := left.m.Load(k); ok {
		right.m.Store(k, v)
	}
}
