package cow

import (
	"sync"
	"sync/atomic"
)

// topic is one version of a topic's subscriber list, immutable once
// published.
type topic struct {
	version int
	subs    []string
}

// Broker holds the current *topic.
type Broker struct {
	cur atomic.Pointer[topic]
}

// Only replaces the subscribers with who alone, retrying on
// interference, and returns the new version.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap; the list is built by append from nil before the CompareAndSwap publishes it.
func (b *Broker) Only(who string) int {
	for {
		old := b.cur.Load()
		next := &topic{subs: append([]string(nil), who)}
		if old != nil {
			next.version = old.version + 1
		}
		if b.cur.CompareAndSwap(old, next) {
			return next.version
		}
	}
}

// OnlyNaive replaces the subscribers with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load version 0 and both store version 1: a version is lost.
func (b *Broker) OnlyNaive(who string) int {
	old := b.cur.Load()
	next := &topic{subs: append([]string(nil), who)}
	if old != nil {
		next.version = old.version + 1
	}
	b.cur.Store(next)
	return next.version
}

// Sessions maps a session id to its attributes.
type Sessions struct {
	m sync.Map
}

// Open stores fresh attributes for id unless a session is open, and
// reports whether it opened one.
// want: atomic
// truth: atomic
// why: one LoadOrStore of a map filled before the call.
func (s *Sessions) Open(id, user string) bool {
	attrs := make(map[string]string, 2)
	attrs["user"] = user
	attrs["id"] = id
	_, loaded := s.m.LoadOrStore(id, attrs)
	return !loaded
}

// OpenNaive checks with Load, then stores.
// want: violation
// truth: nonatomic
// why: A and B both miss and both Store: both report opening the session, and B's attributes replace A's.
func (s *Sessions) OpenNaive(id, user string) bool {
	if _, ok := s.m.Load(id); ok {
		return false
	}
	attrs := make(map[string]string, 2)
	attrs["user"] = user
	attrs["id"] = id
	s.m.Store(id, attrs)
	return true
}
