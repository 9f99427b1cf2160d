package calls

// DropOnExit deletes k when it returns.
// want: atomic
// truth: atomic
// why: one Delete, made at the function's exit.
func (ts *Tags) DropOnExit(k string) {
	defer ts.m.Delete(k)
}

// MustDrop deletes k on its way out, also when it panics on the empty key.
// want: atomic
// truth: atomic
// why: one Delete, which runs on the panicking exit too; the outcome (return or panic) depends on k alone.
func (ts *Tags) MustDrop(k string) {
	defer ts.m.Delete(k)
	if k == "" {
		panic("empty key")
	}
}

// RenameOnExit returns k's name and stores the new one when it returns.
// want: violation
// truth: nonatomic
// why: Load, then the deferred Store: another goroutine's Store between them is overwritten unseen.
func (ts *Tags) RenameOnExit(k, name string) any {
	defer ts.m.Store(k, name)
	old, _ := ts.m.Load(k)
	return old
}
