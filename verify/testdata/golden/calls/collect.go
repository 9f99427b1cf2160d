package calls

// Names collects the names (the values) with Range.
// want: violation
// truth: nonatomic
// why: sync.Map's Range is not a snapshot: from {}, Range reads key a (absent); another goroutine Stores a, then b; Range reads b: the names are [b's], which no instant had.
func (ts *Tags) Names() []any {
	var names []any
	ts.m.Range(func(_, v any) bool {
		names = append(names, v)
		return true
	})
	return names
}

// FirstName collects one name and stops.
// want: unproven
// truth: nonatomic
// why: the callback stops the iteration, so it is no collector: Range is no instant and its callback writes the function's slice, which the model of Range cannot replay; never atomic (the name seen may belong to an entry stored during the iteration).
func (ts *Tags) FirstName() []any {
	var names []any
	ts.m.Range(func(_, v any) bool {
		names = append(names, v)
		return false
	})
	return names
}
