package funcvals

import (
	"strings"
	"sync"
)

// byLen hashes a key by its length.
func byLen(s string) uint32 { return uint32(len(s))*16777619 ^ 2166136261 }

// byFirst hashes a key by its first byte.
func byFirst(s string) uint32 {
	if s == "" {
		return 0
	}
	return uint32(s[0])
}

// Table stores values under their keys' hashes; its hash function is one
// of the two above, chosen by its constructor and never changed.
type Table struct {
	m    sync.Map //snowflake:base
	hash func(string) uint32
}

// NewTable returns a table hashing by the first byte when first is set.
func NewTable(first bool) *Table {
	if first {
		return &Table{hash: byFirst}
	}
	return &Table{hash: byLen}
}

// Put stores v under s's hash unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the key is byLen's or byFirst's result, a function of s.
func (t *Table) Put(s string, v int) (any, bool) {
	return t.m.LoadOrStore(t.hash(s), v)
}

// PutNaive stores v under s's hash with a Load then a Store.
// want: violation
// truth: nonatomic
// why: another goroutine can store the key between the Load and the Store, which overwrites it.
func (t *Table) PutNaive(s string, v int) bool {
	k := t.hash(s)
	if _, ok := t.m.Load(k); ok {
		return false
	}
	t.m.Store(k, v)
	return true
}

// Recheck stores under s's hash and drops the entry if hashing again
// gives another key.
// want: atomic
// truth: atomic
// why: the field is never written after construction, so both calls run the same function; both are pure, so the hashes are equal and the Delete never runs: one LoadOrStore.
func (t *Table) Recheck(s string, v int) bool {
	k := t.hash(s)
	_, loaded := t.m.LoadOrStore(k, v)
	if t.hash(s) != k {
		t.m.Delete(k)
	}
	return !loaded
}

// RecheckNaive stores under s's hash, then deletes it when a Load under the
// hash again misses.
// want: violation
// truth: nonatomic
// why: another goroutine can delete the key between the LoadOrStore and the Load, so this one deletes nothing but reports a miss after storing.
func (t *Table) RecheckNaive(s string, v int) bool {
	k := t.hash(s)
	_, loaded := t.m.LoadOrStore(k, v)
	if _, ok := t.m.Load(t.hash(s)); !ok {
		return false
	}
	return !loaded
}

// keyOf normalizes keys; no code of the package changes it.
var keyOf = strings.ToLower

// Names maps normalized names to values.
type Names struct {
	m sync.Map //snowflake:base
}

// Claim stores v under s's normalized key unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore; keyOf is strings.ToLower, a function of s.
func (n *Names) Claim(s string, v int) (any, bool) {
	return n.m.LoadOrStore(keyOf(s), v)
}

// ClaimNaive stores v under s's normalized key with a Load then a Store.
// want: violation
// truth: nonatomic
// why: another goroutine can store the key between the Load and the Store, which overwrites it.
func (n *Names) ClaimNaive(s string, v int) bool {
	k := keyOf(s)
	if _, ok := n.m.Load(k); ok {
		return false
	}
	n.m.Store(k, v)
	return true
}

// trimmed normalizes s with norm, one of the named functions the package
// passes.
func trimmed(s string, norm func(string) string) string { return norm(strings.TrimSpace(s)) }

// ClaimTrimmed stores v under s trimmed and upper-cased unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore; trimmed's norm is strings.ToUpper or strings.ToLower at every call site, a function of s.
func (n *Names) ClaimTrimmed(s string, v int) (any, bool) {
	return n.m.LoadOrStore(trimmed(s, strings.ToUpper), v)
}

// ClaimTrimmedNaive stores v under s trimmed and lower-cased with a Load
// then a Store.
// want: violation
// truth: nonatomic
// why: another goroutine can store the key between the Load and the Store, which overwrites it.
func (n *Names) ClaimTrimmedNaive(s string, v int) bool {
	k := trimmed(s, strings.ToLower)
	if _, ok := n.m.Load(k); ok {
		return false
	}
	n.m.Store(k, v)
	return true
}

// pickHash returns byFirst or byLen.
func pickHash(first bool) func(string) uint32 {
	if first {
		return byFirst
	}
	return byLen
}

// Picker hashes with the function pickHash returns for its mode.
type Picker struct {
	m     sync.Map //snowflake:base
	first bool
}

// Put stores v under s's hash unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore; pickHash's result is byFirst or byLen, a function of s.
func (p *Picker) Put(s string, v int) (any, bool) {
	return p.m.LoadOrStore(pickHash(p.first)(s), v)
}

// PutNaive stores v under s's hash with a Load then a Store.
// want: violation
// truth: nonatomic
// why: another goroutine can store the key between the Load and the Store, which overwrites it.
func (p *Picker) PutNaive(s string, v int) bool {
	k := pickHash(p.first)(s)
	if _, ok := p.m.Load(k); ok {
		return false
	}
	p.m.Store(k, v)
	return true
}
