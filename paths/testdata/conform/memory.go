// This file holds loads and stores: fresh allocations whose contents the
// path knows, pointers, and memory the path does not own.

package conform

// NewStore stores into a fresh allocation and loads back.
func NewStore(a int) int {
	p := new(int)
	*p = a
	return *p
}

// NewZero loads a fresh allocation: zero.
func NewZero() (int, string, bool) {
	p, q, r := new(int), new(string), new(bool)
	return *p, *q, *r
}

// NewDistinct compares two fresh allocations: never equal (they are
// distinct variables of non-zero size).
func NewDistinct() bool { return new(int) == new(int) }

// NewNotNil compares a fresh allocation with nil: new never returns nil.
func NewNotNil() bool { return new(int) != nil }

// LocalVar takes the address of a local variable.
func LocalVar(a, b int) int {
	x := a
	p := &x
	*p += b
	return x
}

// MapRead reads a nil map: its contents are memory, arbitrary.
//
// conform: outcome
func MapRead(k string) int {
	var m map[string]int
	return m[k]
}

// MapReadOk reads a nil map with comma-ok.
//
// conform: outcome
func MapReadOk(k int) (int, bool) {
	var m map[int]int
	v, ok := m[k]
	return v, ok
}

// StringIndex is s[i]: a byte of s, panics out of range.
//
// conform: sound
func StringIndex(s string, i int) byte { return s[i] }

// ArrayIndex indexes a local array by a variable.
//
// conform: sound
func ArrayIndex(i int) int {
	a := [3]int{10, 20, 30}
	return a[i]
}

// ArrayIndexU8 indexes an array longer than a uint8 reaches: never out of
// range (a bound cut to the index's width would be).
//
// conform: outcome
func ArrayIndexU8(i uint8) int {
	var a [300]int
	return a[i]
}

// ArrayIndexI8 indexes an array by an int8: negative indices panic, all
// others are in range.
//
// conform: outcome
func ArrayIndexI8(i int8) int {
	var a [200]int
	return a[i]
}

// StringIndexI8 is s[i] with an int8 index: negative indices panic.
//
// conform: sound
func StringIndexI8(s string, i int8) byte { return s[i] }

// ArrayConstIndex indexes a local array by constants.
func ArrayConstIndex(a, b int) int {
	arr := [3]int{a, b, a + b}
	return arr[2] - arr[0]
}

// SliceLen makes a slice of a string's bytes.
//
// conform: sound
func SliceLen(s string) int { return len([]byte(s)) }

// MakeLen makes a slice of length n: panics when n is negative. (An int8,
// so that no input asks for more memory than the machine has.) Whether
// make panics is uninterpreted in the encoding.
//
// conform: sound
func MakeLen(n int8) int { return len(make([]int, n)) }

// MapAnyKey reads a nil map with an interface key: hashing an uncomparable
// dynamic type panics, even in a nil map.
//
// conform: outcome
func MapAnyKey(x any) int {
	var m map[any]int
	return m[x]
}

// StringSlice is s[i:].
//
// conform: sound
func StringSlice(s string, i int) string { return s[i:] }
