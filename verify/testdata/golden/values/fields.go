// This file: other fields of a client. A field written only in a composite
// literal (a constructor) is one value for the client's lifetime and is read
// as a constant; a field written by a method after construction is shared
// mutable memory, outside the fragment.

package values

import "sync"

// Limiter caps k's int count at limit, fixed at construction.
type Limiter struct {
	//snowflake:base
	m     sync.Map
	limit int
}

// NewLimiter returns a limiter of the given limit.
func NewLimiter(limit int) *Limiter {
	return &Limiter{limit: limit}
}

// Acquire increments k's count unless it has reached the limit.
// want: atomic
// truth: atomic
// why: limit is written only in NewLimiter's composite literal, so every read gives the same value; linearizable at the LoadOrStore that inserts, the LoadOrStore that finds the limit reached, or the CompareAndSwap that succeeds.
func (l *Limiter) Acquire(k string) bool {
	for {
		v, loaded := l.m.LoadOrStore(k, 1)
		if !loaded {
			return 1 <= l.limit
		}
		n := v.(int)
		if n >= l.limit {
			return false
		}
		if l.m.CompareAndSwap(k, n, n+1) {
			return true
		}
	}
}

// AcquireRacy increments k's count below the limit with Load then Store.
// want: violation
// truth: nonatomic
// why: limit 2, from 1: two goroutines both Load 1 and both Store 2: both acquire, one over the limit.
func (l *Limiter) AcquireRacy(k string) bool {
	v, _ := l.m.Load(k)
	n, _ := v.(int)
	if n >= l.limit {
		return false
	}
	l.m.Store(k, n+1)
	return true
}

// Quota caps k's int count at max, which SetMax changes at any time.
type Quota struct {
	//snowflake:base
	m   sync.Map
	max int
}

// SetMax changes the cap.
// want: unsupported
// truth: outside
// why: writes a field of the receiver, not the map.
func (q *Quota) SetMax(n int) {
	q.max = n
}

// Take increments k's count unless it has reached max.
// want: unsupported
// truth: outside
// why: reads max, which SetMax writes after construction: unsynchronized shared memory besides the map (a SetMax concurrent with Take is a data race).
func (q *Quota) Take(k string) bool {
	for {
		v, loaded := q.m.LoadOrStore(k, 1)
		if !loaded {
			return true
		}
		n := v.(int)
		if n >= q.max {
			return false
		}
		if q.m.CompareAndSwap(k, n, n+1) {
			return true
		}
	}
}

// Get loads k; it does not read max.
// want: atomic
// truth: atomic
// why: one Load; the mutable field is not read.
func (q *Quota) Get(k string) (any, bool) {
	return q.m.Load(k)
}

// Budget caps k's int count at cap, set by an assignment in its constructor
// after the composite literal, before the budget is shared.
type Budget struct {
	//snowflake:base
	m   sync.Map
	cap int
}

// NewBudget returns a budget of the given cap, assigning the field after
// the composite literal.
func NewBudget(n int) *Budget {
	b := &Budget{}
	b.cap = n
	return b
}

// Spend adds one to k's count unless it has reached cap.
// want: atomic
// truth: atomic
// why: cap is assigned only in NewBudget, into the fresh allocation before it escapes, so it is one value for the budget's lifetime (snowflake counts stores into a fresh allocation as construction); Spend is then Limiter.Acquire.
func (b *Budget) Spend(k string) bool {
	for {
		v, loaded := b.m.LoadOrStore(k, 1)
		if !loaded {
			return 1 <= b.cap
		}
		n := v.(int)
		if n >= b.cap {
			return false
		}
		if b.m.CompareAndSwap(k, n, n+1) {
			return true
		}
	}
}

// config holds settings; nothing writes it after construction.
type config struct {
	max int
}

// Policy caps k's int count at cfg.max, through a pointer fixed at
// construction.
type Policy struct {
	//snowflake:base
	m   sync.Map
	cfg *config
}

// NewPolicy returns a policy capping counts at max.
func NewPolicy(max int) *Policy {
	return &Policy{cfg: &config{max: max}}
}

// Admit increments k's count unless it has reached cfg.max.
// want: atomic
// truth: atomic
// why: cfg is a constant of the policy, and no function of the package writes config.max after the config is published (its address never escapes), so every read gives the same value and Admit is Limiter.Acquire.
func (p *Policy) Admit(k string) bool {
	for {
		v, loaded := p.m.LoadOrStore(k, 1)
		if !loaded {
			return 1 <= p.cfg.max
		}
		n := v.(int)
		if n >= p.cfg.max {
			return false
		}
		if p.m.CompareAndSwap(k, n, n+1) {
			return true
		}
	}
}
