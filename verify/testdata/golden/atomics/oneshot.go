// This file: one-shot flags on an atomic.Bool.
package atomics

import "sync/atomic"

// Flag fires once.
type Flag struct {
	done atomic.Bool
}

// Fire reports whether this call fired the flag.
// want: atomic
// truth: atomic
// why: one CompareAndSwap.
func (f *Flag) Fire() bool {
	return f.done.CompareAndSwap(false, true)
}

// FireNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: A and B both load false and both store true: both report firing.
func (f *Flag) FireNaive() bool {
	if f.done.Load() {
		return false
	}
	f.done.Store(true)
	return true
}

// FireSwap fires with a Swap.
// want: atomic
// truth: atomic
// why: one Swap; the result is the negated old value it returns.
func (f *Flag) FireSwap() bool {
	return !f.done.Swap(true)
}

// Fired reports whether the flag has fired.
// want: atomic
// truth: atomic
// why: one Load.
func (f *Flag) Fired() bool {
	return f.done.Load()
}

// FireChecked loads first and fires with a CompareAndSwap only when unset.
// want: atomic
// truth: atomic
// why: linearizable at the Load that saw true or at the CompareAndSwap, which decides alone (a failed one is an accessor).
func (f *Flag) FireChecked() bool {
	if f.done.Load() {
		return false
	}
	return f.done.CompareAndSwap(false, true)
}
