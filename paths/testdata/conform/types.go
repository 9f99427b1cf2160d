// This file defines the named types the other files use: a named integer,
// a type with a method and the interface it implements, and structs.

package conform

// MyInt is a named integer type: boxed, it is distinct from int.
type MyInt int

// Stringy implements Stringer.
type Stringy int

// String returns a fixed text.
func (Stringy) String() string { return "stringy" }

// Stringer is implemented by Stringy.
type Stringer interface{ String() string }

// P is a struct of integers (comparable, never panics under ==).
type P struct{ A, B int }

// Q is a struct holding an interface (== may panic).
type Q struct{ X any }

// R holds an integer before an interface.
type R struct {
	A int
	X any
}

// RX holds an interface before an integer.
type RX struct {
	X any
	A int
}
