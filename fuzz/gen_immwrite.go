// This file defines the immutable-write form (issue #26, for the rule of
// paths/immutable.go): packages whose methods read a field of a struct
// the client is given around one call of its base, and whose other
// functions may write that field by every route Go allows to the same
// memory, or write only look-alikes. The verdict expected of each method
// is known by construction (ImmPackage.Expect), as the locked form's is:
//
//	type Plain struct{ v int }
//	type A = Plain
//	type Box[T any] struct{ v T }
//	type C struct{ n atomic.Int64 }
//	func (c *C) F0(p *Box[int]) int64 {
//		x := p.v // or w := *p; x := w.v, and the same below
//		c.n.Store(int64(x))
//		return int64(p.v - x)
//	}
//	// routes, each present or not:
//	func BumpAlias(p *A) { p.v++ }                                 // alias
//	func BumpUnnamed(p *Plain) { (*struct{ v int })(p).v++ }       // unnamed struct pointer
//	func BumpIntBox(p *IntBox) { p.v++ }; (*IntBox)(p) from *Plain // convertible named type
//	func (b *Box[T]) Set(v T) { b.v = v }; (*Box[int])(p).Set(v)   // generic body
//	func BumpWide(p *Wide) { p.v++ }                               // look-alike: struct{ v int64 }
//	// and: a generic helper's *p = z, clear of a []Plain, a conversion to
//	// a struct differing in a tag; look-alike: the address put in an
//	// interface (reflection sets no unexported field)
//
// Plain, A and Box[int] share one struct, struct{ v int }: a write by any
// route but the look-alikes (another field type, another field name, a
// value set only in a composite literal) changes the memory a method
// reads, so the method, which returns the difference of two reads around
// its call, is not atomic; with no such write it returns 0 and is.
// TestGenImmWrite checks verify's verdicts (collection environment)
// against these expectations, with the packages in one module, so that a
// package writing a struct also checks that its neighbours' identical
// structs, of another package, stay constant. The oracle does not judge
// the form: its other goroutine does not write memory outside the
// objects it models (oracle/doc.go).

package fuzz

import (
	"fmt"
	"go/format"
	"strings"
)

// An immRoute is one way a package's code may write field v.
type immRoute struct {
	name   string
	decl   string
	writes bool // whether it writes the memory of struct{ v int }
}

var immRoutes = []immRoute{
	{"direct", "// BumpDirect writes v.\nfunc BumpDirect(p *Plain) { p.v++ }\n", true},
	{"alias", "// BumpAlias writes v through the alias.\nfunc BumpAlias(p *A) { p.v++ }\n", true},
	{"unnamed", "// BumpUnnamed writes v through an unnamed struct pointer.\nfunc BumpUnnamed(p *Plain) { (*struct{ v int })(p).v++ }\n", true},
	{"convertible", "// IntBox is convertible to Plain.\ntype IntBox struct{ v int }\n\n// BumpIntBox writes v of an IntBox.\nfunc BumpIntBox(p *IntBox) { p.v++ }\n\n" +
		"// BumpAsIntBox writes a Plain's v as an IntBox.\nfunc BumpAsIntBox(p *Plain) { BumpIntBox((*IntBox)(p)) }\n", true},
	{"generic body", "// Set writes v in a generic body.\nfunc (b *Box[T]) Set(v T) { b.v = v }\n\n" +
		"// SetPlain writes a Plain's v through Box[int]'s Set.\nfunc SetPlain(p *Plain, v int) { (*Box[int])(p).Set(v) }\n", true},
	{"generic helper", "// zero writes the whole *T.\nfunc zero[T any](p *T) {\nvar z T\n*p = z\n}\n\n// ZeroPlain writes a Plain through zero.\nfunc ZeroPlain(p *Plain) { zero(p) }\n", true},
	{"slice clear", "// ClearPlains zeroes a slice of Plains.\nfunc ClearPlains(s []Plain) { clear(s) }\n", true},
	{"tagged", "// Tagged is Plain but for a tag.\ntype Tagged struct {\nv int `json:\"v\"`\n}\n\n// BumpTagged writes a Plain's v as a Tagged.\nfunc BumpTagged(p *Plain) { (*Tagged)(p).v++ }\n", true},
	{"interface", "// Keep puts a Plain's address in an interface: code that is not scanned may write through it, but sets no unexported field.\nfunc Keep(p *Plain) any { return p }\n", false},
	{"wider field", "// Wide looks like Plain, with another field type.\ntype Wide struct{ v int64 }\n\n// BumpWide writes a Wide's v.\nfunc BumpWide(p *Wide) { p.v++ }\n", false},
	{"other name", "// Other looks like Plain, with another field name.\ntype Other struct{ w int }\n\n// BumpOther writes an Other's w.\nfunc BumpOther(p *Other) { p.w++ }\n", false},
	{"construction", "// NewPlain sets v in a composite literal only.\nfunc NewPlain(n int) *Plain { return &Plain{v: n} }\n", false},
}

// immReads are the types through which a method reads v.
var immReads = []string{"Plain", "A", "Box[int]"}

// immStyles are the ways a method reads v twice around a call (%s): by
// the field's address, or by copying the whole struct (paths/immload.go).
var immStyles = []string{
	"x := p.v\n%s\nreturn int64(p.v - x)",
	"w := *p\nx := w.v\n%s\nw = *p\nreturn int64(w.v - x)",
}

// immCalls are the base calls between the two reads, over x.
var immCalls = []string{"c.n.Store(int64(x))", "c.n.Add(int64(x))", "_ = c.n.Load()", "c.n.CompareAndSwap(0, int64(x))"}

// An ImmPackage is a generated package of the immutable-write form, with
// the verdict expected of each method in the collection environment:
// "atomic", or "not" (any other verdict).
type ImmPackage struct {
	*Package
	Expect map[string]string
	Routes []string // the routes its code writes v by, look-alikes included
}

// GenerateImmWrite writes the immutable-write package data describes.
func GenerateImmWrite(data []byte) *ImmPackage {
	s := &source{data: data}
	p := &ImmPackage{Package: &Package{Input: data}, Expect: map[string]string{}}
	var b strings.Builder
	b.WriteString("// Code generated by snowflake's differential fuzzer. DO NOT EDIT.\n\npackage " + ModulePath +
		"\n\nimport \"sync/atomic\"\n\n// Plain is read by C's methods.\ntype Plain struct{ v int }\n\n// A is an alias of Plain.\ntype A = Plain\n\n" +
		"// Box is generic; Box[int] has Plain's struct.\ntype Box[T any] struct{ v T }\n\n// C counts.\ntype C struct{ n atomic.Int64 }\n")
	written := false
	for _, r := range immRoutes {
		if s.chance(2) {
			b.WriteString("\n" + r.decl)
			p.Routes = append(p.Routes, r.name)
			written = written || r.writes
		}
	}
	for i := 0; i < 3 && (i == 0 || !s.spent()); i++ {
		name := fmt.Sprintf("F%d", i)
		read, call, style := immReads[s.intn(len(immReads))], immCalls[s.intn(len(immCalls))], immStyles[s.intn(len(immStyles))]
		fmt.Fprintf(&b, "\n// %s reads p.v around one call.\nfunc (c *C) %s(p *%s) int64 {\n%s\n}\n",
			name, name, read, fmt.Sprintf(style, call))
		full := "(*" + ModulePath + ".C)." + name
		p.Funcs = append(p.Funcs, full)
		p.Expect[full] = "atomic"
		if written {
			p.Expect[full] = "not"
		}
	}
	src, err := format.Source([]byte(b.String()))
	if err != nil {
		panic("fuzz: the immutable-write form does not parse: " + err.Error() + "\n" + b.String())
	}
	p.Source = src
	return p
}
