package calls

import (
	"sync"

	"github.com/snowflakeverify/snowflake/verify/testdata/golden/calls/util"
)

// Shared maps keys built by the util package.
type Shared struct {
	m sync.Map
}

// GetKey loads a key built by the unannotated util.Key.
// want: atomic
// truth: atomic
// why: one Load; util.Key's body is pure (its inferred summary), so the key is a function of ns and id.
func (s *Shared) GetKey(ns string, id int) (any, bool) {
	return s.m.Load(util.Key(ns, id))
}

// GetOrCreateNorm is get-or-create keyed by the annotated util.Norm.
// want: atomic
// truth: atomic
// why: Load then LoadOrStore of the same util.Norm(k); the annotation in util is checked and holds.
func (s *Shared) GetOrCreateNorm(k string, v any) any {
	if x, ok := s.m.Load(util.Norm(k)); ok {
		return x
	}
	x, _ := s.m.LoadOrStore(util.Norm(k), v)
	return x
}

// InsertNormRacy is check-then-act keyed by util.Norm.
// want: violation
// truth: nonatomic
// why: Load then Store of the same key: two goroutines both see it absent and both return true.
func (s *Shared) InsertNormRacy(k string, v any) bool {
	if _, ok := s.m.Load(util.Norm(k)); ok {
		return false
	}
	s.m.Store(util.Norm(k), v)
	return true
}

// GetMarked loads a key passed through util.Mark, whose annotation is broken.
// want: unproven
// truth: atomic
// why: one Load (the write to util.Last is invisible to sync.Map callers); snowflake refuses to trust the broken annotation.
func (s *Shared) GetMarked(k string) (any, bool) {
	return s.m.Load(util.Mark(k))
}

// SharedRef holds its map by pointer.
type SharedRef struct {
	m *sync.Map
}

// GetVia loads through the unannotated util.LoadFrom.
// want: unsupported
// truth: atomic
// why: one Load on the base, inside a helper of another package, which snowflake does not inline.
func (s *SharedRef) GetVia(k string) (any, bool) {
	return util.LoadFrom(s.m, k)
}
