// Package counter: a package-level base var; integer arithmetic on loaded
// values, panicking and comma-ok type assertions, division by zero, switch,
// and a Load-then-CompareAndSwap without a loop.
package counter

import "sync"

// counts maps a name to an int count.
//
//snowflake:base
var counts sync.Map

// Init creates k with count 0 unless present.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func Init(k string) bool {
	_, loaded := counts.LoadOrStore(k, 0)
	return !loaded
}

// Incr adds one to k's count.
// want: violation
// truth: nonatomic
// why: two goroutines both Load 4 and both Store 5: an increment is lost.
func Incr(k string) int {
	n := 0
	if v, ok := counts.Load(k); ok {
		n = v.(int)
	}
	counts.Store(k, n+1)
	return n + 1
}

// Get returns k's count, 0 if absent or not an int.
// want: atomic
// truth: atomic
// why: one Load; comma-ok assertion.
func Get(k string) int {
	v, ok := counts.Load(k)
	if !ok {
		return 0
	}
	n, _ := v.(int)
	return n
}

// MustGet returns k's count and panics if it is absent or not an int.
// want: atomic
// truth: atomic
// why: one Load; the assertion on nil or a non-int panics, and a serial run from the same state panics identically.
func MustGet(k string) int {
	v, _ := counts.Load(k)
	return v.(int)
}

// PerSample divides k's count by samples; panics when samples == 0 and k holds an int.
// want: atomic
// truth: atomic
// why: one Load; the division-by-zero panic depends on the argument and the loaded value only.
func PerSample(k string, samples int) int {
	v, ok := counts.Load(k)
	if !ok {
		return 0
	}
	return v.(int) / samples
}

// NextSeq returns the 8-bit sequence number after the stored one, wrapping at 255.
// want: atomic
// truth: atomic
// why: one Load; uint8 arithmetic wraps identically in a serial run.
func NextSeq(k string) uint8 {
	v, ok := counts.Load(k)
	if !ok {
		return 0
	}
	b, _ := v.(uint8)
	return b + 1
}

// Level buckets k's count.
// want: atomic
// truth: atomic
// why: one Load; the switch only inspects its result.
func Level(k string) string {
	v, _ := counts.Load(k)
	n, _ := v.(int)
	switch {
	case n <= 0:
		return "none"
	case n < 10:
		return "low"
	}
	return "high"
}

// TryIncr increments k's int count with one CompareAndSwap, no retry.
// want: violation
// truth: nonatomic
// why: another goroutine stores 9 between the Load of 4 and the CompareAndSwap; TryIncr returns false, which a serial run returns only for an absent or non-int k.
func TryIncr(k string) bool {
	v, ok := counts.Load(k)
	if !ok {
		return false
	}
	n, isInt := v.(int)
	if !isInt {
		return false
	}
	return counts.CompareAndSwap(k, n, n+1)
}

// Add32 adds d to k's int32 count with LoadOrStore then Swap.
// want: violation
// truth: nonatomic
// why: another goroutine stores 7 between the LoadOrStore and the Swap; that store is overwritten with old+d and never counted.
func Add32(k string, d int32) int32 {
	v, loaded := counts.LoadOrStore(k, d)
	if !loaded {
		return d
	}
	n := v.(int32) + d
	counts.Swap(k, n)
	return n
}
