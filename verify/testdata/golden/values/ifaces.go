// This file: == on interface values: different dynamic types are never
// equal (any(1) != any(int64(1))), and a nil pointer in an interface is not
// the nil interface.

package values

import "sync"

// failure is an error type used through a pointer.
type failure struct {
	msg string
}

func (f *failure) Error() string { return "failure" }

// Mixed maps keys to values of mixed dynamic types.
type Mixed struct {
	m sync.Map
}

// IsOne reports whether k holds the int 1 (an int64 1 does not count).
// want: atomic
// truth: atomic
// why: one Load; == with a boxed int never panics and is false on any other dynamic type.
func (x *Mixed) IsOne(k string) bool {
	v, _ := x.m.Load(k)
	return v == any(1)
}

// Normalize converts k's int to an int64 with a CompareAndSwap retry loop.
// want: atomic
// truth: atomic
// why: linearizable at the Load (absent, already an int64, or another type) or at the CompareAndSwap that succeeds; the CompareAndSwap compares with the boxed int read, which no int64 equals.
func (x *Mixed) Normalize(k string) (int64, bool) {
	for {
		v, ok := x.m.Load(k)
		if !ok {
			return 0, false
		}
		switch n := v.(type) {
		case int64:
			return n, true
		case int:
			if x.m.CompareAndSwap(k, n, int64(n)) {
				return int64(n), true
			}
		default:
			return 0, false
		}
	}
}

// NormalizeRacy converts k's int to an int64 with Load then Store.
// want: violation
// truth: nonatomic
// why: T Loads int 5; another goroutine Stores int 9; T Stores int64(5): the 9 is lost.
func (x *Mixed) NormalizeRacy(k string) (int64, bool) {
	v, _ := x.m.Load(k)
	n, ok := v.(int)
	if !ok {
		return 0, false
	}
	x.m.Store(k, int64(n))
	return int64(n), true
}

// CopyIfTypesDiffer copies k to k2 when any(n) != any(int64(n)), which
// always holds.
// want: violation
// truth: nonatomic
// why: the boxes have different dynamic types, so the Load-then-Store copy always runs and another goroutine's Store to k between them makes k2 stale. An encoding that compared the numbers would find the branch dead.
func (x *Mixed) CopyIfTypesDiffer(k, k2 string, n int) {
	if any(n) != any(int64(n)) {
		v, _ := x.m.Load(k)
		x.m.Store(k2, v)
	}
}

// RecordErr records err for k unless err is nil or k already has one; a
// nil *failure in err is a non-nil error and is recorded.
// want: atomic
// truth: atomic
// why: the nil test depends on the argument only; then one LoadOrStore.
func (x *Mixed) RecordErr(k string, err error) bool {
	if err == nil {
		return false
	}
	_, loaded := x.m.LoadOrStore(k, err)
	return !loaded
}

// CopyIfTypedNil copies k to k2 when f is a nil *failure: as an error it is
// not nil.
// want: violation
// truth: nonatomic
// why: for f == nil, err != nil holds (err has dynamic type *failure), so the Load-then-Store copy runs. An encoding that took the typed nil for the nil interface would find the branch dead.
func (x *Mixed) CopyIfTypedNil(k, k2 string, f *failure) {
	var err error = f
	if f == nil && err != nil {
		v, _ := x.m.Load(k)
		x.m.Store(k2, v)
	}
}

// IsNilConn reports whether k holds a nil *conn; an absent k or a nil
// interface does not count.
// want: atomic
// truth: atomic
// why: one Load; == with a boxed nil pointer compares the dynamic type first.
func (x *Mixed) IsNilConn(k string) bool {
	v, _ := x.m.Load(k)
	return v == any((*conn)(nil))
}

// ClaimEitherNil replaces a nil interface or a nil *conn at k with c, with
// two CompareAndSwaps.
// want: violation
// truth: nonatomic
// why: from a nil *conn: T's first CompareAndSwap(k, nil, c) fails (a typed nil is not nil); another goroutine Stores a nil interface; T's second CompareAndSwap(k, (*conn)(nil), c) fails too, and T returns false. Serially from either state one of them succeeds.
func (x *Mixed) ClaimEitherNil(k string, c *conn) bool {
	if x.m.CompareAndSwap(k, nil, c) {
		return true
	}
	return x.m.CompareAndSwap(k, (*conn)(nil), c)
}

// ClaimEitherNilLoop replaces a nil interface or a nil *conn at k with c,
// deciding on a Load which one to swap, and retrying when it changed.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent or holding anything else, or at the CompareAndSwap that succeeds; a failed CompareAndSwap is an accessor and repeats.
func (x *Mixed) ClaimEitherNilLoop(k string, c *conn) bool {
	for {
		v, ok := x.m.Load(k)
		if !ok {
			return false
		}
		if p, isConn := v.(*conn); v != nil && (!isConn || p != nil) {
			return false
		}
		if x.m.CompareAndSwap(k, v, c) {
			return true
		}
	}
}
