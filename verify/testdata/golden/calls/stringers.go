package calls

import (
	"fmt"
	"strconv"
)

// Code is a key whose String method is a pure function of it: fmt runs it.
type Code int

// String returns "c" and the number.
func (c Code) String() string {
	return "c" + strconv.Itoa(int(c))
}

// Ratio is a quotient; its String method panics when b is 0, and fmt then
// prints the panic instead.
type Ratio struct {
	a, b int
}

// String returns a / b in decimal.
func (r Ratio) String() string {
	return strconv.Itoa(r.a / r.b)
}

// LookupCode loads the name stored under c as fmt prints it.
// want: atomic
// truth: atomic
// why: one Load; fmt.Sprint(c) is c.String(), a pure function of c (inlined).
func (ts *Tags) LookupCode(c Code) (any, bool) {
	return ts.m.Load(fmt.Sprint(c))
}

// LookupRatio loads the name stored under r as fmt prints it, which may be
// fmt's message of a panic of r.String.
// want: atomic
// truth: atomic
// why: one Load, whatever key fmt.Sprintf("%v", r) gives (a quotient, or fmt's message of the division panic, which fmt recovers).
func (ts *Tags) LookupRatio(r Ratio) (any, bool) {
	return ts.m.Load(fmt.Sprintf("%v", r))
}

// RenameCode sets the name under c, as fmt prints it, and returns the
// old one.
// want: violation
// truth: nonatomic
// why: Load then Store of the same key "c" + c: another goroutine's Store between them is overwritten unseen.
func (ts *Tags) RenameCode(c Code, name string) any {
	old, _ := ts.m.Load(fmt.Sprint(c))
	ts.m.Store(fmt.Sprintf("%s", c), name)
	return old
}

// Boom is a panic value whose Error method reads tagTable: fmt runs it to
// print the panic of a String method.
type Boom struct{}

// Error returns the name stored under "x".
func (Boom) Error() string {
	v, _ := tagTable.m.Load("x")
	s, _ := v.(string)
	return s
}

// Risky is a key whose String method panics with a Boom when negative.
type Risky int

// String returns the number, or panics with a Boom.
func (r Risky) String() string {
	if r < 0 {
		panic(Boom{})
	}
	return strconv.Itoa(int(r))
}

// RiskyName stores name under "x" and returns r as fmt prints it.
// want: violation
// truth: nonatomic
// why: for r < 0, fmt prints the Boom that String panics with by its Error method, a hidden Load of "x" on tagTable: with ts = &tagTable, Load then Store of "x", and another goroutine's Store between them is overwritten unseen. The Error method is inlined, and the message is exact: "%!v(PANIC=String method: " + Error() + ")".
func (ts *Tags) RiskyName(r Risky, name string) string {
	old := fmt.Sprint(r)
	ts.m.Store("x", name)
	return old
}
