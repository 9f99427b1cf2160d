// Package histogram counts observations per bucket in a package-level
// sync.Map of ints: compare-and-swap retry loops and their naive twins.
package histogram

import (
	"math"
	"sync"
)

// width is the width of a bucket.
const width = 10.0

//snowflake:base
var buckets sync.Map

// bucketOf is the bucket of an observation.
func bucketOf(x float64) int {
	return int(math.Floor(x / width))
}

// Observe counts x in its bucket and returns the bucket's new count.
func Observe(x float64) int {
	b := bucketOf(x)
	for {
		v, loaded := buckets.LoadOrStore(b, 1)
		if !loaded {
			return 1
		}
		n := v.(int)
		if buckets.CompareAndSwap(b, n, n+1) {
			return n + 1
		}
	}
}

// ObserveNaive counts x with Load then Store.
func ObserveNaive(x float64) int {
	b := bucketOf(x)
	n := 0
	if v, ok := buckets.Load(b); ok {
		n = v.(int)
	}
	buckets.Store(b, n+1)
	return n + 1
}

// Inc adds one to bucket b, inserting it at zero first.
func Inc(b int) int {
	for {
		v, _ := buckets.LoadOrStore(b, 0)
		n := v.(int)
		if buckets.CompareAndSwap(b, n, n+1) {
			return n + 1
		}
	}
}

// AddN adds d to bucket b: Load first, LoadOrStore on a miss,
// CompareAndSwap on a hit.
func AddN(b, d int) int {
	for {
		v, ok := buckets.Load(b)
		if !ok {
			if _, loaded := buckets.LoadOrStore(b, d); !loaded {
				return d
			}
			continue
		}
		n := v.(int)
		if buckets.CompareAndSwap(b, n, n+d) {
			return n + d
		}
	}
}

// AddNStoreOnMiss adds d to bucket b, storing d on a miss.
func AddNStoreOnMiss(b, d int) int {
	for {
		v, ok := buckets.Load(b)
		if !ok {
			buckets.Store(b, d)
			return d
		}
		n := v.(int)
		if buckets.CompareAndSwap(b, n, n+d) {
			return n + d
		}
	}
}

// Count returns bucket b's count, 0 when it has none.
func Count(b int) int {
	v, _ := buckets.Load(b)
	n, _ := v.(int)
	return n
}

// Reset zeroes bucket b and returns its count.
func Reset(b int) int {
	old, _ := buckets.Swap(b, 0)
	n, _ := old.(int)
	return n
}

// ResetNaive reads bucket b, then zeroes it.
func ResetNaive(b int) int {
	v, _ := buckets.Load(b)
	buckets.Store(b, 0)
	n, _ := v.(int)
	return n
}

// Drop removes bucket b and returns its count.
func Drop(b int) int {
	v, _ := buckets.LoadAndDelete(b)
	n, _ := v.(int)
	return n
}

// Dec takes one from bucket b, removing the bucket when it reaches zero.
func Dec(b int) int {
	for {
		v, ok := buckets.Load(b)
		if !ok {
			return 0
		}
		n := v.(int)
		if n <= 1 {
			if buckets.CompareAndDelete(b, n) {
				return 0
			}
			continue
		}
		if buckets.CompareAndSwap(b, n, n-1) {
			return n - 1
		}
	}
}

// DecNaive takes one from bucket b with Load, then Delete or Store.
func DecNaive(b int) int {
	v, ok := buckets.Load(b)
	if !ok {
		return 0
	}
	n := v.(int)
	if n <= 1 {
		buckets.Delete(b)
		return 0
	}
	buckets.Store(b, n-1)
	return n - 1
}

// Span returns the counts of two buckets.
func Span(lo, hi int) (int, int) {
	a, _ := buckets.Load(lo)
	b, _ := buckets.Load(hi)
	x, _ := a.(int)
	y, _ := b.(int)
	return x, y
}

// Total sums every bucket.
func Total() int {
	sum := 0
	buckets.Range(func(_, v any) bool {
		n, _ := v.(int)
		sum += n
		return true
	})
	return sum
}

// Sums accumulates float64 sums per key.
type Sums struct {
	m sync.Map
}

// Add adds d to k's sum with a CompareAndSwap retry loop on the float64
// values and returns the new sum.
func (s *Sums) Add(k string, d float64) float64 {
	for {
		v, loaded := s.m.LoadOrStore(k, d)
		if !loaded {
			return d
		}
		f := v.(float64)
		if s.m.CompareAndSwap(k, f, f+d) {
			return f + d
		}
	}
}

// AddNaive adds d to k's sum with Load then Store.
func (s *Sums) AddNaive(k string, d float64) float64 {
	v, _ := s.m.Load(k)
	f, _ := v.(float64)
	s.m.Store(k, f+d)
	return f + d
}

// Get returns k's sum.
func (s *Sums) Get(k string) float64 {
	v, _ := s.m.Load(k)
	f, _ := v.(float64)
	return f
}
