// Package generics: generic client functions of a package-level base,
// verified once for every instantiation. Traps for the encoding of type
// parameters: boxing a T must not make a box of its own (for an interface
// type argument any(v) is v), the zero value and x.(T) depend on the type
// argument, and arithmetic on T is refused. A witness is a run at T = any,
// so functions that are atomic at any but not at some other type argument
// stay unproven.
package generics

import "sync"

//snowflake:base
var m sync.Map

// Integer is the integer types.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64
}

// DivT divides after a Load and a Store; a zero divisor panics.
// want: unsupported
// truth: nonatomic
// why: with b == 0: from k present, T1 Loads k (ok); T2 Deletes k; T1 Stores k and panics. T1 before T2 ends with k absent; T1 after T2 does not panic.
func DivT[T Integer](k string, a, b T) {
	_, ok := m.Load(k)
	m.Store(k, 1)
	if ok {
		_ = a / b
	}
}

// ShiftT shifts by a signed count after a Load and a Store; a negative count panics.
// want: unsupported
// truth: nonatomic
// why: as DivT, with s < 0.
func ShiftT[T Integer](k string, a, s T) {
	_, ok := m.Load(k)
	m.Store(k, 1)
	if ok {
		_ = a << s
	}
}

// BoxT compares a boxed T with a boxed int: true for T = int and v = 5.
// want: violation
// truth: nonatomic
// why: for BoxT[int](k, 5): the Load-then-Store copy runs.
func BoxT[T any](k string, v T) {
	if any(v) == any(5) {
		x, _ := m.Load(k)
		m.Store(k+"2", x)
	}
}

// AssertT asserts a boxed T to int: succeeds for T = int.
// want: violation
// truth: nonatomic
// why: for AssertT[int]: the Load-then-Store copy runs.
func AssertT[T any](k string, v T) {
	if _, ok := any(v).(int); ok {
		x, _ := m.Load(k)
		m.Store(k+"2", x)
	}
}

// IfaceT boxes a T instantiated with an interface type: any(v) is v's
// dynamic value, not a box of T.
// want: violation
// truth: nonatomic
// why: for IfaceT[any](k, nil): any(v) == nil, and the copy runs.
func IfaceT[T any](k string, v T) {
	if any(v) == nil {
		x, _ := m.Load(k)
		m.Store(k+"2", x)
	}
}

// StoreT stores a T and loads it back as an int.
// want: violation
// truth: nonatomic
// why: the Load is a separate call: another goroutine may change k in between.
func StoreT[T any](k string, v T) int {
	m.Store(k, v)
	x, _ := m.Load(k)
	n, _ := x.(int)
	return n
}

// ZeroT boxes the zero value of T: nil only when T is an interface type.
// want: unproven
// (atomic at T = any, where witnesses are sought: no witness, never atomic)
// truth: nonatomic
// why: for ZeroT[int]: any(z) is 0, not nil, and the Load-then-Store copy runs.
func ZeroT[T any](k string) {
	var z T
	if any(z) != nil {
		x, _ := m.Load(k)
		m.Store(k+"2", x)
	}
}

// AssertToT asserts an int to T: fails unless T is int.
// want: unproven
// (atomic at T = any, where witnesses are sought: no witness, never atomic)
// truth: nonatomic
// why: for AssertToT[string]: ok is false and the Load-then-Store copy runs.
func AssertToT[T any](k string) {
	if _, ok := any(5).(T); !ok {
		x, _ := m.Load(k)
		m.Store(k+"2", x)
	}
}

// MustT asserts a loaded value to T, panicking unless its dynamic type is T.
// want: unproven
// (atomic at T = any, where witnesses are sought: no witness, never atomic)
// truth: nonatomic
// why: for MustT[int] with k2 holding a string: T1 Loads k2 ("s"); T2 Stores k2=1 then k=2; T1 Stores k=1 and panics. T1 before T2 ends with k=2; T1 after T2 returns normally.
func MustT[T any](k, k2 string) {
	v, ok := m.Load(k2)
	m.Store(k, 1)
	if ok && v != nil {
		_ = v.(T)
	}
}

// sentinel and shared are written only by methods of a generic type that
// nothing instantiates: scans for writes must see generic bodies too.
var (
	sentinel = new(int)
	shared   = &counter{}
)

type counter struct{ n int }

// Rotator writes sentinel and shared.n from generic methods.
type Rotator[T any] struct{ v T }

// Rotate replaces the sentinel.
func (r *Rotator[T]) Rotate() { sentinel = new(int) }

// Bump increments shared.n.
func (r *Rotator[T]) Bump() { shared.n++ }

// SameSentinel reads the sentinel around a Load.
// want: violation
// truth: nonatomic
// why: another goroutine's Rotate between the two reads makes them differ; every serial run returns true.
func SameSentinel(k string) bool {
	a := sentinel
	m.Load(k)
	return a == sentinel
}

// SameCount reads shared.n around a Load.
// want: violation
// truth: nonatomic
// why: another goroutine's Bump between the two reads makes them differ; every serial run returns true.
func SameCount(k string) bool {
	a := shared.n
	m.Load(k)
	return a == shared.n
}
