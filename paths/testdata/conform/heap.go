// This file holds fresh allocations whose contents the path knows: stores
// to fields, elements and whole values before the allocation is
// published, and loads of them, which are exact.

package conform

// N nests a struct.
type N struct {
	P P
	C int
}

// HeapStruct stores a field of a fresh struct and loads the whole.
func HeapStruct(a, b int) P {
	p := &P{A: a}
	p.B = b
	return *p
}

// HeapArray stores elements of a fresh array by constant indices.
func HeapArray(a, b int) [3]int {
	var arr [3]int
	arr[1] = a
	arr[2] = arr[1] + b
	return arr
}

// HeapOverwrite stores a field, then the whole struct over it.
func HeapOverwrite(a, b int) (int, int) {
	p := new(P)
	p.A = a
	*p = P{B: b}
	return p.A, p.B
}

// HeapNested stores into a nested struct field by field and as a whole.
func HeapNested(a, b int) N {
	n := new(N)
	n.P.A = a
	n.C = b
	n.P = P{A: b, B: a}
	n.P.B = 7
	return *n
}

// HeapBefore loads a field before and after storing it.
func HeapBefore(a int) (int, int) {
	p := new(P)
	x := p.A
	p.A = a
	return x, p.A
}

// HeapFieldPtr stores through a pointer to a field.
func HeapFieldPtr(a int) P {
	p := new(P)
	pa := &p.B
	*pa = a
	return *p
}

// HeapBranch stores different values on two branches.
func HeapBranch(c bool, a, b int) int {
	p := new(P)
	if c {
		p.A = a
	} else {
		p.A = b
	}
	return p.A + p.B
}

// HeapVarIndex stores at a variable index: the contents become unknown,
// and whether the index is in range is uninterpreted.
//
// conform: sound
func HeapVarIndex(i, a int) int {
	var arr [4]int
	arr[i&7] = a
	return arr[0] + arr[3]
}

// HeapIface stores interfaces into a fresh array and compares the loads.
func HeapIface(x, y any) bool {
	arr := [2]any{x, nil}
	arr[1] = y
	return arr[0] == arr[1]
}

// StringerToAny converts a Stringer to an empty interface.
func StringerToAny(a int) any {
	var s Stringer = Stringy(a)
	return s
}
