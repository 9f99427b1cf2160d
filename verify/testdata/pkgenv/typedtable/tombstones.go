package typedtable

import "sync"

// A tombstone marks an id whose session ended.
type tombstone struct{}

// A Ledger is a Table whose ended sessions leave a tombstone: values are
// *Session or tombstone.
type Ledger struct {
	//snowflake:base
	m sync.Map
}

// Open stores a fresh session under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Ledger) Open(id string) {
	l.m.Store(id, &Session{ID: id})
}

// Close leaves a tombstone under id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Ledger) Close(id string) {
	l.m.Store(id, tombstone{})
}

// Get returns id's session, dropping a tombstone it finds.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Close stores a tombstone, so the cleanup runs: an Open between the Load of the tombstone and the Delete is lost
func (l *Ledger) Get(id string) *Session {
	v, ok := l.m.Load(id)
	if !ok {
		return nil
	}
	s, ok := v.(*Session)
	if !ok {
		l.m.Delete(id)
		return nil
	}
	return s
}

// Live reports whether id has a session, dropping a value that is
// neither a session nor a tombstone.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: only *Session and tombstone values are stored, so the default branch never runs
func (l *Ledger) Live(id string) bool {
	v, ok := l.m.Load(id)
	if !ok {
		return false
	}
	switch v.(type) {
	case *Session:
		return true
	case tombstone:
		return false
	default:
		l.m.Delete(id)
		return false
	}
}
