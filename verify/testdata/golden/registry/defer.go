package registry

//snowflake:argfunctional
func check(name string) {
	if name == "" {
		panic("empty name")
	}
}

// RegisterChecked registers name, validating it on the way out: the
// deferred check has no effect, and its panic (for "") is the outcome of
// both the real run and the condensed one.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the deferred functional check only decides whether the call ends in a panic.
func (r *Registry) RegisterChecked(name, addr string) bool {
	defer check(name)
	_, loaded := r.names.LoadOrStore(name, addr)
	return !loaded
}

// RegisterCheckedRacy is RegisterChecked as check-then-act.
// want: violation
// truth: nonatomic
// why: two goroutines both Load name absent and both Store; both return true.
func (r *Registry) RegisterCheckedRacy(name, addr string) bool {
	defer check(name)
	if _, ok := r.names.Load(name); ok {
		return false
	}
	r.names.Store(name, addr)
	return true
}
