package cow

import "sync/atomic"

// quotas is one immutable set of per-tenant limits.
type quotas struct {
	gen    int
	limits map[string]int
}

// Quotas holds the current *quotas.
type Quotas struct {
	cur atomic.Pointer[quotas]
}

// defaultLimits builds the limits every generation starts from.
//
//snowflake:functional
func defaultLimits(n int) map[string]int {
	m := make(map[string]int)
	m["default"] = n
	m["burst"] = 2 * n
	return m
}

// newLimits builds a map with one entry; inlined where it is called.
func newLimits(k string, n int) map[string]int {
	m := map[string]int{k: n}
	return m
}

// Grant installs limits from the defaults with tenant's own limit,
// retrying on interference, and returns the new generation.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap; the map the functional helper returns is new on every call and the function fills it before publishing it.
func (q *Quotas) Grant(tenant string, n int) int {
	for {
		old := q.cur.Load()
		m := defaultLimits(n)
		m[tenant] = n
		gen := 0
		if old != nil {
			gen = old.gen + 1
		}
		if q.cur.CompareAndSwap(old, &quotas{gen: gen, limits: m}) {
			return gen
		}
	}
}

// GrantNaive installs the limits with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load generation 0 and both install generation 1: one installation is lost.
func (q *Quotas) GrantNaive(tenant string, n int) int {
	old := q.cur.Load()
	m := defaultLimits(n)
	m[tenant] = n
	gen := 0
	if old != nil {
		gen = old.gen + 1
	}
	q.cur.Store(&quotas{gen: gen, limits: m})
	return gen
}

// Only installs limits holding tenant alone, built by an inlined helper,
// and returns how many limits the new generation has.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap; the helper's map is fresh, its length is read from what the path wrote.
func (q *Quotas) Only(tenant string, n int) int {
	for {
		old := q.cur.Load()
		m := newLimits(tenant, n)
		m["burst"] = n
		size := len(m)
		gen := 0
		if old != nil {
			gen = old.gen + 1
		}
		if q.cur.CompareAndSwap(old, &quotas{gen: gen, limits: m}) {
			return gen + size
		}
	}
}

// OnlyNaive installs the inlined helper's map with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load generation 0 and both install generation 1: one installation is lost.
func (q *Quotas) OnlyNaive(tenant string, n int) int {
	old := q.cur.Load()
	m := newLimits(tenant, n)
	m["burst"] = n
	size := len(m)
	gen := 0
	if old != nil {
		gen = old.gen + 1
	}
	q.cur.Store(&quotas{gen: gen, limits: m})
	return gen + size
}

// Revoke installs limits without tenant: the defaults with its entry
// deleted, and reports whether the new map still has tenant's entry.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap; delete and the lookup act on the fresh map before it is published.
func (q *Quotas) Revoke(tenant string, n int) bool {
	for {
		old := q.cur.Load()
		m := defaultLimits(n)
		delete(m, tenant)
		_, kept := m[tenant]
		gen := 0
		if old != nil {
			gen = old.gen + 1
		}
		if q.cur.CompareAndSwap(old, &quotas{gen: gen, limits: m}) {
			return kept
		}
	}
}

// RevokeNaive installs the map with a Load and a Store.
// want: violation
// truth: nonatomic
// why: A and B both load generation 0 and both install generation 1: one installation is lost.
func (q *Quotas) RevokeNaive(tenant string, n int) bool {
	old := q.cur.Load()
	m := defaultLimits(n)
	delete(m, tenant)
	_, kept := m[tenant]
	gen := 0
	if old != nil {
		gen = old.gen + 1
	}
	q.cur.Store(&quotas{gen: gen, limits: m})
	return kept
}

// Amend writes into the map after the CompareAndSwap published it.
// want: unsupported
// truth: nonatomic
// why: the write after publication is a write to shared memory (another goroutine may be reading the map): refused, naming the CompareAndSwap.
func (q *Quotas) Amend(tenant string, n int) {
	m := make(map[string]int)
	q.cur.Store(&quotas{limits: m})
	m[tenant] = n
}
