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
// want: unsupported
// truth: outside
// why: the callback stops the iteration: no collector (it returns false), a closure with an effect, refused.
func (ts *Tags) FirstName() []any {
	var names []any
	ts.m.Range(func(_, v any) bool {
		names = append(names, v)
		return false
	})
	return names
}
