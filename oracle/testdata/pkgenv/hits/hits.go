// Package hits counts hits per key in an unexported package variable, and
// runs a sweeper that a constructor starts: the package's functions and
// the goroutines it starts are the other goroutine's operations.
package hits

import (
	"sync"
	"sync/atomic"
)

//snowflake:base
var hits sync.Map

// Hit counts one hit of key: LoadOrStore then Add, and no function of the
// package deletes a key.
// truth: atomic
func Hit(key string) int64 {
	v, _ := hits.LoadOrStore(key, new(atomic.Int64))
	return v.(*atomic.Int64).Add(1)
}

// Count returns key's hits.
// truth: atomic
func Count(key string) int64 {
	v, ok := hits.Load(key)
	if !ok {
		return 0
	}
	return v.(*atomic.Int64).Load()
}

// A Table holds sessions; NewTable starts its sweeper.
type Table struct {
	//snowflake:base
	m sync.Map
}

// NewTable returns a table whose sweeper runs in its own goroutine.
func NewTable() *Table {
	t := &Table{}
	go t.sweep("a")
	return t
}

// sweep drops key: it runs concurrently with the table's methods.
func (t *Table) sweep(key string) { t.m.Delete(key) }

// Touch counts key's uses: Load then Store.
// truth: nonatomic
// why: the sweeper deletes key between the Load and the Store, or another Touch stores
func (t *Table) Touch(key string) int {
	n := 1
	if v, ok := t.m.Load(key); ok {
		n = v.(int) + 1
	}
	t.m.Store(key, n)
	return n
}
