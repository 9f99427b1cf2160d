// Package directives misuses snowflake's directives: an unknown one, one
// that does not apply where it stands, and one attached to nothing.
package directives

import "sync"

// Box is a client (its only field is a sync.Map).
type Box struct {
	m sync.Map
}

// Get loads k.
//
//snowflake:functionl
func (b *Box) Get(k string) (any, bool) {
	return b.m.Load(k)
}

// Put stores k.
//
//snowflake:base
func (b *Box) Put(k string, v any) {
	b.m.Store(k, v)
}

func helper() {
	//snowflake:functional
	_ = 1
}
