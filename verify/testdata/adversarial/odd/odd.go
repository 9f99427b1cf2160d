// Package odd: constructs at the edge of the translation, to look for
// crashes, solver errors and unclear refusals.
package odd

import (
	"sync"
	"unsafe"
)

//snowflake:base
var m sync.Map

type pair struct {
	a, b int
}

// Cplx multiplies complex numbers after one Load.
// want: atomic
// truth: atomic
// why: one Load; complex arithmetic is deterministic.
func Cplx(k string, c complex128) complex128 {
	v, _ := m.Load(k)
	x, _ := v.(complex128)
	return x * c
}

// UnsafeAdd converts a pointer to uintptr after one Load.
// want: atomic
// truth: atomic
// why: one Load; the conversion is deterministic.
func UnsafeAdd(k string, p *int) uintptr {
	m.Load(k)
	return uintptr(unsafe.Pointer(p)) + 8
}

// StructEq compares a loaded pair with p.
// want: atomic
// truth: atomic
// why: one Load.
func StructEq(k string, p pair) bool {
	v, _ := m.Load(k)
	q, _ := v.(pair)
	return q == p
}

// ArrT indexes an array whose type is a type parameter.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: atomic
// why: one Load; the array is a value, but go/ssa spills the parameter to a local and indexes its address, and the load from that local is arbitrary (a store-to-load forwarding on private locals would prove it).
func ArrT[A ~[4]int](k string, a A, i int) int {
	m.Load(k)
	return a[i]
}

// StrIdx indexes a string after one Load.
// want: atomic
// truth: atomic
// why: one Load.
func StrIdx(k string, s string, i int) byte {
	m.Load(k)
	return s[i]
}

// StrSlice slices a string after one Load.
// want: atomic
// truth: atomic
// why: one Load.
func StrSlice(k string, s string, i int) string {
	m.Load(k)
	return s[i:]
}

// ConvT converts a type-parameter integer to int64 and shifts by it.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: atomic
// why: one Load.
func ConvT[T ~int8 | ~uint16](k string, x T) int64 {
	m.Load(k)
	return 1 << int64(x)
}

// ShiftConstT shifts a type-parameter integer by a constant.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: atomic
// why: one Load.
func ShiftConstT[T ~int | ~int8](k string, x T) T {
	m.Load(k)
	return x >> 3
}

// CompareT compares two type-parameter integers.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: atomic
// why: one Load.
func CompareT[T ~int | ~uint](k string, x, y T) bool {
	m.Load(k)
	return x < y
}

// ArrayPtr converts a slice to an array pointer.
// want: atomic
// truth: atomic
// why: one Load; the conversion panics identically in a serial run.
func ArrayPtr(k string, s []int) *[2]int {
	m.Load(k)
	return (*[2]int)(s)
}

// ArrayConv converts a slice to an array.
// want: unproven
// truth: atomic
// why: one Load, but the array is read from shared memory (a havocked load), which differs in a condensed run.
func ArrayConv(k string, s []int) [2]int {
	m.Load(k)
	return [2]int(s)
}

// MinStr takes the minimum of strings.
// want: atomic
// truth: atomic
// why: one Load.
func MinStr(k string, a, b string) string {
	m.Load(k)
	return min(a, b, "m")
}
