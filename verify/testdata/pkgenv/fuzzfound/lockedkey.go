// Package fuzzfound holds the package-environment disagreements snowflake
// fuzz found, shrunk and checked by hand, each with the verdicts it must
// get.
package fuzzfound

import "sync"

// L guards m with mu, except in Swap0, which breaks the discipline.
type L struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Swap0 swaps v in at k unless "z" is present (found by the locked form,
// seed 2: the oracle ran 279,048 scenarios without a violation, as no
// parameter of its runs took the key "z", which the code passes only as
// a constant; string domains now hold the constants the package's calls
// pass).
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Swap0("z", 0) loads "z" absent; another goroutine's Put("z", 1) stores it; the Swap then finds it: true, where any serial order gives false
func (l *L) Swap0(k string, v int) bool {
	if _, ok := l.m.Load("z"); ok {
		return false
	}
	_, loaded := l.m.Swap(k, v)
	return loaded
}

// Put stores v at k unless k is present.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one LoadOrStore
func (l *L) Put(k string, v int) bool {
	_, loaded := l.m.LoadOrStore(k, v)
	return loaded
}

// Get loads k holding mu.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: one Load under mu; the lock discipline does not hold (Swap0 and Put change m without mu), and the collection environment does not take the mutex's calls
func (l *L) Get(k string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	_, ok := l.m.Load(k)
	return ok
}
