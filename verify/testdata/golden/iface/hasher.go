package iface

import "sync"

// Hasher maps a name to a key.
type Hasher interface {
	Hash(s string) uint32
}

// fnv32 hashes by length, FNV-style.
type fnv32 struct{}

// Hash is a function of s.
func (fnv32) Hash(s string) uint32 { return uint32(len(s))*16777619 ^ 2166136261 }

// seeded adds a seed to the length.
type seeded struct{ seed uint32 }

// Hash is a function of the seed and s.
func (h seeded) Hash(s string) uint32 { return h.seed + uint32(len(s)) }

// Index stores values under their names' hashes; its Hasher is one of
// the two above, chosen by its constructor.
type Index struct {
	m sync.Map //snowflake:base
	h Hasher
}

// NewIndex returns an index hashing with a seed when seed is not zero.
func NewIndex(seed uint32) *Index {
	if seed != 0 {
		return &Index{h: seeded{seed: seed}}
	}
	return &Index{h: fnv32{}}
}

// Put stores v under s's hash unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the key is fnv32's or seeded's Hash, a function of the hasher and s.
func (x *Index) Put(s string, v int) (any, bool) {
	return x.m.LoadOrStore(x.h.Hash(s), v)
}

// PutNaive stores v under s's hash with a Load then a Store.
// want: violation
// truth: nonatomic
// why: another goroutine can store the key between the Load and the Store, which overwrites it.
func (x *Index) PutNaive(s string, v int) bool {
	k := x.h.Hash(s)
	if _, ok := x.m.Load(k); ok {
		return false
	}
	x.m.Store(k, v)
	return true
}

// Recheck stores under s's hash and drops the entry if hashing again
// gives another key.
// want: atomic
// truth: atomic
// why: both implementations are pure, so the two hashes are equal and the Delete never runs: one LoadOrStore.
func (x *Index) Recheck(s string, v int) bool {
	k := x.h.Hash(s)
	_, loaded := x.m.LoadOrStore(k, v)
	if x.h.Hash(s) != k {
		x.m.Delete(k)
	}
	return !loaded
}

// salt is changed by Reseed at any time.
var salt uint32

// Reseed changes the salt salted hashes add.
func Reseed(n uint32) { salt = n }

// salted adds the current salt: not a function of its inputs.
type salted struct{}

// Hash reads the package variable salt.
func (salted) Hash(s string) uint32 { return salt + uint32(len(s)) }

// Salted is an index whose Hasher is fnv32 or salted. (Its fields differ
// from Index's: struct types of one layout convert into one another, so
// their fields share their sets of dynamic types.)
type Salted struct {
	m     sync.Map //snowflake:base
	h     Hasher
	salty bool
}

// NewSalted returns an index hashing with salted when salty.
func NewSalted(salty bool) *Salted {
	if salty {
		return &Salted{h: salted{}}
	}
	return &Salted{h: fnv32{}}
}

// Recheck is Index.Recheck over the salted hasher.
// want: violation
// truth: nonatomic
// why: with salted, Reseed between the two hashes makes them differ: LoadOrStore then Delete, two calls another goroutine can come between.
func (x *Salted) Recheck(s string, v int) bool {
	k := x.h.Hash(s)
	_, loaded := x.m.LoadOrStore(k, v)
	if x.h.Hash(s) != k {
		x.m.Delete(k)
	}
	return !loaded
}

// counting counts the hashes it computes in memory the index shares.
type counting struct{ n *int }

// Hash increments the shared count.
func (c counting) Hash(s string) uint32 {
	*c.n++
	return uint32(len(s))
}

// Counted is an index whose Hasher writes shared memory (a layout of its
// own, as Salted's).
type Counted struct {
	m     sync.Map //snowflake:base
	h     Hasher
	count *int
}

// NewCounted returns an index counting its hashes in *n.
func NewCounted(n *int) *Counted {
	return &Counted{h: counting{n: n}}
}

// Put stores v under s's hash unless present.
// want: unsupported
// truth: outside
// why: counting's Hash writes *c.n, memory other goroutines share, outside the fragment; the reason names the implementation.
func (x *Counted) Put(s string, v int) (any, bool) {
	return x.m.LoadOrStore(x.h.Hash(s), v)
}

// Local hashes with a Hasher made in the function.
// want: atomic
// truth: atomic
// why: h holds an fnv32 on every path: the call is fnv32's Hash; one LoadOrStore.
func (x *Index) Local(s string, v int) (any, bool) {
	var h Hasher = fnv32{}
	return x.m.LoadOrStore(h.Hash(s), v)
}

// LocalNaive hashes with a local Hasher, then loads and stores.
// want: violation
// truth: nonatomic
// why: a Store by another goroutine between the Load and the Store is overwritten.
func (x *Index) LocalNaive(s string, v int) bool {
	var h Hasher = seeded{seed: 1}
	k := h.Hash(s)
	if _, ok := x.m.Load(k); ok {
		return false
	}
	x.m.Store(k, v)
	return true
}

// keyOf hashes s with h.
func keyOf(h Hasher, s string) uint32 { return h.Hash(s) }

// Passed hashes through a helper given a constructed Hasher.
// want: atomic
// truth: atomic
// why: keyOf is inlined with h bound to an fnv32: one LoadOrStore.
func (x *Index) Passed(s string, v int) (any, bool) {
	return x.m.LoadOrStore(keyOf(fnv32{}, s), v)
}

// PassedNaive hashes through the helper, then loads and stores.
// want: violation
// truth: nonatomic
// why: a Store by another goroutine between the Load and the Store is overwritten.
func (x *Index) PassedNaive(s string, v int) bool {
	k := keyOf(seeded{seed: 3}, s)
	if _, ok := x.m.Load(k); ok {
		return false
	}
	x.m.Store(k, v)
	return true
}

// pick returns the Hasher of a seed.
func pick(seed uint32) Hasher {
	if seed == 0 {
		return fnv32{}
	}
	return seeded{seed: seed}
}

// rehash hashes s with pick(seed), n more times over: recursive, so its
// recursive call is not inlined.
func rehash(seed uint32, s string, n int) uint32 {
	if n <= 0 {
		return pick(seed).Hash(s)
	}
	return rehash(seed, s, n-1) + 1
}

// PutDeep stores v under a key the recursive rehash computes.
// want: atomic
// truth: atomic
// why: one LoadOrStore; rehash's summary joins fnv32's and seeded's Hash (the types pick returns), both pure: its recursive call is a function of its arguments.
func (x *Index) PutDeep(s string, v int) (any, bool) {
	return x.m.LoadOrStore(rehash(7, s, 2), v)
}

// PutDeepNaive computes the key with rehash, then loads and stores.
// want: unproven
// truth: nonatomic
// why: a Store by another goroutine between the Load and the Store is overwritten; the witness search cannot run the recursive rehash, whose call is an uninterpreted function, so the interleaving is not confirmed.
func (x *Index) PutDeepNaive(s string, v int) bool {
	k := rehash(7, s, 2)
	if _, ok := x.m.Load(k); ok {
		return false
	}
	x.m.Store(k, v)
	return true
}

// recount is rehash for Counted's hashers.
func recount(h Hasher, s string, n int) uint32 {
	if n <= 0 {
		return h.Hash(s)
	}
	return recount(h, s, n-1) + 1
}

// PutCounted stores under a key recount computes with counting's Hash.
// want: unsupported
// truth: outside
// why: recount's recursive call is refused: its summary, through counting's Hash, writes *c.n, which the reason names.
func (x *Counted) PutCounted(s string, v int) (any, bool) {
	return x.m.LoadOrStore(recount(x.h, s, 1), v)
}
