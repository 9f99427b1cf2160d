// This file defines Term, an immutable SMT-LIB2 expression, and its constructors.

package smt

import (
	"fmt"
	"strings"
)

// TermKind classifies a Term.
type TermKind int

// The term kinds.
const (
	Literal TermKind = iota // a constant written verbatim: true, #x0000002a, "abc"
	Var                     // a declared constant, referred to by name
	App                     // an application of Op to Args
)

// A Term is an immutable SMT-LIB2 expression with a known sort.
// Terms are shared freely; no constructor mutates its arguments.
type Term struct {
	Kind TermKind
	Op   string // Literal: its text; Var: its name; App: the operator, printed verbatim
	Args []*Term
	Sort Sort
}

// Lit returns the literal written text, of sort s.
func Lit(text string, s Sort) *Term { return &Term{Kind: Literal, Op: text, Sort: s} }

// Const returns a reference to the declared constant name of sort s.
func Const(name string, s Sort) *Term { return &Term{Kind: Var, Op: name, Sort: s} }

// Apply returns the application of op (a function symbol or an indexed
// operator such as "(_ extract 7 0)") to args, of result sort s.
func Apply(op string, s Sort, args ...*Term) *Term {
	return &Term{Kind: App, Op: op, Args: args, Sort: s}
}

// True and False are the Boolean literals.
var (
	True  = Lit("true", Bool)
	False = Lit("false", Bool)
)

// BoolLit returns the literal for b.
func BoolLit(b bool) *Term {
	if b {
		return True
	}
	return False
}

// BVLit returns the bit-vector literal of width w holding the low w bits of v.
func BVLit(v uint64, w int) *Term {
	if w < 64 {
		v &= (1 << uint(w)) - 1
	}
	return Lit(fmt.Sprintf("(_ bv%d %d)", v, w), BV(w))
}

// IntLit returns the integer literal v.
func IntLit(v int64) *Term {
	if v < 0 {
		return Lit(fmt.Sprintf("(- %d)", -v), Int)
	}
	return Lit(fmt.Sprintf("%d", v), Int)
}

// StringLit returns the string literal of the Go string s, one character
// per byte (so that length and order are those of Go's byte strings).
func StringLit(s string) *Term {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			b.WriteString(`""`)
		case c >= 0x20 && c < 0x7f && c != '\\':
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, `\u{%x}`, c)
		}
	}
	b.WriteByte('"')
	return Lit(b.String(), String)
}

// IsTrue and IsFalse recognise the Boolean literals.
func (t *Term) IsTrue() bool  { return t.Kind == Literal && t.Op == "true" }
func (t *Term) IsFalse() bool { return t.Kind == Literal && t.Op == "false" }

// Not returns the negation of t.
func Not(t *Term) *Term {
	switch {
	case t.IsTrue():
		return False
	case t.IsFalse():
		return True
	case t.Kind == App && t.Op == "not":
		return t.Args[0]
	}
	return Apply("not", Bool, t)
}

// And returns the conjunction of ts, dropping true and collapsing on false.
func And(ts ...*Term) *Term {
	var keep []*Term
	for _, t := range ts {
		switch {
		case t.IsFalse():
			return False
		case t.IsTrue():
		default:
			keep = append(keep, t)
		}
	}
	switch len(keep) {
	case 0:
		return True
	case 1:
		return keep[0]
	}
	return Apply("and", Bool, keep...)
}

// Or returns the disjunction of ts, dropping false and collapsing on true.
func Or(ts ...*Term) *Term {
	var keep []*Term
	for _, t := range ts {
		switch {
		case t.IsTrue():
			return True
		case t.IsFalse():
		default:
			keep = append(keep, t)
		}
	}
	switch len(keep) {
	case 0:
		return False
	case 1:
		return keep[0]
	}
	return Apply("or", Bool, keep...)
}

// Implies returns a ⇒ b.
func Implies(a, b *Term) *Term {
	switch {
	case a.IsTrue():
		return b
	case a.IsFalse(), b.IsTrue():
		return True
	}
	return Apply("=>", Bool, a, b)
}

// Eq returns a = b; it panics if their sorts differ (a bug in the caller).
func Eq(a, b *Term) *Term {
	if !a.Sort.Equal(b.Sort) {
		panic(fmt.Sprintf("smt: Eq of %s and %s", a.Sort, b.Sort))
	}
	if a == b || (a.Kind != App && b.Kind != App && a.Kind == b.Kind && a.Op == b.Op) {
		return True
	}
	return Apply("=", Bool, a, b)
}

// Ite returns (ite c a b).
func Ite(c, a, b *Term) *Term {
	switch {
	case c.IsTrue():
		return a
	case c.IsFalse():
		return b
	case a == b:
		return a
	}
	return Apply("ite", a.Sort, c, a, b)
}

// String prints t in SMT-LIB2 syntax.
func (t *Term) String() string {
	var b strings.Builder
	t.write(&b)
	return b.String()
}

func (t *Term) write(b *strings.Builder) {
	switch t.Kind {
	case Literal:
		b.WriteString(t.Op)
	case Var:
		b.WriteString(quoteSymbol(t.Op))
	case App:
		if len(t.Args) == 0 {
			b.WriteString(t.Op)
			return
		}
		b.WriteByte('(')
		b.WriteString(t.Op)
		for _, a := range t.Args {
			b.WriteByte(' ')
			a.write(b)
		}
		b.WriteByte(')')
	}
}

// Subst returns t with every Var named in m replaced by m's term.
// Terms without such variables are returned unchanged (shared).
func Subst(t *Term, m map[string]*Term) *Term {
	if len(m) == 0 {
		return t
	}
	memo := map[*Term]*Term{}
	var walk func(*Term) *Term
	walk = func(t *Term) *Term {
		if r, ok := memo[t]; ok {
			return r
		}
		r := t
		switch t.Kind {
		case Var:
			if s, ok := m[t.Op]; ok {
				r = s
			}
		case App:
			var args []*Term
			for i, a := range t.Args {
				na := walk(a)
				if na != a && args == nil {
					args = append([]*Term(nil), t.Args...)
				}
				if args != nil {
					args[i] = na
				}
			}
			if args != nil {
				r = &Term{Kind: App, Op: t.Op, Args: args, Sort: t.Sort}
			}
		}
		memo[t] = r
		return r
	}
	return walk(t)
}

// Walk calls f on every subterm of ts, arguments before the terms they
// are arguments of, each shared subterm once.
func Walk(ts []*Term, f func(*Term)) {
	seen := map[*Term]bool{}
	var walk func(*Term)
	walk = func(t *Term) {
		if seen[t] {
			return
		}
		seen[t] = true
		for _, a := range t.Args {
			walk(a)
		}
		f(t)
	}
	for _, t := range ts {
		walk(t)
	}
}

// quoteSymbol returns name as an SMT-LIB2 symbol, quoted with |...| when it
// is not a simple symbol.
func quoteSymbol(name string) string {
	simple := name != ""
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' && i > 0 ||
			strings.IndexByte("~!@$%^&*_-+=<>.?/", c) >= 0) {
			simple = false
			break
		}
	}
	if simple {
		return name
	}
	// | and \ may not appear inside a quoted symbol.
	if strings.ContainsAny(name, "|\\") {
		name = quotedEscapes.Replace(name)
	}
	return "|" + name + "|"
}

// quotedEscapes spells | and \ inside a quoted symbol (built once: a
// Replacer's first use builds its tables).
var quotedEscapes = strings.NewReplacer("|", "!bar!", "\\", "!bslash!")
