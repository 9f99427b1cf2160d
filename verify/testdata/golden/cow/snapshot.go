package cow

import "sync"

// Members maps a group to its member; Pair reads two groups.
type Members struct {
	m sync.Map
}

// One returns group g's member in a fresh slice: empty when g has none.
// want: atomic
// truth: atomic
// why: one Load; the slice is built by append from nil, and the condensed run builds the same slice from the same site and elements.
func (s *Members) One(g string) []any {
	out := []any(nil)
	if v, ok := s.m.Load(g); ok {
		out = append(out, v)
	}
	return out
}

// Pair returns the members of two groups in one fresh slice.
// want: violation
// truth: nonatomic
// why: two Loads: another goroutine moves a member from group a to group b between them, and the snapshot shows it in both (or neither).
func (s *Members) Pair(a, b string) []any {
	var out []any
	va, _ := s.m.Load(a)
	out = append(out, va)
	vb, _ := s.m.Load(b)
	out = append(out, vb)
	return out
}

// Count returns how many of the two groups have a member, counting in a
// slice built by append.
// want: violation
// truth: nonatomic
// why: two Loads: a's member moves to b between them, so the count is 2 though at no instant were both groups set.
func (s *Members) Count(a, b string) int {
	var set []string
	if _, ok := s.m.Load(a); ok {
		set = append(set, a)
	}
	if _, ok := s.m.Load(b); ok {
		set = append(set, b)
	}
	return len(set)
}

// Claim stores a fresh slice listing the claimant as g's member unless
// g has one, and returns the first name listed.
// want: atomic
// truth: atomic
// why: one LoadOrStore of a slice built before the call; the first element is read from the slice in the map, which is either the fresh one (exact) or one another goroutine stored.
func (s *Members) Claim(g, who string) any {
	list := append([]string(nil), who, g)
	v, _ := s.m.LoadOrStore(g, list)
	return v
}

// ClaimNaive checks with Load, then stores the slice.
// want: violation
// truth: nonatomic
// why: A and B both miss and both Store: both return their own list, and B's replaces A's.
func (s *Members) ClaimNaive(g, who string) any {
	if v, ok := s.m.Load(g); ok {
		return v
	}
	list := append([]string(nil), who, g)
	s.m.Store(g, list)
	return list
}

// Freeze stores under key a map of the members of groups a and b, read
// by two Loads.
// want: violation
// truth: nonatomic
// why: the map is built from two Loads: another goroutine moves a's member to b between them, and the frozen map shows it in both groups, which no single instant had.
func (s *Members) Freeze(key, a, b string) {
	m := map[string]any{}
	va, _ := s.m.Load(a)
	m[a] = va
	vb, _ := s.m.Load(b)
	m[b] = vb
	s.m.Store(key, m)
}

// FreezeOne stores under key a map holding group a's member, read by one
// Load, unless key is taken.
// want: unproven
// truth: nonatomic
// why: with key == a, another goroutine's LoadAndDelete(a) between the Load and the LoadOrStore lets the client store a map holding a's old member and report key free, which no serial order gives (the oracle finds it); for key != a it is linearizable at the Load, but condensability needs the call at the LoadOrStore, where a serial run would build its map from a's newer member, so the fresh map is not the same.
func (s *Members) FreezeOne(key, a string) (any, bool) {
	m := map[string]any{}
	va, _ := s.m.Load(a)
	m[a] = va
	return s.m.LoadOrStore(key, m)
}

// Roster returns the members of the given groups, gathered by a Load per
// group in a loop.
// want: violation
// truth: nonatomic
// why: one Load per group: a member moves from the second group to the first after the first Load, and the roster misses it, though it was in one of them at every instant.
func (s *Members) Roster(groups []string) []any {
	var out []any
	for _, g := range groups {
		if v, ok := s.m.Load(g); ok {
			out = append(out, v)
		}
	}
	return out
}

// Present returns the member of group g, gathered into a fresh slice in a
// loop that makes one Load.
// want: unproven
// truth: atomic
// why: one Load; but the slice the loop built has contents the loop-free paths do not know, so the condensed run's slice cannot be shown the same.
func (s *Members) Present(g string, times int) []any {
	var out []any
	v, ok := s.m.Load(g)
	for i := 0; i < times && ok; i++ {
		out = append(out, v)
	}
	return out
}
