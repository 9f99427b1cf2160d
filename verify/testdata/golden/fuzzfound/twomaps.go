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
// two-maps form, seed 1: the oracle finds no violation in 5,488 scenarios,
// as its other goroutine does not both Store into n and Delete from m in
// one gap with m's entry present at nil).
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
