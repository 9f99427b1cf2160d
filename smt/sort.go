// This file defines Sort, the SMT-LIB2 sorts snowflake's terms range over.

package smt

import "fmt"

// SortKind classifies a Sort.
type SortKind int

// The sort kinds.
const (
	KindBool SortKind = iota
	KindBV
	KindInt
	KindString
	KindNamed // an uninterpreted sort or a datatype, declared in the Script
	KindArray
)

// A Sort is an SMT-LIB2 sort. Sorts are small values compared with ==
// (arrays compare by their printed form through Equal).
type Sort struct {
	Kind  SortKind
	Width int    // KindBV: the bit width
	Name  string // KindNamed: the declared name
	Dom   *Sort  // KindArray: the index sort
	Rng   *Sort  // KindArray: the element sort
}

// Common sorts.
var (
	Bool   = Sort{Kind: KindBool}
	Int    = Sort{Kind: KindInt}
	String = Sort{Kind: KindString}
)

// BV returns the sort of bit-vectors of width w.
func BV(w int) Sort { return Sort{Kind: KindBV, Width: w} }

// Named returns the declared sort (uninterpreted or datatype) called name.
func Named(name string) Sort { return Sort{Kind: KindNamed, Name: name} }

// Array returns the sort of arrays from dom to rng.
func Array(dom, rng Sort) Sort { return Sort{Kind: KindArray, Dom: &dom, Rng: &rng} }

// Equal reports whether s and t denote the same sort.
func (s Sort) Equal(t Sort) bool { return s.String() == t.String() }

// String prints s in SMT-LIB2 syntax.
func (s Sort) String() string {
	switch s.Kind {
	case KindBool:
		return "Bool"
	case KindBV:
		return fmt.Sprintf("(_ BitVec %d)", s.Width)
	case KindInt:
		return "Int"
	case KindString:
		return "String"
	case KindNamed:
		return quoteSymbol(s.Name)
	case KindArray:
		return fmt.Sprintf("(Array %s %s)", s.Dom, s.Rng)
	}
	panic(fmt.Sprintf("smt: bad sort kind %d", s.Kind))
}
