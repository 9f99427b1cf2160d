// Package loopops holds clients raced by operations whose every path runs
// a compare-and-swap retry loop: their loop-free paths run the loop's last
// iteration with loop-carried values arbitrary, which no witness can show,
// so the package search runs their unrolled runs (no back edge, one, two),
// exact, while the serial orders run their own paths, which cover every
// run. A client with a loop is searched through its unrolled runs too.
package loopops

import (
	"sync"
	"sync/atomic"
)

// Scale holds a factor that only Double changes, by a CAS loop.
type Scale struct {
	//snowflake:base
	f atomic.Int64
}

// Double doubles the factor and returns the new one.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: a CAS retry loop: takes effect at its successful CompareAndSwap
func (s *Scale) Double() int64 {
	for {
		c := s.f.Load()
		if s.f.CompareAndSwap(c, 2*c) {
			return 2 * c
		}
	}
}

// Growth reads the factor twice and returns the difference.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: the factor starts at zero and Double keeps it there, so in the package it is always 0 and the difference is 0 (verify/within.go); in the collection, another goroutine's Store between the Loads makes it nonzero, which no serial order gives
func (s *Scale) Growth() int64 {
	a := s.f.Load()
	return s.f.Load() - a
}

// DoubleTwice doubles the factor twice, each by Double's loop.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: the factor starts at zero and only Double changes it, so in the package it is always 0 (verify/within.go): each CompareAndSwap leaves it 0, the loops are pure from there, and the result is 0 in every order; the collection's witness needs a Swap, which no operation makes
func (s *Scale) DoubleTwice() int64 {
	s.Double()
	return s.Double()
}

// Watermark only ever raises its mark, by a CAS loop.
type Watermark struct {
	//snowflake:base
	m atomic.Int64
}

// Raise raises the mark to v, by a CAS retry loop, and reports the mark.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: a CAS retry loop that takes effect at its Load (v not above) or its successful CompareAndSwap
func (w *Watermark) Raise(v int64) int64 {
	for {
		cur := w.m.Load()
		if v <= cur {
			return cur
		}
		if w.m.CompareAndSwap(cur, v) {
			return v
		}
	}
}

// Step raises the mark by one, checking first that it is below limit.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Raise(limit) between the Load and the retry loop's CompareAndSwap: the mark passes limit, which the check before meant to prevent, and no serial order gives limit+1
func (w *Watermark) Step(limit int64) bool {
	if w.m.Load() >= limit {
		return false
	}
	for {
		cur := w.m.Load()
		if w.m.CompareAndSwap(cur, cur+1) {
			return true
		}
	}
}

// Item is one shard's reply.
type Item struct {
	Result any
	Err    error
}

// First keeps the first reply and the first error of several shards.
type First struct {
	err atomic.Value
	res atomic.Value
}

// Add keeps result, or err, when it is the first.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call on each path
func (a *First) Add(result any, err error) {
	if err != nil {
		a.err.CompareAndSwap(nil, err)
		return
	}
	if result != nil {
		a.res.CompareAndSwap(nil, result)
	}
}

// AddAll adds every reply of items, ranging over a map it is given: one
// call of Add per iteration, which discovery follows into the helper.
//
// want: unproven
// want-collection: unproven
// truth: nonatomic
// why: with an error item ranged before a result item, Result between the two Adds sees the error and no result, which no serial order gives (before AddAll it panics, after it returns the result); the witness would range over a map AddAll is given, which the search leaves out
func (a *First) AddAll(items map[string]Item) {
	for _, it := range items {
		a.Add(it.Result, it.Err)
	}
}

// Result returns the first reply, else the first error (it panics when
// neither came).
//
// want: unproven
// want-collection: unproven
// truth: atomic
// truth-collection: nonatomic
// why: every interleaving of the package's Adds gives a result some order gives: a reply or an error kept between the Loads is seen as if Result ran after it. AddAll's runs range over a map it is given, whose entries the witness neither shows nor types (a run storing 0.0 as an error): the search does not take them
func (a *First) Result() (any, error) {
	res, e := a.res.Load(), a.err.Load()
	if res == nil {
		return nil, e.(error)
	}
	return res, nil
}

// Flags holds flags that Flip reads and then clears, over two iterations
// of one loop.
type Flags struct {
	//snowflake:base
	m sync.Map
}

// Flip loads k on its loop's first iteration and deletes it on the second.
//
// want: unproven
// want-collection: violation
// truth: nonatomic
// why: another Flip between the Load and the Delete loads the same value: two Flips return it, where serially the second returns nil; the package search does not find it yet (its client run needs the loop's two iterations and Flip's own run in the gap)
func (f *Flags) Flip(k string) any {
	var v any
	for i := 0; i < 2; i++ {
		if i == 1 {
			f.m.Delete(k)
		} else {
			v, _ = f.m.Load(k)
		}
	}
	return v
}

// Last loads k n times and returns the last value.
//
// want: unproven
// want-collection: unproven
// truth: atomic
// why: Loads only, linearizable at the last. A Flip between two Loads is explained by Flip first: Flip's loop-free path holds only its Delete, so a serial order over those paths would miss the run that loads and deletes, and confirm a false witness; the serial orders run Flip's unrolled runs, which hold every run of it
func (f *Flags) Last(k string, n int) any {
	var v any
	for i := 0; i < n; i++ {
		v, _ = f.m.Load(k)
	}
	return v
}
