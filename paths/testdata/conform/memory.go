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

// immPair is never written after construction: a read of it through any
// pointer, field by field or whole, is the same function of the pointer.
type immPair struct {
	n    int
	s    string
	in   struct{ a, b int8 }
	pair [2]bool
}

// immShared is made in the package's initialization and never written.
var immShared = &immPair{n: 7, s: "k", in: struct{ a, b int8 }{1, -1}, pair: [2]bool{true, false}}

// ImmWholeCopy copies the struct whole and compares the copy with reads
// of each field: equal in every run (no write comes between them). The
// nil test is there because the encoding does not know the variable's
// pointer is not nil.
func ImmWholeCopy(x int) bool {
	p := immShared
	if p == nil {
		return true
	}
	v := *p
	return v.n == p.n && v.s == p.s && v.in == p.in && v.pair == p.pair && x == x
}

// ImmPartRead reads parts of immutable fields (a nested struct's field, a
// constant element of an array field) and compares them with the parts of
// a whole copy: equal in every run.
func ImmPartRead(i int) bool {
	p := immShared
	if p == nil {
		return true
	}
	v := *p
	return p.in.a == v.in.a && p.in.b == v.in.b && p.pair[1] == v.pair[1] && p.pair[0] == v.pair[0] && i == i
}

// mutPair has a field written after construction (mutBump).
type mutPair struct{ n, m int }

var mutShared = &mutPair{n: 1}

func mutBump() { mutShared.m++ }

// MutWholeCopy copies a struct one of whose fields is written elsewhere:
// memory, arbitrary (Go's outcome is one of the encoding's).
//
// conform: sound
func MutWholeCopy(x int) int {
	p := mutShared
	if p == nil {
		return x
	}
	v := *p
	return v.n + v.m + x
}
