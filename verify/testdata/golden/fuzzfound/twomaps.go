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
