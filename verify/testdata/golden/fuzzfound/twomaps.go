// Package fuzzfound holds the disagreements snowflake fuzz found, shrunk
// and checked by hand, each with the verdict it must get.
package fuzzfound

import "sync"

// C keeps two maps.
type C struct {
	//snowflake:base
	m sync.Map
	n sync.Map
}

// Copy copies n's value at k into m unless m has one (found by the
// two-maps form, seed 1: the oracle found no violation in 5,488 scenarios,
// as n, an object other than the base, held nil alone; found since its
// values take the base's defaults, as Mirror's below).
//
// want: violation
// truth: nonatomic
// why: with m["k"] present, another goroutine's n.Store("k", "B") and m.Delete("k") between the Load and the LoadOrStore: m gets the old value of n, which no serial order gives
func (c *C) Copy(k string) bool {
	x, _ := c.n.Load(k)
	_, loaded := c.m.LoadOrStore(k, x)
	return loaded
}

// D keeps two maps; Mark changes both.
type D struct {
	//snowflake:base
	m sync.Map
	n sync.Map
}

// Mark sets m's entry at k from nil to 2 and then drops n's entry at k
// when it holds 0 (found by the two-maps form, seed 2, input 2100 on: the
// oracle ran 24,256 scenarios without a violation, as it gave n's
// initial state only values of the map's element type (float64(0),
// float64(-0)), never the 0 the code compares with, and let the other
// goroutine call n only after the client had; both are mended).
//
// want: violation
// truth: nonatomic
// why: from m["a"] = nil and n["a"] = 0, another goroutine's m.Load("a") and n.Load("a") between the calls see m marked and n not yet dropped, which no serial order gives
func (d *D) Mark(k string) int {
	if d.m.CompareAndSwap(k, nil, 2) {
		d.n.CompareAndDelete(k, 0)
	}
	return 0
}

// E keeps two maps; Mirror copies one into the other.
type E struct {
	//snowflake:base
	m sync.Map
	n sync.Map
}

// Mirror copies n's value at k into m (found by the fuzz run, seed 2,
// inputs 6500 to 8900: verify's witness replays and is right by hand; the
// oracle ran 14,896 scenarios without a violation, as an object other
// than the base took its values only from the body, which passes n
// none: n held nil alone, and no Store into it changed what Mirror
// copies; mended: such an object takes the base's default values too).
//
// want: violation
// truth: nonatomic
// why: another goroutine's n.Store("a", 1) and m.Load("a") between the Load and the Swap: the Load sees m without the copy, and m ends with n's old value, which no serial order gives
func (e *E) Mirror(k string) {
	x, _ := e.n.Load(k)
	e.m.Swap(k, x)
}

// F keeps two maps; Retire changes both when asked to.
type F struct {
	//snowflake:base
	m sync.Map
	n sync.Map
}

// Retire takes k out of m when v is above 1, then moves n's entry at k
// from 2 to nil (found by the two-maps form, seed 2, inputs 34076 on:
// verify's witness replays and is right by hand; the oracle ran 212,448
// scenarios without a violation, as n's values were the pool's first
// two, 0 and 1, which v's comparison put there, and never the 2 the
// CompareAndSwap compares with; mended: the values the client passes to an
// object besides the base join its domain too).
//
// want: violation
// truth: nonatomic
// why: from m["a"] = 0 and n["a"] = 2, another goroutine's m.Load("a") and n.Load("a") between the calls see k gone from m and n not yet moved, which no serial order gives
func (f *F) Retire(k string, v int) bool {
	if v > 1 {
		f.m.LoadAndDelete(k)
	}
	f.n.CompareAndSwap(k, 2, nil)
	return v > 1
}
