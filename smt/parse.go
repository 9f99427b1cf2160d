// This file defines ParseValue, which reads a value printed by the solver
// (a model's constant) back into a Term: literals, symbols and applications;
// and StringValue and IntValue, the Go values of string and Int literals.

package smt

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// ParseValue parses an SMT-LIB2 value as printed in models: numerals,
// bit-vector and string literals, symbols (possibly |quoted|) and
// applications, including indexed heads such as ((as const (Array ...)) v).
// Sorts are not known here: literals get the sort their syntax says, other
// terms sort Bool as a placeholder.
func ParseValue(s string) (*Term, error) {
	p := &sexpParser{s: s}
	t, err := p.term()
	if err != nil {
		return nil, err
	}
	p.space()
	if p.i != len(p.s) {
		return nil, fmt.Errorf("smt: trailing text in value %q", s)
	}
	return t, nil
}

type sexpParser struct {
	s string
	i int
}

func (p *sexpParser) space() {
	for p.i < len(p.s) && strings.IndexByte(" \t\r\n", p.s[p.i]) >= 0 {
		p.i++
	}
}

func (p *sexpParser) term() (*Term, error) {
	p.space()
	if p.i >= len(p.s) {
		return nil, fmt.Errorf("smt: unexpected end of value %q", p.s)
	}
	switch c := p.s[p.i]; {
	case c == '(':
		return p.list()
	case c == '"':
		return p.str()
	case c == '|':
		end := strings.IndexByte(p.s[p.i+1:], '|')
		if end < 0 {
			return nil, fmt.Errorf("smt: unterminated symbol in %q", p.s)
		}
		name := p.s[p.i+1 : p.i+1+end]
		p.i += end + 2
		return Apply(name, Bool), nil
	default:
		start := p.i
		for p.i < len(p.s) && strings.IndexByte(" \t\r\n()", p.s[p.i]) < 0 {
			p.i++
		}
		tok := p.s[start:p.i]
		switch {
		case strings.HasPrefix(tok, "#x"):
			return Lit(tok, BV(4*(len(tok)-2))), nil
		case strings.HasPrefix(tok, "#b"):
			return Lit(tok, BV(len(tok)-2)), nil
		case tok == "true" || tok == "false":
			return Lit(tok, Bool), nil
		case tok[0] >= '0' && tok[0] <= '9':
			return Lit(tok, Int), nil
		}
		return Apply(tok, Bool), nil
	}
}

func (p *sexpParser) str() (*Term, error) {
	start := p.i
	p.i++
	for p.i < len(p.s) {
		if p.s[p.i] == '"' {
			if p.i+1 < len(p.s) && p.s[p.i+1] == '"' {
				p.i += 2
				continue
			}
			p.i++
			return Lit(p.s[start:p.i], String), nil
		}
		p.i++
	}
	return nil, fmt.Errorf("smt: unterminated string in %q", p.s)
}

func (p *sexpParser) list() (*Term, error) {
	p.i++ // (
	head, err := p.term()
	if err != nil {
		return nil, err
	}
	var args []*Term
	for {
		p.space()
		if p.i >= len(p.s) {
			return nil, fmt.Errorf("smt: unterminated list in %q", p.s)
		}
		if p.s[p.i] == ')' {
			p.i++
			break
		}
		a, err := p.term()
		if err != nil {
			return nil, err
		}
		args = append(args, a)
	}
	op := head.Op
	if head.Kind == App && len(head.Args) > 0 || head.Kind == Literal && head.Sort.Kind != KindBool {
		op = head.String() // an indexed or qualified head
	}
	if op == "-" && len(args) == 1 && args[0].Kind == Literal { // (- 7)
		return Lit("(- "+args[0].Op+")", Int), nil
	}
	if op == "_" && len(args) == 2 && strings.HasPrefix(args[0].Op, "bv") { // (_ bv5 8)
		width, _ := strconv.Atoi(args[1].Op)
		return Lit("(_ "+args[0].Op+" "+args[1].Op+")", BV(width)), nil
	}
	return &Term{Kind: App, Op: op, Args: args, Sort: Bool}, nil
}

// StringValue decodes a string literal printed in StringLit's encoding
// (one character per byte, \u{XX} escapes, "" for a quote) into Go bytes.
// Characters above 0xff (possible in unconstrained models) are reported.
func StringValue(lit string) (string, error) {
	if len(lit) < 2 || lit[0] != '"' || lit[len(lit)-1] != '"' {
		return "", fmt.Errorf("smt: not a string literal: %s", lit)
	}
	in := lit[1 : len(lit)-1]
	var b strings.Builder
	for i := 0; i < len(in); i++ {
		switch {
		case in[i] == '"' && i+1 < len(in) && in[i+1] == '"':
			b.WriteByte('"')
			i++
		case strings.HasPrefix(in[i:], `\u{`):
			end := strings.IndexByte(in[i:], '}')
			if end < 0 {
				return "", fmt.Errorf("smt: bad escape in %s", lit)
			}
			var v int
			if _, err := fmt.Sscanf(in[i+3:i+end], "%x", &v); err != nil || v > 0xff {
				return "", fmt.Errorf("smt: character %s is not a byte", in[i:i+end+1])
			}
			b.WriteByte(byte(v))
			i += end
		default:
			b.WriteByte(in[i])
		}
	}
	return b.String(), nil
}

// IntValue returns the integer an Int literal (IntLit's, or a model's
// value: a numeral, or "-" applied to one) stands for.
func IntValue(t *Term) (int64, bool) {
	if t.Kind == App && t.Op == "-" && len(t.Args) == 1 {
		v, ok := IntValue(t.Args[0])
		return -v, ok
	}
	text := t.Op
	neg := strings.HasPrefix(text, "(- ") && strings.HasSuffix(text, ")")
	if neg {
		text = text[3 : len(text)-1]
	}
	v, err := strconv.ParseInt(text, 10, 64)
	if err != nil || t.Kind != Literal {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

// BVValue returns the value and width of a bit-vector literal, as Z3
// prints them in models (#x..., #b...) or as BVLit writes them
// ((_ bvN W)).
func BVValue(lit string) (*big.Int, int, bool) {
	switch {
	case strings.HasPrefix(lit, "#x"):
		n, ok := new(big.Int).SetString(lit[2:], 16)
		return n, 4 * (len(lit) - 2), ok
	case strings.HasPrefix(lit, "#b"):
		n, ok := new(big.Int).SetString(lit[2:], 2)
		return n, len(lit) - 2, ok
	case strings.HasPrefix(lit, "(_ bv") && strings.HasSuffix(lit, ")"):
		v, w, found := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(lit, "(_ bv"), ")"), " ")
		n, ok := new(big.Int).SetString(v, 10)
		width, err := strconv.Atoi(w)
		return n, width, found && ok && err == nil
	}
	return nil, 0, false
}
