package calls

import (
	"fmt"
	"sync"
)

// Tags maps tags to display names.
type Tags struct {
	m sync.Map
}

// tagTable is the Tags instance that Tag.String consults.
var tagTable Tags

// Tag is a key whose String method reads tagTable: fmt calls it.
type Tag string

// String returns t's display name.
func (t Tag) String() string {
	if v, ok := tagTable.m.Load(string(t)); ok {
		if s, ok := v.(string); ok {
			return s
		}
	}
	return string(t)
}

// Rename sets t's display name and returns the old one, as fmt prints it.
// want: violation
// truth: nonatomic
// why: fmt.Sprint(t) runs Tag.String, a hidden Load of t: on tagTable, Load then Store; another goroutine's Store(t, "x") between them is overwritten unseen (the call returns the older name, and no instant gives that result with final name). The Load is on tagTable.m, the base object when ts is &tagTable: proofs refuse it, the code as written gives the witness with ts = &tagTable.
func (ts *Tags) Rename(t Tag, name string) string {
	old := fmt.Sprint(t)
	ts.m.Store(string(t), name)
	return old
}

// Cell is a plain struct whose String method reads tagTable.
type Cell struct {
	Row, Col int
}

// String returns the display name of c's tag.
func (c Cell) String() string {
	return Tag(fmt.Sprintf("%d.%d", c.Row, c.Col)).String()
}

// render formats a cell. The body only calls fmt.Sprint, which is in the
// pure list, so the annotation is accepted; fmt runs Cell.String, which
// calls sync.Map.Load.
//
//snowflake:argfunctional
func render(c Cell) string {
	return fmt.Sprint(c)
}

// RenameCell is Rename for a cell, formatting it through render.
// want: violation
// truth: nonatomic
// why: render(c) runs Cell.String, a hidden Load of "row.col" on tagTable; then the Store: as Rename. render's annotation is reported broken, and the code as written (render inlined, fmt running Cell.String) gives the witness.
func (ts *Tags) RenameCell(c Cell, name string) string {
	old := render(c)
	ts.m.Store(fmt.Sprintf("%d.%d", c.Row, c.Col), name)
	return old
}

// fresh wraps newEntry; it is inlined.
func fresh(k string) *Entry {
	return newEntry(k)
}

// Twin makes two entries through the inlined fresh; they are always
// distinct objects, so it always runs check-then-act.
// want: violation
// truth: nonatomic
// why: a != b in every run, so the call is Load then Store: two goroutines both miss and both return true.
func (e *Entries) Twin(k string) bool {
	a, b := fresh(k), fresh(k)
	if a != b {
		if _, ok := e.m.Load(k); ok {
			return false
		}
		e.m.Store(k, a)
		return true
	}
	_, loaded := e.m.LoadOrStore(k, a)
	return !loaded
}

// box allocates an entry; it is inlined.
func box(k string) *Entry {
	return &Entry{key: k}
}

// TwinAlloc is Twin with the allocation itself inlined twice.
// want: violation
// truth: nonatomic
// why: as Twin: a != b in every run, so the call is Load then Store.
func (e *Entries) TwinAlloc(k string) bool {
	a, b := box(k), box(k)
	if a != b {
		if _, ok := e.m.Load(k); ok {
			return false
		}
		e.m.Store(k, a)
		return true
	}
	_, loaded := e.m.LoadOrStore(k, a)
	return !loaded
}

// fallback is the entry sentinel returns.
var fallback Entry

// sentinel returns the same shared entry for every key: functional (it
// reads nothing), but its result is not a fresh object.
//
//snowflake:argfunctional
func sentinel(k string) *Entry {
	return &fallback
}

// DropSentinel deletes k if it maps to the sentinel.
// want: violation
// truth: nonatomic
// why: Load then Delete: the Load sees the sentinel, another goroutine Stores (k, x), the Delete removes x unseen.
func (e *Entries) DropSentinel(k string) bool {
	s := sentinel(k)
	if v, ok := e.m.Load(k); ok && v == any(s) {
		e.m.Delete(k)
		return true
	}
	return false
}

// entryFor returns the shared fallback for the empty key and a fresh entry
// otherwise: its result is not a new object on every run.
//
//snowflake:argfunctional
func entryFor(k string) *Entry {
	if k == "" {
		return &fallback
	}
	return &Entry{key: k}
}

// TwinFallback runs check-then-act when two entryFor results are the same
// object, which they are for the empty key.
// want: violation
// truth: nonatomic
// why: for k == "" both calls return &fallback, so the call is Load then Store: two goroutines both miss and both return true. (Taking entryFor's result for a new object on every run would make this branch dead and the function atomic.) entryFor's result is &fallback when k == "" and a new object otherwise (paths.Mixed), so the witness fixes it.
func (e *Entries) TwinFallback(k string) bool {
	a, b := entryFor(k), entryFor(k)
	if a == b {
		if _, ok := e.m.Load(k); ok {
			return false
		}
		e.m.Store(k, a)
		return true
	}
	_, loaded := e.m.LoadOrStore(k, a)
	return !loaded
}

// TwinGuarded is TwinFallback with the check-then-act branch taken only
// for a non-empty key, where the two entryFor results are two new objects
// and never equal: the branch is dead.
// want: atomic
// truth: atomic
// why: a == b needs k == "" (for any other key entryFor returns a new object each time), so the guarded branch never runs; the rest is one LoadOrStore.
func (e *Entries) TwinGuarded(k string) bool {
	a, b := entryFor(k), entryFor(k)
	if a == b && k != "" {
		if _, ok := e.m.Load(k); ok {
			return false
		}
		e.m.Store(k, a)
		return true
	}
	_, loaded := e.m.LoadOrStore(k, a)
	return !loaded
}
