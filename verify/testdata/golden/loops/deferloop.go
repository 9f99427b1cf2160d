// This file: a defer inside a loop (each iteration defers a call that runs
// at return, so one iteration's path cannot stand for them).
package loops

// checked panics on a negative count.
//
//snowflake:argfunctional
func checked(n int) int {
	if n < 0 {
		panic("negative")
	}
	return n
}

// ClaimChecked inserts k with 0 unless present, retrying while the value
// found is not an int; every attempt defers a check of the value it saw.
// want: unsupported
// truth: outside
// why: the deferred calls of earlier iterations run at return and may panic; a path runs one iteration, so the verifier refuses the defer instead of dropping them.
func (t *Table) ClaimChecked(k string) int {
	for {
		v, _ := t.m.LoadOrStore(k, 0)
		n, ok := v.(int)
		defer checked(n)
		if ok {
			return n
		}
	}
}
