// Package tricky holds sync.Map composites whose atomicity turns on a
// corner of Go's semantics: -0.0 == +0.0 in CompareAndSwap, a key present
// with a nil value versus an absent key, method values, pointers to the
// base, a local map, recursion.
package tricky

import (
	"sync"
	"sync/atomic"
)

// Table maps keys to values of any type.
type Table struct {
	m sync.Map
}

// Touch rewrites k's value with itself, retrying until no other write
// intervened, and returns it.
func (t *Table) Touch(k string) (any, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return nil, false
		}
		if t.m.CompareAndSwap(k, v, v) {
			return v, true
		}
	}
}

// TouchInt rewrites k's int value with itself, retrying until no other
// write intervened, and returns it.
func (t *Table) TouchInt(k string) (int, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return 0, false
		}
		n, isInt := v.(int)
		if !isInt {
			return 0, false
		}
		if t.m.CompareAndSwap(k, n, n) {
			return n, true
		}
	}
}

// ReplaceFloat replaces k's float64 with x and returns the float64 it
// replaced.
func (t *Table) ReplaceFloat(k string, x float64) (float64, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return 0, false
		}
		f, isFloat := v.(float64)
		if !isFloat {
			return 0, false
		}
		if t.m.CompareAndSwap(k, f, x) {
			return f, true
		}
	}
}

// RaiseFloat raises k's float64 to at least x and returns the maximum.
func (t *Table) RaiseFloat(k string, x float64) float64 {
	for {
		v, loaded := t.m.LoadOrStore(k, x)
		if !loaded {
			return x
		}
		cur := v.(float64)
		if cur >= x {
			return cur
		}
		if t.m.CompareAndSwap(k, cur, x) {
			return x
		}
	}
}

// Point is a position.
type Point struct {
	X, Y float64
}

// Shift moves k's point by dx and returns the point it replaced.
func (t *Table) Shift(k string, dx float64) (Point, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return Point{}, false
		}
		p, isPoint := v.(Point)
		if !isPoint {
			return Point{}, false
		}
		if t.m.CompareAndSwap(k, p, Point{X: p.X + dx, Y: p.Y}) {
			return p, true
		}
	}
}

// Reserve marks k reserved (present with nil) unless k is present.
func (t *Table) Reserve(k string) bool {
	_, loaded := t.m.LoadOrStore(k, nil)
	return !loaded
}

// Fill replaces k's reservation with v.
func (t *Table) Fill(k string, v any) bool {
	return t.m.CompareAndSwap(k, nil, v)
}

// FillNaive replaces k's reservation with v after checking it.
func (t *Table) FillNaive(k string, v any) bool {
	if x, ok := t.m.Load(k); !ok || x != nil {
		return false
	}
	t.m.Store(k, v)
	return true
}

// FillOrInsert fills k's reservation, or inserts v when k is absent.
func (t *Table) FillOrInsert(k string, v any) bool {
	if t.m.CompareAndSwap(k, nil, v) {
		return true
	}
	_, loaded := t.m.LoadOrStore(k, v)
	return !loaded
}

// FillOrInsertRetry fills k's reservation or inserts v when k is absent,
// retrying while k stays reserved.
func (t *Table) FillOrInsertRetry(k string, v any) bool {
	for {
		if t.m.CompareAndSwap(k, nil, v) {
			return true
		}
		cur, loaded := t.m.LoadOrStore(k, v)
		if !loaded {
			return true
		}
		if cur != nil {
			return false
		}
	}
}

// Bound calls its map through method values.
type Bound struct {
	m sync.Map
}

// GetBound loads k through a method value.
func (t *Bound) GetBound(k string) (any, bool) {
	load := t.m.Load
	return load(k)
}

// InsertBound stores v at k unless present, through method values.
func (t *Bound) InsertBound(k string, v any) bool {
	load, store := t.m.Load, t.m.Store
	if _, ok := load(k); ok {
		return false
	}
	store(k, v)
	return true
}

// Aliased calls its map through a local pointer to it.
type Aliased struct {
	m sync.Map
}

// InsertVia stores v at k unless present, through a pointer to the map.
func (t *Aliased) InsertVia(k string, v any) bool {
	p := &t.m
	if _, ok := p.Load(k); ok {
		return false
	}
	p.Store(k, v)
	return true
}

// GetOrCreateVia is get-or-create through a pointer to the map.
func (t *Aliased) GetOrCreateVia(k string, v any) any {
	p := &t.m
	if x, ok := p.Load(k); ok {
		return x
	}
	x, _ := p.LoadOrStore(k, v)
	return x
}

// Scratchpad uses a local map besides its shared one.
type Scratchpad struct {
	m sync.Map
}

// Scratch uses a local map, then loads k from the shared one.
func (t *Scratchpad) Scratch(k string) (any, bool) {
	var local sync.Map
	local.Store(k, 1)
	local.Delete(k)
	return t.m.Load(k)
}

// Triangle memoizes triangular numbers.
type Triangle struct {
	m sync.Map
}

// Tri memoizes n + (n-1) + ... + 1, recursively.
func (t *Triangle) Tri(n int) int {
	if n <= 0 {
		return 0
	}
	if v, ok := t.m.Load(n); ok {
		return v.(int)
	}
	r := n + t.Tri(n-1)
	v, _ := t.m.LoadOrStore(n, r)
	return v.(int)
}

// Seq embeds an atomic.Int64.
type Seq struct {
	atomic.Int64
}

// Next returns the next number.
func (s *Seq) Next() int64 {
	return s.Add(1)
}

// NextNaive returns the next number with Load then Store.
func (s *Seq) NextNaive() int64 {
	n := s.Load() + 1
	s.Store(n)
	return n
}

// NextEven advances to the next even number.
func (s *Seq) NextEven() int64 {
	for {
		n := s.Load()
		e := n + 2 - n%2
		if s.CompareAndSwap(n, e) {
			return e
		}
	}
}
