// This file defines Script, an ordered set of declarations and assertions
// printed as one SMT-LIB2 problem.

package smt

import (
	"fmt"
	"strings"
)

// A Script is an SMT-LIB2 problem: declarations in order of first
// declaration (duplicates by name are ignored), then assertions.
type Script struct {
	decls   []string
	named   map[string]bool
	Asserts []*Term
	Comment string // printed as leading ; lines
	// RLimit, when not 0, bounds the solver's work on the script in its
	// own resource units (Z3's rlimit): unlike a time-out, where it stops
	// does not depend on the machine's speed or load. The answer is then
	// Unknown.
	RLimit uint
	// Plain asks Z3 for its default solver instead of the tuned tactic
	// pipeline (preprocessingSolver): a second engine, for an answer that
	// must not rest on one (a witness's serial orders: Z3 4.8.12's smt
	// tactic has answered unsat where its default solver and cvc5 answer
	// sat). Other solvers ignore it.
	Plain bool
}

// declare records decl under name unless name is declared already.
func (s *Script) declare(name, decl string) {
	if s.named == nil {
		s.named = map[string]bool{}
	}
	if s.named[name] {
		return
	}
	s.named[name] = true
	s.decls = append(s.decls, decl)
}

// Declared reports whether name has been declared.
func (s *Script) Declared(name string) bool { return s.named[name] }

// DeclareSort declares an uninterpreted sort.
func (s *Script) DeclareSort(name string) {
	s.declare(name, fmt.Sprintf("(declare-sort %s 0)", quoteSymbol(name)))
}

// DeclareConst declares a constant and returns a reference to it.
func (s *Script) DeclareConst(name string, sort Sort) *Term {
	s.declare(name, fmt.Sprintf("(declare-const %s %s)", quoteSymbol(name), sort))
	return Const(name, sort)
}

// DeclareFun declares an uninterpreted function.
func (s *Script) DeclareFun(name string, dom []Sort, rng Sort) {
	var ds []string
	for _, d := range dom {
		ds = append(ds, d.String())
	}
	s.declare(name, fmt.Sprintf("(declare-fun %s (%s) %s)", quoteSymbol(name), strings.Join(ds, " "), rng))
}

// DefineFun defines a function by a body over the given parameters.
func (s *Script) DefineFun(name string, params []*Term, body *Term) {
	var ps []string
	for _, p := range params {
		ps = append(ps, fmt.Sprintf("(%s %s)", quoteSymbol(p.Op), p.Sort))
	}
	s.declare(name, fmt.Sprintf("(define-fun %s (%s) %s %s)", quoteSymbol(name), strings.Join(ps, " "), body.Sort, body))
}

// A Constructor of a datatype: its name and its (selector, sort) fields.
type Constructor struct {
	Name   string
	Fields []Field
}

// A Field of a datatype constructor.
type Field struct {
	Selector string
	Sort     Sort
}

// A Datatype is one datatype of a (possibly mutually recursive) declaration.
type Datatype struct {
	Name string
	Cons []Constructor
}

// DeclareDatatype declares a (non-parametric, possibly self-recursive) datatype.
func (s *Script) DeclareDatatype(name string, cons []Constructor) {
	s.DeclareDatatypes([]Datatype{{Name: name, Cons: cons}})
}

// DeclareDatatypes declares mutually recursive datatypes in one block,
// under the name of the first.
func (s *Script) DeclareDatatypes(dts []Datatype) {
	var b strings.Builder
	b.WriteString("(declare-datatypes (")
	for i, dt := range dts {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "(%s 0)", quoteSymbol(dt.Name))
	}
	b.WriteString(") (")
	for i, dt := range dts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte('(')
		for j, c := range dt.Cons {
			if j > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "(%s", quoteSymbol(c.Name))
			for _, f := range c.Fields {
				fmt.Fprintf(&b, " (%s %s)", quoteSymbol(f.Selector), f.Sort)
			}
			b.WriteByte(')')
		}
		b.WriteByte(')')
	}
	b.WriteString("))")
	s.declare(dts[0].Name, b.String())
	for _, dt := range dts[1:] {
		s.named[dt.Name] = true
	}
}

// Assert adds t (of sort Bool) to the assertions.
func (s *Script) Assert(t *Term) {
	if t.Sort.Kind != KindBool {
		panic(fmt.Sprintf("smt: assertion of sort %s", t.Sort))
	}
	s.Asserts = append(s.Asserts, t)
}

// With returns a copy of s with ts asserted as well; s is unchanged.
func (s *Script) With(ts ...*Term) *Script {
	c := &Script{decls: append([]string(nil), s.decls...), named: make(map[string]bool, len(s.named)),
		Asserts: append([]*Term(nil), s.Asserts...), Comment: s.Comment, RLimit: s.RLimit}
	for n := range s.named {
		c.named[n] = true
	}
	for _, t := range ts {
		c.Assert(t)
	}
	return c
}

// String prints the script as SMT-LIB2, without check-sat.
func (s *Script) String() string {
	var b strings.Builder
	for _, line := range strings.Split(s.Comment, "\n") {
		if line != "" {
			fmt.Fprintf(&b, "; %s\n", line)
		}
	}
	for _, d := range s.decls {
		b.WriteString(d)
		b.WriteByte('\n')
	}
	for _, a := range s.Asserts {
		fmt.Fprintf(&b, "(assert %s)\n", a)
	}
	return b.String()
}
