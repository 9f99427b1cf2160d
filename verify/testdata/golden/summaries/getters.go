package summaries

import (
	"sync"

	"github.com/snowflakeverify/snowflake/verify/testdata/golden/summaries/pb"
)

// Quotas holds grants by quota name.
type Quotas struct {
	m sync.Map
}

// Grant makes the grant of q's name once, from protobuf-style getters.
// want: unproven
// truth: atomic
// why: one LoadOrStore, but its key is read from the message q points to: memory the proof treats as changing between the run and its condensation.
func (s *Quotas) Grant(q *pb.Quota) any {
	name := q.GetName()
	x, _ := s.m.LoadOrStore(name, pb.NewGrant(name, q.GetLimit()))
	return x
}

// GrantNaive makes the grant by Load then Store.
// want: unproven
// truth: nonatomic
// why: both goroutines see the name absent and both store their grants; but the key is read from q's message (a summarized getter: arbitrary on every call), which serial runs do not pin, so no interleaving is confirmed.
func (s *Quotas) GrantNaive(q *pb.Quota) any {
	name := q.GetName()
	if x, ok := s.m.Load(name); ok {
		return x
	}
	g := pb.NewGrant(name, q.GetLimit())
	s.m.Store(name, g)
	return g
}

// Team loads the grant of q's owner's team through chained getters.
// want: unproven
// truth: atomic
// why: one Load, but its key is read from q's message: memory the proof treats as changing between the run and its condensation.
func (s *Quotas) Team(q *pb.Quota) (any, bool) {
	return s.m.Load(q.GetOwner().GetTeam())
}

// NewFor makes a fresh grant under a fixed name once.
// want: atomic
// truth: atomic
// why: one LoadOrStore of a new object pb.NewGrant makes (a pure helper returning a new pointer).
func (s *Quotas) NewFor(n int64) any {
	x, _ := s.m.LoadOrStore("fixed", pb.NewGrant("fixed", n))
	return x
}

// NewForNaive makes the grant by Load then Store.
// want: violation
// truth: nonatomic
// why: both goroutines see the name absent; each stores and returns its own grant.
func (s *Quotas) NewForNaive(n int64) any {
	if x, ok := s.m.Load("fixed"); ok {
		return x
	}
	g := pb.NewGrant("fixed", n)
	s.m.Store("fixed", g)
	return g
}
