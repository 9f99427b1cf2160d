// This file: sequence numbers from a package-level atomic.Uint64, and two
// reads of one atomic.
package atomics

import "sync/atomic"

//snowflake:base
var seq atomic.Uint64

// NextSeq returns the next sequence number.
// want: atomic
// truth: atomic
// why: one Add.
func NextSeq() uint64 {
	return seq.Add(1)
}

// NextSeqNaive loads, then stores the successor.
// want: violation
// truth: nonatomic
// why: A and B both load 4 and both store 5: both return 5.
func NextSeqNaive() uint64 {
	n := seq.Load() + 1
	seq.Store(n)
	return n
}

// ReserveSeq reserves n consecutive numbers and returns the first.
// want: atomic
// truth: atomic
// why: one Add; the first number is a function of its result (wrapping).
func ReserveSeq(n uint64) uint64 {
	return seq.Add(n) - n + 1
}

// SeqPair returns two successive reads.
// want: violation
// truth: nonatomic
// why: a NextSeq between the two Loads: the pair differs, and a serial run always returns two equal values.
func SeqPair() (uint64, uint64) {
	return seq.Load(), seq.Load()
}

// SeqGap returns the difference between two successive reads.
// want: violation
// truth: nonatomic
// why: a NextSeq between the two Loads makes the gap 1; a serial run always returns 0.
func SeqGap() uint64 {
	a := seq.Load()
	b := seq.Load()
	return b - a
}

// SeqNonZero returns the first read unless it is zero, else a second read.
// want: atomic
// truth: atomic
// why: both calls are accessors; condensable at the second Load (a serial run from any value v returns v).
func SeqNonZero() uint64 {
	if s := seq.Load(); s != 0 {
		return s
	}
	return seq.Load()
}

// clock is a package-level pointer base, set at initialisation.
//
//snowflake:base
var clock = new(atomic.Uint64)

// Tick advances the clock and returns the new time.
// want: atomic
// truth: atomic
// why: one Add through the base pointer, which only package initialisation assigns.
func Tick() uint64 {
	return clock.Add(1)
}

// TickNaive loads the clock, then stores its successor.
// want: violation
// truth: nonatomic
// why: A and B both load 9 and both store 10: both return 10.
func TickNaive() uint64 {
	t := clock.Load() + 1
	clock.Store(t)
	return t
}

// Elapsed returns the time elapsed since since, or 0 if since is ahead.
// want: atomic
// truth: atomic
// why: one Load; the comparison and subtraction are functions of its result and the argument.
func Elapsed(since uint64) uint64 {
	now := clock.Load()
	if now < since {
		return 0
	}
	return now - since
}
