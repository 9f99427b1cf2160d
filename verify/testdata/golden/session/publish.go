package session

import "sync"

// Limits is a client whose second field is set after the value is shared.
type Limits struct {
	//snowflake:base
	m   sync.Map
	max int
}

var shared []*Limits

// NewLimits publishes the limits before setting max: max is written after
// construction, so reading it is refused.
func NewLimits(n int) *Limits {
	l := &Limits{}
	shared = append(shared, l)
	l.max = n
	return l
}

// Allow reports whether k's count is below max.
// want: unsupported
// truth: outside
// why: max is written after the Limits is published (in NewLimits, after the append), so it is not a constant.
func (l *Limits) Allow(k string) bool {
	v, ok := l.m.Load(k)
	return !ok || v.(int) < l.max
}
