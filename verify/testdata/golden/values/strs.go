// This file: strings built from arguments: concatenation, comparison with
// <, len, and indexing, which panics on an empty string.

package values

import "sync"

// Dict maps string keys to string values.
type Dict struct {
	m sync.Map
}

// Pair loads the entry of the composite key a + "/" + b.
// want: atomic
// truth: atomic
// why: one Load of a key computed from the arguments alone.
func (d *Dict) Pair(a, b string) (any, bool) {
	return d.m.Load(a + "/" + b)
}

// Link records an unordered pair once: the smaller string comes first in
// the key.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the key is a function of the arguments (string < is bytewise and exact).
func (d *Dict) Link(a, b string) bool {
	if b < a {
		a, b = b, a
	}
	_, loaded := d.m.LoadOrStore(a+"|"+b, true)
	return !loaded
}

// Initial returns the first byte of k's string value; an absent k, a
// non-string or an empty string panics.
// want: atomic
// truth: atomic
// why: one Load; the index panic depends only on the loaded value, which a serial run at the Load loads too.
func (d *Dict) Initial(k string) byte {
	v, _ := d.m.Load(k)
	return v.(string)[0]
}

// Touch stores k and returns its first byte, panicking on an empty k after
// the Store.
// want: atomic
// truth: atomic
// why: one Store; the panic after it depends on the argument only, so a serial run stores and panics the same way.
func (d *Dict) Touch(k string) byte {
	d.m.Store(k, len(k))
	return k[0]
}

// Chop removes the first byte of k's string with a CompareAndSwap retry
// loop and returns it.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k absent or empty, or at the CompareAndSwap that succeeds; string == is exact.
func (d *Dict) Chop(k string) (byte, bool) {
	for {
		v, ok := d.m.Load(k)
		if !ok {
			return 0, false
		}
		s := v.(string)
		if len(s) == 0 {
			return 0, false
		}
		if d.m.CompareAndSwap(k, s, s[1:]) {
			return s[0], true
		}
	}
}

// ChopRacy removes the first byte with Load then Store; it panics on an
// empty string.
// want: violation
// truth: nonatomic
// why: two goroutines both Load "ab" and both Store "b": both return 'a', one chop is lost.
func (d *Dict) ChopRacy(k string) byte {
	v, _ := d.m.Load(k)
	s, _ := v.(string)
	d.m.Store(k, s[1:])
	return s[0]
}

// KeepMin keeps the lexicographically smallest string seen for k and
// returns it.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts, the LoadOrStore that finds a string <= s, or the CompareAndSwap that succeeds.
func (d *Dict) KeepMin(k, s string) string {
	for {
		v, loaded := d.m.LoadOrStore(k, s)
		if !loaded {
			return s
		}
		cur := v.(string)
		if cur <= s {
			return cur
		}
		if d.m.CompareAndSwap(k, cur, s) {
			return s
		}
	}
}

// KeepMinRacy keeps the smallest string with Load, compare, Store.
// want: violation
// truth: nonatomic
// why: from "m": KeepMinRacy("c") and KeepMinRacy("f") both Load "m"; "c" is stored, then "f" overwrites it: the minimum went up.
func (d *Dict) KeepMinRacy(k, s string) string {
	if v, ok := d.m.Load(k); ok && v.(string) <= s {
		return v.(string)
	}
	d.m.Store(k, s)
	return s
}

// Append appends line to k's log with a CompareAndSwap retry loop and
// returns the new log.
// want: atomic
// truth: atomic
// why: linearizable at the LoadOrStore that inserts or the CompareAndSwap that succeeds; concatenation is exact. (Returning len(next) is atomic too, but the solver may time out on lengths of concatenations.)
func (d *Dict) Append(k, line string) string {
	for {
		v, loaded := d.m.LoadOrStore(k, line)
		if !loaded {
			return line
		}
		cur := v.(string)
		next := cur + "\n" + line
		if d.m.CompareAndSwap(k, cur, next) {
			return next
		}
	}
}

// AppendRacy appends line with Load then Store.
// want: violation
// truth: nonatomic
// why: two goroutines both Load "a" and Store "a\nb" and "a\nc": one line is lost.
func (d *Dict) AppendRacy(k, line string) string {
	v, _ := d.m.Load(k)
	cur, _ := v.(string)
	next := cur + "\n" + line
	d.m.Store(k, next)
	return next
}
