// This file: fields set during construction through a variable that a
// closure captures (p := &T{}; p.limit = n; ...; p.hook = func() { p... }),
// before and after the closure is made.
package basefield

import "sync"

// Quota counts uses per key up to a limit set by its constructor.
type Quota struct {
	//snowflake:base
	uses  sync.Map
	limit int
	hook  func(string) bool
}

// NewQuota sets limit before the closure capturing q is made: q is not
// published yet, so the store is construction.
func NewQuota(limit int) *Quota {
	q := &Quota{}
	q.limit = limit
	q.hook = func(k string) bool { return q.Full(k) }
	return q
}

// Full reports whether k has used its quota.
// want: atomic
// truth: atomic
// why: one Load, compared with a limit only construction writes (the store precedes the closure capturing q)
func (q *Quota) Full(k string) bool {
	v, ok := q.uses.Load(k)
	return ok && v.(int) >= q.limit
}

// UseNaive counts a use of k unless k is full, with a Load then a Store.
// want: violation
// truth: nonatomic
// why: A and B both load 0 and both store 1: two uses counted once
func (q *Quota) UseNaive(k string) bool {
	v, ok := q.uses.Load(k)
	n := 0
	if ok {
		n = v.(int)
	}
	if n >= q.limit {
		return false
	}
	q.uses.Store(k, n+1)
	return true
}

// Late is Quota's twin whose limit is set after the closure capturing it
// is made: the closure may run (or be handed on) before the store.
type Late struct {
	//snowflake:base
	uses  sync.Map
	limit int
	hook  func(string) bool
}

// NewLate makes the closure first, then sets limit.
func NewLate(limit int) *Late {
	q := &Late{}
	q.hook = func(k string) bool { return q.Full(k) }
	q.limit = limit
	return q
}

// Full reports whether k has used its quota.
// want: unsupported
// truth: atomic
// why: one Load; refused because limit is written after q escapes into the closure (not construction)
func (q *Late) Full(k string) bool {
	v, ok := q.uses.Load(k)
	return ok && v.(int) >= q.limit
}
