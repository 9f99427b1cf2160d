// Package directive misuses snowflake's directives.
package directive

import "sync"

// Box is a client: its only field is a sync.Map.
type Box struct {
	m sync.Map
}

// Get loads k.
//
//snowflake:functionl // want `^unknown directive //snowflake:functionl \(known: base, functional, argfunctional, ignore\)$`
func (b *Box) Get(k string) (any, bool) {
	return b.m.Load(k)
}

// Put stores k.
//
//snowflake:base // want `^directive //snowflake:base does not apply here$`
func (b *Box) Put(k string, v any) {
	b.m.Store(k, v)
}

var counter int

// stamp claims to be functional but writes a package variable.
//
//snowflake:argfunctional // want `^//snowflake:argfunctional on stamp does not hold: it .* \(at .*directive\.go:\d+:\d+\)$`
func stamp(k string) string {
	counter++
	return k
}

func helper() {
	//snowflake:functional // want `^misplaced directive //snowflake:functional: it must stand in the doc comment of a declaration it applies to$`
	_ = 1
}
