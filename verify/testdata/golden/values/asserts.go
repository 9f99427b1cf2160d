// This file: type assertions on loaded values: the panicking form (a panic
// is an outcome), the comma-ok form, assertions to interface types (error,
// a locally defined Stringer), and type switches.

package values

import "sync"

// stringer is fmt.Stringer, defined locally.
type stringer interface {
	String() string
}

// both implements error and stringer.
type both struct{}

func (both) Error() string  { return "both" }
func (both) String() string { return "both" }

// Typed maps keys to values whose types its methods inspect.
type Typed struct {
	m sync.Map
}

// MustInt returns k's int and panics when k is absent or not an int.
// want: atomic
// truth: atomic
// why: one Load; the failed assertion's panic names the dynamic type loaded, which a serial run at the Load loads too.
func (t *Typed) MustInt(k string) int {
	v, _ := t.m.Load(k)
	return v.(int)
}

// IntOr returns k's int, or def when k is absent or not an int.
// want: atomic
// truth: atomic
// why: one Load; the comma-ok assertion never panics.
func (t *Typed) IntOr(k string, def int) int {
	if n, ok := t.m.Load(k); ok {
		if i, isInt := n.(int); isInt {
			return i
		}
	}
	return def
}

// IntIfInt checks on one Load that k holds an int, then asserts on a second.
// want: violation
// truth: nonatomic
// why: from k = 1: T's first Load sees an int; another goroutine Stores "x"; T's second Load gets "x" and the assertion panics. No serial run panics: the first Load would see the string and return (0, false).
func (t *Typed) IntIfInt(k string) (int, bool) {
	v, _ := t.m.Load(k)
	if _, ok := v.(int); !ok {
		return 0, false
	}
	w, _ := t.m.Load(k)
	return w.(int), true
}

// SwapInt swaps x in and returns the previous int, panicking when it was
// not an int (after the Swap took effect).
// want: atomic
// truth: atomic
// why: one Swap; the panic after it names the previous value's type, and a serial run from the Swap's state swaps and panics the same way.
func (t *Typed) SwapInt(k string, x int) int {
	old, _ := t.m.Swap(k, x)
	return old.(int)
}

// Err returns k's value as an error, nil when it is not one.
// want: atomic
// truth: atomic
// why: one Load; an assertion to an interface type tests whether the dynamic type implements error.
func (t *Typed) Err(k string) error {
	v, _ := t.m.Load(k)
	e, _ := v.(error)
	return e
}

// IsStringer reports whether k's value implements the local stringer.
// want: atomic
// truth: atomic
// why: one Load; the assertion to an interface type only inspects its result.
func (t *Typed) IsStringer(k string) bool {
	v, _ := t.m.Load(k)
	_, ok := v.(stringer)
	return ok
}

// Describe calls String on k's value when it is a stringer.
// want: unsupported
// truth: outside
// why: a call through an interface runs code of the value's dynamic type, which may do anything (even call the map).
func (t *Typed) Describe(k string) string {
	v, _ := t.m.Load(k)
	if s, ok := v.(stringer); ok {
		return s.String()
	}
	return ""
}

// Kind classifies k's value with a type switch; an error that is also a
// stringer matches the error case, the first in order.
// want: atomic
// truth: atomic
// why: one Load; a type switch is a chain of comma-ok assertions.
func (t *Typed) Kind(k string) int {
	v, ok := t.m.Load(k)
	if !ok {
		return -1
	}
	switch x := v.(type) {
	case nil:
		return 0
	case int:
		return 1
	case int8, uint8:
		return 2
	case string:
		if x == "" {
			return 3
		}
		return 4
	case error:
		return 5
	case stringer:
		return 6
	}
	return 7
}

// CopyIfStringer copies k to k2 when a both value asserts to stringer,
// which it always does (both has a String method).
// want: violation
// truth: nonatomic
// why: the Load-then-Store copy always runs: T Loads k (1); another goroutine Stores 2 at k, then Loads k2 (absent); T Stores 1 at k2. T before that Store would be seen by the Load of k2, T after it would copy 2. An encoding that decided the assertion false would see no calls.
func (t *Typed) CopyIfStringer(k, k2 string) {
	var x any = both{}
	if _, ok := x.(stringer); ok {
		v, _ := t.m.Load(k)
		t.m.Store(k2, v)
	}
}

// CopyIfErrorFirst copies k to k2 when a type switch on a both value takes
// its error case, the first that matches.
// want: violation
// truth: nonatomic
// why: the error case is taken (both implements error and comes first), so the Load-then-Store copy runs, as in CopyIfStringer.
func (t *Typed) CopyIfErrorFirst(k, k2 string) {
	var x any = both{}
	switch x.(type) {
	case error:
		v, _ := t.m.Load(k)
		t.m.Store(k2, v)
	case stringer:
		return
	}
}

// IncrTyped increments k's int or int8 count with a CompareAndSwap retry
// loop; a type switch picks the width.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent or of another type, or at the CompareAndSwap that succeeds; the old value passed is the int or int8 read, compared exactly.
func (t *Typed) IncrTyped(k string) (any, bool) {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return nil, false
		}
		var next any
		switch n := v.(type) {
		case int:
			next = n + 1
		case int8:
			next = n + 1
		default:
			return v, false
		}
		if t.m.CompareAndSwap(k, v, next) {
			return next, true
		}
	}
}

// CopyIfErrorSecond is CopyIfErrorFirst with the cases swapped: the
// stringer case comes first and matches, so the copy is dead code.
// want: atomic
// truth: atomic
// why: no execution reaches the Load-then-Store: a both value always takes the first case, stringer, and returns without a call.
func (t *Typed) CopyIfErrorSecond(k, k2 string) {
	var x any = both{}
	switch x.(type) {
	case stringer:
		return
	case error:
		v, _ := t.m.Load(k)
		t.m.Store(k2, v)
	}
}

// otherErr is an error type that is not *failure.
type otherErr struct{}

func (*otherErr) Error() string { return "other" }

// SwapFailure swaps x in at k and returns the previous *failure, asserting
// through any or through error depending on whether flag was present.
// want: violation
// truth: nonatomic
// why: a panic value: from k = &otherErr{}, flag absent: T Loads flag (absent); another goroutine Stores flag, then Loads k (the *otherErr); T Swaps and panics "interface conversion: interface {} is *values.otherErr, not *values.failure". T before the flag Store must be seen by that Load of k; T after it takes the error branch and panics "interface conversion: error is *values.otherErr, ...": the static type of the asserted operand is part of the message.
func (t *Typed) SwapFailure(k, flag string, x any) *failure {
	w, _ := t.m.Load(flag)
	old, _ := t.m.Swap(k, x)
	if w == nil {
		return old.(*failure)
	}
	if e, ok := old.(error); ok {
		return e.(*failure)
	}
	return old.(*failure)
}
