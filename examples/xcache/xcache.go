// Package xcache is a small cache of computed prices on an xsync v4 Map,
// with per-product view counters. It shows the two everyday compositions of
// a typed concurrent map: get-or-compute, and read-modify-write of a
// counter. xsync does each in one call (LoadOrCompute, Compute) that runs
// under the key's bucket lock; the naive twins split it into a Load and a
// Store, and another goroutine can run between the two.
package xcache

import "github.com/puzpuzpuz/xsync/v4"

// Prices maps a product to its price in cents, computed once.
type Prices struct {
	m *xsync.Map[string, int]
}

// NewPrices returns an empty cache.
func NewPrices() *Prices { return &Prices{m: xsync.NewMap[string, int]()} }

// Price returns product's price, computing base plus tax on a miss.
// LoadOrCompute runs the closure only when product is absent, and stores its
// result before any other goroutine can touch the key, so every caller gets
// the one price that is in the cache.
//
// want: atomic
// truth: atomic
func (p *Prices) Price(product string, base int) int {
	v, _ := p.m.LoadOrCompute(product, func() (int, bool) {
		return base + base/5, false
	})
	return v
}

// PriceLoadThenStore is Price written as "look it up; if missing, compute
// and store". Two goroutines can both miss, both compute and both Store:
// the first caller returns a price that the second one overwrote, so two
// callers see two different prices for the same product.
//
// want: violation
// truth: nonatomic
func (p *Prices) PriceLoadThenStore(product string, base int) int {
	if v, ok := p.m.Load(product); ok {
		return v
	}
	v := base + base/5
	p.m.Store(product, v)
	return v
}

// Forget drops product from the cache and returns the price it had.
//
// want: atomic
// truth: atomic
func (p *Prices) Forget(product string) (int, bool) {
	return p.m.LoadAndDelete(product)
}

// Views counts product page views.
type Views struct {
	m *xsync.Map[string, int]
}

// NewViews returns an empty counter map.
func NewViews() *Views { return &Views{m: xsync.NewMap[string, int]()} }

// Inc counts one view of product and returns the new count. Compute reads
// the old count and writes the new one under the bucket lock: no increment
// is lost.
//
// want: atomic
// truth: atomic
func (v *Views) Inc(product string) int {
	n, _ := v.m.Compute(product, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old + 1, xsync.UpdateOp
	})
	return n
}

// IncLoadThenStore is Inc written as "read the count, store count+1". Two
// goroutines can both Load 41 and both Store 42: one view is lost, and both
// return 42.
//
// want: violation
// truth: nonatomic
func (v *Views) IncLoadThenStore(product string) int {
	n, _ := v.m.Load(product)
	v.m.Store(product, n+1)
	return n + 1
}

// Decay lowers product's count by one and removes it at zero, in one
// Compute: DeleteOp removes the key under the same lock that read the count.
//
// want: atomic
// truth: atomic
func (v *Views) Decay(product string) (int, bool) {
	return v.m.Compute(product, func(old int, loaded bool) (int, xsync.ComputeOp) {
		if !loaded {
			return 0, xsync.CancelOp
		}
		if old <= 1 {
			return 0, xsync.DeleteOp
		}
		return old - 1, xsync.UpdateOp
	})
}

// DecayLoadThenDelete is Decay written as "read; delete at one, else store
// one less". An Inc between the Load (count 1) and the Delete is deleted
// with the key: a view counted by another goroutine disappears.
//
// want: violation
// truth: nonatomic
func (v *Views) DecayLoadThenDelete(product string) (int, bool) {
	old, ok := v.m.Load(product)
	if !ok {
		return 0, false
	}
	if old <= 1 {
		v.m.Delete(product)
		return 0, false
	}
	v.m.Store(product, old-1)
	return old - 1, true
}

// Total is the number of products with views. Size sums per-stripe
// counters one at a time, so it may be a number the map never had:
// snowflake shows another goroutine's Delete and Store during the call
// that make Size count two keys when the map never held more than one.
//
// want: violation
// truth: nonatomic
func (v *Views) Total() int {
	return v.m.Size()
}
