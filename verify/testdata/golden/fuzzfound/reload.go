package fuzzfound

import "sync"

// R keeps one map.
type R struct {
	//snowflake:base
	m sync.Map
}

// Reload deletes k's value when it still holds what a first Load found,
// then loads k again (found by the generic-wrapper form, seed 2, inputs
// 43343 on, through R's twin at K = string: the oracle ran 5,992
// scenarios without a violation, as the values it gave the map were
// 0.0, -0.0 and nil, and == equates 0.0 with -0.0, so no other
// goroutine's Swap could make the CompareAndDelete fail on a non-nil
// value; mended: a value the comparison tells from them, 1.0, joins the
// domain).
//
// want: violation
// truth: nonatomic
// why: from {k: a}, another goroutine's Swap(k, b) between the Load and the CompareAndDelete: the delete fails and the second Load sees b, while any serial order either deletes b or makes the Swap find k absent
func (r *R) Reload(k string) {
	x1, _ := r.m.Load(k)
	if x1 != nil {
		r.m.CompareAndDelete(k, x1)
		r.m.Load(k)
	}
}
