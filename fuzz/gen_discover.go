// This file defines the nested form of a generated package (issue #23's
// discovery, no silent drop): the plain package with its map reached
// through a nested field of a type no directive marks,
//
//	type C struct{ in *inner }
//	type inner struct{ m sync.Map }
//	func (c *C) F0(k string) ... { x1, ok2 := c.in.m.Load(k); ... }
//
// so that its methods are found by discovery alone. Discovery does not
// follow nested fields yet: every method making two or more map calls, or
// one inside a loop, is reported unsupported naming c.in.m, and no other
// method is reported, which TestGenNested checks on many packages at once.
// Generate does not take this form: both engines would leave every method
// unchecked; when the walker follows nested fields, Generate can (a hook
// like wrapGeneric's) and the differential check then covers it.

package fuzz

import (
	"go/format"
	"strings"
)

// Nested returns data's plain package (generate) in the nested form.
func Nested(data []byte) *Package {
	p := generate(data)
	src := strings.Replace(string(p.Source), "type C struct{ m sync.Map }\n",
		"type C struct{ in *inner }\n\ntype inner struct{ m sync.Map }\n", 1)
	src = mapCall.ReplaceAllString(src, "c.in.m.$1(")
	formatted, err := format.Source([]byte(src))
	if err != nil {
		panic("fuzz: the nested package does not parse: " + err.Error() + "\n" + src)
	}
	return &Package{Input: p.Input, Source: formatted, Funcs: p.Funcs}
}
