package funcvals

import "sync"

// salt is changed by Reseed at any time.
var salt uint32

// Reseed changes the salt bySalt adds.
func Reseed(n uint32) { salt = n }

// bySalt adds the current salt: not a function of its input.
func bySalt(s string) uint32 { return salt + uint32(len(s)) }

// hashes counts the hashes byCount computes.
var hashes int

// byCount counts its calls in a package variable.
func byCount(s string) uint32 {
	hashes++
	return uint32(len(s))
}

// Salted is a table whose hash function is byLen or bySalt (a layout of
// its own: struct types of one layout convert into one another, so their
// fields share their sources).
type Salted struct {
	m     sync.Map //snowflake:base
	hash  func(string) uint32
	salty bool
}

// NewSalted returns a table hashing with bySalt when salty.
func NewSalted(salty bool) *Salted {
	if salty {
		return &Salted{hash: bySalt, salty: true}
	}
	return &Salted{hash: byLen}
}

// Recheck is Table.Recheck over the salted hash.
// want: violation
// truth: nonatomic
// why: with bySalt, Reseed between the two hashes makes them differ: LoadOrStore then Delete, two calls another goroutine can come between.
func (t *Salted) Recheck(s string, v int) bool {
	k := t.hash(s)
	_, loaded := t.m.LoadOrStore(k, v)
	if t.hash(s) != k {
		t.m.Delete(k)
	}
	return !loaded
}

// Put stores v under s's hash unless present.
// want: unproven
// truth: atomic
// why: one LoadOrStore, whatever the hash reads; the condensed run reads salt again, which the proof does not tie to the original's read (as for a static call of bySalt).
func (t *Salted) Put(s string, v int) (any, bool) {
	return t.m.LoadOrStore(t.hash(s), v)
}

// Counted is a table whose hash function counts its calls.
type Counted struct {
	m     sync.Map //snowflake:base
	hash  func(string) uint32
	count int
}

// NewCounted returns a table hashing with byCount.
func NewCounted() *Counted { return &Counted{hash: byCount} }

// Put stores v under s's hash unless present.
// want: unsupported
// truth: outside
// why: byCount writes a package variable other goroutines share, outside the fragment; the reason names it.
func (t *Counted) Put(s string, v int) (any, bool) {
	return t.m.LoadOrStore(t.hash(s), v)
}

// PutNaive stores v under s's hash with a Load then a Store.
// want: unsupported
// truth: outside
// why: byCount writes a package variable other goroutines share, outside the fragment; the reason names it.
func (t *Counted) PutNaive(s string, v int) bool {
	k := t.hash(s)
	if _, ok := t.m.Load(k); ok {
		return false
	}
	t.m.Store(k, v)
	return true
}

// Switch is a table whose hash function may be replaced at any time.
type Switch struct {
	m     sync.Map //snowflake:base
	hash  func(string) uint32
	first bool
}

// NewSwitch returns a table hashing by length.
func NewSwitch() *Switch { return &Switch{hash: byLen} }

// UseFirst makes the table hash by the first byte from now on.
// want: unsupported
// truth: outside
// why: it writes the field hash of a table other goroutines share, outside the fragment.
func (t *Switch) UseFirst() { t.hash = byFirst }

// Recheck is Table.Recheck over a hash function that may change.
// want: unsupported
// truth: nonatomic
// why: UseFirst between the two hashes makes them differ: LoadOrStore then Delete; the field is written after construction, and the reason says where.
func (t *Switch) Recheck(s string, v int) bool {
	k := t.hash(s)
	_, loaded := t.m.LoadOrStore(k, v)
	if t.hash(s) != k {
		t.m.Delete(k)
	}
	return !loaded
}
