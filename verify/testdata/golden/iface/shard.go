package iface

import "sync"

// sharder's method is unexported: only this package's types have it (a
// type of another package only by embedding one of them).
type sharder interface {
	shard(k string) int
}

// byLen shards by length.
type byLen struct{ n int }

func (b byLen) shard(k string) int { return len(k) % b.n }

// byFirst shards by the first byte.
type byFirst struct{}

func (byFirst) shard(k string) int {
	if k == "" {
		return 0
	}
	return int(k[0])
}

// Shards maps shard numbers to values; its sharder comes from the caller.
type Shards struct {
	m sync.Map //snowflake:base
	s sharder
}

// NewShards returns a Shards using s.
func NewShards(s sharder) *Shards { return &Shards{s: s} }

// Put stores v under k's shard unless present.
// want: unproven
// truth: atomic
// why: one LoadOrStore; callers may pass any sharder, but every shard body is this package's (byLen's, byFirst's) and none has an effect, so the call has none: its result and whether it panics are arbitrary on every call, and a run panicking in it is not matched by a serial run that need not panic.
func (x *Shards) Put(k string, v int) (any, bool) {
	return x.m.LoadOrStore(x.s.shard(k), v)
}

// PutNaive stores v under k's shard with a Load then a Store.
// want: unproven
// truth: nonatomic
// why: another goroutine can store the shard between the Load and the Store, which overwrites it; the witness search cannot fix whether the arbitrary shard call panics, so the interleaving is not confirmed.
func (x *Shards) PutNaive(k string, v int) bool {
	n := x.s.shard(k)
	if _, ok := x.m.Load(n); ok {
		return false
	}
	x.m.Store(n, v)
	return true
}

// weigher's method is unexported too; one implementation keeps a tally.
type weigher interface {
	weigh(k string) int
}

// plain weighs by length.
type plain struct{}

func (plain) weigh(k string) int { return len(k) }

// tallied weighs by length and counts its calls in shared memory.
type tallied struct{ calls *int }

func (t tallied) weigh(k string) int {
	*t.calls++
	return len(k)
}

// Weights maps weights to values; its weigher comes from the caller.
type Weights struct {
	m sync.Map //snowflake:base
	w weigher
}

// NewWeights returns a Weights using w.
func NewWeights(w weigher) *Weights { return &Weights{w: w} }

// Put stores v under k's weight unless present.
// want: unsupported
// truth: outside
// why: the caller's weigher may be a tallied, whose weigh writes *t.calls, shared memory; the reason names it.
func (x *Weights) Put(k string, v int) (any, bool) {
	return x.m.LoadOrStore(x.w.weigh(k), v)
}
