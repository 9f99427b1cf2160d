// Package ifaces: interface values, type assertions and == on them.
package ifaces

import "sync"

//snowflake:base
var m sync.Map

type onlyA struct{}

func (onlyA) A() {}

// LocalIfaces asserts to two different local interfaces with the same name.
// want: violation
// truth: nonatomic
// why: onlyA has no method B, so the second assertion fails and the Load-then-Store copy runs.
func LocalIfaces(k string) {
	var x any = onlyA{}
	{
		type I interface{ A() }
		if _, ok := x.(I); !ok {
			return
		}
	}
	{
		type I interface{ B() }
		if _, ok := x.(I); !ok {
			v, _ := m.Load(k)
			m.Store(k+"2", v)
		}
	}
}

// TypedNil: a nil *int in an interface is not nil.
// want: violation
// truth: nonatomic
// why: any(p) != nil always, so the copy runs.
func TypedNil(k string, p *int) {
	if any(p) != nil {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// NamedVsBasic: a boxed MyInt is not a boxed int.
// want: violation
// truth: nonatomic
// why: any(MyInt(1)) != any(1) always, so the copy runs.
func NamedVsBasic(k string, x MyInt) {
	if any(x) != any(int(x)) {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// MyInt is a named integer type.
type MyInt int

// PtrT compares a boxed *T with a boxed *int: equal for T = int and q == p.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: nonatomic
// why: for PtrT[int](k, p, p) the copy runs.
func PtrT[T any](k string, q *T, p *int) {
	if any(q) == any(p) {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// PtrAssertT asserts a boxed *T to *int: succeeds for T = int.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: nonatomic
// why: for PtrAssertT[int] the copy runs.
func PtrAssertT[T any](k string, q *T) {
	if _, ok := any(q).(*int); ok {
		v, _ := m.Load(k)
		m.Store(k+"2", v)
	}
}

// ErrorEq compares a loaded value with an error held in an interface.
// want: atomic
// truth: atomic
// why: one Load; == on interfaces may panic but identically in a serial run.
func ErrorEq(k string, e error) bool {
	v, _ := m.Load(k)
	return v == any(e)
}

// FloatKey loads under a float key; +0 and -0 are one key in Go.
// want: violation
// truth: nonatomic
// why: Store(a) then Load(b): another goroutine may write b in between.
func FloatKey(a, b float64) (any, bool) {
	m.Store(a, 1)
	return m.Load(b)
}
