// Package summaries: compositions calling helpers nobody annotated, which
// snowflake treats by the summaries it infers from their bodies: helpers
// of another package of the module (keys, pb: protobuf-style getters), of
// a dependency module (semver), of the standard library (net/url), and of
// this package when they cannot be inlined (recursive, nested deeper than
// the inlining limit). Each atomic form has a naive twin.
package summaries

import (
	"sync"

	"github.com/snowflakeverify/snowflake/verify/testdata/golden/summaries/keys"
)

// Members maps tenant keys to members.
type Members struct {
	m sync.Map
}

// Join adds a member unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore; keys.Tenant is pure by its body, so the key is a function of org and user.
func (s *Members) Join(org, user string, v any) bool {
	_, loaded := s.m.LoadOrStore(keys.Tenant(org, user), v)
	return !loaded
}

// JoinNaive adds a member unless present, by Load then Store.
// want: violation
// truth: nonatomic
// why: Load then Store of keys.Tenant(org, user): two goroutines both see it absent and both return true.
func (s *Members) JoinNaive(org, user string, v any) bool {
	k := keys.Tenant(org, user)
	if _, ok := s.m.Load(k); ok {
		return false
	}
	s.m.Store(k, v)
	return true
}

// Leave removes a member.
// want: atomic
// truth: atomic
// why: one LoadAndDelete of keys.Tenant(org, user), pure by its body.
func (s *Members) Leave(org, user string) (any, bool) {
	return s.m.LoadAndDelete(keys.Tenant(org, user))
}

// LeaveNaive removes a member by Load then Delete.
// want: violation
// truth: nonatomic
// why: another goroutine's Store between the Load and the Delete is deleted, while the old value is returned.
func (s *Members) LeaveNaive(org, user string) (any, bool) {
	k := keys.Tenant(org, user)
	v, ok := s.m.Load(k)
	if ok {
		s.m.Delete(k)
	}
	return v, ok
}

// LeaveSlug removes a member by its slug.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; keys.Slug is recursive, and pure by its body (a fixpoint over its component): a function of name.
func (s *Members) LeaveSlug(name string) (any, bool) {
	return s.m.LoadAndDelete(keys.Slug(name))
}

// LeaveSlugNaive removes a member by its slug, by Load then Delete.
// want: unproven
// truth: nonatomic
// why: as LeaveNaive, but the witness search cannot evaluate the recursive keys.Slug (no definition of a recursive body), so the interleaving is not confirmed.
func (s *Members) LeaveSlugNaive(name string) (any, bool) {
	k := keys.Slug(name)
	v, ok := s.m.Load(k)
	if ok {
		s.m.Delete(k)
	}
	return v, ok
}

// Shards holds one value per shard.
type Shards struct {
	m sync.Map
}

// Init makes the shard's value once; keys.Shard panics when n is 0, before any call.
// want: atomic
// truth: atomic
// why: one LoadOrStore; keys.Shard's panic depends only on its arguments.
func (s *Shards) Init(id, n uint64, v any) any {
	x, _ := s.m.LoadOrStore(keys.Shard(id, n), v)
	return x
}

// InitNaive makes the shard's value by Load then Store.
// want: unproven
// truth: nonatomic
// why: two goroutines both see the shard absent, both store, and each returns its own value; the witness search cannot evaluate strconv.FormatUint in keys.Shard, so the interleaving is not confirmed.
func (s *Shards) InitNaive(id, n uint64, v any) any {
	k := keys.Shard(id, n)
	if x, ok := s.m.Load(k); ok {
		return x
	}
	s.m.Store(k, v)
	return v
}

// Checked loads k after checking it in a deferred call of keys.MustKey.
// want: atomic
// truth: atomic
// why: one Load; the deferred keys.MustKey is pure: it only decides whether the call ends in a panic.
func (s *Shards) Checked(k string) (any, bool) {
	defer keys.MustKey(k)
	return s.m.Load(k)
}

// Counted loads through keys.Counted, which counts its calls in a package variable.
// want: unsupported
// truth: outside
// why: keys.Counted writes the package variable Lookups: an effect outside the collection.
func (s *Shards) Counted(k string) (any, bool) {
	return s.m.Load(keys.Counted(k))
}
