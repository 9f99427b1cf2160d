// Package misc: results, shifts by type-parameter counts, type switches.
package misc

import "sync"

//snowflake:base
var m sync.Map

// Named returns k's value through named results.
// want: atomic
// truth: atomic
// why: one Load.
func Named(k string) (v any, ok bool) {
	v, ok = m.Load(k)
	if !ok {
		v = "default"
	}
	return
}

// Signed is the signed integer types.
type Signed interface{ ~int | ~int32 }

// ShiftByT shifts an int by a count whose type is a type parameter.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: atomic
// why: one Load; a negative count panics identically in a serial run.
func ShiftByT[T Signed](k string, s T) int {
	v, _ := m.Load(k)
	n, _ := v.(int)
	return n << s
}

// Switch classifies k's value.
// want: atomic
// truth: atomic
// why: one Load; a type switch is a chain of comma-ok assertions.
func Switch(k string) int {
	v, _ := m.Load(k)
	switch x := v.(type) {
	case nil:
		return 0
	case int:
		return x
	case string:
		return len(x)
	case error:
		return -1
	}
	return -2
}

// GetOrInit is the classic get-or-create with a value that is not a fresh allocation.
// want: atomic
// truth: atomic
// why: Load then LoadOrStore: linearizable at the LoadOrStore.
func GetOrInit(k string, def int) any {
	if v, ok := m.Load(k); ok {
		return v
	}
	v, _ := m.LoadOrStore(k, def)
	return v
}

// DeleteIfEqual deletes k if it holds old, through CompareAndDelete.
// want: atomic
// truth: atomic
// why: one call.
func DeleteIfEqual(k string, old any) bool {
	return m.CompareAndDelete(k, old)
}

// ClearThenLoad clears the map and loads k.
// want: violation
// truth: nonatomic
// why: another goroutine may Store k between the Clear and the Load.
func ClearThenLoad(k string) bool {
	m.Clear()
	_, ok := m.Load(k)
	return ok
}

// ClearIfPresent clears the map if k is present.
// want: unproven
// truth: nonatomic
// why: Load then Clear: another goroutine may Delete k in between.
func ClearIfPresent(k string) {
	if _, ok := m.Load(k); ok {
		m.Clear()
	}
}

// SwapBack swaps v in and reports what was there.
// want: atomic
// truth: atomic
// why: one Swap.
func SwapBack(k string, v any) (any, bool) {
	return m.Swap(k, v)
}

// CASNil swaps a nil value for 1 when k holds nil.
// want: atomic
// truth: atomic
// why: one CompareAndSwap; a present nil compares equal to a nil old.
func CASNil(k string) bool {
	return m.CompareAndSwap(k, nil, 1)
}

// LoadNilPresent tells a present nil from an absent key.
// want: atomic
// truth: atomic
// why: one Load.
func LoadNilPresent(k string) int {
	v, ok := m.Load(k)
	switch {
	case ok && v == nil:
		return 1
	case ok:
		return 2
	}
	return 0
}
