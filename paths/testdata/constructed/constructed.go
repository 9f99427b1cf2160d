// Package constructed has struct types whose fields their construction
// sites fix: the test of Program.ConstructedValues.
package constructed

// sealedOnly is made sealed only; its mode is one of two constants.
type sealedOnly struct {
	sealed bool
	mode   int
	name   string
}

func newA() *sealedOnly { return &sealedOnly{sealed: true, mode: 1, name: "a"} }

func newB() *sealedOnly {
	s := &sealedOnly{sealed: true, mode: 2}
	return s
}

// open is made with sealed unset by one site, and stored late by another.
type open struct {
	sealed bool
	n      int
}

func newOpen() *open { return &open{n: 3} }

func newLate(c bool) *open {
	o := &open{n: 3}
	if c {
		o.sealed = true
	}
	return o
}

// chosen's field is a parameter's value: unknown.
type chosen struct{ sealed bool }

func newChosen(s bool) *chosen { return &chosen{sealed: s} }

// Exported is exported: any package makes an Exported{}.
type Exported struct {
	sealed bool
	Name   string
}

func NewExported() *Exported { return &Exported{sealed: true, Name: "x"} }

// inner is held inside outer by value: unknown.
type inner struct{ sealed bool }

type outer struct{ in inner }

func newInner() *inner { return &inner{sealed: true} }

func newOuter() *outer { return &outer{} }

// inside hands out the inner value of o: an inner made as a zero outer.
func (o *outer) inside() *inner { return &o.in }

// looked comes out of a map: a miss is a zero value.
type looked struct{ sealed bool }

var table = map[string]looked{"a": {sealed: true}}

func lookup(k string) *looked {
	v := table[k]
	return &v
}

// copied is copied from a sealed one: still sealed.
type copied struct{ sealed bool }

func newCopy() *copied {
	a := &copied{sealed: true}
	b := new(copied)
	*b = *a
	return b
}

var _ = []any{newA, newB, newOpen, newLate, newChosen, newInner, newOuter, (*outer).inside, lookup, newCopy}
