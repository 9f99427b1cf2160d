// This file gives the package-map form (gen_pkgmap.go) a field fixed at
// construction, the fuzzer's side of the constructed-values rule
// (paths.Program.ConstructedValues, witness/constructed.go): for one
// package-map input in three (by the hash newForm leaves, no choice
// consumed), the client type holds a field that only its constructors
// write and that operations branch on:
//
//	type table struct {      // or C, exported, for one package in four
//		//snowflake:base
//		m      sync.Map
//		sealed bool          // or: limit int
//	}
//	func New() *table { return &table{sealed: true} }
//	func (c *table) Set(k string, v int) {
//		if c.sealed {        // every mutator checks it first
//			return
//		}
//		c.m.Store(k, v)
//	}
//
// A limit is compared with a loaded value in Incr's retry loop (`if
// c.limit > 0 && n >= c.limit { return n }`), which a limit package always
// has. The constructors give the field one constant (New alone), two
// constants (New and NewOpen or NewSmall), a constant and an unset site
// (NewOpen returns &table{}), or a parameter (New(sealed bool)).
//
// The zero value is the field's least restricting one (not sealed, no
// limit), the one the oracle's receiver holds (it makes it as new(T),
// oracle/pkgenv.go's maker, not by the package's constructors). A sealed
// operation makes no call and returns zeros, the same in every order, so
// it adds nothing to a witness: the oracle's runs on an open receiver
// cover every behaviour of a sealed one. Where no constructor gives the
// zero value, verify's witness search, which starts only from constructed
// values, may find none (unproven) where the oracle finds a violation on
// the zero receiver: Check's unchecked, never a disagreement. A capped
// Incr is a read whose result another order may not give; a witness
// needing one has no counterpart in the oracle's uncapped runs (an
// oracle bound, which the run would show as a disagreement to look at).

package fuzz

import (
	"fmt"
	"strings"
)

// A fixedField is a package's field fixed at construction.
type fixedField struct {
	field  string // "sealed" or "limit"
	ctors  string // "one", "two", "unset" or "param"
	export bool   // the type is exported (C), else table
}

var fixedCtors = []string{"one", "two", "unset", "param"}

// fixedOf returns data's field fixed at construction, nil for none (two
// package-map inputs in three).
func fixedOf(data []byte) *fixedField {
	_, h := newForm(data)
	if h%3 != 0 {
		return nil
	}
	h /= 3
	f := &fixedField{field: "sealed", ctors: fixedCtors[(h/2)%4], export: (h/8)%4 == 0}
	if h%2 == 1 {
		f.field = "limit"
	}
	return f
}

// typeName is the client type's name.
func (f *fixedField) typeName() string {
	if f == nil || f.export {
		return "C"
	}
	return "table"
}

// decl returns the type's declaration and its constructors.
func (f *fixedField) decl() string {
	t, typ := f.typeName(), "bool"
	one, other := "true", "false"
	if f.field == "limit" {
		typ, one, other = "int", "3", "1"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n// %s's map never leaves the package; %s is fixed at construction.\n", t, f.field)
	fmt.Fprintf(&b, "type %s struct {\n//snowflake:base\nm sync.Map\n%s %s\n}\n", t, f.field, typ)
	ctor := func(name, params, fields string) {
		fmt.Fprintf(&b, "\nfunc %s(%s) *%s { return &%s{%s} }\n", name, params, t, t, fields)
	}
	switch f.ctors {
	case "one":
		ctor("New", "", f.field+": "+one)
	case "two":
		ctor("New", "", f.field+": "+one)
		ctor("NewOther", "", f.field+": "+other)
	case "unset":
		ctor("New", "", f.field+": "+one)
		ctor("NewZero", "", "")
	case "param":
		ctor("New", f.field+" "+typ, f.field+": "+f.field)
	}
	return b.String()
}

// guard returns op's body with the field's check: a sealed mutator
// returns first, Incr stops at the limit.
func (f *fixedField) guard(op pkgOp) string {
	switch {
	case f == nil:
		return op.body
	case f.field == "sealed" && opMutates(op):
		return "if c.sealed {\n" + zeroReturn(op.sig) + "\n}\n" + op.body
	case f.field == "limit" && op.name == "Incr":
		return strings.Replace(op.body, "n := x.(int)\n", "n := x.(int)\nif c.limit > 0 && n >= c.limit {\nreturn n\n}\n", 1)
	}
	return op.body
}

// opMutates reports whether op stores into or deletes from the map.
func opMutates(op pkgOp) bool {
	return strings.Contains(op.body, "Store") || strings.Contains(op.body, "Delete") || strings.Contains(op.body, "Swap")
}

// zeroReturn is the return of zero results for an operation's signature.
func zeroReturn(sig string) string {
	res := strings.TrimSpace(sig[strings.Index(sig, ")")+1:])
	switch res {
	case "":
		return "return"
	case "(int, bool)":
		return "return 0, false"
	case "bool":
		return "return false"
	}
	return "return 0"
}
